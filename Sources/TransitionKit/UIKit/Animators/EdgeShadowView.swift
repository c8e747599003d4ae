#if canImport(UIKit)
    import UIKit

    /// The slide's edge shadow: a horizontal gradient from the plan's shadow color at the moving
    /// screen's edge to clear outward.
    ///
    /// The plan sets the color through `backgroundColor`; this view turns it into the gradient's
    /// dark end instead of a solid fill. Where each end lies is ``EdgeShadowGradient``'s to say.
    @MainActor
    final class EdgeShadowView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }

        private var gradient: CAGradientLayer? { layer as? CAGradientLayer }
        private var shadowColor: UIColor?

        init(gradient: EdgeShadowGradient) {
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            self.gradient?.startPoint = gradient.start
            self.gradient?.endPoint = gradient.end
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override var backgroundColor: UIColor? {
            get { shadowColor }
            set {
                shadowColor = newValue
                let dark = newValue ?? .clear
                gradient?.colors = [dark.withAlphaComponent(0).cgColor, dark.cgColor]
            }
        }
    }
#endif
