import Foundation
import TransitionKit
import TransitionKitGallery

extension PreviewCatalog {
    /// `zoomIntoSheet`: the marked grid view grows into the whole presented screen, which marks nothing (as
    /// in Apple's zoom), decided by `TransitionDecision` on the sample phone.
    package static let presentationEntries = [
        Entry(
            name: "zoomIntoSheet",
            summary: "SwiftUI: a view marked with .transitionID zooms into a whole sheet (.zoom(id:))"
        ) { operation, layoutDirection, preferences in
            var geometry = TransitionGeometry.samplePhone(
                operation: operation, layoutDirection: layoutDirection)
            geometry.zoom.destinationFrame = nil
            let decision = TransitionDecision.decide(
                style: .zoom(id: TransitionGeometry.sampleZoomIdentifier), operation: operation,
                layoutDirection: layoutDirection, preferences: preferences)
            return PreviewScene(
                transition: "zoomIntoSheet", operation: operation, layoutDirection: layoutDirection,
                plan: decision.plan(for: geometry), canvas: geometry.containerBounds, decision: decision,
                geometry: geometry)
        }
    ]
}
