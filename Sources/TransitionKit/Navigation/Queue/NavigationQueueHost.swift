/// What a ``NavigationQueueCore`` asks of the navigation controller it serializes, beyond the
/// ``NavigationStackPort``: how screens are known and enter the stack, and the main run loop's
/// next turn (``NextTurnScheduling``).
///
/// `BarlessNavigationController` is the host on device (screens are known by their content and
/// enter the stack wrapped in a toolbar container); a test adapter over the UIKit contract models
/// in Linux tests.
@MainActor
protocol NavigationQueueHost: AnyObject, NextTurnScheduling {
    /// The navigation controller (`UINavigationController`).
    associatedtype Stack: NavigationStackPort
    where Stack.PortCoordinator.PortViewController == Stack.PortViewController

    /// A stack entry or a screen (`UIViewController`).
    typealias Screen = Stack.PortViewController

    /// The identity the queue knows a screen or stack entry by: the contained screen's for a
    /// container, the view controller's own otherwise.
    ///
    /// - Parameter viewController: A screen or a stack entry.
    /// - Returns: Its identity.
    func identity(of viewController: Screen) -> ObjectIdentifier

    /// The stack entry for a screen entering the stack: the screen wrapped as it must be (once),
    /// or the screen itself.
    ///
    /// - Parameter screen: The screen a request named.
    /// - Returns: The entry to put in the stack.
    func entry(for screen: Screen) -> Screen
}
