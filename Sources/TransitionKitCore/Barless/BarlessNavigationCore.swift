/// The bar-less controller's neutral half: its `delegate` slot, wrapping the screens a storyboard put in
/// its stack, and its navigation queue (`NavigationQueueCore`).
@MainActor
package final class BarlessNavigationCore<
    Transitions: NavigationDelegateHost, Host: NavigationQueueHost
> where Host.Stack == Transitions.Stack {
    package typealias Stack = Host.Stack

    /// The neutral half of the transitions object, which sits in UIKit's delegate slot.
    let transitions: NavigationDelegateCore<Transitions>
    package let queue = NavigationQueueCore<Host>()

    package init(transitions: NavigationDelegateCore<Transitions>) {
        self.transitions = transitions
    }

    /// Called once UIKit's initializer has returned.
    package func connect(to stack: Stack, host: Host) {
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
    package func wrapDecodedStack() {
        guard let stack = queue.stack, let host = queue.host else { return }
        let wrapped = stack.viewControllers.map(host.entry)
        guard !zip(wrapped, stack.viewControllers).allSatisfy({ $0 === $1 }) else { return }
        queue.passingThrough { stack.setViewControllers(wrapped, animated: false) }
    }

    /// Any object but the transitions becomes the app's `additionalDelegate`. The transitions' own
    /// assignments reach UIKit's slot unchanged: routing them would re-assign, and route again, forever.
    package func setDelegate(
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
