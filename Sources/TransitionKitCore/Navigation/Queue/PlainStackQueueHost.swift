/// For a plain (not bar-less) controller: screens are known by themselves and enter unwrapped; the next
/// run-loop turn is the navigation delegate's.
@MainActor
final class PlainStackQueueHost<Stack: NavigationStackPort>: NavigationQueueHost
where Stack.PortCoordinator.PortViewController == Stack.PortViewController {
    private let nextTurn: @MainActor (@escaping @MainActor @Sendable () -> Void) -> Void

    /// `nextTurn` runs an action on the next turn of the main run loop.
    init(nextTurn: @escaping @MainActor (@escaping @MainActor @Sendable () -> Void) -> Void) {
        self.nextTurn = nextTurn
    }

    /// The view controller's own identity.
    func identity(of viewController: Stack.PortViewController) -> ObjectIdentifier {
        ObjectIdentifier(viewController)
    }

    /// The screen itself: a plain controller's entries are not wrapped.
    func entry(for screen: Stack.PortViewController) -> Stack.PortViewController {
        screen
    }

    /// The navigation delegate's next turn.
    func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void) {
        nextTurn(action)
    }
}
