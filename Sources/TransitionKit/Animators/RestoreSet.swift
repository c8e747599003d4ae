import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The properties of one element's view that a plan animator touches, and so must put back.
///
/// The plan animator captures a view's properties before the transition, applies only these of the
/// element's states, and when the transition ends restores them — all of them when the
/// transition was cancelled or the view does not stay, only ``clipping`` for a view that keeps
/// its end state (see ``restored(for:keepsEndState:)``). A screen's alpha, transform or corner
/// radius that the element does not animate is never touched, so the app's own value survives
/// the transition.
///
/// ```swift
/// let element = TransitionPlan.Element(
///     role: .toView, from: VisualState(frame: cell, cornerRadius: 12), to: VisualState(frame: screen))
/// RestoreSet(touchedBy: element)  // [.geometry, .cornerRadius, .clipping]
/// RestoreSet.restored(for: element, keepsEndState: true)  // [.clipping]
/// ```
///
/// Push and pop are alike: a pop's element is the reversed element, and the set depends only on
/// which properties either state sets, which reversing does not change.
package struct RestoreSet: OptionSet, Sendable, Hashable {
    /// The bit field.
    package let rawValue: UInt8

    /// Creates a set from its bit field.
    ///
    /// - Parameter rawValue: The bits; unknown bits are kept but name nothing.
    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The view's frame: its center and bounds.
    package static let geometry = RestoreSet(rawValue: 1 << 0)
    /// The view's transform.
    package static let transform = RestoreSet(rawValue: 1 << 1)
    /// The view's alpha.
    package static let alpha = RestoreSet(rawValue: 1 << 2)
    /// The layer's corner radius.
    package static let cornerRadius = RestoreSet(rawValue: 1 << 3)
    /// The layer's clipping to bounds (`masksToBounds`), set while a corner radius shows.
    package static let clipping = RestoreSet(rawValue: 1 << 4)
    /// The view's background color.
    package static let backgroundColor = RestoreSet(rawValue: 1 << 5)
    /// The view controller's additional safe-area insets.
    package static let safeAreaInsets = RestoreSet(rawValue: 1 << 6)
    /// The view's per-corner shape (``ViewProperties/cornerRadii``) and its corner mask
    /// (``ViewProperties/roundedCorners``).
    package static let cornerRadii = RestoreSet(rawValue: 1 << 7)

    /// What a zoom dismissal sets on the screen it drives directly: its center, transform, alpha (a
    /// fly-off fades it), corner radius and clipping (restored with what the plan touched once the
    /// transition ends).
    static let drivenDirectly: RestoreSet = [.geometry, .transform, .alpha, .cornerRadius, .clipping]

    /// What applying any state touches: the geometry (every view is placed where the plan says).
    static let alwaysTouched: RestoreSet = [.geometry]

    /// The properties the plan animator touches for an element.
    ///
    /// Always ``alwaysTouched``; plus ``transform``, ``alpha`` and ``cornerRadius`` each when the
    /// element animates it (its two states differ) or the view is temporary (made by the
    /// transition, so all of it is the plan's); plus ``clipping`` when the element clips to its
    /// corners (``TransitionPlan/Element/clipsToCorners``: either state has a radius above 0),
    /// plus ``cornerRadii`` (and ``cornerRadius``, which a shared per-corner radius is drawn
    /// with) when either state sets per-corner radii,
    /// plus ``backgroundColor`` only if either state sets one, plus ``safeAreaInsets`` only if
    /// either state sets them. A `nil` color or inset means "leave alone", so it is neither
    /// applied nor restored.
    ///
    /// - Parameter element: The plan element.
    /// - Complexity: O(1).
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

    /// The properties to put back when the transition ends.
    ///
    /// A view that keeps its end state (the destination screen of a finished transition) keeps
    /// every animated property but gets its clipping back: a kept screen must not stay clipped
    /// to bounds because a corner radius animated to 0. An end state with differing per-corner
    /// radii is drawn with a mask path fitted to the bounds it was set in, which would clip the
    /// view wrongly once its bounds change: such a view gets its own shape back too (``cornerRadii``
    /// and ``cornerRadius``; the mask is taken away). Every other view gets back everything it was
    /// touched in.
    ///
    /// - Parameters:
    ///   - element: The plan element.
    ///   - keepsEndState: Whether the view stays in the element's end state (see
    ///     ``keepsEndState(finished:targetKeepsFinalState:)``).
    /// - Returns: The properties to restore from what was captured before the transition.
    /// - Complexity: O(1).
    package static func restored(for element: TransitionPlan.Element, keepsEndState: Bool) -> RestoreSet {
        let touched = RestoreSet(touchedBy: element)
        guard keepsEndState else { return touched }
        let endsWithMaskPath = element.to.cornerRadii.map { $0.sharedRadius == nil } == true
        return touched.intersection(endsWithMaskPath ? [.clipping, .cornerRadii, .cornerRadius] : .clipping)
    }

    /// Whether a view stays in its end state when the transition ends: only when the transition
    /// finished (rather than being cancelled or stopped elsewhere) and the view is marked as
    /// keeping it.
    ///
    /// - Parameters:
    ///   - finished: Whether the transition ended at its end.
    ///   - targetKeepsFinalState: Whether the view is the one that stays (the destination).
    static func keepsEndState(finished: Bool, targetKeepsFinalState: Bool) -> Bool {
        finished && targetKeepsFinalState
    }
}

/// The properties of a view (and its view controller) that a plan may touch, as they were
/// before the transition, so that ``PlanPlayback`` can put back exactly the ones a
/// ``RestoreSet`` names.
///
/// ```swift
/// let original = CapturedProperties(view: toView, screen: toController)
/// // … the transition applies states …
/// original.restore(RestoreSet.restored(for: element, keepsEndState: false), view: toView, screen: toController)
/// ```
///
/// The background color is kept in the view's own color type, so a dynamic color (one that
/// follows dark mode) comes back as itself, not as the components it had when captured.
@MainActor
package struct CapturedProperties<View: ViewProperties, Screen: ViewControllerProperties> {
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

    /// Captures a view's properties and its view controller's insets.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - screen: Its view controller, for a screen; `nil` otherwise.
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

    /// Puts back the properties in `set` as they were when captured.
    ///
    /// - Parameters:
    ///   - set: The properties to restore.
    ///   - view: The view they were captured from.
    ///   - screen: Its view controller, if it is still there.
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
