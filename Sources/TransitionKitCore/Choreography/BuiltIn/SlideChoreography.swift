import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The system-like slide: in from x + W, the screen below out to x − 0.3 W under a 0.1 dimming, a 16 pt
/// shadow at the moving edge; right-to-left negates x (see Choreography internals).
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

/// The slide with the arriving screen's top inset morphing from the other screen's; the pop follows the
/// same rule rather than playing the push backwards (see Choreography internals).
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
