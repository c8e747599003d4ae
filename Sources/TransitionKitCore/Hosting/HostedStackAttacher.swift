/// Attaches a `NavigationDelegate` to SwiftUI's navigation controller (a contract-model adapter in tests);
/// each member is one call.
@MainActor
package protocol HostedStackAttaching: AnyObject {
    /// The navigation controller (`UINavigationController`).
    associatedtype Stack: AnyObject

    /// Attaches to `stack`, SwiftUI's delegate becoming the additional delegate
    /// (``NavigationDelegateCore/attachHosted(to:interaction:)``).
    func attachHosted(to stack: Stack)
    /// Detaches from `stack`, handing its delegate back to SwiftUI's.
    func detachHosted(from stack: Stack)
    /// Whether `stack`'s `delegate` is this object now.
    func isDelegate(of stack: Stack) -> Bool
}

/// What one attachment did (``HostedStackAttacher/update(_:settled:port:)``).
package enum HostedStackStep: Equatable {
    /// Attached to the stack for the first time.
    case attached
    /// Found attached and still the delegate: nothing done.
    case kept
    /// Found attached but SwiftUI had assigned its delegate again: taken back.
    case reattached
    /// Found another controller (SwiftUI replaced it): the old one detached, the new one attached.
    case moved
    /// Nothing found yet (before the probe appeared), or already reported.
    case waiting
    /// Nothing found once the probe appeared: reported once.
    case reportedOutside
    /// Several controllers, none under the probe, once the probe appeared: reported once.
    case reportedAmbiguous
}

/// One `transitionNavigation` modifier's attachment across SwiftUI's updates, so nothing is attached twice
/// or kept alive. Rules: HostingInternals.
@MainActor
package final class HostedStackAttacher<Port: HostedStackAttaching> {
    /// The controller attached, weakly.
    private weak var attached: Port.Stack?
    /// Whether a failed search was reported since the last find.
    private var reported = false

    package init() {}

    /// The controller attached, if it is alive.
    var attachedStack: Port.Stack? { attached }

    /// `settled`: the probe has appeared (SwiftUI made the stack by then); only then is finding nothing
    /// reported.
    @discardableResult
    package func update(_ outcome: HostedStackSearch.Outcome<Port.Stack>, settled: Bool, port: Port)
        -> HostedStackStep
    {
        switch outcome {
        case .found(let stack): return found(stack, port: port)
        case .none: return missing(settled: settled, count: 0)
        case .ambiguous(let count): return missing(settled: settled, count: count)
        }
    }

    /// The modifier left the view tree.
    package func detach(port: Port) {
        attached.map(port.detachHosted)
        attached = nil
    }

    private func found(_ stack: Port.Stack, port: Port) -> HostedStackStep {
        reported = false
        if let attached, attached === stack {
            if port.isDelegate(of: stack) { return .kept }
            port.attachHosted(to: stack)
            return .reattached
        }
        let previous = attached
        previous.map(port.detachHosted)
        port.attachHosted(to: stack)
        attached = stack
        return previous == nil ? .attached : .moved
    }

    private func missing(settled: Bool, count: Int) -> HostedStackStep {
        guard attached == nil, settled, !reported else { return attached == nil ? .waiting : .kept }
        reported = true
        if count == 0 {
            Diagnostics.report(
                "navigation",
                "transitionNavigation found no navigation controller: it is not applied to a NavigationStack or a "
                    + "NavigationView in stack style, so it does nothing. Apply it to the stack itself.")
            return .reportedOutside
        }
        Diagnostics.report(
            "navigation",
            "transitionNavigation found \(count) navigation controllers beside it and none under it (a split view's "
                + "columns?), so it does nothing. Apply it to a NavigationStack or a stack-style NavigationView."
        )
        return .reportedAmbiguous
    }
}
