#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    /// A navigation controller as the place ``NavigationDelegate/zoomDismissal`` drags: its top
    /// screen, popped through the delegate.
    @MainActor
    final class NavigationZoomDismissalSite: ZoomDismissalSite {
        private weak var delegate: NavigationDelegate?
        private weak var navigationController: UINavigationController?
        weak var view: UIView?
        let isPresentation = false

        init(_ navigationController: UINavigationController, of delegate: NavigationDelegate) {
            self.delegate = delegate
            self.navigationController = navigationController
            view = navigationController.view
        }

        var screen: UIViewController? { navigationController?.topViewController }

        var dismissalPlaysZoom: Bool {
            guard let delegate, let navigationController else { return false }
            return delegate.core.vendor.popPlaysZoom(in: navigationController)
        }

        var drivenView: UIView? {
            navigationController.flatMap { delegate?.core.vendor.zoomDismissalView(in: $0) }
        }

        var scene: DismissalScene? { delegate?.zoomDismissalState.record.scene }

        func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)? {
            guard let delegate, let navigationController else { return nil }
            return delegate.core.vendor.beginZoomDismissalPop(in: navigationController, holding: hold) {
                delegate.beginInteractivePop(of: navigationController)
            }
        }
    }

    /// A screen the delegate presented with a zoom as the place ``NavigationDelegate/zoomDismissal``
    /// drags: dismissed through the delegate's presentations with a percent-driven transition.
    @MainActor
    final class PresentedZoomDismissalSite: ZoomDismissalSite {
        private weak var delegate: NavigationDelegate?
        private weak var presented: UIViewController?
        weak var view: UIView?
        let isPresentation = true

        init(_ presented: UIViewController, view: UIView, of delegate: NavigationDelegate) {
            self.delegate = delegate
            self.presented = presented
            self.view = view
        }

        var screen: UIViewController? { presented }

        var dismissalPlaysZoom: Bool {
            guard let delegate, let presented else { return false }
            return delegate.presentation.dismissalPlaysZoom(of: presented)
        }

        var drivenView: UIView? {
            presented.flatMap { delegate?.presentation.zoomDismissalView(of: $0) }
        }

        var scene: DismissalScene? { delegate?.zoomDismissalState.record.scene }

        func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)? {
            guard let delegate, let presented, let view else { return nil }
            let transition = UIPercentDrivenInteractiveTransition()
            return delegate.presentation.beginZoomDismissal(
                of: presented, transition: transition, interaction: transition,
                referenceDistance: Double(view.bounds.height), holding: hold)
        }
    }
#endif
