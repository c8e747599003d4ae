import Foundation
import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The card: geometry in, elements out (see ``TransitionStyle/card(cornerRadius:)``).
///
/// Push, back to front:
/// - `fromView` stays at its frame.
/// - the backdrop (`BackdropChoreography`; by default `dimming`, container bounds, black) goes
///   from alpha 0 to its strength, the zoom's 0.3 by default; `.clear` has none.
/// - `toView` — the opaque screen itself, not a snapshot — is clipped to a rect that morphs from
///   the source frame to the screen's frame, width and height each on their own (non-uniformly:
///   no scale, so nothing is stretched), and from the source's corner radius
///   (`TransitionGeometry.Zoom.sourceCornerRadius`, the card's radius) to 0. The clip rect is
///   the element's frame and the radius its corner radius: the plan animator sets the screen's own
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
    /// The card's elements for a sanitized geometry, or `nil` for the cross-fade fallback.
    static func elements(for geometry: TransitionGeometry, backdrop: DismissalBackdrop = .standardDimming)
        -> [TransitionPlan.Element]?
    {
        guard let source = geometry.growingSource else { return nil }
        return geometry.elements { pushElements($0, source: source, backdrop: backdrop) }
    }

    private static func pushElements(
        _ geometry: TransitionGeometry, source: CGRect, backdrop: DismissalBackdrop
    ) -> [TransitionPlan.Element] {
        let from = geometry.from.restingState
        let to = geometry.to.restingState
        let elements: [TransitionPlan.Element?] = [
            .init(role: .fromView, from: from, to: from),
            BackdropChoreography.element(backdrop, in: geometry),
            .init(
                role: .toView,
                from: to.with(\.frame, source).with(\.cornerRadius, geometry.zoom.sourceCornerRadius),
                to: to),
        ]
        return elements.compactMap { $0 }
    }
}
