import Foundation
import TransitionKit
import TransitionKitGallery

extension PreviewCatalog {
    /// Every built-in transition (``TransitionKit/BuiltInTransition``), in its order, on its sample
    /// phone geometry: `zoom`, `crossFade`, `safeAreaMorph`, `slide`, `fade`, `toolbarCrossFade`,
    /// `toolbarMorph`, `matchedZoom`, `card`; then ``systemBars``, the cross-fade under a tab bar
    /// and a navigation bar that move with it; then the presentations (``presentationEntries``:
    /// `zoomIntoSheet`); then the transitions whose swipe back plays its own pop
    /// (``gesturePopEntries``: `zoomSwipedSlide`).
    ///
    /// Each scene's plan is what ``TransitionKit/TransitionDecision`` decides for the transition
    /// on its sample geometry (`BuiltInTransition.decision(for:preferences:)`, then the decision's
    /// plan) — the plan the UIKit animators build for that geometry — so a preview cannot drift
    /// from the device. The scene carries the decision and the geometry.
    public static let builtIn = PreviewCatalog(
        entries: BuiltInTransition.allCases.map { transition in
            Entry(name: transition.name, summary: summary(of: transition)) {
                operation, layoutDirection, preferences in
                let geometry = transition.sampleGeometry(
                    operation: operation, layoutDirection: layoutDirection)
                let decision = transition.decision(for: geometry, preferences: preferences)
                return PreviewScene(
                    transition: transition.name, operation: operation, layoutDirection: layoutDirection,
                    plan: decision.plan(for: geometry), canvas: geometry.containerBounds,
                    decision: decision, geometry: geometry)
            }
        } + [systemBars] + presentationEntries + gesturePopEntries)

    private static func summary(of transition: BuiltInTransition) -> String {
        switch transition {
        case .zoom: return "A grid cell grows into the detail screen's image (spring)"
        case .crossFade: return "The screens cross-fade in place"
        case .safeAreaMorph:
            return "A slide whose safe-area inset and toolbar glide between 44 and 96 pt"
        case .slide:
            return "The new screen slides in from the trailing edge; the old one shifts under a dimming"
        case .fade: return "The new screen fades in on top of the old one"
        case .toolbarCrossFade: return "A slide under toolbars of equal height that cross-fade"
        case .toolbarMorph: return "A safe-area morph under toolbars of different heights that morph"
        case .matchedZoom: return "A zoom by identifier; the caption and the title fly alongside"
        case .card:
            return "The opaque screen grows out of a card, clipped to a morphing rounded rect (spring)"
        }
    }
}
