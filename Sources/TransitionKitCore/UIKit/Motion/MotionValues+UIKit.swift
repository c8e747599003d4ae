#if canImport(UIKit)
    import UIKit

    extension RGBA {
        /// The color as a `UIColor` (extended sRGB components).
        package var uiColor: UIColor {
            UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        }
    }

    extension Transform2D {
        /// The transform as a `CGAffineTransform`: scale, then rotate, then translate.
        var affineTransform: CGAffineTransform {
            CGAffineTransform(translationX: CGFloat(translationX), y: CGFloat(translationY))
                .rotated(by: CGFloat(rotation))
                .scaledBy(x: CGFloat(scaleX), y: CGFloat(scaleY))
        }
    }

    extension Insets {
        package init(_ insets: UIEdgeInsets) {
            self.init(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                right: Double(insets.right))
        }

        /// The insets as `UIEdgeInsets`.
        package var edgeInsets: UIEdgeInsets {
            UIEdgeInsets(
                top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
        }
    }
#endif
