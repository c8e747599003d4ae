#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The transitions of a SwiftUI `NavigationStack` (or stack-style `NavigationView`), set up in
    /// `transitionNavigation(_:)`: which transition each push and its pop plays,
    /// chosen by the pushed screen.
    ///
    /// ```swift
    /// NavigationStack(path: $path) { … }
    ///     .transitionNavigation { transitions in
    ///         transitions.register(for: Photo.self) { photo in .zoom(id: photo.id) }
    ///         transitions.register(id: "settings", .crossFade)
    ///     }
    /// ```
    ///
    /// ## What the library can see of a SwiftUI screen
    /// Every screen SwiftUI pushes is a hosting controller of a private type whose root view is
    /// type-erased; SwiftUI gives no public way to read the value a `NavigationLink(value:)` or a
    /// `NavigationPath` pushed, nor the destination's view type. So:
    /// - a value-type or view-type registration fires for a screen whose destination marks itself
    ///   with `transitionValue(_:)` (one line in the `navigationDestination`
    ///   closure); without the mark it never fires, and the first screen without one is reported
    ///   once (a debug diagnostic) while value-type registrations exist. Neither the link nor the
    ///   path says it publicly: `NavigationLink(value:)` has no public `value`, `NavigationPath`
    ///   has no public elements (only `count` and, for `Codable` values, an opaque
    ///   `codable` form), and the modifier applied to the stack sees neither the path binding nor
    ///   the `navigationDestination` closures;
    /// - an identifier registration fires for a screen showing a view marked
    ///   `transitionID(_:)` with that identifier;
    /// - everything else plays ``defaultTransition`` (UIKit's own push by default).
    ///
    /// The pushed screen is read when UIKit asks for the transition, after the library lays its view
    /// out (SwiftUI makes the marks then); for a pop, the screen that leaves. Resolution: value
    /// type, then view type, then identifier, the latest registration first within each; a closure
    /// returning `nil` lets the next decide.
    @MainActor public final class NavigationTransitions {
        /// The delegate attached to SwiftUI's navigation controller: add observers, set its
        /// `interactionDriver` or `scrubsTransitions` here. SwiftUI's own delegate is its
        /// `additionalDelegate` and receives every call it does not answer.
        public let delegate = NavigationDelegate()
        /// The registrations of the last configuration.
        private var rules = HostedScreenRules<TransitionStyle>()
        /// The one report of a screen without a value mark under value-type registrations.
        private var unmarked = UnmarkedDestinationReport()

        /// Creates the transitions with no registrations; the delegate asks them for every push
        /// and pop.
        init() {
            delegate.register(from: UIViewController.self, to: UIViewController.self) {
                [weak self] _, upper, _ in
                self?.transition(for: upper).map { ScreenTransition($0) }
            }
        }

        /// The transition played when no registration applies: `.system` (UIKit's push and pop,
        /// with SwiftUI's bar) by default.
        public var defaultTransition: TransitionStyle {
            get { delegate.defaultTransition }
            set { delegate.defaultTransition = newValue }
        }

        /// Registers a transition for screens whose destination marks a value of `type` with
        /// `transitionValue(_:)`.
        ///
        /// The mark is required: SwiftUI gives no public way to read which value a push carries,
        /// so a destination without it never fires this registration (the first such screen is
        /// reported once through the diagnostics). Without marks, register by `transitionID`.
        ///
        /// ```swift
        /// .navigationDestination(for: Photo.self) { photo in PhotoView(photo).transitionValue(photo) }
        /// …
        /// transitions.register(for: Photo.self) { photo in .zoom(id: photo.id) }
        /// ```
        ///
        /// - Parameters:
        ///   - type: The marked value's type.
        ///   - transition: Builds the transition from the value, or returns `nil` to let the next
        ///     registration decide.
        public func register<Value: Hashable>(
            for type: Value.Type, _ transition: @escaping (Value) -> TransitionStyle?
        ) {
            rules.register(for: type, transition)
        }

        /// Registers a transition for screens whose destination view of type `view` is marked with
        /// `transitionValue(_:)`.
        ///
        /// - Parameters:
        ///   - view: The type of the view the mark modifies.
        ///   - transition: The transition.
        public func register<Screen: View>(view: Screen.Type, _ transition: TransitionStyle) {
            rules.register(viewType: ObjectIdentifier(view), transition)
        }

        /// Registers a transition for screens showing a view marked with this
        /// `transitionID(_:)`.
        ///
        /// - Parameters:
        ///   - id: The identifier.
        ///   - transition: The transition.
        public func register<ID: Hashable & Sendable>(id: ID, _ transition: TransitionStyle) {
            rules.register(identifier: TransitionIdentifier.key(id), transition)
        }

        /// Replaces every registration with the ones `configure` makes.
        func reconfigure(_ configure: (NavigationTransitions) -> Void) {
            rules = HostedScreenRules()
            configure(self)
        }

        /// The registered transition for the upper screen of a push or pop, read from its laid-out
        /// view tree.
        private func transition(for upper: UIViewController) -> TransitionStyle? {
            guard !rules.isEmpty else { return nil }
            upper.view.layoutIfNeeded()
            let facts = HostedScreenFacts.read(
                from: upper.view as UIView, children: \.subviews,
                marker: { ($0 as? TransitionValueMarkerView)?.mark }, identifier: \.transitionID)
            unmarked.check(facts, rules: rules)
            return rules.transition(for: facts)
        }
    }
#endif
