import Foundation
import Testing
import TransitionKitCore
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit

/// The zoom dismissal attached to a presented zoom (issue #23), on the presentation models: the
/// real ``ZoomDismissalCoordinator`` begins the dismissal through the presentation coordinator's
/// hook with a ``PercentDrivenInteraction`` and drives the presented screen directly, as
/// `ZoomDismissalDriver` does on device.
@MainActor
@Suite struct PresentedZoomDismissalTests {
    let scene = PresentationScene()
    let ports: PresentedZoomPorts
    let dismissal = ZoomDismissalCoordinator(
        gate: DismissalGate(gestures: [.drag, .pinch], direction: .vertical), policy: .default,
        mapping: .default)

    init() {
        ports = PresentedZoomPorts(scene: scene)
        dismissal.ports = ports
    }

    private func presentZoom() {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
    }

    private func drag(to y: CGFloat, velocity: CGFloat = 300) throws {
        #expect(dismissal.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300)) == nil)
        try #require(dismissal.began())
        dismissal.changed(
            translation: CGPoint(x: 0, y: y), velocity: CGPoint(x: 0, y: velocity), timestamp: 1)
    }

    @Test func aPresentedZoomIsDraggedAway() throws {
        presentZoom()
        try drag(to: 211)
        let expected = DismissalMapping.default.screenState(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), translation: CGPoint(x: 0, y: 211),
            source: PresentationScene.cellFrame)
        #expect(abs(scene.detail.view.presentationCenter.y - (422 + expected.transform.translationY)) < 1e-9)
        #expect(scene.detail.view.presentationTransform.scaleX == expected.transform.scaleX)
        #expect(abs((ports.percent?.percentComplete ?? 0) - 0.25) < 1e-9, "observers see 211 / 844")
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        #expect(dismissal.phase == .settling(.dismiss))
        scene.settle()
        ports.arrive()
        #expect(scene.detail.presentingViewController == nil, "dismissed")
        #expect(scene.detail.view.transform2D == .identity)
        #expect(dismissal.phase == .idle)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The card is dragged back by scaling in place with rounded corners (issue #23, the card):
    /// the scene says it is a card, and the driver's card mapping (`DismissalMapping.card`:
    /// 0.85 over 200 pt, 16 pt corners, in place) drives it — not the zoom's, which follows the
    /// finger and shrinks to 0.6 over 400 pt.
    @Test func aPresentedCardIsDraggedByScalingInPlace() throws {
        let cell = scene.cell
        scene.host.present(
            scene.detail, from: scene.grid,
            transition: PresentedTransition(
                .card(cornerRadius: 16),
                zoom: ZoomLookup(source: { [weak cell] in cell }, destination: { nil }),
                hidesSource: false))
        scene.settle()
        try drag(to: 100)
        #expect(ports.record.scene?.isCard == true)
        #expect(scene.detail.view.presentationCenter == CGPoint(x: 195, y: 422), "in place")
        #expect(abs(scene.detail.view.presentationTransform.scaleX - 0.925) < 1e-12, "1 − 0.15 · 100 / 200")
        #expect(abs(scene.detail.view.cornerRadius - 8) < 1e-9, "16 · 0.075 / 0.15")
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        scene.settle()
        ports.arrive()
        #expect(scene.detail.presentingViewController == nil, "dismissed")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aShortDragRestoresAndCanBeCaughtWhileSettling() throws {
        presentZoom()
        try drag(to: 40, velocity: 0)
        dismissal.ended(translation: CGPoint(x: 0, y: 40), velocity: .zero, timestamp: 2)
        #expect(dismissal.phase == .settling(.restore))
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs, "still presented")
        try drag(to: 30, velocity: 0)
        #expect(dismissal.phase == .dragging, "caught again")
        dismissal.cancelled()
        scene.settle()
        ports.arrive()
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aVetoOrARunningPresentationStartsNothing() {
        dismissal.shouldBegin = { _ in false }
        presentZoom()
        #expect(dismissal.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300)) == .vetoed)
        dismissal.shouldBegin = nil
        scene.model.dismiss(scene.detail)
        scene.settle()
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        #expect(dismissal.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300)) == .notAZoom)
        let reports = Diagnostics.record { #expect(!dismissal.began(), "the presentation still runs") }
        #expect(!reports.isEmpty)
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aHandleEndedElsewhereEndsTheDrag() throws {
        presentZoom()
        try drag(to: 100)
        ports.handle?.cancel()
        dismissal.changed(translation: CGPoint(x: 0, y: 120), velocity: .zero, timestamp: 2)
        #expect(dismissal.phase == .idle, "nothing is driven any more")
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

/// The presented zoom's side of the dismissal on the models, one member per UIKit call of the
/// driver: asks the presentation coordinator, begins through its hook, sets the screen directly.
@MainActor
final class PresentedZoomPorts: ZoomDismissalPorts {
    let scene: PresentationScene
    let record = DismissalSceneRecord()
    /// The presented screen dragged (the scene's detail unless a test presents another).
    var presented: ViewControllerModel
    private(set) var percent: PercentDrivenTransitionModel?
    private(set) var handle: PercentDrivenInteraction<PercentDrivenTransitionModel>?
    private var completion: (@MainActor (Bool) -> Void)?

    init(scene: PresentationScene) {
        self.scene = scene
        presented = scene.detail
        _ = scene.host.coordinator.navigation.addObserver { [record] in record.observe($0) }
    }

    func topScreenIsZoom() -> Bool {
        scene.host.coordinator.dismissalPlaysZoom(of: presented)
    }

    func beginDismissal() -> (any TransitionInteraction)? {
        let percent = PercentDrivenTransitionModel(ledger: scene.ledger)
        let handle = scene.host.coordinator.beginZoomDismissal(
            of: presented, transition: percent, interaction: percent, referenceDistance: 844)
        self.percent = percent
        self.handle = handle as? PercentDrivenInteraction<PercentDrivenTransitionModel>
        return handle
    }

    func dismissalScene() -> DismissalScene? { record.scene }

    func drive(screen state: VisualState, backdropAlpha: Double) {
        let view = presented.view
        view.center = CGPoint(
            x: state.frame.midX + state.transform.translationX,
            y: state.frame.midY + state.transform.translationY)
        view.transform2D = Transform2D(
            scaleX: state.transform.scaleX, scaleY: state.transform.scaleY, translationX: 0, translationY: 0)
        view.cornerRadius = CGFloat(state.cornerRadius)
    }

    func settle(
        screen: VisualState, backdropAlpha: Double, handOff: DismissalHandOff, spring: SpringTiming,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        drive(screen: screen, backdropAlpha: backdropAlpha)
        self.completion = completion
    }

    func stopSettling() -> VisualState? {
        guard let completion else { return nil }
        self.completion = nil
        completion(false)
        return nil
    }

    /// The springs arrive.
    func arrive() {
        let completion = completion
        self.completion = nil
        completion?(true)
    }
}
