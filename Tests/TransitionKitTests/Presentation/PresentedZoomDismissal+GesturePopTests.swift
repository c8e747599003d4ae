import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A presented zoom's drag is the zoom's own gesture: the screen follows the finger and the
/// dismissal plays the presentation reversed. `interactivePop(_:)` and `.interactivePop`
/// registrations choose a navigation's gesture-driven pop, never a dismissal.
@MainActor
@Suite struct PresentedZoomDismissalGesturePopTests {
    let scene = PresentationScene()
    let ports: PresentedZoomPorts
    let dismissal: ZoomDismissalCore

    init() {
        ports = PresentedZoomPorts(scene: scene)
        dismissal = ports.dismissal()
    }

    /// Drags the shown detail away and checks the dismissal played the zoom back.
    func dragAwayPlaysTheZoom() throws {
        #expect(dismissal.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300)) == nil)
        try #require(dismissal.began())
        dismissal.changed(translation: CGPoint(x: 0, y: 211), velocity: CGPoint(x: 0, y: 300), timestamp: 1)
        let dragged = try #require(scene.host.madeAnimators.last?.decision)
        #expect(dragged.operation == .pop && dragged.style?.kind == .zoom, "the zoom, reversed")
        #expect(!dragged.playsGesturePop)
        #expect(ports.record.scene?.sourceFrame == PresentationScene.cellFrame, "lands on its cell")
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil, "dismissed")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theStylesGesturePopDoesNotReplaceTheZoom() throws {
        let cell = scene.cell
        scene.host.present(
            scene.detail, from: scene.grid,
            transition: PresentedTransition(
                .zoom.interactivePop(.crossFade),
                zoom: ZoomLookup(source: { [weak cell] in cell }, destination: { nil })))
        scene.settle()
        try dragAwayPlaysTheZoom()
    }

    @Test func anInteractivePopRegistrationDoesNotReplaceTheZoom() throws {
        let cell = scene.cell
        let zoom = PresentedTransition(
            .zoom, zoom: ZoomLookup(source: { [weak cell] in cell }, destination: { nil }))
        scene.host.navigation.vendor.registry.register(
            zoom, from: ViewControllerModel.self, to: ViewControllerModel.self)
        scene.host.navigation.vendor.registry.register(
            PresentedTransition(.crossFade), for: .interactivePop, from: ViewControllerModel.self,
            to: ViewControllerModel.self)
        scene.host.present(scene.detail, from: scene.grid, transition: nil)
        scene.settle()
        try dragAwayPlaysTheZoom()
    }
}
