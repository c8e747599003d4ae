import TransitionKit

/// Screens and values shared by the registry tests: plain Swift classes standing in for view
/// controllers.
enum RegistryFixtures {
    class Base {
        /// Mutable state a factory reads at match time.
        var selection = 0
    }
    class Grid: Base {}
    final class SpecialGrid: Grid {}
    class Detail: Base {}
    final class SpecialDetail: Detail {}
    final class Settings: Base {}
    /// Not a `Base`: rules naming it never match a `Base` screen.
    final class Loner {}

    /// What the test registry vends.
    enum Style: Hashable, Sendable {
        case zoom
        case crossFade
        case safeAreaMorph
        case slide
        case fade
        case tagged(String)
        case selection(Int)
    }

    typealias Registry = TransitionRegistry<Base, Style>

    /// Matches the navigation that a registration `from: a, to: b` describes for `operation`:
    /// the push a → b, or the pop b → a.
    static func roundTrip(
        _ registry: Registry, _ operation: NavigationOperation, registeredFrom a: Base,
        to b: Base, override: Style? = nil
    ) -> TransitionMatch<Style>? {
        switch operation {
        case .push: registry.match(from: a, to: b, operation: .push, override: override)
        case .pop: registry.match(from: b, to: a, operation: .pop, override: override)
        }
    }
}
