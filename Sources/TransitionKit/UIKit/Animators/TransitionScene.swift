#if canImport(UIKit)
    import UIKit

    /// What one transition context holds, read once: the container, both screens, their views and
    /// toolbars — and the conversions into the neutral ``TransitionGeometry`` and into realiser
    /// targets.
    ///
    /// Missing pieces are skipped, never forced: `view(forKey:)` may be `nil` (that role gets no
    /// target), a screen without a toolbar has no toolbar roles.
    @MainActor
    struct TransitionScene {
        let container: UIView
        let operation: NavigationOperation
        let fromController: UIViewController?
        let toController: UIViewController?
        let fromView: UIView?
        let toView: UIView?
        let fromToolbar: UIView?
        let toToolbar: UIView?
        let fromFrame: CGRect
        let toFrame: CGRect

        /// Reads the context and puts the arriving screen in place: in the container, at its final
        /// frame, laid out (so its zoom view and toolbar can be measured).
        init(context: any UIViewControllerContextTransitioning, operation: NavigationOperation) {
            container = context.containerView
            self.operation = operation
            fromController = context.viewController(forKey: .from)
            toController = context.viewController(forKey: .to)
            fromView = context.view(forKey: .from)
            toView = context.view(forKey: .to)
            fromToolbar = (fromController as? TransitionToolbarProviding)?.transitionToolbar
            toToolbar = (toController as? TransitionToolbarProviding)?.transitionToolbar
            fromFrame = fromController.map { context.initialFrame(for: $0) } ?? .zero
            toFrame = toController.map { context.finalFrame(for: $0) } ?? .zero
            if let toView {
                UIView.performWithoutAnimation {
                    if toView.superview !== container { container.addSubview(toView) }
                    if toFrame.width > 0, toFrame.height > 0 { toView.frame = toFrame }
                    toView.layoutIfNeeded()
                }
            }
        }

        /// The screen nearer the root (it holds the zoom's source).
        private var rootSideController: UIViewController? {
            operation == .push ? fromController : toController
        }

        /// The pushed screen (it holds the zoom's destination).
        private var pushedController: UIViewController? {
            operation == .push ? toController : fromController
        }

        /// The zoom views: the registration's, else the screens' ``TransitionZoomViewProviding`` views.
        func zoomViews(source: UIView?, destination: UIView?) -> (source: UIView?, destination: UIView?) {
            (
                source
                    ?? (rootSideController?.transitionScreen as? TransitionZoomViewProviding)?
                    .transitionZoomView,
                destination
                    ?? (pushedController?.transitionScreen as? TransitionZoomViewProviding)?
                    .transitionZoomView
            )
        }

        /// The neutral geometry of this transition.
        func geometry(zoomSource: UIView?, zoomDestination: UIView?) -> TransitionGeometry {
            let direction = (pushedController?.navigationController?.view ?? container)
                .effectiveUserInterfaceLayoutDirection
            return TransitionGeometry(
                containerBounds: container.bounds,
                from: screen(fromController, frame: fromFrame, toolbar: fromToolbar),
                to: screen(toController, frame: toFrame, toolbar: toToolbar),
                operation: operation,
                layoutDirection: TransitionLayoutDirection(direction),
                zoom: TransitionGeometry.Zoom(
                    source: measure(zoomSource), destination: measure(zoomDestination)))
        }

        /// The view playing each role of `plan`; temporary views are created here.
        func targets(for plan: TransitionPlan, layoutDirection: TransitionLayoutDirection) -> [Role:
            RealiserTarget]
        {
            var targets: [Role: RealiserTarget] = [:]
            if let fromView {
                targets[.fromView] = RealiserTarget(view: fromView, viewController: fromController)
            }
            if let toView {
                targets[.toView] = RealiserTarget(
                    view: toView, viewController: toController, keepsFinalState: true)
            }
            if let fromToolbar { targets[.fromToolbar] = RealiserTarget(view: fromToolbar) }
            if let toToolbar { targets[.toToolbar] = RealiserTarget(view: toToolbar, keepsFinalState: true) }
            if plan.element(for: .dimming) != nil {
                let dimming = UIView()
                dimming.isUserInteractionEnabled = false
                targets[.dimming] = RealiserTarget(view: dimming)
            }
            if plan.element(for: .shadow) != nil {
                targets[.shadow] = RealiserTarget(view: EdgeShadowView(layoutDirection: layoutDirection))
            }
            return targets
        }

        /// The flying snapshot of the chosen zoom view, or `nil` if it cannot be made.
        func zoomSnapshot(_ choice: ZoomSnapshotChoice, source: UIView?, destination: UIView?) -> UIView? {
            guard let view = choice.view == .source ? source : destination else { return nil }
            let snapshot: UIView?
            if let imageView = view as? UIImageView, let image = imageView.image {
                let copy = UIImageView(image: image)
                copy.contentMode = imageView.contentMode
                copy.clipsToBounds = true
                snapshot = copy
            } else {
                snapshot = view.snapshotView(afterScreenUpdates: choice.afterScreenUpdates)
            }
            snapshot?.isUserInteractionEnabled = false
            return snapshot
        }

        private func screen(_ controller: UIViewController?, frame: CGRect, toolbar: UIView?)
            -> TransitionGeometry.Screen
        {
            TransitionGeometry.Screen(
                frame: frame,
                additionalSafeAreaInsets: controller.map { Insets($0.additionalSafeAreaInsets) } ?? .zero,
                toolbarFrame: toolbar?.frame)
        }

        private func measure(_ view: UIView?) -> ZoomViewMeasurement? {
            guard let view else { return nil }
            return ZoomViewMeasurement(
                frame: view.convert(view.bounds, to: container),
                cornerRadius: Double(view.layer.cornerRadius),
                isInWindow: view.window != nil, isHidden: view.isHidden, alpha: Double(view.alpha))
        }
    }
#endif
