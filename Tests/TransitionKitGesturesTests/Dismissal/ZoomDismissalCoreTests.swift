import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The zoom dismissal's orchestration on the contract models: the pop of a pushed
/// zoom, started and caught through the real interaction handle.
@MainActor
@Suite struct ZoomDismissalCoreTests {
    /// What the coordinator reports when the drag's screen or transition goes away under it.
    static let wentAway = "[dismissal] the zoomed screen or its transition went away mid-drag; drag ended"

    let ports = ZoomDismissalHostModel()
    let coordinator = ZoomDismissalCore(
        gate: DismissalGate(gestures: [.drag, .pinch, .edge], direction: .vertical), policy: .default,
        mapping: .default)

    init() {
        coordinator.ports = ports
    }

    private func beginDrag() throws {
        #expect(coordinator.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300)) == nil)
        try #require(coordinator.began())
    }

    @Test func theScreenIsDrivenDirectlyAndTheHandleHearsTheDrag() throws {
        try beginDrag()
        coordinator.changed(translation: CGPoint(x: 0, y: 211), velocity: CGPoint(x: 0, y: 300), timestamp: 1)
        let bounds = ports.scene.navigation.view.bounds
        let expected = DismissalMapping.default.screenState(
            frame: bounds, translation: CGPoint(x: 0, y: 211), source: ports.sourceFrame)
        #expect(ports.driven.last?.screen == expected)
        let scale = DismissalMapping.default.scale(translation: CGPoint(x: 0, y: 211))
        #expect(
            ports.driven.last?.backdropAlpha
                == DismissalBackdrop.dimming(0.3).alpha(at: 1 - (1 - scale) / 0.4))
        #expect(abs((ports.scene.onScreenProgress ?? -1) - 0.25) < 1e-9, "observers see 211 / 844")
        #expect(coordinator.phase == .dragging)
        #expect(ports.calls == ["isZoom", "begin", "measure", "drive"])
        coordinator.cancelled()
        ports.scene.clock.runUntilIdle()
        ports.arrive()
    }

    @Test func aFlickDownDismissesOntoTheSourceWithPerAxisSprings() throws {
        try beginDrag()
        coordinator.changed(translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 500), timestamp: 1)
        coordinator.ended(
            translation: CGPoint(x: 0, y: 220), velocity: CGPoint(x: 120, y: 900), timestamp: 1.1)
        #expect(coordinator.phase == .settling(.dismiss))
        let settlement = try #require(ports.settlement)
        // The source (20, 100, 130, 130): center (85, 165); the screen's (195, 422); width 130 / 390.
        #expect(settlement.screen.transform.translationX == -110)
        #expect(settlement.screen.transform.translationY == -257)
        #expect(settlement.screen.transform.scaleX == 1.0 / 3)
        #expect(settlement.backdropAlpha == 0)
        #expect(settlement.handOff.position.dx == 120.0 / (-110 - 0))
        #expect(settlement.handOff.position.dy == 900.0 / (-257 - 220))
        #expect(settlement.spring == .handOff)
        #expect(ports.scene.coordinator.machine.lastDecision?.outcome == .finish, "the policy's outcome")
        ports.scene.clock.runUntilIdle()
        ports.arrive()
        #expect(coordinator.phase == .idle)
        #expect(ports.scene.navigation.viewControllers.count == 1)
        #expect(ports.scene.ledger.violations.isEmpty, "\(ports.scene.ledger)")
    }

    /// A card's scene takes the card mapping (in place), and a policy with a commit threshold
    /// dismisses it while the finger is still down — onto its source's frame, with corners at 16 pt.
    @Test func aCardScalesInPlaceAndCommitsWhileDragging() throws {
        ports.isCard = true
        coordinator.policy = DismissalPolicy(commitThreshold: .distance(100))
        try beginDrag()
        coordinator.changed(translation: CGPoint(x: 30, y: 40), velocity: CGPoint(x: 0, y: 300), timestamp: 1)
        let bounds = ports.scene.navigation.view.bounds
        let screen = try #require(ports.driven.last?.screen)
        #expect(screen.transform.translationX == 0 && screen.transform.translationY == 0, "in place")
        #expect(abs(screen.transform.scaleX - 0.9625) < 1e-12, "1 − 0.15 · 50 / 200")
        #expect(abs(screen.cornerRadius - 4) < 1e-9, "16 · 0.25")
        #expect(coordinator.dragMapping == .card)
        #expect(coordinator.phase == .dragging, "50 pt: below the commit threshold")
        coordinator.changed(
            translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 300), timestamp: 1.1)
        #expect(coordinator.phase == .settling(.dismiss), "100 pt: committed with the finger down")
        let settlement = try #require(ports.settlement)
        #expect(
            settlement.screen.frame.size == CGSize(width: 130, height: 130), "the source's size, unscaled")
        #expect(settlement.screen.transform.scaleX == 1 && settlement.screen.transform.scaleY == 1)
        let source = try #require(ports.sourceFrame)
        #expect(settlement.screen.frame.midX == bounds.midX && settlement.screen.frame.midY == bounds.midY)
        #expect(
            settlement.screen.transform.translationX == source.midX - bounds.midX
                && settlement.screen.transform.translationY == source.midY - bounds.midY,
            "its center moved onto the source's")
        #expect(settlement.screen.cornerRadius == 16)
        #expect(
            settlement.handOff.position == RelativeVelocity(dx: 0, dy: 0), "in place: the center was at rest")
        ports.scene.clock.runUntilIdle()
        ports.arrive()
        #expect(ports.scene.navigation.viewControllers.count == 1)
        #expect(ports.scene.ledger.violations.isEmpty, "\(ports.scene.ledger)")
    }

    @Test func aShortSlowDragRestores() throws {
        try beginDrag()
        coordinator.ended(translation: CGPoint(x: 10, y: 40), velocity: CGPoint(x: 0, y: 50), timestamp: 1)
        #expect(coordinator.phase == .settling(.restore))
        let settlement = try #require(ports.settlement)
        #expect(settlement.screen == VisualState(frame: ports.scene.navigation.view.bounds))
        #expect(settlement.backdropAlpha == 0.3)
        #expect(settlement.handOff.position.dy == 50.0 / -40)
        ports.scene.clock.runUntilIdle()
        #expect(ports.scene.navigation.viewControllers.count == 2)
        #expect(ports.scene.ledger.violations.isEmpty, "\(ports.scene.ledger)")
    }

    @Test func theVetoIsAskedLastAndBeforeAnythingIsMeasured() {
        var asked: [DismissalStart] = []
        coordinator.shouldBegin = { start in
            asked.append(start)
            return start.translation.y > 0
        }
        #expect(coordinator.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 300, y: 0)) == .direction)
        #expect(asked.isEmpty, "numbers refuse first")
        ports.isZoom = false
        #expect(coordinator.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300)) == .notAZoom)
        #expect(asked.isEmpty, "a screen that is not a zoom is refused before the veto")
        ports.isZoom = true
        #expect(
            coordinator.refusal(
                for: .drag, touches: 1, translation: CGPoint(x: 0, y: -8), velocity: CGPoint(x: 0, y: -300))
                == .vetoed)
        #expect(asked == [DismissalStart(gesture: .drag, translation: CGPoint(x: 0, y: -8))])
        #expect(!ports.calls.contains("begin") && !ports.calls.contains("measure"))
    }

    @Test func theSettlingScreenCanBeCaughtAgain() throws {
        try beginDrag()
        coordinator.ended(translation: CGPoint(x: 0, y: 30), velocity: .zero, timestamp: 1)
        #expect(coordinator.phase == .settling(.restore))
        ports.scene.clock.advance(by: 0.05)
        ports.onScreen = VisualState(
            frame: ports.scene.navigation.view.bounds,
            transform: Transform2D(scaleX: 0.9, scaleY: 0.9, translationY: 20))
        #expect(
            coordinator.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 300, y: 0)) == nil,
            "any drag catches")
        try #require(coordinator.began())
        #expect(coordinator.tracker.translation == CGPoint(x: 0, y: 20))
        let mapped = DismissalMapping.default.scale(translation: CGPoint(x: 0, y: 20))
        #expect(abs(coordinator.tracker.scale * mapped - 0.9) < 1e-12, "no jump")
        coordinator.changed(translation: CGPoint(x: 0, y: 10), velocity: .zero, timestamp: 2)
        #expect(coordinator.tracker.translation == CGPoint(x: 0, y: 30))
        ports.arrive()
        #expect(coordinator.phase == .dragging, "the stopped springs' completion changes nothing")
        coordinator.cancelled()
        ports.scene.clock.runUntilIdle()
        #expect(ports.scene.navigation.viewControllers.count == 2)
        #expect(ports.scene.ledger.violations.isEmpty, "\(ports.scene.ledger)")
    }

    /// A restore whose own animator already ended is caught (its transition ends, cancelled) and
    /// the new dismissal is refused: the screen settles back to rest from where the springs were
    /// stopped, the backdrop goes when it arrives, and a touch meanwhile starts a new dismissal.
    @Test func aRefusedCatchSettlesTheScreenBackAndTheBackdropGoes() throws {
        let reports = try Diagnostics.record {
            try beginDrag()
            coordinator.ended(translation: CGPoint(x: 0, y: 30), velocity: .zero, timestamp: 1)
            ports.scene.clock.runUntilIdle()
            let first = try #require(ports.hold)
            let bounds = ports.scene.navigation.view.bounds
            ports.onScreen = VisualState(
                frame: bounds, transform: Transform2D(scaleX: 0.9, scaleY: 0.9, translationY: 20))
            ports.refusedBegins = 2
            #expect(!coordinator.began())
            #expect(first.isReleased, "the caught restore ended")
            #expect(Array(ports.calls.suffix(4)) == ["begin", "stop", "begin", "settle"])
            #expect(ports.settlement?.screen == VisualState(frame: bounds), "back to rest, not left mid-way")
            #expect(
                ports.settlement?.backdropAlpha
                    == coordinator.backdrop.alpha(at: coordinator.dragMapping.backdropFraction(scale: 1)))
            #expect(coordinator.phase == .settling(.restore))
            ports.arrive()
            #expect(ports.calls.last == "removeBackdrop")
            #expect(coordinator.phase == .idle)

            try beginDrag()
            coordinator.ended(translation: CGPoint(x: 0, y: 30), velocity: .zero, timestamp: 2)
            ports.scene.clock.runUntilIdle()
            ports.refusedBegins = 2
            #expect(!coordinator.began())
            ports.refusedBegins = 0
            #expect(coordinator.refusal(for: .drag, touches: 1) == nil, "the settling screen can be caught")
            try #require(coordinator.began())
            #expect(coordinator.tracker.translation == CGPoint(x: 0, y: 20), "from where it was stopped")
            let hold = try #require(ports.hold)
            coordinator.cancelled()
            ports.scene.clock.runUntilIdle()
            ports.arrive()
            #expect(hold.isReleased, "the new dismissal's hold is released on arrival")
            #expect(ports.calls.last == "removeBackdrop")
            #expect(ports.scene.navigation.viewControllers.count == 2)
            #expect(ports.scene.ledger.violations.isEmpty, "\(ports.scene.ledger)")
        }
        #expect(
            reports.map(\.description)
                == Array(
                    repeating:
                        "[dismissal] began: the caught screen's new dismissal could not start (another transition runs); no dismissal",
                    count: 2))
    }

    @Test func aCommitThresholdDismissesWhileDragging() throws {
        coordinator.policy = DismissalPolicy(commitThreshold: .distance(100))
        try beginDrag()
        coordinator.changed(translation: CGPoint(x: 0, y: 99), velocity: .zero, timestamp: 1)
        #expect(coordinator.phase == .dragging)
        coordinator.changed(translation: CGPoint(x: 0, y: 101), velocity: .zero, timestamp: 1.1)
        #expect(coordinator.phase == .settling(.dismiss))
        coordinator.ended(translation: CGPoint(x: 0, y: 0), velocity: .zero, timestamp: 1.2)
        #expect(coordinator.phase == .settling(.dismiss), "the lift changes nothing")
        ports.scene.clock.runUntilIdle()
        #expect(ports.scene.navigation.viewControllers.count == 1)
    }

    @Test func theRecognizersStatesMapToTheSteps() throws {
        #expect(coordinator.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300)) == nil)
        coordinator.handle(.possible, translation: .zero, velocity: .zero, timestamp: 0)
        #expect(coordinator.phase == .idle)
        coordinator.handle(.began, translation: .zero, velocity: .zero, timestamp: 0)
        #expect(coordinator.phase == .dragging)
        coordinator.handle(.changed, translation: CGPoint(x: 0, y: 50), velocity: .zero, timestamp: 0.1)
        #expect(coordinator.tracker.translation == CGPoint(x: 0, y: 50))
        coordinator.handle(.failed, translation: .zero, velocity: .zero, timestamp: 0.2)
        #expect(coordinator.phase == .settling(.restore))
        ports.scene.clock.runUntilIdle()
        ports.arrive()
        #expect(coordinator.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300)) == nil)
        coordinator.handle(.began, translation: .zero, velocity: .zero, timestamp: 1)
        coordinator.handle(.ended, translation: CGPoint(x: 0, y: 300), velocity: .zero, timestamp: 1.1)
        #expect(coordinator.phase == .settling(.dismiss))
        ports.scene.clock.runUntilIdle()
        #expect(ports.scene.navigation.viewControllers.count == 1)
        #expect(ports.scene.ledger.violations.isEmpty, "\(ports.scene.ledger)")
    }

    @Test func aPinchReleasedSmallDismisses() throws {
        #expect(coordinator.refusal(for: .pinch, touches: 2, pinchScale: 0.97, pinchVelocity: -0.5) == nil)
        try #require(coordinator.began())
        coordinator.ended(
            translation: .zero, velocity: .zero, pinchScale: 0.7, scaleVelocity: -0.8, timestamp: 1)
        #expect(coordinator.phase == .settling(.dismiss))
        let settlement = try #require(ports.settlement)
        #expect(settlement.handOff.scale == -0.8 / (1.0 / 3 - 0.7))
    }

    /// The backdrop goes when the springs arrive — also when there was nothing on screen to
    /// settle (the driver's settle then completes at once) — and when a drag is forgotten; a
    /// catch keeps it.
    @Test func theBackdropGoesWhenTheSpringsArriveOrTheDragIsForgotten() throws {
        let reports = try Diagnostics.record {
            let ports = ZoomDismissalHostModel()
            coordinator.ports = ports
            try #require(coordinator.began())
            coordinator.changed(translation: CGPoint(x: 0, y: 40), velocity: .zero, timestamp: 1)
            coordinator.ended(translation: CGPoint(x: 0, y: 40), velocity: .zero, timestamp: 2)
            #expect(!ports.calls.contains("removeBackdrop"), "the settle still shows it")
            try #require(coordinator.began())
            #expect(!ports.calls.contains("removeBackdrop"), "a catch keeps it")
            coordinator.cancelled()
            ports.scene.clock.runUntilIdle()
            ports.arrive()
            #expect(ports.calls.last == "removeBackdrop")

            let gone = ZoomDismissalHostModel()
            coordinator.ports = gone
            try #require(coordinator.began())
            coordinator.changed(translation: CGPoint(x: 0, y: 40), velocity: .zero, timestamp: 3)
            gone.scene.coordinator.cancel()
            coordinator.changed(translation: CGPoint(x: 0, y: 50), velocity: .zero, timestamp: 4)
            #expect(gone.calls.last == "removeBackdrop", "forgotten: the handle stopped driving")
            gone.scene.clock.runUntilIdle()
        }
        #expect(reports.map(\.description) == [Self.wentAway])
    }
}

