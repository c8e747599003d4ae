import Foundation
import TransitionKit
import TransitionKitGallery

extension PreviewCatalog {
    /// Styles whose swipe plays its own pop (`zoomSwipedSlide`: the Back button shrinks the photo into its
    /// cell, a swipe slides it away), decided by `TransitionDecision` on the zoom's sample phone.
    package static let gesturePopEntries = [
        gesturePopEntry(
            name: "zoomSwipedSlide", style: .zoom.interactivePop(.slide),
            summary: "A zoom whose swipe back slides; the Back button's pop shrinks it into the cell")
    ]

    /// `style.interactivePop(_:)` is the gesture-driven pop; on the zoom's sample geometry.
    static func gesturePopEntry(name: String, style: TransitionStyle, summary: String) -> Entry {
        @Sendable func scene(
            _ operation: NavigationOperation, _ layoutDirection: TransitionLayoutDirection,
            _ preferences: MotionPreferences, gestureDriven: Bool
        ) -> PreviewScene {
            let geometry = BuiltInTransition.zoom.sampleGeometry(
                operation: operation, layoutDirection: layoutDirection)
            let decision = TransitionDecision.decide(
                style: style, operation: operation, layoutDirection: layoutDirection,
                preferences: preferences, interactionIsDriving: gestureDriven)
            return PreviewScene(
                transition: name, operation: operation, layoutDirection: layoutDirection,
                plan: decision.plan(for: geometry), canvas: geometry.containerBounds, decision: decision,
                geometry: geometry)
        }
        var entry = Entry(name: name, summary: summary) { operation, layoutDirection, preferences in
            scene(operation, layoutDirection, preferences, gestureDriven: false)
        }
        entry.makeGesturePopScene = { layoutDirection, preferences in
            scene(.pop, layoutDirection, preferences, gestureDriven: true)
        }
        return entry
    }
}
