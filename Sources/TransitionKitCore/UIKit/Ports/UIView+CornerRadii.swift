#if canImport(UIKit)
    import UIKit

    extension UIView {
        /// The port's per-corner shape, drawn as ``CornerRadii/Drawing`` decides: a corner radius
        /// on `layer.maskedCorners`, or a ``CornerRadiiMask`` path of the radii fitted to the
        /// bounds (inside an animation block, ``CornerRadii/sharingOneRadius``, which animates).
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
                let ownMask = layer.mask as? CornerRadiiMask
                guard let radii = drawing.path else {
                    if let ownMask { layer.mask = ownMask.replaced }
                    return
                }
                let mask = ownMask ?? CornerRadiiMask(replacing: layer.mask)
                mask.radii = radii
                mask.frame = bounds
                mask.path = mask.outline(in: bounds)
                layer.mask = mask
            }
        }

        /// `layer.maskedCorners`, neutral (bit for bit).
        package var roundedCorners: CornerRadii.Corners {
            get { CornerRadii.Corners(rawValue: UInt8(truncatingIfNeeded: layer.maskedCorners.rawValue)) }
            set { layer.maskedCorners = CACornerMask(rawValue: UInt(newValue.rawValue)) }
        }
    }

    /// The mask that draws per-corner radii whose rounded corners differ: it remembers the radii
    /// and the mask the view had before.
    final class CornerRadiiMask: CAShapeLayer {
        /// The radii it draws.
        var radii = CornerRadii(uniform: 0)
        /// The view's own mask, given back when the shape is taken away.
        private(set) var replaced: CALayer?

        /// Creates a mask in place of the view's own.
        ///
        /// - Parameter replaced: The view's mask until now.
        init(replacing replaced: CALayer?) {
            self.replaced = replaced
            super.init()
        }

        override init(layer: Any) {
            super.init(layer: layer)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// The rounded outline of `rect` with the radii fitted to it.
        func outline(in rect: CGRect) -> CGPath {
            let fitted = radii.fitted(to: rect.size)
            let path = CGMutablePath()
            let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
            path.move(to: CGPoint(x: minX + fitted.topLeft, y: minY))
            path.addArc(
                tangent1End: CGPoint(x: maxX, y: minY), tangent2End: CGPoint(x: maxX, y: maxY),
                radius: fitted.topRight)
            path.addArc(
                tangent1End: CGPoint(x: maxX, y: maxY), tangent2End: CGPoint(x: minX, y: maxY),
                radius: fitted.bottomRight)
            path.addArc(
                tangent1End: CGPoint(x: minX, y: maxY), tangent2End: CGPoint(x: minX, y: minY),
                radius: fitted.bottomLeft)
            path.addArc(
                tangent1End: CGPoint(x: minX, y: minY), tangent2End: CGPoint(x: maxX, y: minY),
                radius: fitted.topLeft)
            path.closeSubpath()
            return path
        }
    }
#endif
