/// What the queue needs beyond `NavigationStackPort`: how screens are known and enter the stack, and the
/// next run-loop turn (`BarlessNavigationController` on device, a contract-model adapter in tests).
@MainActor
package protocol NavigationQueueHost: AnyObject, NextTurnPort {
    /// The navigation controller (`UINavigationController`).
    associatedtype Stack: NavigationStackPort
    where Stack.PortCoordinator.PortViewController == Stack.PortViewController

    /// A stack entry or a screen (`UIViewController`).
    typealias Screen = Stack.PortViewController

    /// A container is known by its contained screen, anything else by itself.
    func identity(of viewController: Screen) -> ObjectIdentifier

    /// The screen wrapped as it must be (once), or the screen itself.
    func entry(for screen: Screen) -> Screen
}
