/// The fade: geometry in, elements out (see ``TransitionStyle/fade``).
///
/// The source stays at its frame, fully opaque; the destination, drawn on top, fades from
/// alpha 0 to 1. Push and pop are the same plan: the screen being shown always arrives on top,
/// so a pop fades the screen below back in over the popped one.
enum FadeChoreography {
    /// The fade's elements for a sanitised geometry, back to front.
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        let from = geometry.from.restingState
        let to = geometry.to.restingState
        return [
            .init(role: .fromView, from: from, to: from),
            .init(role: .toView, from: to.with(\.alpha, 0), to: to),
        ]
    }
}
