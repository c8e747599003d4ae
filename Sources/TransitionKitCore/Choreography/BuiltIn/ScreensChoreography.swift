import Foundation

/// A zoom's or card's screens playing a simpler choreography of the app's choice under the zoom's
/// flying view and matched views; timing and duration stay the zoom's (see Choreography internals).
enum ScreensChoreography {
    /// `nil` when the zoom has no usable source (the caller plays its fallback); the flying view is taken
    /// from `growing`.
    static func elements(
        _ screens: TransitionStyle.Kind, replacingScreensOf growing: [TransitionPlan.Element],
        backdrop: DismissalBackdrop, in geometry: TransitionGeometry
    ) -> [TransitionPlan.Element] {
        var elements = screenElements(screens, geometry)
        if !elements.contains(where: { $0.role == .dimming }) {
            let backdropElements = geometry.elements { push in
                BackdropChoreography.element(backdrop, in: push).map { [$0] } ?? []
            }
            elements.insert(contentsOf: backdropElements, at: min(1, elements.count))
        }
        elements.append(contentsOf: growing.filter { $0.role == .zoomSnapshot })
        return elements
    }

    private static func screenElements(_ kind: TransitionStyle.Kind, _ geometry: TransitionGeometry)
        -> [TransitionPlan.Element]
    {
        switch kind {
        case .fade: return FadeChoreography.elements(for: geometry)
        case .slide: return SlideChoreography.elements(for: geometry)
        case .safeAreaMorph: return SafeAreaMorphChoreography.elements(for: geometry)
        case .crossFade, .zoom, .card, .system, .custom: return CrossFadeChoreography.elements(for: geometry)
        }
    }
}
