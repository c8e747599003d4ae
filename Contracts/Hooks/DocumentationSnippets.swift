#if canImport(UIKit)
    import TransitionKit
    import TransitionKitGestures
    import UIKit

    /// Documentation snippets beyond the Contract — the recognizer mapping of
    /// `NavigationDelegate.beginInteractivePop(of:)` and its 2-D drag feed, the hand-off spring as
    /// `UISpringTimingParameters` (InteractiveTransitions.md "Your own gesture"), a spring in
    /// UIKit's terms and the whole-transition alongside animation (RegisteringTransitions.md) —
    /// compiled so that they cannot drift. Never called.
    @MainActor
    final class PullDownToClose: NSObject {
        let transitions: NavigationDelegate
        let navigationController: UINavigationController
        let view: UIView
        var interaction: (any TransitionInteraction)?

        init(transitions: NavigationDelegate, navigationController: UINavigationController, view: UIView) {
            self.transitions = transitions
            self.navigationController = navigationController
            self.view = view
        }

        @objc func pullDown(_ pan: UIPanGestureRecognizer) {
            switch pan.state {
            case .began: interaction = transitions.beginInteractivePop(of: navigationController)
            case .changed: interaction?.update(progress: pan.translation(in: view).y / view.bounds.height)
            case .ended: interaction?.end(velocity: pan.velocity(in: view).y / view.bounds.height)
            default: interaction?.cancel()  // .cancelled, .failed
            }
        }

        @objc func zoomDismiss(_ pan: UIPanGestureRecognizer, pinch: UIPinchGestureRecognizer) {
            switch pan.state {
            case .began: interaction = transitions.beginInteractivePop(of: navigationController)
            case .changed: interaction?.update(translation: pan.translation(in: view), scale: pinch.scale)
            case .ended:
                interaction?.end(translationVelocity: pan.velocity(in: view), scaleVelocity: pinch.velocity)
            default: interaction?.cancel()  // .cancelled, .failed
            }
        }

        func handOffAndTiming(badge: UIView) {
            let parameters: UISpringTimingParameters = SpringTiming.handOff.springTimingParameters(
                initialVelocity: CGVector(dx: 0.5, dy: 0))
            _ = UIViewPropertyAnimator(duration: 0, timingParameters: parameters)
            _ = TransitionStyle.zoom.timing(.spring(dampingRatio: 0.8)).duration(0.5)
            transitions.addObserver { event in
                guard event.phase == .willBegin else { return }
                event.animateAlongside { badge.alpha = event.operation == .push ? 0 : 1 }
            }
        }
    }
#endif
