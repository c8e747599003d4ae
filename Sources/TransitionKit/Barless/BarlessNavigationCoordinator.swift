/// What the bar-less navigation controller decides and orchestrates, in neutral code: its
/// `delegate` slot (the transitions object stays UIKit's delegate; any other object becomes the
/// app's delegate), the screens a storyboard put in its stack (wrapped once), and its navigation
/// queue (``NavigationQueueCore``).
///
/// `BarlessNavigationController` owns one and forwards its overrides to it; Linux tests drive the
/// same coordinator through the UIKit contract models.
///
/// ```swift
/// let coordinator = BarlessNavigationCoordinator<NavigationDelegate, BarlessNavigationController>(
///     transitions: transitions.core)
/// coordinator.connect(to: navigationController, host: navigationController)
/// ```
@MainActor
final class BarlessNavigationCoordinator<
    Transitions: NavigationDelegateHost, Host: NavigationQueueHost
> where Host.Stack == Transitions.Stack {
    /// The navigation controller.
    typealias Stack = Host.Stack

    /// The transitions object's coordinator: the navigation controller's delegate.
    let transitions: NavigationDelegateCore<Transitions>
    /// The navigation queue.
    let queue = NavigationQueueCore<Host>()

    /// Creates the coordinator of a bar-less navigation controller being initialized.
    ///
    /// - Parameter transitions: The transitions object's coordinator.
    init(transitions: NavigationDelegateCore<Transitions>) {
        self.transitions = transitions
    }

    /// Connects the coordinator once UIKit's initializer returned.
    ///
    /// - Parameters:
    ///   - stack: The navigation controller.
    ///   - host: How screens are known and wrapped.
    func connect(to stack: Stack, host: Host) {
        queue.connect(to: stack, host: host)
        queue.reverseRunningTransition = { [weak transitions, weak stack] in
            guard let transitions, let stack else { return false }
            return transitions.reverseRunningTransition(of: stack)
        }
        // No system bar: UIKit's own interactive pop has nothing of its own to animate here.
        transitions.markBarless(stack)
        transitions.observeDidShow(of: stack) { [weak queue] viewController in
            queue?.navigationDidShow(viewController)
        }
    }

    /// Wraps the screens a storyboard put in the stack (each exactly once); a stack already
    /// wrapped is left alone.
    func wrapDecodedStack() {
        guard let stack = queue.stack, let host = queue.host else { return }
        let wrapped = stack.viewControllers.map(host.entry)
        guard !zip(wrapped, stack.viewControllers).allSatisfy({ $0 === $1 }) else { return }
        queue.passingThrough { stack.setViewControllers(wrapped, animated: false) }
    }

    /// The `delegate` setter: the transitions object is assigned to UIKit's slot; any other
    /// object becomes the app's delegate (`additionalDelegate`), so the app still receives the
    /// delegate calls while the transitions keep working.
    ///
    /// The transitions coordinator's own assignments (attaching; re-assigning itself so that UIKit
    /// re-reads its methods when the app's delegate changes; handing the slot back on detach) reach
    /// UIKit's slot unchanged: routing them to `additionalDelegate` would set it again, whose
    /// re-assignment would route again, without end.
    ///
    /// - Parameters:
    ///   - delegate: The object assigned.
    ///   - callSuper: Assigns UIKit's slot.
    func setDelegate(
        _ delegate: Stack.PortDelegate?, super callSuper: (Stack.PortDelegate?) -> Void
    ) {
        guard let stack = queue.stack else { return callSuper(delegate) }
        if transitions.slot.isHost(delegate) || transitions.slot.isAssigningDelegate(of: stack) {
            callSuper(delegate)
        } else {
            transitions.additionalDelegate = delegate
        }
    }
}
