import TransitionKitCore

/// A delegate reported as having replaced the transitions object (`nil` identity: no delegate).
struct ReportedDelegate: Equatable {
    /// The object's identity, or `nil` when the delegate was set to `nil`.
    let identity: ObjectIdentifier?
}

extension NavigationDelegateCoordinator {
    /// Whether `stack` (attached) still has the transitions object as its `delegate`.
    ///
    /// UIKit gives no notice when an app assigns `delegate` after `attach(to:)`, and the library
    /// does not swizzle, so the replacement is found at the next moment the library can observe
    /// the controller: a touch on its driver's gesture, a navigator request,
    /// `beginInteractivePop(of:)`. The first time a given object is found there, the diagnostics
    /// report it (a fault) with the fix; the library then does nothing for the controller (UIKit
    /// animates as the new delegate says) until `attach(to:)` is called again.
    ///
    /// - Parameter stack: A navigation controller; `nil` (released) or not attached → `true`.
    /// - Returns: `false` when the delegate was replaced.
    @discardableResult
    func checkDelegate(of stack: Stack?) -> Bool {
        guard let stack, attachments.controllers.contains(where: { $0 === stack }) else { return true }
        if isHost(stack.delegate) { return true }
        if controllers[stack]?.isHosted == true, retakeHosted(stack) { return true }
        let found = ReportedDelegate(identity: stack.delegate.map { ObjectIdentifier($0 as AnyObject) })
        guard controllers[stack]?.reportedDelegate != found else { return false }
        controllers[stack, default: ControllerState()].reportedDelegate = found
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
