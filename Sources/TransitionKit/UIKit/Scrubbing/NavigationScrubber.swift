#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    /// A navigation controller attached to the app's `NavigationDelegate` with a pan driver, and the
    /// session that drives its push or pop through that driver.
    @MainActor
    final class NavigationScrubber {
        /// The app's delegate (held: a playground page's delegate is a local).
        let transitions: NavigationDelegate
        /// The navigation controller the transition runs in.
        let navigationController: UINavigationController
        /// What the controls do to the transition.
        let session: NavigationScrubSession<UIKitPanInteractionPorts, DisplayLinkTicker>

        /// Adds a leading-edge pan driver unless one is attached already (as a bar-less controller's is,
        /// once its view loaded).
        init(
            _ scrubbed: NavigationScrubSession<UIKitPanInteractionPorts, DisplayLinkTicker>.Scrubbed,
            in navigationController: UINavigationController, transitions: NavigationDelegate,
            host: any ScrubControlsPort
        ) {
            self.transitions = transitions
            self.navigationController = navigationController
            // A bar-less controller attaches its own transitions when its view loads.
            navigationController.loadViewIfNeeded()
            transitions.core.attachForScrubbing(navigationController) {
                PanTransitionDriver(popGesture: .edgeOnly)
            }
            session = NavigationScrubSession(
                scrubbing: scrubbed, navigation: navigationController,
                driver: transitions.core.slot.driver(for: navigationController)?.coordinator, host: host,
                frames: DisplayLinkTicker())
        }

        /// Adds the navigation controller as a child of `parent`, filling `container`.
        func adopt(by parent: UIViewController, in container: UIView) {
            parent.addChild(navigationController)
            navigationController.view.frame = container.bounds
            navigationController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(navigationController.view)
            navigationController.didMove(toParent: parent)
        }
    }

    /// What the scrubber's view controller forwards its controls and lifetime to: the sample
    /// stage's ``ScrubSession`` or the app's navigation (``NavigationScrubber``).
    @MainActor
    protocol ScrubberSessionForwarding: AnyObject {
        /// The slider's progress.
        var progress: Double { get }
        /// The decisions for the pan and the buttons.
        var policy: ScrubPolicy { get set }
        var showsDone: Bool { get }
        /// The view was laid out.
        func layoutDidChange(isInWindow: Bool)
        /// The slider moved.
        func scrub(to fraction: Double)
        func play()
        func reverse()
        /// A pan on the stage.
        func drag(_ recognizer: UIPanGestureRecognizer)
        func done()
        /// The scrubber left the screen.
        func end()
    }

    extension NavigationScrubSession: ScrubberSessionForwarding
    where Ports == UIKitPanInteractionPorts, Frames == DisplayLinkTicker {
        func drag(_ recognizer: UIPanGestureRecognizer) {
            guard let view = navigation?.view else { return }
            pan(recognizer, in: view)
        }
    }

    extension ScrubSession: ScrubberSessionForwarding
    where Host == TransitionScrubberViewController, Frames == DisplayLinkTicker {
        func layoutDidChange(isInWindow: Bool) { layoutDidChange() }
        func drag(_ recognizer: UIPanGestureRecognizer) { pan(recognizer) }
    }
#endif
