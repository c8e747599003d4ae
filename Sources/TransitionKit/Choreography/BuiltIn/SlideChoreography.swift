import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The system-like slide: geometry in, elements out (see ``TransitionStyle/slide``).
///
/// Push, left-to-right, container width W: the destination slides from x + W to its frame; the
/// source slides from its frame to x − 0.3 W under a black dimming going from alpha 0 to 0.1;
/// a 16 pt shadow strip rides just outside the destination's moving (leading) edge, fading in.
/// Right-to-left negates every x offset. Pop is the push played backwards with sides swapped
/// (``TransitionPlan/Element/poppingPush``): the popped screen slides out toward the trailing
/// edge on top, the screen below returns from −0.3 W as the dimming clears.
enum SlideChoreography {
    /// How far the screen underneath moves, as a fraction of the container width.
    static let parallaxFraction: CGFloat = 0.3
    /// The dimming's alpha over the covered screen.
    static let dimmingAlpha = 0.1
    /// The shadow strip's width in points.
    static let shadowWidth: CGFloat = 16
    /// The shadow's color at the moving edge; the plan animator fades it to clear outward.
    static let shadowColor = RGBA.black.withAlpha(0.25)

    /// The slide's elements for a sanitized geometry, back to front.
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        geometry.elements(playingPush: pushElements)
    }

    private static func pushElements(_ geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        let width = geometry.containerBounds.width
        let sign = CGFloat(geometry.layoutDirection.leadingToTrailingSign)
        let from = geometry.from.restingState
        let to = geometry.to.restingState
        let toFrame = geometry.to.frame
        let shadowEnd = CGRect(
            x: sign > 0 ? toFrame.minX - shadowWidth : toFrame.maxX, y: toFrame.minY,
            width: shadowWidth, height: toFrame.height)
        let shadow = VisualState(frame: shadowEnd, backgroundColor: shadowColor)
        let dimming = VisualState(frame: geometry.containerBounds, alpha: 0, backgroundColor: .black)
        return [
            .init(
                role: .fromView, from: from,
                to: from.with(
                    \.frame, geometry.from.frame.offsetBy(dx: -sign * parallaxFraction * width, dy: 0))),
            .init(role: .dimming, from: dimming, to: dimming.with(\.alpha, dimmingAlpha)),
            .init(
                role: .shadow,
                from: shadow.with(\.frame, shadowEnd.offsetBy(dx: sign * width, dy: 0)).with(\.alpha, 0),
                to: shadow),
            .init(role: .toView, from: to.with(\.frame, toFrame.offsetBy(dx: sign * width, dy: 0)), to: to),
        ]
    }
}

/// The safe-area morph: geometry in, elements out (see ``TransitionStyle/safeAreaMorph``).
///
/// The slide's elements, with the destination's additional safe-area insets animated: its top
/// inset goes from the *source's* top inset to its own; left, bottom and right stay its own.
/// The source's insets are left alone (`nil`).
///
/// ## Pop
/// The same rule applies to a pop, deliberately *not* the push played backwards: the screen
/// below (the destination) starts at the popped screen's top inset and glides back to its own,
/// so its content lines up with the popped screen's under the morphing toolbar. On cancel the
/// plan animator must restore the destination's own insets (the plan's start state is a transition
/// state, not the screen's resting one).
///
/// Toolbar height morph elements are added by `ToolbarTransition.heightMorph`, which
/// `TransitionStyle.plan(for:)` applies to this kind by default.
enum SafeAreaMorphChoreography {
    /// The morph's elements for a sanitized geometry, back to front.
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        var elements = SlideChoreography.elements(for: geometry)
        let own = geometry.to.additionalSafeAreaInsets
        var start = own
        start.top = geometry.from.additionalSafeAreaInsets.top
        for index in elements.indices where elements[index].role == .toView {
            elements[index].from.additionalSafeAreaInsets = start
            elements[index].to.additionalSafeAreaInsets = own
        }
        return elements
    }
}
