#if canImport(UIKit)
    import UIKit

    /// UIKit's types behind the pan interaction coordinator's ports, and the two UIKit calls that
    /// take a recogniser and a view.
    @MainActor
    enum UIKitPanInteractionPorts: PanInteractionPorts {
        typealias Navigation = UINavigationController
        typealias Gesture = UIPanGestureRecognizer
        typealias Touch = UITouch
        typealias Interaction = PanTransitionDriver
        typealias AnimationController = UIKitAnimatedTransitioning

        static func addGestureRecognizer(
            _ gesture: UIPanGestureRecognizer, to navigation: UINavigationController
        ) {
            navigation.view.addGestureRecognizer(gesture)
        }

        static func removeGestureRecognizer(_ gesture: UIPanGestureRecognizer) {
            gesture.view?.removeGestureRecognizer(gesture)
        }
    }
#endif
