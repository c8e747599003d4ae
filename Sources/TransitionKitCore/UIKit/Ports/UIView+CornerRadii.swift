#if canImport(UIKit)
    import UIKit

    extension UIView {
        /// As ``CornerRadii/Drawing`` decides: a radius on `maskedCorners` or a ``CornerRadiiMask`` path;
        /// `nil` takes the mask away (giving back the view's own) and rounds every corner again.
        package var cornerRadii: CornerRadii? {
            get {
                if let mask = layer.mask as? CornerRadiiMask { return mask.radii }
                return CornerRadii.masked(roundedCorners, radius: Double(layer.cornerRadius))
            }
            set {
                let drawing = CornerRadii.Drawing(newValue, animating: UIView.inheritedAnimationDuration > 0)
                roundedCorners = drawing.roundedCorners
                if let radius = drawing.cornerRadius { layer.cornerRadius = CGFloat(radius) }
                let installed = layer.mask as? CornerRadiiMask
                CornerRadii.MaskChange(drawing, installed: installed != nil).perform(
                    install: { radii in
                        let mask = CornerRadiiMask(replacing: layer.mask, following: layer)
                        mask.draw(radii)
                        layer.mask = mask
                    },
                    redraw: { installed?.draw($0) },
                    restore: { layer.mask = installed?.replaced })
            }
        }

        /// `layer.maskedCorners`, neutral (bit for bit).
        package var roundedCorners: CornerRadii.Corners {
            get { CornerRadii.Corners(rawValue: UInt8(truncatingIfNeeded: layer.maskedCorners.rawValue)) }
            set { layer.maskedCorners = CACornerMask(rawValue: UInt(newValue.rawValue)) }
        }
    }

    /// Remembers the radii and the view's previous mask, and redraws itself when the bounds change
    /// (``CornerRadii/MaskFit``).
    final class CornerRadiiMask: CAShapeLayer {
        /// The radii it draws.
        private(set) var radii = CornerRadii(uniform: 0)
        /// The view's own mask, given back when the shape is taken away.
        private(set) var replaced: CALayer?
        /// The layer it masks (the view's), whose bounds it observes.
        private weak var owner: CALayer?

        /// `replaced`: the view's mask until now; `owner`: the view's layer, whose bounds it follows.
        init(replacing replaced: CALayer?, following owner: CALayer) {
            self.replaced = replaced
            self.owner = owner
            super.init()
            owner.addObserver(self, forKeyPath: Self.boundsKeyPath, context: nil)
        }

        deinit {
            owner?.removeObserver(self, forKeyPath: Self.boundsKeyPath)
        }

        private static let boundsKeyPath = "bounds"

        /// The owner's bounds changed (the view was laid out): drawn again to fit.
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            guard let owner = object as? CALayer, owner === self.owner else {
                return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
            refit(to: owner.bounds)
        }

        override init(layer: Any) {
            super.init(layer: layer)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Draws `radii` fitted to the owner's bounds.
        func draw(_ radii: CornerRadii) {
            self.radii = radii
            fit(to: owner?.bounds ?? frame, placedOver: nil)
        }

        /// Fits the mask to the owner's new bounds.
        private func refit(to bounds: CGRect) {
            fit(to: bounds, placedOver: frame)
        }

        /// Carries out ``CornerRadii/MaskFit`` at once: a layer of its own, the mask would otherwise
        /// animate its frame and path implicitly behind the view.
        private func fit(to bounds: CGRect, placedOver placed: CGRect?) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CornerRadii.MaskFit(placedOver: placed, bounds: bounds).perform(
                move: { frame = $0 },
                redraw: {
                    frame = $0
                    path = outline(in: $1)
                })
            CATransaction.commit()
        }

        /// The rounded outline of `rect` with the radii fitted to it (``CornerRadii/outline(in:)``).
        func outline(in rect: CGRect) -> CGPath {
            let outline = radii.outline(in: rect)
            let path = CGMutablePath()
            path.move(to: outline.start)
            for arc in outline.arcs {
                path.addArc(tangent1End: arc.corner, tangent2End: arc.towards, radius: CGFloat(arc.radius))
            }
            path.closeSubpath()
            return path
        }
    }
#endif
