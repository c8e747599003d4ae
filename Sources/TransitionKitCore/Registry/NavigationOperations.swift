/// A set of navigation operations a registration applies to: `.push`, `.pop` or both (`.all`),
/// and the gesture-driven pop on its own (`.interactivePop`).
///
/// Passed as `for:` when registering. With `.all` (the default) a registration `from: A, to: B`
/// describes the round trip: the push A → B, and the pop B → A that undoes it, played reversed.
/// Narrowed to one operation, `from` and `to` name that operation's screens as they happen:
/// `.push` covers only the push A → B; `.pop` covers only the pop from A (leaving) to B (revealed).
///
/// ```swift
/// transitions.register(.safeAreaMorph, for: .push, from: Grid.self, to: Settings.self)
/// transitions.register(.slide, for: .pop, from: Settings.self, to: Grid.self)
/// ```
///
/// `.interactivePop` gives the pop a gesture drives (an edge or content swipe, a drag to dismiss)
/// its own choreography, beside the pop a button or a command starts; it names the pair as the
/// push it undoes, as `.all` does (beside a pop-only `.pop`, as the pop happens), and is not part
/// of `.all`. Without one, a swipe plays the same
/// pop as the Back button (the push reversed):
///
/// ```swift
/// transitions.register(.zoom, from: Grid.self, to: Photo.self)                       // push, and the Back button's pop
/// transitions.register(.slide, for: .interactivePop, from: Grid.self, to: Photo.self) // a swipe from Photo to Grid
/// ```
public struct NavigationOperations: OptionSet, Sendable, Hashable {
    /// The raw bit mask: bit 0 is push, bit 1 is pop, bit 2 the gesture-driven pop. Other bits are
    /// ignored by the registry.
    public let rawValue: UInt8

    /// Creates a set from its raw bit mask.
    ///
    /// - Parameter rawValue: Bit 0 for push, bit 1 for pop.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package init(_ operation: NavigationOperation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        }
    }

    /// The push only.
    public static let push = NavigationOperations(rawValue: 1 << 0)
    /// The pop only.
    public static let pop = NavigationOperations(rawValue: 1 << 1)
    /// Both operations: the push and the pop that undoes it.
    public static let all: NavigationOperations = [.push, .pop]
    /// The pop a gesture drives, named as the push it undoes (`from` is revealed, `to` leaves);
    /// it beats `.pop` and `.all` registrations for that pop, which a button or command still
    /// plays.
    public static let interactivePop = NavigationOperations(rawValue: 1 << 2)

    package func contains(_ operation: NavigationOperation) -> Bool {
        contains(NavigationOperations(operation))
    }
}
