import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The properties of one element's view a plan animator touches, and so must put back; a property the
/// element does not animate is never touched, so the app's own value survives (see Animators internals).
package struct RestoreSet: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8

    /// Unknown bits are kept but name nothing.
    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The view's frame: its center and bounds.
    package static let geometry = RestoreSet(rawValue: 1 << 0)
    package static let transform = RestoreSet(rawValue: 1 << 1)
    package static let alpha = RestoreSet(rawValue: 1 << 2)
    /// The layer's corner radius.
    package static let cornerRadius = RestoreSet(rawValue: 1 << 3)
    /// The layer's clipping to bounds (`masksToBounds`), set while a corner radius shows.
    package static let clipping = RestoreSet(rawValue: 1 << 4)
    package static let backgroundColor = RestoreSet(rawValue: 1 << 5)
    /// The view controller's additional safe-area insets.
    package static let safeAreaInsets = RestoreSet(rawValue: 1 << 6)
    /// The view's per-corner shape (``ViewPort/cornerRadii``) and its corner mask
    /// (``ViewPort/roundedCorners``).
    package static let cornerRadii = RestoreSet(rawValue: 1 << 7)

    /// What a zoom dismissal sets on the screen it drives (alpha: a fly-off fades it), restored with what the
    /// plan touched.
    static let drivenDirectly: RestoreSet = [.geometry, .transform, .alpha, .cornerRadius, .clipping]

    /// What applying any state touches: the geometry (every view is placed where the plan says).
    static let alwaysTouched: RestoreSet = [.geometry]

    /// Geometry always; transform, alpha, corner radius when animated or the view is temporary; the rest
    /// when either state sets it (`nil` color or inset means "leave alone").
    package init(touchedBy element: TransitionPlan.Element) {
        var set = Self.alwaysTouched
        let temporary = element.role.isTemporary
        if temporary || element.from.transform != element.to.transform { set.insert(.transform) }
        if temporary || element.from.alpha != element.to.alpha { set.insert(.alpha) }
        if temporary || element.from.cornerRadius != element.to.cornerRadius { set.insert(.cornerRadius) }
        if element.hasCornerRadii { set.formUnion([.cornerRadii, .cornerRadius]) }
        if element.clipsToCorners { set.insert(.clipping) }
        if element.from.backgroundColor != nil || element.to.backgroundColor != nil {
            set.insert(.backgroundColor)
        }
        if element.from.additionalSafeAreaInsets != nil || element.to.additionalSafeAreaInsets != nil {
            set.insert(.safeAreaInsets)
        }
        self = set
    }

    /// A view keeping its end state gets back only its clipping, and its shape when per-corner radii drew
    /// it with a mask fitted to bounds that will change; any other view, everything touched.
    package static func restored(for element: TransitionPlan.Element, keepsEndState: Bool) -> RestoreSet {
        let touched = RestoreSet(touchedBy: element)
        guard keepsEndState else { return touched }
        let endsWithMaskPath = element.to.cornerRadii.map { $0.sharedRadius == nil } == true
        return touched.intersection(endsWithMaskPath ? [.clipping, .cornerRadii, .cornerRadius] : .clipping)
    }

    /// Only when the transition finished (not cancelled or stopped elsewhere) and the view is the one that
    /// stays.
    static func keepsEndState(finished: Bool, targetKeepsFinalState: Bool) -> Bool {
        finished && targetKeepsFinalState
    }
}

/// A view's (and its controller's) properties before the transition. The background color stays in the
/// view's own color type, so a dynamic (dark mode) color comes back as itself.
@MainActor
struct CapturedProperties<View: ViewPort, Screen: ViewControllerPort> {
    private let bounds: CGRect
    private let center: CGPoint
    private let transform: Transform2D
    private let alpha: CGFloat
    private let cornerRadius: CGFloat
    private let cornerRadii: CornerRadii?
    private let roundedCorners: CornerRadii.Corners
    private let clipsToBounds: Bool
    private let backgroundColor: View.PortColor?
    private let safeArea: Insets?

    /// `screen`: the view's controller, for a screen's insets; `nil` otherwise.
    package init(view: View, screen: Screen?) {
        bounds = view.bounds
        center = view.center
        transform = view.transform2D
        alpha = view.alpha
        cornerRadius = view.cornerRadius
        cornerRadii = view.cornerRadii
        roundedCorners = view.roundedCorners
        clipsToBounds = view.clipsToBounds
        backgroundColor = view.backgroundColor
        safeArea = screen?.additionalSafeArea
    }

    /// `screen`: its view controller, if it is still there.
    package func restore(_ set: RestoreSet, view: View, screen: Screen?) {
        if set.contains(.geometry) {
            view.bounds = bounds
            view.center = center
        }
        if set.contains(.transform) { view.transform2D = transform }
        if set.contains(.alpha) { view.alpha = alpha }
        if set.contains(.cornerRadii) {
            view.cornerRadii = cornerRadii
            // The app's corner mask: a radius of 0 on some corners reads back as no rounded
            // corner at all, which the drawing would put back on every corner.
            view.roundedCorners = roundedCorners
        }
        if set.contains(.cornerRadius) { view.cornerRadius = cornerRadius }
        if set.contains(.clipping) { view.clipsToBounds = clipsToBounds }
        if set.contains(.backgroundColor) { view.backgroundColor = backgroundColor }
        if set.contains(.safeAreaInsets), let safeArea, let screen { screen.additionalSafeArea = safeArea }
    }
}
