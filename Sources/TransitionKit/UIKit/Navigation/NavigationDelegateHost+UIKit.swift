#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    /// The pan driver is the interaction driver a ``NavigationDelegate`` installs: its `install(on:)`,
    /// `uninstall()`, `awaitsTransition` and `interactionController(for:)` are the protocol's.
    extension PanTransitionDriver: InteractionDriving {
        /// The navigation controller: UIKit's.
        typealias Stack = UINavigationController
        /// The animation controller: UIKit's protocol.
        typealias Animation = any UIViewControllerAnimatedTransitioning
        /// The interaction controller: UIKit's protocol.
        typealias Interaction = any UIViewControllerInteractiveTransitioning
    }

    /// The library's animator reports its finish and takes alongside animations as the protocol
    /// asks (`onFinish`, `addAlongsideAnimations(_:)`).
    extension TransitionAnimator: AnnouncingAnimator {}
#endif
