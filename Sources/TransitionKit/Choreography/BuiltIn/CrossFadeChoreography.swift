/// The cross-fade: geometry in, elements out (see ``TransitionStyle/crossFade``).
///
/// Both screens stay at their frames; the destination, drawn on top, dissolves in from alpha 0
/// to 1 over the source, which stays opaque until the transition ends (UIKit then removes it).
/// On screen that is the blend `p · destination + (1 − p) · source` and nothing else: had both
/// screens faded (the source to 0 under a destination coming in), the two would cover only
/// `p + (1 − p)²` of what is behind them — a quarter of the window's background showing through
/// at the midpoint. Symmetric, so push and pop are the same plan. Also the zoom's fallback and
/// the Reduce Motion substitute.
enum CrossFadeChoreography {
    /// The cross-fade's elements for a sanitised geometry, back to front.
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        let from = geometry.from.restingState
        let to = geometry.to.restingState
        return [
            .init(role: .fromView, from: from, to: from),
            .init(role: .toView, from: to.with(\.alpha, 0), to: to),
        ]
    }
}
