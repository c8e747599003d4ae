/// What the wrap coordinator asks about, and of, a screen entering a bar-less stack: its
/// conformances, the container it supplies, and the standard container.
///
/// ```swift
/// let entry = ScreenWrapCoordinator.wrap(screen, using: port)
/// ```
///
/// On device `UIKitScreenWrapping` conforms (`Screen == UIViewController`): the traits are the
/// screen's `ToolbarContaining` and `ToolbarContainerProviding` conformances and its
/// `ToolbarAppearanceProviding.prefersToolbar`, ``providedContainer(for:)`` is `makeToolbarContainer()`. In tests `ScreenWrappingModel`
/// conforms.
@MainActor
package protocol ScreenWrappingPort {
    /// `UIViewController` on device.
    associatedtype Screen: AnyObject

    /// The screen's wrap traits, from its protocol conformances.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Its traits.
    func traits(of screen: Screen) -> ScreenWrapTraits
    /// The container the screen supplies (`makeToolbarContainer()`), or `nil` when it supplies none.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: The container.
    func providedContainer(for screen: Screen) -> Screen?
    /// The screen a container holds (`containedViewController`), or `nil` for a non-container.
    ///
    /// - Parameter container: The container.
    /// - Returns: The contained screen.
    func containedScreen(of container: Screen) -> Screen?
    /// A new standard container (`ToolbarContainerViewController`) holding the screen.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: The container.
    func makeStandardContainer(for screen: Screen) -> Screen
    /// Gives a container the screen's iOS 18 `preferredTransition` (UIKit reads it from the view
    /// controller it pushes: the container); does nothing where the property does not exist.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - container: The container holding it.
    func forwardPreferredTransition(from screen: Screen, to container: Screen)
}
