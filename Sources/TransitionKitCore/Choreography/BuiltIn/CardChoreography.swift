import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The card: the opaque screen itself, clipped to a rect morphing from the source frame, laid out live
/// at every size; `nil` (cross-fade) without a usable source (see Choreography internals).
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
