import Foundation
import TransitionKit

extension PreviewCatalog {
    /// The articles' own examples, drawn for their filmstrips but not listed with the built-ins (`--list`,
    /// `--gallery`): `lift`, the screen rising from the bottom while the old one recedes and dims.
    package static let examples = PreviewCatalog(entries: [
        Entry(name: "lift", summary: "The documentation's custom plan: the new screen rises from the bottom")
        {
            operation, layoutDirection in
            let geometry = TransitionGeometry.samplePhone(
                operation: operation, layoutDirection: layoutDirection)
            let push = lift(geometry)
            return PreviewScene(
                transition: "lift", operation: operation, layoutDirection: layoutDirection,
                plan: operation == .push ? push : push.reversed(), canvas: geometry.containerBounds,
                geometry: geometry)
        }
    ])

    /// Exactly as "Writing your own transition" and "Scrub your own transitions" print it.
    package static func lift(_ geometry: TransitionGeometry) -> TransitionPlan {
        let bounds = geometry.containerBounds
        let below = bounds.offsetBy(dx: 0, dy: bounds.height)
        return TransitionPlan(
            elements: [
                .init(
                    role: .fromView,
                    from: VisualState(frame: bounds),
                    to: VisualState(frame: bounds, alpha: 0.6, transform: .scale(0.94))),
                .init(
                    role: .toView,
                    from: VisualState(frame: below, cornerRadius: 24),
                    to: VisualState(frame: bounds),
                    window: TimeWindow(start: 0.1, end: 1)),
            ],
            duration: 0.5,
            timing: .spring(SpringTiming(duration: 0.5, bounce: 0.15)))
    }
}
