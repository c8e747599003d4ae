/// Attached navigation controllers (weak) and their drivers (strong: nothing else owns one); generic so
/// the bookkeeping is tested without UIKit. Rules: NavigationInternals, Attachments.
package struct AttachmentTable<Controller: AnyObject, Driver: AnyObject> {
    /// One attached controller and its driver.
    private struct Entry {
        weak var controller: Controller?
        var driver: Driver?
    }

    /// Entries in attachment order, oldest first; may hold released controllers until pruned.
    private var entries: [Entry] = []

    /// A driver set while no live controller was attached: `.none` when none was set,
    /// `.some(nil)` when "no driver" was set.
    private(set) var pendingDriver: Driver?? = .none

    init() {}

    /// The live attached controllers, oldest attachment first.
    package var controllers: [Controller] { entries.compactMap(\.controller) }

    /// The most recently attached controller still alive, if any.
    var mostRecent: Controller? { entries.last { $0.controller != nil }?.controller }

    /// The number of stored entries, released controllers included until they are pruned.
    var storedCount: Int { entries.count }

    /// O(*n*) in attached controllers, without allocating.
    func driver(for controller: Controller) -> Driver? {
        entries.first { $0.controller === controller }?.driver
    }

    /// The most recently attached live controller's driver; with none alive, the pending driver
    /// (or `nil`).
    var currentDriver: Driver? {
        if let entry = entries.last(where: { $0.controller != nil }) { return entry.driver }
        return pendingDriver ?? nil
    }

    /// Uses the pending driver instead of `driver` if one is set (once). `replaced` is the controller's
    /// previous driver to uninstall, `nil` when none or the same object.
    mutating func attach(_ controller: Controller, driver: Driver?) -> (driver: Driver?, replaced: Driver?) {
        let effective = pendingDriver ?? driver
        pendingDriver = .none
        prune()
        var replaced: Driver?
        if let index = entries.firstIndex(where: { $0.controller === controller }) {
            if entries[index].driver !== effective { replaced = entries[index].driver }
            entries.remove(at: index)
        }
        entries.append(Entry(controller: controller, driver: effective))
        return (effective, replaced)
    }

    /// Returns the controller to install on and the driver to uninstall; `nil` when no live controller is
    /// attached and `driver` was kept pending.
    mutating func setCurrentDriver(_ driver: Driver?) -> (controller: Controller, replaced: Driver?)? {
        prune()
        guard let index = entries.indices.last, let controller = entries[index].controller else {
            pendingDriver = .some(driver)
            return nil
        }
        let previous = entries[index].driver
        entries[index].driver = driver
        return (controller, previous === driver ? nil : previous)
    }

    mutating func detach(_ controller: Controller) -> (wasAttached: Bool, driver: Driver?) {
        prune()
        guard let index = entries.firstIndex(where: { $0.controller === controller }) else {
            return (false, nil)
        }
        return (true, entries.remove(at: index).driver)
    }

    /// Drops the entries of released controllers, and with them their drivers.
    mutating func prune() {
        entries.removeAll { $0.controller == nil }
    }
}
