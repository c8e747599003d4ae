#if canImport(UIKit)
    import UIKit

    extension UIView {
        /// The port's per-corner shape: rounded corners sharing one radius
        /// (``CornerRadii/sharedRadius``) are `layer.cornerRadius` on `layer.maskedCorners`;
        /// others a ``CornerRadiiMask`` path of the radii fitted to the bounds — except inside an
        /// animation block, where a path would not follow the animation (nor its bounds): there
        /// they are drawn ``CornerRadii/sharingOneRadius``, which animates. `nil` takes the mask
        /// away (giving back the view's own) and rounds every corner again.
        package var cornerRadii: CornerRadii? {
            get {
                if let mask = layer.mask as? CornerRadiiMask { return mask.radii }
                guard layer.maskedCorners != .allCorners else { return nil }
                return CornerRadii(
                    corners: CornerRadii.Corners(layer.maskedCorners), radius: layer.cornerRadius)
            }
            set {
                let ownMask = layer.mask as? CornerRadiiMask
                let animating = UIView.inheritedAnimationDuration > 0
                guard let radii = animating ? newValue?.sharingOneRadius : newValue else {
                    if let ownMask { layer.mask = ownMask.replaced }
                    layer.maskedCorners = .allCorners
                    return
                }
                if let shared = radii.sharedRadius {
                    if let ownMask { layer.mask = ownMask.replaced }
                    layer.cornerRadius = CGFloat(shared)
                    layer.maskedCorners = shared > 0 ? CACornerMask(radii.roundedCorners) : .allCorners
                    return
                }
                let mask = ownMask ?? CornerRadiiMask(replacing: layer.mask)
                mask.radii = radii
                mask.frame = bounds
                mask.path = mask.outline(in: bounds)
                layer.mask = mask
            }
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

    extension CACornerMask {
        /// The same corners as the neutral set.
        init(_ corners: CornerRadii.Corners) {
            self = []
            if corners.contains(.topLeft) { insert(.layerMinXMinYCorner) }
            if corners.contains(.topRight) { insert(.layerMaxXMinYCorner) }
            if corners.contains(.bottomLeft) { insert(.layerMinXMaxYCorner) }
            if corners.contains(.bottomRight) { insert(.layerMaxXMaxYCorner) }
        }

        /// Every corner.
        static let allCorners: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
    }

    extension CornerRadii.Corners {
        /// The same corners as Core Animation's mask.
        init(_ mask: CACornerMask) {
            self = []
            if mask.contains(.layerMinXMinYCorner) { insert(.topLeft) }
            if mask.contains(.layerMaxXMinYCorner) { insert(.topRight) }
            if mask.contains(.layerMinXMaxYCorner) { insert(.bottomLeft) }
            if mask.contains(.layerMaxXMaxYCorner) { insert(.bottomRight) }
        }
    }
#endif
