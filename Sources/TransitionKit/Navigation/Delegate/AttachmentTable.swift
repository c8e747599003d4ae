/// The navigation controllers a delegate is attached to, each with its interaction driver, held
/// so that the delegate never keeps a controller alive.
///
/// ``NavigationDelegate`` keeps one table of `UINavigationController`s and `PanTransitionDriver`s;
/// the table is generic so its bookkeeping is tested without UIKit. It decides; the caller
/// installs and uninstalls the drivers it names.
///
/// ```swift
/// var table = AttachmentTable<Controller, Driver>()
/// let attached = table.attach(controller, driver: Driver())
/// attached.replaced?.uninstall()                  // the controller's previous driver, if another
/// attached.driver?.install(on: controller)
/// ```
///
/// ## Rules
/// - Controllers are held **weakly**; drivers strongly (nothing else owns a driver). An entry
///   whose controller was released is dropped, with its driver, by the next ``attach(_:driver:)``,
///   ``setCurrentDriver(_:)``, ``detach(_:)`` or ``prune()``; reads skip it at once.
/// - Attaching a controller again replaces its entry and moves it to the most recent place.
/// - The *current* driver is the most recently attached live controller's. Set while no live
///   controller is attached, it is kept *pending* (``pendingDriver``; `.some(nil)` means "no
///   driver") and the next ``attach(_:driver:)`` uses it instead of its argument, once.
struct AttachmentTable<Controller: AnyObject, Driver: AnyObject> {
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

    /// Creates an empty table.
    init() {}

    /// The live attached controllers, oldest attachment first.
    var controllers: [Controller] { entries.compactMap(\.controller) }

    /// The most recently attached controller still alive, if any.
    var mostRecent: Controller? { entries.last { $0.controller != nil }?.controller }

    /// The number of stored entries, released controllers included until they are pruned.
    var storedCount: Int { entries.count }

    /// The driver of `controller`, or `nil` when it has none or is not attached.
    ///
    /// - Parameter controller: A controller.
    /// - Complexity: O(*n*) in the number of attached controllers, without allocating.
    func driver(for controller: Controller) -> Driver? {
        entries.first { $0.controller === controller }?.driver
    }

    /// The most recently attached live controller's driver; with none alive, the pending driver
    /// (or `nil`).
    var currentDriver: Driver? {
        if let entry = entries.last(where: { $0.controller != nil }) { return entry.driver }
        return pendingDriver ?? nil
    }

    /// Attaches `controller` with a driver: the pending one if set (then forgotten), else `driver`.
    ///
    /// - Parameters:
    ///   - controller: The controller; held weakly.
    ///   - driver: Its driver when none is pending; `nil` for none.
    /// - Returns: The driver to install on `controller`, and the controller's previous driver to
    ///   uninstall (`nil` when it had none or it is the same object).
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

    /// Sets the current driver: the most recently attached live controller's, or the pending one.
    ///
    /// - Parameter driver: The new driver; `nil` for none.
    /// - Returns: The controller to install `driver` on and its previous driver to uninstall
    ///   (`nil` when it had none or it is the same object); `nil` when no live controller is
    ///   attached and `driver` was kept pending.
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

    /// Detaches `controller`.
    ///
    /// - Parameter controller: A controller.
    /// - Returns: Whether it was attached, and its driver to uninstall.
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
