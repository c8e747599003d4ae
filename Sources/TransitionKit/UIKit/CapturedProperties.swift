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

        /// Puts back the properties in `set` (see ``RestoreSet``), as they were when captured.
        func restore(_ set: RestoreSet, view: UIView, viewController: UIViewController?) {
            if set.contains(.geometry) {
                let current = view.transform
                view.transform = .identity
                view.bounds = bounds
                view.center = center
                view.transform = current
            }
            if set.contains(.transform) { view.transform = transform }
            if set.contains(.alpha) { view.alpha = alpha }
            if set.contains(.cornerRadius) { view.layer.cornerRadius = cornerRadius }
            if set.contains(.clipping) { view.layer.masksToBounds = masksToBounds }
            if set.contains(.backgroundColor) { view.backgroundColor = backgroundColor }
            if set.contains(.safeAreaInsets), let safeAreaInsets, let viewController {
                viewController.additionalSafeAreaInsets = safeAreaInsets
            }
        }
    }
#endif
