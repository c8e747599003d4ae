/// The inheritance chain of a class, from the class itself up to its root class.
///
/// Yields each class with its distance (0 for the class itself, 1 for its superclass, …). It
/// walks `_getSuperclass`, the standard library's entry to the runtime's class metadata: it works
/// for pure Swift classes on Linux and for `NSObject` subclasses on Apple platforms (where it
/// stops at `NSObject` and hides the Swift runtime's private root class), needs no Objective-C
/// runtime and, unlike `Mirror`, allocates nothing.
struct Lineage: Sequence, IteratorProtocol {
    /// One class of the chain and how many inheritance steps separate it from the start.
    struct Ancestor {
        let identifier: ObjectIdentifier
        let distance: Int
    }

    private var current: AnyClass?
    private var distance = 0

    /// Creates the chain starting at `type`.
    init(of type: AnyClass) {
        current = type
    }

    mutating func next() -> Ancestor? {
        guard let type = current else { return nil }
        let ancestor = Ancestor(identifier: ObjectIdentifier(type), distance: distance)
        current = _getSuperclass(type)
        distance += 1
        return ancestor
    }
}
