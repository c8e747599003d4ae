#if canImport(UIKit)
    import UIKit

    /// `UIView` is the ``ViewProperties`` port: geometry, alpha, hiding, clipping, the hierarchy,
    /// layout, snapshots and `convert(_:to:)` are UIKit's own; the members with neutral types
    /// convert in one line each.
    extension UIView: ViewProperties {
        package typealias PortView = UIView
        package typealias PortColor = UIColor

        package var transform2D: Transform2D {
            get { Transform2D(transform) }
            set { transform = newValue.affineTransform }
        }
        package var cornerRadius: CGFloat {
            get { layer.cornerRadius }
            set { layer.cornerRadius = newValue }
        }
        package var backgroundRGBA: RGBA? {
            get { backgroundColor.map(RGBA.init(resolving:)) }
            set { backgroundColor = newValue?.uiColor }
        }
        package var isInWindow: Bool { window != nil }
        package var effectiveLayoutDirection: TransitionLayoutDirection {
            TransitionLayoutDirection(effectiveUserInterfaceLayoutDirection)
        }
    }
#endif
