import Foundation

/// The part of `UIView` the transition code uses; a member UIKit's type cannot give neutrally has its own
/// name (``transform2D``, ``cornerRadius``, ``backgroundRGBA``, ``isInWindow``, ``tint``).
@MainActor
package protocol ViewPort: AnyObject {
    /// The type of the views around this one (`UIView` on device).
    associatedtype PortView: ViewPort
    /// The color type of ``backgroundColor`` (`UIColor` on device).
    associatedtype PortColor

    /// `frame`: the view's rectangle in its superview (undefined by UIKit while ``transform2D``
    /// is not the identity; set ``bounds`` and ``center`` then).
    var frame: CGRect { get set }
    /// `bounds`: the view's rectangle in its own coordinates.
    var bounds: CGRect { get set }
    /// `center`: the center of the frame in the superview's coordinates.
    var center: CGPoint { get set }
    /// `alpha`: opacity, 0…1.
    var alpha: CGFloat { get set }
    /// `transform` as neutral components (scale, then rotation, then translation).
    var transform2D: Transform2D { get set }
    /// `layer.cornerRadius`.
    var cornerRadius: CGFloat { get set }
    /// `nil`: ``cornerRadius`` on every corner. Differing radii are a mask path, set at once (in an animation
    /// block, which cannot animate a path, the largest radius instead); `nil` restores the view's own mask.
    var cornerRadii: CornerRadii? { get set }
    /// `layer.maskedCorners`, set by ``cornerRadii``; a capture keeps the app's own, which a radius of 0 in
    /// ``cornerRadii`` cannot carry.
    var roundedCorners: CornerRadii.Corners { get set }
    /// `clipsToBounds` (`layer.masksToBounds`).
    var clipsToBounds: Bool { get set }
    var isHidden: Bool { get set }
    var isUserInteractionEnabled: Bool { get set }
    /// `backgroundColor`, in the platform's own color type: capture and restore it exactly.
    var backgroundColor: PortColor? { get set }
    /// `backgroundColor` as extended sRGB components (a dynamic color resolved for the view's
    /// current traits).
    var backgroundRGBA: RGBA? { get set }
    /// `tintColor`, the first non-default in the superview chain (`UIView.h`); setting `nil` inherits again.
    /// Its own name because UIKit's property is `null_resettable`.
    var tint: PortColor? { get set }

    var superview: PortView? { get }
    /// `subviews`, back to front.
    var subviews: [PortView] { get }
    /// `window != nil`: whether the view is in a window (so on screen, or about to be).
    var isInWindow: Bool { get }
    /// `effectiveUserInterfaceLayoutDirection`.
    var effectiveLayoutDirection: TransitionLayoutDirection { get }

    /// `addSubview(_:)`: moves `view` to the front.
    func addSubview(_ view: PortView)
    /// `insertSubview(_:at:)`: index 0 is the back.
    func insertSubview(_ view: PortView, at index: Int)
    func insertSubview(_ view: PortView, aboveSubview siblingSubview: PortView)
    func insertSubview(_ view: PortView, belowSubview siblingSubview: PortView)
    func removeFromSuperview()
    /// `layoutIfNeeded()`: lays the view's subtree out now (expensive: counted by the model).
    func layoutIfNeeded()
    /// `snapshotView(afterScreenUpdates:)`: with `true`, after pending changes render, so a half-built scene
    /// is what gets captured; `nil` when it cannot be made.
    func snapshotView(afterScreenUpdates afterUpdates: Bool) -> PortView?
    /// `convert(_:to:)`: a rectangle in the receiver's bounds, in `view`'s coordinates (the window's for
    /// `nil`).
    func convert(_ rect: CGRect, to view: PortView?) -> CGRect
}
