#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    extension NavigationDelegate {
        /// Lets zoomed screens be dragged or pinched away: the pop of a screen pushed with a zoom
        /// follows the finger (`ZoomDismissalDriver`); `nil` (the default) turns it off.
        ///
        /// ```swift
        /// transitions.zoomDismissal = ZoomDismissalDriver(gestures: [.drag, .pinch])
        /// transitions.zoomDismissal?.shouldBegin = { screen, start in start.translation.y > 0 }
        /// ```
        ///
        /// The driver works on the most recently attached navigation controller (set it after
        /// ``attach(to:interaction:)``, or before: the next attachment takes it). It asks this
        /// delegate whether the top screen's pop plays a zoom (override, registration or default, as
        /// for the pop itself) and starts the pop through ``beginInteractivePop(of:)``, so the
        /// controller needs an interaction driver; observers see the pop begin, its progress and
        /// its release. The leading-edge swipe stays the interaction driver's.
        public var zoomDismissal: ZoomDismissalDriver? {
            get { zoomDismissalState.driver }
            set {
                zoomDismissalState.driver?.detach()
                zoomDismissalState.driver = newValue
                if let stack = coordinator.attachments.controllers.last {
                    attachZoomDismissal(to: stack)
                }
            }
        }

        /// Attaches ``zoomDismissal`` to `navigationController` (nothing without one): its recognisers
        /// on the controller's view, its questions answered by this delegate for that controller.
        func attachZoomDismissal(to navigationController: UINavigationController) {
            let state = zoomDismissalState
            guard let driver = state.driver else { return }
            state.observer =
                state.observer ?? coordinator.addObserver { [weak state] in state?.record.observe($0) }
            driver.attach(
                ZoomDismissalAttachment(
                    view: navigationController.view,
                    screen: { [weak navigationController] in navigationController?.topViewController },
                    isZoom: { [weak self, weak navigationController] in
                        guard let self, let navigationController else { return false }
                        return self.coordinator.popPlaysZoom(in: navigationController)
                    },
                    begin: { [weak self, weak navigationController] in
                        guard let self, let navigationController else { return nil }
                        return self.coordinator.beginningZoomDismissal {
                            self.beginInteractivePop(of: navigationController)
                        }
                    },
                    scene: { [weak state] in state?.record.scene }))
        }
    }

    /// What ``NavigationDelegate/zoomDismissal`` keeps: the driver, the record of the pops' scenes,
    /// and the observer that fills it.
    @MainActor
    final class ZoomDismissalState {
        /// The driver, or `nil`.
        var driver: ZoomDismissalDriver?
        /// The scene of the latest pop that began.
        let record = DismissalSceneRecord()
        /// The delegate's observer feeding ``record``, once added.
        var observer: TransitionObserverID?
    }
#endif
