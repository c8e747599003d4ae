#if canImport(UIKit)
    import UIKit

    extension UIView {
        /// Puts the view into a neutral state: bounds size and centre from the state's frame, then
        /// alpha, corner radius, transform and, when given, background colour.
        ///
        /// Insets are not a view property; see ``UIViewController/applySafeAreaInsets(of:)``.
        /// Call inside an animation block to animate the change.
        ///
        /// - Parameters:
        ///   - state: The state to take.
        ///   - clipsToCorners: Whether to clip to the corner radius.
        package func apply(_ state: VisualState, clipsToCorners: Bool = false) {
            let frame = state.frame
            transform = .identity
            bounds = CGRect(origin: bounds.origin, size: frame.size)
            center = CGPoint(x: frame.midX, y: frame.midY)
            transform = state.transform.affineTransform
            alpha = CGFloat(state.alpha)
            layer.cornerRadius = CGFloat(state.cornerRadius)
            if clipsToCorners { layer.masksToBounds = true }
            if let colour = state.backgroundColor { backgroundColor = colour.uiColor }
        }
    }

    extension UIViewController {
        /// Sets `additionalSafeAreaInsets` from a state, if it carries insets, and lays the view out
        /// so that content glides when this runs inside an animation block.
        ///
        /// - Parameter state: The state whose insets to take.
        package func applySafeAreaInsets(of state: VisualState) {
            guard let insets = state.additionalSafeAreaInsets else { return }
            additionalSafeAreaInsets = insets.edgeInsets
            viewIfLoaded?.layoutIfNeeded()
        }
    }

    extension TransitionLayoutDirection {
        /// The neutral direction for a UIKit layout direction.
        ///
        /// - Parameter direction: A view's `effectiveUserInterfaceLayoutDirection`.
        package init(_ direction: UIUserInterfaceLayoutDirection) {
            switch direction {
            case .rightToLeft: self = .rightToLeft
            case .leftToRight: self = .leftToRight
            @unknown default: self = .leftToRight
            }
        }

        /// The screen edge that is leading in this direction: `.left` or `.right`.
        package var leadingScreenEdge: UIRectEdge {
            switch self {
            case .leftToRight: .left
            case .rightToLeft: .right
            }
        }
    }
#endif
