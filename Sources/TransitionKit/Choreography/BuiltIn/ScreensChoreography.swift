import Foundation
import TransitionKitGestures

/// A zoom's or card's screens playing a simpler choreography of the app's choice
/// (``TransitionStyle/screens(_:)``) while the zoom's flying view and the matched views fly
/// above them.
///
/// Back to front: the chosen choreography's screens (a cross-fade's, a fade's, a slide's, a
/// safe-area morph's, each as it plays on its own, push and pop), the zoom's or card's backdrop
/// right above the back screen (unless the choreography has its own dimming, as the slide), then
/// the zoom's flying view (``Role/zoomSnapshot``: the zoom view's copy or the app's flying image)
/// exactly as the zoom flies it. The card has no flying view of its own: its matched views fly.
/// Timing and duration stay the zoom's or card's.
enum ScreensChoreography {
    /// The elements, or `nil` when the zoom has no usable source (the caller plays its fallback).
    ///
    /// - Parameters:
    ///   - screens: The screens' choreography (cross-fade, fade, slide or safe-area morph).
    ///   - growing: The zoom's or card's own elements for the geometry (the flying view is taken
    ///     from them).
    ///   - backdrop: The style's backdrop.
    ///   - geometry: A sanitized geometry.
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
