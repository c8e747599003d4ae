#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    extension NavigationDelegate {
        /// Lets zoomed screens be dragged or pinched away: the pop of a screen pushed with a zoom
        /// follows the finger (`ZoomDismissalDriver`); `nil` (the default) turns it off.
        ///
        /// ```swift
        /// transitions.zoomDismissal = ZoomDismissalDriver(gestures: [.drag, .pinch])
        /// transitions.zoomDismissal?.shouldBegin = { screen, gesture, translation in translation.y > 0 }
        /// ```
        ///
        /// While a zoom this delegate presented is shown (``present(_:from:animated:completion:)``,
        /// `present(_:transition:animated:completion:)`, or ``presentations`` for screens without an
        /// attached delegate), the driver is on the presented screen and drags its dismissal;
        /// otherwise it works on every navigation controller this delegate is attached to (one per
        /// tab: each drags its own zooms, one drag at a time), set before or after
        /// ``attach(to:interaction:)``. It asks this
        /// delegate whether the top screen's pop plays a zoom (override, registration or default, as
        /// for the pop itself) and starts the pop through ``beginInteractivePop(of:)``, so the
        /// controller needs an interaction driver; observers see the pop begin, its progress and
        /// its release. The leading-edge swipe stays the interaction driver's.
        public var zoomDismissal: ZoomDismissalDriver? {
            get { zoomDismissalDriver }
            set {
                zoomDismissalDriver?.detach()
                zoomDismissalDriver = newValue
                placeZoomDismissal()
            }
        }

        /// Onto the latest zoom this delegate presented while shown, else every attached controller; redone at
        /// each driver change, attachment, and end of this delegate's presentations and dismissals.
        func placeZoomDismissal() {
            switch ZoomDismissalPlacement.place(
                presented: presentation.zoomDismissalScreen(), attached: core.slot.attachments.controllers)
            {
            case .presented(let presented): attachZoomDismissal(toPresented: presented)
            case .navigations(let navigations): attachZoomDismissal(to: navigations)
            }
        }

        /// Recognizers on the presented view; the dismissal decided and begun by this delegate's presentations.
        private func attachZoomDismissal(toPresented presented: UIViewController) {
            guard let driver = zoomDismissalDriver, let view = presented.viewIfLoaded else { return }
            core.recordZoomDismissalScenes()
            driver.attach(toPresented: presented, view: view, decidedBy: presentation)
        }

        /// Recognizers on each controller's view, each pop decided and begun by the core; none detaches.
        func attachZoomDismissal(to navigationControllers: [UINavigationController]) {
            guard let driver = zoomDismissalDriver else { return }
            core.recordZoomDismissalScenes()
            driver.attach(to: navigationControllers, decidedBy: core)
        }
    }
#endif
