#if canImport(UIKit)
    import UIKit

    /// The slide's edge shadow: a horizontal gradient from the plan's shadow colour at the moving
    /// screen's edge to clear outward.
    ///
    /// The plan sets the colour through `backgroundColor`; this view turns it into the gradient's
    /// dark end instead of a solid fill. The strip sits on the leading side of the moving screen,
    /// so its dark end is on the trailing side: right in left-to-right layouts, left in
    /// right-to-left ones.
    @MainActor
    final class EdgeShadowView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }

        private var gradient: CAGradientLayer? { layer as? CAGradientLayer }
        private var shadowColor: UIColor?

        init(layoutDirection: TransitionLayoutDirection) {
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            let darkAtRight = layoutDirection == .leftToRight
            gradient?.startPoint = CGPoint(x: darkAtRight ? 0 : 1, y: 0.5)
            gradient?.endPoint = CGPoint(x: darkAtRight ? 1 : 0, y: 0.5)
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
