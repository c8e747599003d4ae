#if canImport(UIKit)
    import UIKit

    /// The properties of a view (and its view controller) that a plan may touch, as they were
    /// before the transition, so that they can be put back exactly.
    @MainActor
    struct CapturedProperties {
        private let bounds: CGRect
        private let center: CGPoint
        private let transform: CGAffineTransform
        private let alpha: CGFloat
        private let cornerRadius: CGFloat
        private let masksToBounds: Bool
        private let backgroundColor: UIColor?
        private let safeAreaInsets: UIEdgeInsets?

        init(view: UIView, viewController: UIViewController?) {
            bounds = view.bounds
            center = view.center
            transform = view.transform
            alpha = view.alpha
            cornerRadius = view.layer.cornerRadius
            masksToBounds = view.layer.masksToBounds
            backgroundColor = view.backgroundColor
            safeAreaInsets = viewController?.additionalSafeAreaInsets
        }

        /// Puts back the clipping the view had, for a view that keeps its end state (a kept
        /// screen must not stay clipped to bounds because a corner radius animated).
        func restoreClipping(of view: UIView) {
            view.layer.masksToBounds = masksToBounds
        }

        /// Puts back every property the element's states touch.
        func restore(view: UIView, viewController: UIViewController?, element: TransitionPlan.Element) {
            view.transform = .identity
            view.bounds = bounds
            view.center = center
            view.transform = transform
            view.alpha = alpha
            view.layer.cornerRadius = cornerRadius
            view.layer.masksToBounds = masksToBounds
            if element.from.backgroundColor != nil || element.to.backgroundColor != nil {
                view.backgroundColor = backgroundColor
            }
            if element.from.additionalSafeAreaInsets != nil || element.to.additionalSafeAreaInsets != nil,
                let safeAreaInsets, let viewController
            {
                viewController.additionalSafeAreaInsets = safeAreaInsets
            }
        }
    }
#endif
