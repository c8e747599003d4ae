/// Who holds each attached controller's `delegate` slot, the app's delegate, and the drivers. UIKit gives no
/// notice of an assignment (a plain weak property, `UINavigationController.h:82`), so `checkDelegate` polls.
@MainActor
package final class DelegateSlot<Host: NavigationDelegateHost> {
    package typealias Stack = Host.Stack

    /// A delegate reported as having replaced the transitions object (`nil` identity: no delegate).
    struct ReportedDelegate: Equatable {
        let identity: ObjectIdentifier?
    }

    /// What is remembered of one attached navigation controller.
    struct Attached {
        /// Reported once per object.
        var reportedDelegate: ReportedDelegate?
        /// Whether SwiftUI owns the controller (`transitionNavigation`): a delegate it assigns
        /// later is adopted as the app's delegate instead of reported.
        var isHosted = false
        /// Whether the controller shows no system bar (a bar-less controller): UIKit's own
        /// interactive pop has nothing of its own to animate there, so the driver drives every pop.
        var isBarless = false
    }

    /// Held weakly: it owns the core that owns this slot.
    weak var host: Host?
    package private(set) var attachments = AttachmentTable<Stack, Host.Driver>()
    private weak var additionalDelegateObject: AnyObject?
    /// The navigation controllers whose `delegate` is being assigned by the library right now.
    private var assigning: [ObjectIdentifier] = []
    private var attached = ControllerTable<Stack, Attached>()

    /// Setting it re-assigns the host to each attached controller whose delegate it is, so that UIKit
    /// re-reads which optional methods it answers.
    var additionalDelegate: Stack.PortDelegate? {
        get { additionalDelegateObject as? Stack.PortDelegate }
        set {
            additionalDelegateObject = newValue.map { $0 as AnyObject }
            host?.additionalDelegateDidChange(to: newValue)
            for stack in attachments.controllers where isHost(stack.delegate) {
                assignDelegate(nil, to: stack)
                assignDelegate(host?.navigationDelegate, to: stack)
            }
        }
    }

    package func driver(for stack: Stack) -> Host.Driver? {
        attachments.driver(for: stack)
    }

    func isAttached(_ stack: Stack) -> Bool {
        attachments.controllers.contains { $0 === stack }
    }

    /// The driver of the most recently attached navigation controller (or the pending one); see
    /// ``AttachmentTable``.
    var currentDriver: Host.Driver? { attachments.currentDriver }

    /// `nil` when nothing changed.
    func setCurrentDriver(_ driver: Host.Driver?) -> (controller: Stack, replaced: Host.Driver?)? {
        attachments.setCurrentDriver(driver)
    }

    /// Takes `stack`'s delegate slot; a previous delegate that is not a transitions object becomes
    /// ``additionalDelegate`` when that is `nil`.
    func attach(
        _ stack: Stack, driver: Host.Driver?, install: (Host.Driver) -> Void, uninstall: (Host.Driver) -> Void
    ) {
        guard let host else { return }
        if let previous = stack.delegate, additionalDelegate == nil, !host.isTransitionsObject(previous) {
            additionalDelegate = previous
        }
        assignDelegate(host.navigationDelegate, to: stack)
        let result = attachments.attach(stack, driver: driver)
        result.replaced.map(uninstall)
        if let driver = result.driver { install(driver) }
        attached[stack, default: Attached()].reportedDelegate = nil
    }

    /// Hands `stack`'s delegate back to `additionalDelegate`; returns whether it was attached.
    func detach(_ stack: Stack, uninstall: (Host.Driver) -> Void) -> Bool {
        let detached = attachments.detach(stack)
        guard detached.wasAttached else { return false }
        detached.driver.map(uninstall)
        if isHost(stack.delegate) { assignDelegate(additionalDelegate, to: stack) }
        return true
    }

    /// Whether the library is assigning `stack`'s `delegate` right now: a subclass that routes
    /// other objects elsewhere (the bar-less controller) passes these assignments to UIKit.
    func isAssigningDelegate(of stack: Stack) -> Bool {
        assigning.contains(ObjectIdentifier(stack))
    }

    func assignDelegate(_ delegate: Stack.PortDelegate?, to stack: Stack) {
        assigning.append(ObjectIdentifier(stack))
        defer { assigning.removeLast() }
        stack.delegate = delegate
    }

    package func isHost(_ delegate: Stack.PortDelegate?) -> Bool {
        host != nil && delegate.map { $0 as AnyObject } === host
    }

    /// Drops the drivers and the memory of released navigation controllers.
    func forgetReleasedControllers() {
        attachments.prune()
        attached.prune()
    }

    /// The driver drives every pop of a controller without a system bar.
    func markBarless(_ stack: Stack) {
        attached[stack, default: Attached()].isBarless = true
    }

    func isBarless(_ stack: Stack) -> Bool {
        attached[stack]?.isBarless == true
    }

    /// A delegate SwiftUI assigns later to `stack` (a `NavigationStack`'s controller) is taken
    /// back at the next check (``checkDelegate(of:)``) instead of reported.
    func markHosted(_ stack: Stack) {
        attached[stack, default: Attached()].isHosted = true
    }

    /// Polled at each driver touch, navigator request and `beginInteractivePop(of:)` (no swizzling); a
    /// replacement is reported once, then the controller is left to UIKit. Released or not attached → `true`.
    @discardableResult
    func checkDelegate(of stack: Stack?) -> Bool {
        guard let stack, isAttached(stack) else { return true }
        if isHost(stack.delegate) { return true }
        if attached[stack]?.isHosted == true, retakeHosted(stack) { return true }
        let found = ReportedDelegate(identity: stack.delegate.map { ObjectIdentifier($0 as AnyObject) })
        guard attached[stack]?.reportedDelegate != found else { return false }
        attached[stack, default: Attached()].reportedDelegate = found
        let name = stack.delegate.map { String(describing: type(of: $0 as AnyObject)) } ?? "nil"
        Diagnostics.report(
            "delegate",
            "The navigation controller's delegate was replaced after attach(to:) (it is now \(name)), so "
                + "TransitionKit no longer sees its transitions. Set transitions.additionalDelegate to that "
                + "object and call attach(to:) again (or assign it before attach(to:)): it then receives "
                + "every call TransitionKit does not answer.")
        return false
    }
}
