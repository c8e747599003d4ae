import Foundation

/// What a coordinator reads and sets on a view: the animatable and structural part of `UIView`
/// that the transition code uses, in UIKit's words.
///
/// ```swift
/// animations.performWithoutAnimation {
///     if toView.superview !== container { container.addSubview(toView) }
///     toView.frame = finalFrame
///     toView.layoutIfNeeded()
/// }
/// let measured = zoomView.convert(zoomView.bounds, to: container)
/// ```
///
/// `UIView` conforms with `PortView == UIView` and `PortColor == UIColor`, so most members are UIKit's own.
/// Where UIKit's type is not neutral the member has its own name: ``transform2D`` (`transform`),
/// ``cornerRadius`` (`layer.cornerRadius`), ``backgroundRGBA`` (`backgroundColor` as components),
/// ``isInWindow`` (`window != nil`), ``tint`` (`tintColor`), ``effectiveLayoutDirection``
/// (`effectiveUserInterfaceLayoutDirection`). ``backgroundColor`` keeps UIKit's own color so a
/// captured dynamic color (one that follows dark mode) is restored exactly; ``backgroundRGBA`` is
/// for setting plan states and reading components.
///
/// In tests `ViewModel` keeps a view tree, the values UIKit would report (inside an animation
/// block a property reads its final value at once, as on device) and what is on screen at the
/// animator's current progress, and counts snapshots, layout passes and hierarchy changes.
@MainActor
package protocol ViewProperties: AnyObject {
    /// The type of the views around this one (`UIView` on device).
    associatedtype PortView: ViewProperties
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
    /// A radius per corner, or `nil` for the plain ``cornerRadius`` on every corner. On device
    /// rounded corners that share one radius are `layer.cornerRadius` on `layer.maskedCorners`
    /// (animated like ``cornerRadius``); others are a mask path, set at once — inside an
    /// animation block, which cannot animate a path, their largest radius on every rounded
    /// corner instead (the view keeps its own `layer.mask` and gets it back with `nil`).
    var cornerRadii: CornerRadii? { get set }
    /// `layer.maskedCorners`: the corners ``cornerRadius`` rounds. Setting ``cornerRadii`` sets
    /// it (``CornerRadii/Drawing``); a capture keeps the app's own, which a radius of 0 cannot
    /// carry in ``cornerRadii``.
    var roundedCorners: CornerRadii.Corners { get set }
    /// `clipsToBounds` (`layer.masksToBounds`).
    var clipsToBounds: Bool { get set }
    /// `isHidden`.
    var isHidden: Bool { get set }
    /// `isUserInteractionEnabled`.
    var isUserInteractionEnabled: Bool { get set }
    /// `backgroundColor`, in the platform's own color type: capture and restore it exactly.
    var backgroundColor: PortColor? { get set }
    /// `backgroundColor` as extended sRGB components (a dynamic color resolved for the view's
    /// current traits).
    var backgroundRGBA: RGBA? { get set }
    /// `tintColor` (`UIView.h`: "-tintColor always returns a color. The color returned is the first
    /// non-default value in the receiver's superview chain (starting with itself)."): reads the
    /// effective tint, which a template image is drawn in; setting `nil` inherits again. Its own
    /// name because UIKit's property is implicitly unwrapped (`null_resettable`).
    var tint: PortColor? { get set }

    /// `superview`.
    var superview: PortView? { get }
    /// `subviews`, back to front.
    var subviews: [PortView] { get }
    /// `window != nil`: whether the view is in a window (so on screen, or about to be).
    var isInWindow: Bool { get }
    /// `effectiveUserInterfaceLayoutDirection`.
    var effectiveLayoutDirection: TransitionLayoutDirection { get }

    /// `addSubview(_:)`: moves `view` to the front of this view's subviews.
    ///
    /// - Parameter view: The view to add.
    func addSubview(_ view: PortView)
    /// `insertSubview(_:at:)`.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its index among the subviews (0 is the back).
    func insertSubview(_ view: PortView, at index: Int)
    /// `insertSubview(_:aboveSubview:)`.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes just in front of.
    func insertSubview(_ view: PortView, aboveSubview siblingSubview: PortView)
    /// `insertSubview(_:belowSubview:)`.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes just behind.
    func insertSubview(_ view: PortView, belowSubview siblingSubview: PortView)
    /// `removeFromSuperview()`.
    func removeFromSuperview()
    /// `layoutIfNeeded()`: lays the view's subtree out now (expensive: counted by the model).
    func layoutIfNeeded()
    /// `snapshotView(afterScreenUpdates:)`: a view showing the receiver; with `true`, after the
    /// pending changes are rendered, so a half-built scene is what gets captured.
    ///
    /// - Parameter afterUpdates: Whether to render pending changes first.
    /// - Returns: The snapshot, or `nil` when it cannot be made.
    func snapshotView(afterScreenUpdates afterUpdates: Bool) -> PortView?
    /// `convert(_:to:)`: a rectangle in this view's coordinates, in `view`'s (the window's for
    /// `nil`).
    ///
    /// - Parameters:
    ///   - rect: A rectangle in the receiver's bounds coordinates.
    ///   - view: The target coordinate space.
    /// - Returns: The same rectangle in the target space.
    func convert(_ rect: CGRect, to view: PortView?) -> CGRect
}
