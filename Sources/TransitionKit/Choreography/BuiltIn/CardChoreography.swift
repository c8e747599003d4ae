import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The card: geometry in, elements out (see ``TransitionStyle/card(cornerRadius:)``).
///
/// Push, back to front:
/// - `fromView` stays at its frame.
/// - `dimming` (container bounds, black) goes from alpha 0 to the zoom's 0.3.
/// - `toView` — the opaque screen itself, not a snapshot — is clipped to a rect that morphs from
///   the source frame to the screen's frame, width and height each on their own (non-uniformly:
///   no scale, so nothing is stretched), and from the source's corner radius
///   (`TransitionGeometry.Zoom.sourceCornerRadius`, the card's radius) to 0. The clip rect is
///   the element's frame and the radius its corner radius: the realiser sets the screen's own
///   frame and corner radius and clips to its bounds while the radius is non-zero, so the screen
///   is laid out live at every size of the morph. Alpha 1 throughout; identity transform.
///
/// Pop is the push played backwards with sides swapped (``TransitionPlan/Element/poppingPush``):
/// the dismissed screen shrinks back into the source frame re-read at dismissal time.
///
/// ## Fallback
/// As the zoom's: ``elements(for:)`` returns `nil` — the caller plays the cross-fade — when the
/// source frame is missing, not finite, without area, or shares no area with the container.
enum CardChoreography {
    /// The card's elements for a sanitised geometry, or `nil` for the cross-fade fallback.
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element]? {
        guard let source = geometry.growingSource else { return nil }
        return geometry.elements { pushElements($0, source: source) }
    }

    private static func pushElements(_ geometry: TransitionGeometry, source: CGRect) -> [TransitionPlan
        .Element]
    {
        let from = geometry.from.restingState
        let to = geometry.to.restingState
        let dimming = VisualState(frame: geometry.containerBounds, alpha: 0, backgroundColor: .black)
        return [
            .init(role: .fromView, from: from, to: from),
            .init(role: .dimming, from: dimming, to: dimming.with(\.alpha, ZoomChoreography.dimmingAlpha)),
            .init(
                role: .toView,
                from: to.with(\.frame, source).with(\.cornerRadius, geometry.zoom.sourceCornerRadius),
                to: to),
        ]
    }
}
