#if canImport(UIKit)
    import UIKit

    /// Gesture etiquette: every answer comes from ``PanBeginPolicy`` and ``GestureArbitration``.
    extension PanTransitionDriver: UIGestureRecognizerDelegate {
        /// Accepts a touch for the pop pan only when a pop is possible (stack deeper than one, no
        /// transition running, touch inside the region); for the catching recogniser only while
        /// a transition settles.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: One of the driver's recognisers.
        ///   - touch: The touch that landed.
        /// - Returns: Whether the recogniser should see the touch.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool {
            if gestureRecognizer === catchRecognizer { return machine.acceptsTouchDown }
            guard let navigationController, let view = navigationController.view else { return false }
            refreshEdge()
            return beginPolicy.acceptsTouch(
                at: touch.location(in: view).x,
                containerWidth: view.bounds.width,
                region: activation.touchRegion,
                layoutDirection: TransitionLayoutDirection(view.effectiveUserInterfaceLayoutDirection),
                stackCount: navigationController.viewControllers.count,
                isTransitionRunning: navigationController.transitionCoordinator != nil || isDriving)
        }

        /// Lets the pop pan begin only for a horizontal-dominant drag toward the trailing edge,
        /// and only when the navigation controller lets an interactive pop begin now
        /// (``InteractivePopGating``; controllers that do not adopt it always do).
        ///
        /// - Parameter gestureRecognizer: One of the driver's recognisers.
        /// - Returns: Whether it may begin.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if gestureRecognizer === catchRecognizer { return machine.acceptsTouchDown }
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer,
                let view = navigationController?.view
            else { return false }
            return beginPolicy.shouldBegin(
                velocity: pan.velocity(in: view),
                translation: pan.translation(in: view),
                layoutDirection: TransitionLayoutDirection(view.effectiveUserInterfaceLayoutDirection),
                navigationAllowsPop: (navigationController as? any InteractivePopGating)?
                    .canBeginInteractivePop ?? true)
        }

        /// The pop pan waits for a scroll view that can still scroll toward the leading edge, and
        /// (region pans) for other pans.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: One of the driver's recognisers.
        ///   - otherGestureRecognizer: The competing recogniser.
        /// - Returns: Whether the driver's recogniser must wait for the other to fail.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            arbitration(gestureRecognizer, otherGestureRecognizer) == .driverWaits
        }

        /// Other scroll views (vertical, or at their leading limit) wait for the pop pan's quick
        /// decision.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: One of the driver's recognisers.
        ///   - otherGestureRecognizer: The competing recogniser.
        /// - Returns: Whether the other must wait for the driver's recogniser to fail.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            arbitration(gestureRecognizer, otherGestureRecognizer) == .otherWaits
        }

        private func arbitration(_ mine: UIGestureRecognizer, _ other: UIGestureRecognizer)
            -> GestureArbitration
        {
            guard mine === panGestureRecognizer, other !== catchRecognizer,
                let view = navigationController?.view
            else { return .independent }
            let competitor: CompetingGesture
            if let scrollView = other.view as? UIScrollView, other === scrollView.panGestureRecognizer {
                competitor = .scrollView(ScrollViewGeometry(scrollView))
            } else if other is UIPanGestureRecognizer {
                competitor = .pan
            } else {
                competitor = .other
            }
            return GestureArbitration.resolve(
                activation: activation, other: competitor,
                layoutDirection: TransitionLayoutDirection(view.effectiveUserInterfaceLayoutDirection))
        }
    }
#endif
