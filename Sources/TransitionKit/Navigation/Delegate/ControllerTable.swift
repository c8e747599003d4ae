/// State a coordinator keeps per navigation controller, held so that it never keeps a controller
/// alive: an entry whose controller was released is dropped by the next ``prune()`` and skipped by
/// every read before that.
///
/// ```swift
/// var table = ControllerTable<Controller, Int>()
/// table[controller, default: 0] += 1
/// table[controller]                          // 1
/// ```
///
/// - Complexity: Reads and writes are O(*n*) in the number of controllers (a handful).
struct ControllerTable<Controller: AnyObject, Value> {
    private struct Entry {
        let id: ObjectIdentifier
        weak var controller: Controller?
        var value: Value
    }

    private var entries: [Entry] = []

    /// Creates an empty table.
    init() {}

    /// The number of stored entries, released controllers included until they are pruned.
    var storedCount: Int { entries.count }

    /// The value of a live controller, or `nil`.
    ///
    /// - Parameter controller: A controller.
    subscript(controller: Controller) -> Value? {
        entries.first { $0.controller === controller }?.value
    }

    /// The value of `controller`, created from `defaultValue` when it has none; writes prune.
    ///
    /// - Parameters:
    ///   - controller: A controller; held weakly.
    ///   - defaultValue: Its value until one is written.
    subscript(controller: Controller, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[controller] ?? defaultValue() }
        set {
            prune()
            guard let index = entries.firstIndex(where: { $0.controller === controller }) else {
                return entries.append(
                    Entry(id: ObjectIdentifier(controller), controller: controller, value: newValue))
            }
            entries[index].value = newValue
        }
    }

    /// Drops the entries of released controllers.
    ///
    /// - Returns: The identities the released controllers had.
    @discardableResult
    mutating func prune() -> [ObjectIdentifier] {
        let released = entries.filter { $0.controller == nil }.map(\.id)
        entries.removeAll { $0.controller == nil }
        return released
    }
}
