/// A screen's wrap traits (its `ToolbarContaining`, `ToolbarContainerProviding` conformances and
/// `prefersToolbar`) and the makers of its containers; `UIKitScreenWrapping` conforms.
@MainActor
package protocol ScreenWrappingPort {
    /// `UIViewController` on device.
    associatedtype Screen: AnyObject

    func traits(of screen: Screen) -> ScreenWrapTraits
    /// `makeToolbarContainer()`.
    func providedContainer(for screen: Screen) -> Screen?
    /// `containedViewController`; `nil` for a non-container.
    func containedScreen(of container: Screen) -> Screen?
    /// A new `ToolbarContainerViewController`.
    func makeStandardContainer(for screen: Screen) -> Screen
    /// UIKit reads iOS 18's `preferredTransition` from the controller it pushes: the container. Does
    /// nothing where the property does not exist.
    func forwardPreferredTransition(from screen: Screen, to container: Screen)
}
