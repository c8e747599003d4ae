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
            get { zoomDismissalState.driver }
            set {
                zoomDismissalState.driver?.detach()
                zoomDismissalState.driver = newValue
                placeZoomDismissal()
            }
        }

        /// Puts ``zoomDismissal`` where it drags now (`ZoomDismissalPlacement`): onto the latest
        /// zoom this delegate presented while it is shown (`PresentationCoordinator.zoomDismissalScreen()`),
        /// else onto every attached navigation controller. Called when the driver is set, at each
        /// attachment and whenever a presentation or dismissal of this delegate ends.
        func placeZoomDismissal() {
            switch ZoomDismissalPlacement.place(
                presented: presentation.zoomDismissalScreen(), attached: coordinator.attachments.controllers)
            {
            case .presented(let presented): attachZoomDismissal(toPresented: presented)
            case .navigations(let navigations): attachZoomDismissal(to: navigations)
            }
        }

        /// Attaches ``zoomDismissal`` to a presented zoom: its recognisers on the presented
        /// controller's view, its dismissal begun through this delegate's presentations with a
        /// percent-driven transition, the view the dismissal hands the animator driven
        /// (`PresentationCoordinator.zoomDismissalView(of:)`: the presentation controller's
        /// presented view, which holds the screen's view).
        private func attachZoomDismissal(toPresented presented: UIViewController) {
            let state = zoomDismissalState
            guard let driver = state.driver, let view = presented.viewIfLoaded else { return }
            state.observer =
                state.observer ?? coordinator.addObserver { [weak state] in state?.record.observe($0) }
            driver.attach(
                ZoomDismissalAttachment(
                    view: view,
                    screen: { [weak presented] in presented },
                    isZoom: { [weak self, weak presented] in
                        guard let self, let presented else { return false }
                        return self.presentation.dismissalPlaysZoom(of: presented)
                    },
                    begin: { [weak self, weak presented, weak view] hold in
                        guard let self, let presented, let view else { return nil }
                        let transition = UIPercentDrivenInteractiveTransition()
                        return self.presentation.beginZoomDismissal(
                            of: presented, transition: transition, interaction: transition,
                            referenceDistance: Double(view.bounds.height), holding: hold)
                    },
                    drivenView: { [weak self, weak presented] in
                        presented.flatMap { self?.presentation.zoomDismissalView(of: $0) }
                    },
                    scene: { [weak state] in state?.record.scene }, isPresentation: true))
        }

        /// Attaches ``zoomDismissal`` to each of `navigationControllers` (detached for none): its
        /// recognisers on each controller's view, its questions answered by this delegate for that
        /// controller.
        func attachZoomDismissal(to navigationControllers: [UINavigationController]) {
            let state = zoomDismissalState
            guard let driver = state.driver else { return }
            state.observer =
                state.observer ?? coordinator.addObserver { [weak state] in state?.record.observe($0) }
            driver.attach(navigationControllers.map(zoomDismissalAttachment(for:)))
        }

        /// The attachment of `navigationController`: its view, its top screen, and this delegate's
        /// answers for it.
        private func zoomDismissalAttachment(for navigationController: UINavigationController)
            -> ZoomDismissalAttachment
        {
            let state = zoomDismissalState
            return
                ZoomDismissalAttachment(
                    view: navigationController.view,
                    screen: { [weak navigationController] in navigationController?.topViewController },
                    isZoom: { [weak self, weak navigationController] in
                        guard let self, let navigationController else { return false }
                        return self.coordinator.popPlaysZoom(in: navigationController)
                    },
                    begin: { [weak self, weak navigationController] hold in
                        guard let self, let navigationController else { return nil }
                        return self.coordinator.beginZoomDismissalPop(in: navigationController, holding: hold)
                        {
                            self.beginInteractivePop(of: navigationController)
                        }
                    },
                    drivenView: { [weak self, weak navigationController] in
                        navigationController.flatMap { self?.coordinator.zoomDismissalView(in: $0) }
                    },
                    scene: { [weak state] in state?.record.scene })
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
