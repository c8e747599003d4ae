/// A SwiftUI screen is a private hosting controller with a type-erased root view, so its value, view type
/// and identifiers are known only where the app marks them (`.transitionValue(_:)`, `.transitionID(_:)`).
package struct HostedScreenFacts {
    /// The value of the first `.transitionValue(_:)` marker, in reading order.
    var value: AnyHashable?
    /// The type of the view that marker modifies.
    var viewType: ObjectIdentifier?
    /// The screen's `transitionID`s in depth-first order, each once.
    var identifiers: [String] = []

    /// Depth first: the first marker, and every identifier.
    package static func read<Node>(
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

/// Resolved against the upper screen of a push or pop: value-type rules, then view-type, then identifier
/// rules, latest first within each; a rule returning `nil` lets the next decide.
package struct HostedScreenRules<Transition> {
    private enum Key: Equatable {
        case valueType(ObjectIdentifier)
        case viewType(ObjectIdentifier)
        case identifier(String)
    }

    /// The rules, in registration order.
    private var rules: [(key: Key, make: (AnyHashable?) -> Transition?)] = []

    /// Creates an empty set of rules.
    package init() {}

    /// Whether no rule is registered.
    package var isEmpty: Bool { rules.isEmpty }

    /// The value types registered, by name, in registration order (each once).
    private(set) var valueTypeNames: [String] = []

    /// Registers a transition for a destination value's type.
    package mutating func register<Value: Hashable>(
        for type: Value.Type, _ make: @escaping (Value) -> Transition?
    ) {
        rules.append((.valueType(ObjectIdentifier(type)), { ($0?.base as? Value).flatMap(make) }))
        let name = String(describing: type)
        if !valueTypeNames.contains(name) { valueTypeNames.append(name) }
    }

    /// Registers a transition for the type of the view a marker modifies.
    package mutating func register(viewType: ObjectIdentifier, _ transition: Transition) {
        rules.append((.viewType(viewType), { _ in transition }))
    }

    /// Registers a transition for a screen carrying an identifier.
    package mutating func register(identifier: String, _ transition: Transition) {
        rules.append((.identifier(identifier), { _ in transition }))
    }

    /// `nil` when no rule applies: the caller's default then plays.
    package func transition(for facts: HostedScreenFacts) -> Transition? {
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