/// Bad input of the orchestration.
@MainActor
@Suite struct ZoomDismissalCoreBadInputTests {
    let coordinator = ZoomDismissalCore(
        gate: DismissalGate(gestures: [.drag], direction: .any), policy: .default, mapping: .default)

    @Test func aDismissalThatCannotStartLeavesNothingStarted() {
        let ports = ZoomDismissalHostModel(scene: PanScene(depth: 1))
        coordinator.ports = ports
        let reports = Diagnostics.record { #expect(!coordinator.began()) }
        #expect(coordinator.phase == .idle)
        #expect(reports.filter { $0.category == "dismissal" }.count == 1)
        coordinator.changed(translation: CGPoint(x: 0, y: 100), velocity: .zero, timestamp: 1)
        #expect(ports.driven.isEmpty)
    }

    @Test func theControllerReleasedMidDragEndsTheDrag() throws {
        let reports = try Diagnostics.record {
            var ports: ZoomDismissalHostModel? = ZoomDismissalHostModel()
            coordinator.ports = ports
            try #require(coordinator.began())
            let scene = try #require(ports?.scene)
            ports = nil
            coordinator.changed(translation: CGPoint(x: 0, y: 100), velocity: .zero, timestamp: 1)
            #expect(coordinator.phase == .idle)
            scene.clock.runUntilIdle()
            #expect(scene.navigation.viewControllers.count == 2, "the pop it started was cancelled")
            #expect(scene.navigation.activeTransitionCoordinator == nil, "not left interactive")
        }
        #expect(reports.map(\.description) == [ZoomDismissalCoreTests.wentAway])
    }

    @Test func aHandleThatStoppedDrivingEndsTheDrag() throws {
        let reports = try Diagnostics.record {
            let ports = ZoomDismissalHostModel()
            coordinator.ports = ports
            try #require(coordinator.began())
            ports.scene.coordinator.cancel()
            coordinator.changed(translation: CGPoint(x: 0, y: 100), velocity: .zero, timestamp: 1)
            #expect(coordinator.phase == .idle)
            #expect(ports.driven.isEmpty)
            coordinator.ended(translation: .zero, velocity: .zero, timestamp: 2)
            #expect(ports.settlement == nil)
        }
        #expect(reports.map(\.description) == [ZoomDismissalCoreTests.wentAway])
    }

    @Test func nonFiniteReadingsDriveAFiniteScreen() throws {
        let ports = ZoomDismissalHostModel()
        coordinator.ports = ports
        try #require(coordinator.began())
        coordinator.changed(
            translation: CGPoint(x: CGFloat.nan, y: .infinity), velocity: CGPoint(x: CGFloat.nan, y: .nan),
            pinchScale: .nan, scaleVelocity: .infinity, timestamp: .nan)
        #expect(ports.driven.last?.screen == VisualState(frame: ports.scene.navigation.view.bounds))
        coordinator.ended(translation: CGPoint(x: CGFloat.nan, y: 0), velocity: .zero, timestamp: .nan)
        #expect(coordinator.phase == .settling(.restore))
        ports.scene.clock.runUntilIdle()
        #expect(ports.scene.ledger.violations.isEmpty, "\(ports.scene.ledger)")
    }

    @Test func aSourceThatWentAwayLeavesAlongTheRelease() throws {
        let ports = ZoomDismissalHostModel()
        ports.sourceFrame = nil
        coordinator.ports = ports
        try #require(coordinator.began())
        coordinator.ended(translation: CGPoint(x: 0, y: 220), velocity: CGPoint(x: 0, y: 900), timestamp: 1)
        let settlement = try #require(ports.settlement)
        #expect(settlement.screen.transform.translationY == 220 + 844)
        #expect(settlement.handOff.position.dy == 900.0 / 844)
        ports.scene.clock.runUntilIdle()
        #expect(ports.scene.navigation.viewControllers.count == 1)
    }

    /// `.fliesOffWhenSourceIsMissing()` on a drag: released with a flick and no source,
    /// the screen flies on along the finger's velocity just out of the container and fades, its
    /// position spring starting at the finger's speed relative to that distance.
    @Test func aFlickWithoutASourceFliesOffAlongTheVelocity() throws {
        let ports = ZoomDismissalHostModel()
        ports.sourceFrame = nil
        ports.fliesOffWithoutSource = true
        coordinator.ports = ports
        try #require(coordinator.began())
        coordinator.ended(translation: CGPoint(x: 60, y: 80), velocity: CGPoint(x: 600, y: 800), timestamp: 1)
        #expect(coordinator.phase == .settling(.dismiss))
        let settlement = try #require(ports.settlement)
        let s = DismissalMapping.default.scale(translation: CGPoint(x: 60, y: 80))
        // Released: center (195 + 60, 422 + 80), size 390·s × 844·s; direction (0.6, 0.8). Out of
        // 390 × 844 across the right edge after (390 − (255 − 195·s)) / 0.6, across the bottom
        // after (844 − (502 − 422·s)) / 0.8: the nearer one.
        let distance = min((135 + 195 * s) / 0.6, (342 + 422 * s) / 0.8)
        #expect(distance == (135 + 195 * s) / 0.6, "it leaves across the right edge")
        #expect(abs(settlement.screen.transform.translationX - (60 + 0.6 * distance)) < 1e-9)
        #expect(abs(settlement.screen.transform.translationY - (80 + 0.8 * distance)) < 1e-9)
        #expect(settlement.screen.transform.scaleX == s, "at the size it was let go at")
        #expect(settlement.screen.alpha == 0, "faded out")
        #expect(abs(settlement.handOff.position.dx - 1_000 / distance) < 1e-9, "600 / (0.6 · d)")
        #expect(abs(settlement.handOff.position.dy - 1_000 / distance) < 1e-9, "800 / (0.8 · d)")
        ports.scene.clock.runUntilIdle()
        ports.arrive()
        #expect(ports.scene.navigation.viewControllers.count == 1)
        #expect(coordinator.phase == .idle)
    }

    /// A release without speed flies straight down.
    @Test func aReleaseWithoutSpeedFliesStraightDown() throws {
        let ports = ZoomDismissalHostModel()
        ports.sourceFrame = nil
        ports.fliesOffWithoutSource = true
        coordinator.ports = ports
        try #require(coordinator.began())
        coordinator.changed(translation: CGPoint(x: 0, y: 500), velocity: .zero, timestamp: 1)
        coordinator.ended(translation: CGPoint(x: 0, y: 500), velocity: .zero, timestamp: 1.5)
        let settlement = try #require(ports.settlement)
        let s = DismissalMapping.default.scale(translation: CGPoint(x: 0, y: 500))
        #expect(settlement.screen.transform.translationX == 0)
        // The top edge (922 − 422·s) crosses 844 after 844 − (922 − 422·s).
        #expect(abs(settlement.screen.transform.translationY - (500 + 844 - (922 - 422 * s))) < 1e-9)
        #expect(settlement.screen.alpha == 0)
        ports.scene.clock.runUntilIdle()
        ports.arrive()
    }

    @Test func aSecondBeginWhileDraggingIsIgnored() throws {
        let ports = ZoomDismissalHostModel()
        coordinator.ports = ports
        try #require(coordinator.began())
        #expect(coordinator.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300)) == .unavailable)
        #expect(!coordinator.began())
        #expect(coordinator.phase == .dragging)
        coordinator.cancelled()
        ports.scene.clock.runUntilIdle()
    }
}

/// A scene UIKit stages after the begin: measured at the first move it is known.
@MainActor
@Suite struct ZoomDismissalLateSceneTests {
    @Test func theSceneIsReadAgainUntilItIsKnown() throws {
        let ports = LateScenePorts()
        let coordinator = ZoomDismissalCore(
            gate: DismissalGate(gestures: [.drag], direction: .any), policy: .default, mapping: .default)
        coordinator.ports = ports
        try #require(coordinator.began())
        #expect(coordinator.scene == nil)
        coordinator.changed(translation: CGPoint(x: 0, y: 40), velocity: .zero, timestamp: 1)
        #expect(ports.model.driven.isEmpty, "not measured yet: only the handle is driven")
        ports.staged = true
        coordinator.changed(translation: CGPoint(x: 0, y: 60), velocity: .zero, timestamp: 1.1)
        #expect(ports.model.driven.count == 1)
        coordinator.ended(translation: CGPoint(x: 0, y: 60), velocity: .zero, timestamp: 1.2)
        #expect(coordinator.phase == .settling(.restore))
        ports.model.scene.clock.runUntilIdle()
        #expect(ports.model.scene.ledger.violations.isEmpty, "\(ports.model.scene.ledger)")
    }

