#if canImport(UIKit)
    import UIKit

    /// Reads a screen's wrap traits, asks the neutral ``WrapResolution`` and performs its decision.
    @MainActor
    enum ScreenWrapping {
        /// The screen's traits, from its conformances and its `prefersToolbar` (a preference a
        /// subclass overrides, so a screen never opts in and out at once).
        static func traits(of viewController: UIViewController) -> ScreenWrapTraits {
            ScreenWrapTraits(
                isContainer: viewController is any ToolbarContaining,
                optsOut: (viewController as? any ToolbarAppearanceProviding)?.prefersToolbar == false,
                suppliesOwnContainer: viewController is any ToolbarContainerProviding)
        }

        /// The identity the navigation queue knows a screen by: the contained screen's for a
        /// container, the view controller's own otherwise.
        static func identity(of viewController: UIViewController) -> ObjectIdentifier {
            ObjectIdentifier(content(of: viewController))
        }

        /// The screen a stack entry shows: the contained screen of a container, else itself.
        static func content(of viewController: UIViewController) -> UIViewController {
            (viewController as? any ToolbarContaining)?.containedViewController ?? viewController
        }

        /// Created once per screen; conflicts go to `Diagnostics`, and the decision is taken anyway.
        static func wrap(_ viewController: UIViewController) -> UIViewController {
            ScreenWrapper.wrap(viewController, using: UIKitScreenWrapping())
        }
    }

    /// A screen's conformances and the containers' makers (``ScreenWrappingPort``).
    @MainActor
    struct UIKitScreenWrapping: ScreenWrappingPort {
        func traits(of screen: UIViewController) -> ScreenWrapTraits {
            ScreenWrapping.traits(of: screen)
        }

        func providedContainer(for screen: UIViewController) -> UIViewController? {
            (screen as? any ToolbarContainerProviding)?.makeToolbarContainer()
        }

        func containedScreen(of container: UIViewController) -> UIViewController? {
            (container as? any ToolbarContaining)?.containedViewController
        }

        func makeStandardContainer(for screen: UIViewController) -> UIViewController {
            ToolbarContainerViewController(content: screen)
        }

        /// Through the Objective-C runtime: the iOS 16.5 SDK does not declare `preferredTransition`, and
        /// before iOS 18 `setValue(_:forKey:)` would raise for the unknown key.
        func forwardPreferredTransition(from screen: UIViewController, to container: UIViewController) {
            let key = "preferredTransition"
            guard container.responds(to: NSSelectorFromString("setPreferredTransition:")) else { return }
            container.setValue(screen.value(forKey: key), forKey: key)
        }
    }
#endif
