/// Per-controller state that never keeps a controller alive: released controllers' entries are skipped
/// by reads and dropped by `prune()`. Reads and writes are O(*n*) in controllers (a handful).
struct ControllerTable<Controller: AnyObject, Value> {
    private struct Entry {
        let id: ObjectIdentifier
        weak var controller: Controller?
        var value: Value
    }

    private var entries: [Entry] = []

    init() {}

    /// The number of stored entries, released controllers included until they are pruned.
    var storedCount: Int { entries.count }

    subscript(controller: Controller) -> Value? {
        entries.first { $0.controller === controller }?.value
    }

    /// Holds `controller` weakly; writes prune.
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

    /// Returns the identities the released controllers had.
    @discardableResult
    mutating func prune() -> [ObjectIdentifier] {
        let released = entries.filter { $0.controller == nil }.map(\.id)
        entries.removeAll { $0.controller == nil }
        return released
    }
}