    @Test func aReleaseBeforeTheSceneIsKnownEndsTheHandleWithNothingToSettle() throws {
        let reports = try Diagnostics.record {
            let ports = LateScenePorts()
            let coordinator = ZoomDismissalCore(
                gate: DismissalGate(gestures: [.drag], direction: .any), policy: .default, mapping: .default)
            coordinator.ports = ports
            try #require(coordinator.began())
            coordinator.ended(translation: CGPoint(x: 0, y: 300), velocity: .zero, timestamp: 1)
            #expect(coordinator.phase == .idle)
            #expect(ports.model.settlement == nil)
            #expect(ports.model.scene.coordinator.machine.lastDecision?.outcome == .finish, "300 pt ≥ 100 pt")
            ports.model.scene.clock.runUntilIdle()
            #expect(ports.model.scene.navigation.viewControllers.count == 1)
        }
        #expect(
            reports.map(\.description) == [
                "[dismissal] released before the scene was measured; nothing to settle"
            ])
    }
}

/// The model's ports with a scene that is known only once `staged`.
@MainActor
private final class LateScenePorts: ZoomDismissalHost {
    let model = ZoomDismissalHostModel()
    var staged = false
    func topScreenIsZoom() -> Bool { model.topScreenIsZoom() }
    func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)? {
        model.beginDismissal(holding: hold)
    }
    func dismissalScene() -> DismissalScene? { staged ? model.dismissalScene() : nil }
    func drive(screen: VisualState, backdropAlpha: Double) {
        model.drive(screen: screen, backdropAlpha: backdropAlpha)
    }
    func settle(
        screen: VisualState, backdropAlpha: Double, handOff: DismissalHandOff, spring: SpringTiming,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        model.settle(
            screen: screen, backdropAlpha: backdropAlpha, handOff: handOff, spring: spring,
            completion: completion)
    }
    func stopSettling() -> VisualState? { model.stopSettling() }
    func removeBackdrop() { model.removeBackdrop() }
}
