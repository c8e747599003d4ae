/// The cross-fade: geometry in, elements out (see ``TransitionStyle/crossFade``).
///
/// Both screens stay at their frames; the source fades from alpha 1 to 0 while the destination,
/// drawn on top, fades from 0 to 1. Symmetric, so push and pop are the same plan. Also the
/// zoom's fallback and the Reduce Motion substitute.
enum CrossFadeChoreography {
    /// The cross-fade's elements for a sanitised geometry, back to front.
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        let from = geometry.from.restingState
        let to = geometry.to.restingState
        return [
            .init(role: .fromView, from: from, to: from.with(\.alpha, 0)),
            .init(role: .toView, from: to.with(\.alpha, 0), to: to),
        ]
    }
}
