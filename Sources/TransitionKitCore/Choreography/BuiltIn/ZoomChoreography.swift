import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The zoom: the arriving screen grows from the source frame by a uniform scale while a snapshot flies;
/// `nil` (cross-fade) without a usable source (see Choreography internals).
enum ZoomChoreography {
    /// The zoom's elements for a sanitized geometry, or `nil` for the cross-fade fallback.
    static func elements(for geometry: TransitionGeometry, backdrop: DismissalBackdrop = .standardDimming)
        -> [TransitionPlan.Element]?
    {
        guard let source = geometry.growingSource else { return nil }
        return geometry.elements { pushElements($0, source: source, backdrop: backdrop) }
    }

    private static func pushElements(
        _ geometry: TransitionGeometry, source: CGRect, backdrop: DismissalBackdrop
    )
        -> [TransitionPlan.Element]
    {
        let zoom = geometry.zoom
        let destination = zoom.destinationFrame ?? geometry.to.frame
        let from = geometry.from.restingState
        let to = geometry.to.restingState
        let elements: [TransitionPlan.Element?] = [
            .init(role: .fromView, from: from, to: from),
            BackdropChoreography.element(backdrop, in: geometry),
            .init(
                role: .toView,
                from: to.with(\.alpha, 0).with(
                    \.transform, grow(geometry.to.frame, from: source, destination: destination)),
                to: to),
            .init(
                role: .zoomSnapshot,
                from: VisualState(frame: source, cornerRadius: zoom.sourceCornerRadius),
                // Without a destination view the snapshot (of the source) has nothing to land on:
                // it fades into the growing screen instead of covering it, stretched, to the end.
                to: VisualState(
                    frame: destination, alpha: zoom.destinationFrame == nil ? 0 : 1,
                    cornerRadius: zoom.destinationCornerRadius)),
        ]
        return elements.compactMap { $0 }
    }

    /// The pop when the source is gone: the popped screen moves along the release velocity (down without
    /// one) just far enough to leave the container, fading out; the screen below stays at rest.
    static func flyOffElements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        let below = geometry.to.restingState
        let popped = geometry.from.restingState
        let away = ZoomFlyOff(velocity: geometry.releaseVelocity)
            .translation(moving: geometry.from.frame, outOf: geometry.containerBounds)
        return [
            .init(role: .toView, from: below, to: below),
            .init(role: .fromView, from: popped, to: popped.with(\.alpha, 0).with(\.transform, away)),
        ]
    }

    /// The transform (about `frame`'s center) that shows `destination`, a rect inside `frame`,
    /// at the size and center of `source`.
    static func grow(_ frame: CGRect, from source: CGRect, destination: CGRect) -> Transform2D {
        let scale = Double(source.width / destination.width)
        let centerX = Double(frame.midX)
        let centerY = Double(frame.midY)
        return Transform2D(
            scaleX: scale, scaleY: scale,
            translationX: Double(source.midX) - centerX - scale * (Double(destination.midX) - centerX),
            translationY: Double(source.midY) - centerY - scale * (Double(destination.midY) - centerY))
    }
}
