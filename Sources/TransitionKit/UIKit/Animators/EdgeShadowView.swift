#if canImport(UIKit)
    import UIKit

    /// The slide's edge shadow: the plan sets its color through `backgroundColor`, which this view turns
    /// into the gradient's dark end instead of a solid fill.
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
