import Foundation
import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The zoom: geometry in, elements out (see ``TransitionStyle/zoom``).
///
/// Push, back to front:
/// - `fromView` stays at its frame.
/// - the backdrop (`BackdropChoreography`; by default `dimming`, container bounds, black) goes
///   from alpha 0 to its strength, 0.3 by default; `.clear` has none.
/// - `toView` grows from the source frame: its start transform is the uniform scale
///   s = source width ÷ destination width plus the translation that lays the destination
///   frame's center on the source's center; it ends untransformed. Alpha 0 → 1.
/// - ``Role/zoomSnapshot`` flies from the source frame and corner radius to the destination's.
///
/// Pop is the push played backwards with sides swapped: the popped screen shrinks into the
/// source frame passed for the pop (re-queried at pop time) and fades out as the dimming clears.
///
/// ## Fallback
/// ``elements(for:)`` returns `nil` — the caller plays the cross-fade — when the source frame is
/// missing, not finite, without area, or shares no area with the container (scrolled entirely
/// off screen). A missing or unusable destination frame means the whole pushed screen.
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

    /// The pop when the source is gone (scrolled away, deleted) and the zoom asks to fly off
    /// (`TransitionStyle.MissingSource.flyOff`): the screen below stays at rest underneath; the
    /// popped screen moves along `geometry.releaseVelocity` (straight down without one, a
    /// dismissing swipe's direction) just far enough to leave the container (see `ZoomFlyOff`)
    /// and fades from alpha 1 to 0. Back to front: `toView`, `fromView`.
    ///
    /// - Parameter geometry: A sanitized pop geometry.
    /// - Returns: The two screens' elements.
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
