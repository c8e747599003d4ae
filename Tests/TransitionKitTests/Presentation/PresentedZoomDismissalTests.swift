import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The zoom dismissal attached to a presented zoom, on the presentation models: the
/// real ``ZoomDismissalCore`` begins the dismissal through the presentation coordinator's
/// hook with a ``PercentDrivenInteraction`` and drives the presented screen directly, as
/// `ZoomDismissalDriver` does on device.
@MainActor
@Suite struct PresentedZoomDismissalTests {
    let scene = PresentationScene()
    let ports: PresentedZoomPorts
    let dismissal: ZoomDismissalCore

    init() {
        ports = PresentedZoomPorts(scene: scene)
        dismissal = ports.dismissal()
    }

    private func presentZoom() {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
    }

    /// Begins a drag and moves it to `y`.
    func drag(to y: CGFloat, velocity: CGFloat = 300) throws {
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
        let dragged = try #require(ports.drivenView, "the presentation controller's presented view")
        #expect(abs(dragged.presentationCenter.y - (422 + expected.transform.translationY)) < 1e-9)
        #expect(dragged.presentationTransform.scaleX == expected.transform.scaleX)
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

    /// The app's `.fullScreen`, played by the library: the presenter's view left the window
    /// once presented; a drag brings it back under the dragged screen as the dismissal's `to`
    /// view, the zoom measures its source cell there, and the presenter is in the window at the
    /// end, its appearance callbacks paired.
    @Test func aFullScreenZoomIsDraggedBackOntoItsSource() throws {
        scene.detail.modalPresentationStyle = .fullScreen
        presentZoom()
        #expect(!scene.tabs.view.isInWindow)
        try drag(to: 211)
        #expect(scene.tabs.view.isInWindow, "under the dragged screen")
        #expect(ports.record.scene?.sourceFrame == PresentationScene.cellFrame)
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil, "dismissed")
        #expect(scene.tabs.view.superview === scene.window)
        #expect(scene.tabs.appearance == [.willDisappear, .didDisappear, .willAppear, .didAppear])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The card is dragged back by scaling in place with rounded corners (the card):
    /// the scene says it is a card, and the driver's card mapping (`DismissalMapping.card`:
    /// 0.85 over 200 pt, 16 pt corners, in place) drives it — not the zoom's, which follows the
    /// finger and shrinks to 0.6 over 400 pt.
    @Test func aPresentedCardIsDraggedByScalingInPlace() throws {
        scene.present(.card(cornerRadius: 24))
        try drag(to: 100)
        #expect(ports.record.scene?.isCard == true)
        #expect(ports.record.scene?.cardCornerRadius == 24, "the card's own radius, from its style")
        let dragged = try #require(ports.drivenView)
        #expect(dragged.presentationCenter == CGPoint(x: 195, y: 422), "in place")
        #expect(abs(dragged.presentationTransform.scaleX - 0.925) < 1e-12, "1 − 0.15 · 100 / 200")
        #expect(abs(dragged.cornerRadius - 12) < 1e-9, "the card's 24 · 0.075 / 0.15")
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        let source = try #require(ports.record.scene?.sourceFrame)
        #expect(dragged.bounds.size == source.size, "settles onto the card's frame, unscaled")
        #expect(dragged.presentationCenter == CGPoint(x: source.midX, y: source.midY))
        #expect(dragged.presentationTransform.scaleX == 1)
        #expect(dragged.cornerRadius == 24, "the card's own radius")
        scene.settle()
        ports.arrive()
        #expect(scene.detail.presentingViewController == nil, "dismissed")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A card mapping the app set is played as set: its own radius, not the card's.
    @Test func aCardMappingTheAppSetKeepsItsRadius() throws {
        dismissal.cardMapping = DismissalMapping(
            minimumScale: 0.85, distance: 200, cornerRadius: 40, followsFinger: false)
        scene.present(.card(cornerRadius: 24))
        try drag(to: 100)
        let dragged = try #require(ports.drivenView)
        #expect(abs(dragged.cornerRadius - 20) < 1e-9, "the app's 40 · 0.075 / 0.15")
    }

    /// UIKit's transition ends when the settling springs end, not before: its own animator (the
    /// rest of the dismissal) may finish first, but the screen the springs still move must not be
    /// removed (or restored) under them; `completeTransition` comes once, after the arrival.
    @Test func theDismissalCompletesOnlyWhenTheSettleEnds() throws {
        presentZoom()
        try drag(to: 211)
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs, "still up while the springs fly")
        #expect(scene.detail.view.superview != nil, "the settling screen stays in the hierarchy")
        #expect(ports.drivenView?.presentationTransform.scaleX ?? 1 < 1, "nothing restored under the springs")
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil, "dismissed once the springs arrived")
        #expect(scene.detail.view.transform2D == .identity)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aRestoreCompletesOnlyWhenTheSettleEnds() throws {
        presentZoom()
        try drag(to: 40, velocity: 0)
        dismissal.ended(translation: CGPoint(x: 0, y: 40), velocity: .zero, timestamp: 2)
        scene.settle()
        #expect(ports.percent?.context?.isComplete == false, "UIKit's transition waits for the springs")
        ports.arrive()
        scene.settle()
        #expect(ports.percent?.context?.isComplete == true, "cancelled once the springs arrived")
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(scene.detail.view.cornerRadius == 0)
        #expect(!scene.detail.view.clipsToBounds, "the clipping the drag set is put back")
        #expect(dismissal.began(), "a presented zoom can be dragged again")
        dismissal.cancelled()
        ports.arrive()
        scene.settle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The rest of the dismissal is let go at the finger's speed: a spring (the hand-off
    /// constants) starting at the drag's progress velocity relative to the progress left.
    @Test func theReleaseHandsTheFingersVelocityToUIKit() throws {
        presentZoom()
        try drag(to: 211)
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        let percent = try #require(ports.percent)
        #expect(percent.timingCurve == .spring(.handOff))
        // Progress 260 / 844 at 900 / 844 per second: 900 / 584 of the remaining 584 / 844.
        #expect(abs(percent.timingVelocity.dx - 900.0 / 584.0) < 1e-9)
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Caught while UIKit's transition still runs: the same transition is paused and driven again
    /// (no second dismissal), and it completes once, after the second settle.
    @Test func aSettlingDismissalIsCaughtAndDrivenAgain() throws {
        presentZoom()
        try drag(to: 40, velocity: 0)
        dismissal.ended(translation: CGPoint(x: 0, y: 40), velocity: .zero, timestamp: 2)
        let first = try #require(ports.percent)
        scene.clock.advance(by: 0.01)
        #expect(first.context?.isComplete == false)
        #expect(dismissal.refusal(for: .drag, touches: 1) == nil, "a settling screen can be caught")
        try #require(dismissal.began())
        #expect(ports.percent === first, "the running dismissal is caught, not a new one begun")
        dismissal.changed(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 900), timestamp: 2.1)
        #expect(abs(Double(first.percentComplete) - 300.0 / 844.0) < 1e-9, "driven forward again")
        dismissal.ended(translation: CGPoint(x: 0, y: 320), velocity: CGPoint(x: 0, y: 900), timestamp: 2.2)
        #expect(dismissal.phase == .settling(.dismiss))
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs, "held until the springs arrive")
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(first.context?.isComplete == true)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A leaving screen whose transition's own animator already ended cannot be caught: the touch
    /// is ignored and the screen leaves when its springs arrive.
    @Test func aLeavingScreenPastItsAnimatorIsNotCaught() throws {
        let reports = try Diagnostics.record {
            presentZoom()
            try drag(to: 211)
            dismissal.ended(
                translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
            scene.settle()
            #expect(
                scene.host.madeAnimators.last?.object?.awaitsSettle == true,
                "its animator ended, its end waits")
            #expect(!dismissal.began())
            #expect(dismissal.phase == .settling(.dismiss), "still settling")
            ports.arrive()
            scene.settle()
            #expect(scene.host.madeAnimators.last?.object?.awaitsSettle != true)
            #expect(scene.detail.presentingViewController == nil)
            #expect(dismissal.phase == .idle)
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        #expect(reports.map(\.description) == ["[dismissal] a leaving screen can no longer be caught"])
    }

    /// A presented zoom with `.fliesOffWhenSourceIsMissing()` whose source is gone at the
    /// dismissal: a flick sends the screen on along the finger's velocity, faded; it
    /// leaves untransformed and opaque for a later presentation.
    @Test func aFlickWithoutASourceFliesOff() throws {
        let source = SourceBox(scene.cell)
        var transition = scene.zoom(source: { source.view })
        transition.style.zoomEnds.whenSourceIsMissing = .flyOff
        scene.host.present(scene.detail, from: scene.grid, transition: transition)
        scene.settle()
        source.view = nil
        try drag(to: 100, velocity: 800)
        dismissal.ended(
            translation: CGPoint(x: -60, y: 80), velocity: CGPoint(x: -600, y: 800), timestamp: 1.1)
        #expect(dismissal.phase == .settling(.dismiss))
        #expect(dismissal.scene?.fliesOffWithoutSource == true)
        #expect(dismissal.scene?.sourceFrame == nil)
        let view = try #require(ports.drivenView)
        #expect(view.alpha == 0, "faded")
        let moved = (x: view.center.x - 195, y: view.center.y - 422)
        #expect(moved.x < -60 && moved.y > 80, "on along the flick")
        #expect(abs(Double((moved.x + 60) / (moved.y - 80)) - (-0.75)) < 1e-9, "direction (−0.6, 0.8)")
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(view.alpha == 1)
        #expect(view.transform2D == .identity)
        #expect(scene.detail.view.alpha == 1 && scene.detail.view.transform2D == .identity)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Observers of a dragged dismissal: `.willBegin` (interactive, a presentation's `.pop`), an
    /// alongside animation that follows the drag, the transition coordinator's interaction change
    /// at the moment the finger lifts, and `.didEnd` only after the springs arrived.
    @Test func observersSeeTheDragTheLiftAndTheEnd() throws {
        presentZoom()
        let badge = ViewModel("badge", ledger: scene.ledger)
        scene.window.addSubview(badge)
        var heard: [String] = []
        _ = scene.host.navigation.announcer.addObserver { announcement in
            heard.append(
                "\(announcement.phase) \(announcement.operation) interactive \(announcement.isInteractive)")
            guard announcement.phase == .willBegin else { return }
            announcement.alongside?(.full) { badge.alpha = 0 }
        }
        try drag(to: 211)
        #expect(heard == ["willBegin pop interactive true"])
        #expect(abs(Double(badge.presentationAlpha) - 0.75) < 1e-9, "alongside follows the drag: 211 / 844")
        dismissal.changed(
            translation: CGPoint(x: 0, y: 422), velocity: CGPoint(x: 0, y: 300), timestamp: 1.05)
        #expect(abs(Double(badge.presentationAlpha) - 0.5) < 1e-9, "and keeps following it")
        let coordinator = try #require(scene.detail.activeTransitionCoordinator)
        var lifted: [Bool] = []
        coordinator.notifyWhenInteractionChanges { lifted.append($0.isInteractive) }
        dismissal.ended(translation: CGPoint(x: 0, y: 430), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        #expect(lifted == [false], "the transition coordinator tells the lift at the release")
        scene.settle()
        #expect(!heard.contains { $0.hasPrefix("didEnd") }, "not ended while the springs fly")
        ports.arrive()
        scene.settle()
        #expect(heard == ["willBegin pop interactive true", "didEnd pop interactive true"])
        #expect(badge.alpha == 0)
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

    /// The driver side released mid-drag (its ports gone: the driver dropped with the presented
    /// screen's attachment): the drag ends and the dismissal it started is cancelled — never left
    /// interactive, half-dismissed — and the screen is put back as it was.
    @Test func thePortsReleasedMidDragCancelTheDismissal() throws {
        let reports = try Diagnostics.record {
            presentZoom()
            var ports: PresentedZoomPorts? = PresentedZoomPorts(scene: scene)
            dismissal.ports = ports
            try drag(to: 211)
            let percent = try #require(ports?.percent)
            ports = nil
            dismissal.changed(translation: CGPoint(x: 0, y: 260), velocity: .zero, timestamp: 2)
            #expect(dismissal.phase == .idle)
            scene.settle()
            #expect(percent.context?.isComplete == true, "not left interactive")
            #expect(percent.context?.transitionWasCancelled == true)
            #expect(scene.detail.presentingViewController === scene.tabs, "still presented, whole")
            #expect(scene.detail.view.transform2D == .identity)
            #expect(scene.detail.view.center == CGPoint(x: 195, y: 422))
            #expect(!scene.detail.view.clipsToBounds)
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        #expect(
            reports.map(\.description) == [
                "[dismissal] the zoomed screen or its transition went away mid-drag; drag ended"
            ])
    }

    @Test func aHandleEndedElsewhereEndsTheDrag() throws {
        let reports = try Diagnostics.record {
            presentZoom()
            try drag(to: 100)
            ports.handle?.cancel()
            dismissal.changed(translation: CGPoint(x: 0, y: 120), velocity: .zero, timestamp: 2)
            #expect(dismissal.phase == .idle, "nothing is driven any more")
            scene.settle()
            #expect(scene.detail.presentingViewController === scene.tabs)
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        #expect(
            reports.map(\.description) == [
                "[dismissal] the zoomed screen or its transition went away mid-drag; drag ended"
            ])
    }
}

/// The presented zoom's side of the dismissal on the models, one member per UIKit call of the
/// driver: asks the presentation coordinator, begins through its hook, then sets the view the
/// coordinator says the dismissal drives (the transition context's `.from` view: the
/// presentation controller's wrapper) directly.
@MainActor
final class PresentedZoomPorts: ZoomDismissalHost {
    /// A zoom dismissal core asking these ports (held weakly by it: keep the ports), dragged
    /// vertically, with the default release policy.
    func dismissal(
        gestures: Set<DismissalGesture> = [.drag, .pinch], mapping: DismissalMapping = .default
    ) -> ZoomDismissalCore {
        let dismissal = ZoomDismissalCore(
            gate: DismissalGate(gestures: gestures, direction: .vertical), policy: .default, mapping: mapping)
        dismissal.ports = self
        return dismissal
    }

    let scene: PresentationScene
    let record = DismissalSceneRecord()
    /// The presented screen dragged (the scene's detail unless a test presents another).
    var presented: ViewControllerModel
    private(set) var percent: PercentDrivenTransitionModel?
    private(set) var handle: PercentDrivenInteraction<PercentDrivenTransitionModel>?
    /// The view the dismissal drives, read once it began.
    private(set) weak var drivenView: ViewModel?
    private var completion: (@MainActor (Bool) -> Void)?

    init(scene: PresentationScene) {
        self.scene = scene
        presented = scene.detail
        _ = scene.host.coordinator.navigation.announcer.addObserver { [record] in record.observe($0) }
    }

    func topScreenIsZoom() -> Bool {
        scene.host.coordinator.dismissalPlaysZoom(of: presented)
    }

    func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)? {
        let percent = PercentDrivenTransitionModel(ledger: scene.ledger)
        let handle = scene.host.coordinator.beginZoomDismissal(
            of: presented, transition: percent, interaction: percent, referenceDistance: 844,
            holding: hold)
        if self.percent?.context?.isComplete != false { self.percent = percent }
        self.handle = handle as? PercentDrivenInteraction<PercentDrivenTransitionModel>
        drivenView = scene.host.coordinator.zoomDismissalView(of: presented)
        return handle
    }

    func dismissalScene() -> DismissalScene? { record.scene }

    func drive(screen state: VisualState, backdropAlpha: Double) {
        guard let view = drivenView else { return }
        view.bounds.size = state.frame.size
        view.center = CGPoint(
            x: state.frame.midX + state.transform.translationX,
            y: state.frame.midY + state.transform.translationY)
        view.transform2D = Transform2D(
            scaleX: state.transform.scaleX, scaleY: state.transform.scaleY, translationX: 0, translationY: 0)
        view.cornerRadius = CGFloat(state.cornerRadius)
        view.alpha = CGFloat(state.alpha)
        view.clipsToBounds = true
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

    func removeBackdrop() {}

    /// The springs arrive.
    func arrive() {
        let completion = completion
        self.completion = nil
        completion?(true)
    }
}
