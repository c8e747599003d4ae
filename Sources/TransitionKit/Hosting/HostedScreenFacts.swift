/// What the library can read of a screen SwiftUI pushed: every SwiftUI screen is a hosting
/// controller of a private type whose root view is type-erased, so the destination's value and
/// view type are known only where the app marks them (`.transitionValue(_:)`), and its
/// identifiers where it marks views (`.transitionID(_:)`).
///
/// ```swift
/// let facts = HostedScreenFacts.read(from: screen.view, children: \.subviews, marker: …, identifier: \.transitionID)
/// ```
struct HostedScreenFacts {
    /// The value of the first `.transitionValue(_:)` marker, in reading order.
    var value: AnyHashable?
    /// The type of the view that marker modifies.
    var viewType: ObjectIdentifier?
    /// The screen's `transitionID`s in depth-first order, each once.
    var identifiers: [String] = []

    /// Reads a screen's view tree, depth first: the first marker, and every identifier.
    ///
    /// - Parameters:
    ///   - root: The screen's view.
    ///   - children: A view's subviews.
    ///   - marker: A marker view's value and view type; `nil` for other views.
    ///   - identifier: A view's `transitionID`.
    /// - Returns: The facts.
    static func read<Node>(
        from root: Node, children: (Node) -> [Node], marker: (Node) -> (AnyHashable, ObjectIdentifier)?,
        identifier: (Node) -> String?
    ) -> HostedScreenFacts {
        var facts = HostedScreenFacts()
        var pending = [root]
        while let node = pending.popLast() {
            if facts.value == nil, let (value, viewType) = marker(node) {
                facts.value = value
                facts.viewType = viewType
            }
            if let id = identifier(node), !facts.identifiers.contains(id) { facts.identifiers.append(id) }
            pending += children(node).reversed()
        }
        return facts
    }
}

/// A hosted stack's registrations: by the destination value's type, by the marked view's type and
/// by `transitionID`, each resolved against the upper screen of a push or pop (the pushed one, or
/// the one being popped).
///
/// ```swift
/// var rules = HostedScreenRules<ScreenTransition>()
/// rules.register(for: Photo.self) { photo in .zoom(id: photo.id) }
/// rules.transition(for: facts)   // the first rule that matches and returns a transition
/// ```
///
/// ## Resolution
/// Value-type rules first, then view-type rules, then identifier rules (latest registered first
/// within each kind); the first that matches and returns a transition wins. A rule returning `nil`
/// lets the next one decide; with none left the caller's default applies. A rule for a type no
/// destination marks never fires.
struct HostedScreenRules<Transition> {
    /// What a rule matches.
    private enum Key: Equatable {
        case valueType(ObjectIdentifier)
        case viewType(ObjectIdentifier)
        case identifier(String)
    }

    /// The rules, in registration order.
    private var rules: [(key: Key, make: (AnyHashable?) -> Transition?)] = []

    /// Creates an empty set of rules.
    init() {}

    /// Whether no rule is registered.
    var isEmpty: Bool { rules.isEmpty }

    /// The value types registered, by name, in registration order (each once).
    private(set) var valueTypeNames: [String] = []

    /// Registers a transition for a destination value's type.
    mutating func register<Value: Hashable>(for type: Value.Type, _ make: @escaping (Value) -> Transition?) {
        rules.append((.valueType(ObjectIdentifier(type)), { ($0?.base as? Value).flatMap(make) }))
        let name = String(describing: type)
        if !valueTypeNames.contains(name) { valueTypeNames.append(name) }
    }

    /// Registers a transition for the type of the view a marker modifies.
    mutating func register(viewType: ObjectIdentifier, _ transition: Transition) {
        rules.append((.viewType(viewType), { _ in transition }))
    }

    /// Registers a transition for a screen carrying an identifier.
    mutating func register(identifier: String, _ transition: Transition) {
        rules.append((.identifier(identifier), { _ in transition }))
    }

    /// The transition for a screen, or `nil` when no rule applies.
    ///
    /// - Parameter facts: The upper screen's facts.
    /// - Returns: The transition.
    func transition(for facts: HostedScreenFacts) -> Transition? {
        let valueType = facts.value.map { ObjectIdentifier(type(of: $0.base)) }
        let keys: [Key] =
            (valueType.map { [.valueType($0)] } ?? []) + (facts.viewType.map { [.viewType($0)] } ?? [])
        for key in keys {
            for rule in rules.reversed() where rule.key == key {
                if let transition = rule.make(facts.value) { return transition }
            }
        }
        for rule in rules.reversed() {
            guard case .identifier(let id) = rule.key, facts.identifiers.contains(id) else { continue }
            if let transition = rule.make(facts.value) { return transition }
        }
        return nil
    }
}
