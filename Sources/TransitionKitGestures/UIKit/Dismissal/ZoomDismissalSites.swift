#if canImport(UIKit)
    import UIKit

    /// A navigation controller as the place a ``ZoomDismissalDriver`` drags: its top screen,
    /// popped through the side that decides for it (the navigation delegate's core).
    @MainActor
    final class NavigationZoomDismissalSite: ZoomDismissalSite {
        private weak var decider: (any ZoomDismissalDeciding)?
        private weak var navigationController: UINavigationController?
        weak var view: UIView?
        let isPresentation = false

        init(_ navigationController: UINavigationController, decidedBy decider: any ZoomDismissalDeciding) {
            self.decider = decider
            self.navigationController = navigationController
            view = navigationController.view
        }

        var screen: UIViewController? { navigationController?.topViewController }

        var dismissalPlaysZoom: Bool {
            guard let decider, let navigationController else { return false }
            return decider.playsZoomDismissal(of: navigationController)
        }

        var drivenView: UIView? {
            navigationController.flatMap { decider?.zoomDismissalDrivenView(of: $0) as? UIView }
        }

        var scene: DismissalScene? { decider?.zoomDismissalScene }

        func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)? {
            guard let decider, let navigationController else { return nil }
            return decider.startZoomDismissal(of: navigationController, referenceDistance: 0, holding: hold)
        }
    }

    /// A screen presented with a zoom as the place a ``ZoomDismissalDriver`` drags: dismissed
    /// through the side that decides for it (the navigation delegate's presentations) with a
    /// percent-driven transition.
    @MainActor
    final class PresentedZoomDismissalSite: ZoomDismissalSite {
        private weak var decider: (any ZoomDismissalDeciding)?
        private weak var presented: UIViewController?
        weak var view: UIView?
        let isPresentation = true

        init(_ presented: UIViewController, view: UIView, decidedBy decider: any ZoomDismissalDeciding) {
            self.decider = decider
            self.presented = presented
            self.view = view
        }

        var screen: UIViewController? { presented }

        var dismissalPlaysZoom: Bool {
            guard let decider, let presented else { return false }
            return decider.playsZoomDismissal(of: presented)
        }

        var drivenView: UIView? {
            presented.flatMap { decider?.zoomDismissalDrivenView(of: $0) as? UIView }
        }

        var scene: DismissalScene? { decider?.zoomDismissalScene }

        func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)? {
            guard let decider, let presented, let view else { return nil }
            return decider.startZoomDismissal(
                of: presented, referenceDistance: Double(view.bounds.height), holding: hold)
        }
    }
#endif
