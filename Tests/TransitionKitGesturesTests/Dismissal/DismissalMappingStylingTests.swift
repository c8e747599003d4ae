import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The drag's styling: the axes the screen follows, its shadow, and the backdrop's direction.
struct DismissalMappingStylingTests {
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func aVerticalMappingFollowsTheFingerDownOnly() {
        let player = DismissalMapping(followsFinger: .vertical)
        let state = player.screenState(frame: screen, translation: CGPoint(x: 60, y: 80))
        #expect(state.transform.translationX == 0, "no sideways drift")
        #expect(state.transform.translationY == 80)
        #expect(state.transform.scaleX == 0.9, "the scale follows the whole 100 pt drag: 1 − 0.4 · ¼")
        #expect(!player.followedAxes.isEmpty)
        #expect(player.followedAxes == .vertical)
    }

    @Test func booleansStillSayBothAxesOrNone() {
        #expect(DismissalMapping(followsFinger: true).followedAxes == .both)
        #expect(DismissalMapping(followsFinger: false).followedAxes == [])
        #expect(DismissalMapping().followedAxes == .both)
        var mapping = DismissalMapping(followsFinger: .horizontal)
        mapping.followedAxes = true
        #expect(mapping.followedAxes == .both)
        let literal: DismissalMapping.Axes = false
        #expect(literal.isEmpty)
    }

    @Test func unknownAxesAreDroppedAndReported() {
        var mapping = DismissalMapping.default
        let reports = Diagnostics.record {
            mapping = DismissalMapping(followsFinger: DismissalMapping.Axes(rawValue: 2 | 8))
        }
        #expect(reports.count == 1)
        #expect(mapping.followedAxes == .vertical)
        let setter = Diagnostics.record { mapping.followedAxes = DismissalMapping.Axes(rawValue: 4) }
        #expect(setter.count == 1)
        #expect(mapping.followedAxes == [], "nothing known left: scales in place")
    }

    @Test func theHandOffMovesOnlyOnTheFollowedAxes() {
        let scene = DismissalScene(screenFrame: screen, sourceFrame: nil, bounds: screen.size)
        let mapping = DismissalMapping(followsFinger: .vertical)
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 300, y: -200), bounds: screen.size)
        #expect(decision.outcome == .restore)
        let target = scene.settledState(.restore, decision: decision, mapping: mapping)
        let handOff = scene.handOff(to: target, decision: decision, mapping: mapping)
        #expect(handOff.position.dx == 0, "the screen never moved sideways")
        #expect(handOff.position.dy == -200.0 / -60)
    }

    @Test func theShadowFadesInWithTheShrink() {
        let mapping = DismissalMapping(followsFinger: .vertical, shadow: .fadingIn(opacity: 0.3, radius: 12))
        #expect(mapping.shadow.opacity == 0.3)
        #expect(mapping.shadow.radius == 12)
        #expect(mapping.shadowFraction(scale: 1) == 0)
        #expect(abs(mapping.shadowFraction(scale: 0.8) - 0.5) < 1e-12)
        #expect(mapping.shadowFraction(scale: 0.6) == 1)
        #expect(mapping.shadow.shown == mapping.shadow)
        #expect(DismissalShadow.none.shown == nil)
        #expect(DismissalMapping.default.shadow == .none)
    }

    @Test(arguments: [(-0.2, -4.0), (1.5, .nan), (.nan, .infinity)])
    func aBadShadowIsClampedAndReported(opacity: Double, radius: Double) {
        var shadow = DismissalShadow.none
        let reports = Diagnostics.record { shadow = .fadingIn(opacity: opacity, radius: radius) }
        #expect(reports.count == 2)
        #expect(shadow.opacity == (opacity > 1 ? 1 : 0))
        #expect(shadow.radius == 0)
        #expect(shadow.opacity.isFinite && shadow.radius.isFinite)
    }

    @Test func aGrowingBackdropDeepensAsTheScreenShrinks() {
        let viewer = DismissalMapping(backdrop: .dimming(0.6), backdropGrows: true)
        #expect(viewer.backdropFraction(scale: 1) == 0)
        #expect(abs(viewer.backdropFraction(scale: 0.8) - 0.5) < 1e-12)
        #expect(viewer.backdropFraction(scale: 0.6) == 1)
        #expect(abs(viewer.backdrop.alpha(at: viewer.backdropFraction(scale: 0.8)) - 0.3) < 1e-12)
        #expect(viewer.settledBackdropFraction(.restore) == 0, "back at rest: none")
        #expect(viewer.settledBackdropFraction(.dismiss) == 0, "dismissed: it leaves, never vanishes")
        #expect(DismissalMapping.default.settledBackdropFraction(.restore) == 1)
        #expect(DismissalMapping.default.settledBackdropFraction(.dismiss) == 0)
    }

    @Test(arguments: [-1.0, 2.0, Double.nan])
    func aBackdropStrengthOutsideTheRangeIsClampedAndReported(strength: Double) {
        var mapping = DismissalMapping.default
        let reports = Diagnostics.record { mapping = DismissalMapping(backdrop: .dimming(strength)) }
        #expect(reports.count == 1)
        #expect(mapping.backdrop == .dimming(strength == 2 ? 1 : 0))
        let tinted = Diagnostics.record { mapping.backdrop = .dimming(.white, strength: strength) }
        #expect(tinted.count == 1)
        #expect(mapping.backdrop == .tinted(.white, strength: strength == 2 ? 1 : 0))
        #expect(mapping.backdrop.alpha(at: 1).isFinite)
    }

    @Test func aTintKeepsItsColorAndBlackIsTheDimming() {
        #expect(DismissalBackdrop.dimming(.black, strength: 0.4) == .dimming(0.4))
        let veil = DismissalBackdrop.dimming(.white, strength: 0.5)
        #expect(veil.color == .white)
        #expect(veil.alpha(at: 0.5) == 0.25)
        #expect(DismissalBackdrop.blur(.light).blurStyle?.blurEffectRawValue == 1)
        #expect(DismissalBackdrop.blur(.prominent).blurStyle?.blurEffectRawValue == 5)
        #expect(DismissalBackdrop.clear.strength == 0)
    }
}

/// `.edge` on presented screens: a horizontal drag from the leading edge dismisses; on a pushed
/// screen the navigation's pop swipe keeps it, and the driver says so when attached.
@MainActor
@Suite struct DismissalEdgeTests {
    let gate = DismissalGate(gestures: [.drag, .edge], direction: .vertical)

    @Test func onAPresentedScreenAnEdgeDragIsTheEdgeSwipe() {
        let away = CGPoint(x: 400, y: 10)
        #expect(
            gate.classified(.drag, translation: .zero, velocity: away, fromLeadingEdge: 8, presented: true)
                == .edge)
        #expect(
            gate.refusal(for: .drag, touches: 1, velocity: away, fromLeadingEdge: 8, presented: true) == nil,
            "a horizontal drag, though the drag's own direction is vertical")
        #expect(
            gate.refusal(
                for: .drag, touches: 1, velocity: CGPoint(x: -400, y: 0), fromLeadingEdge: 8, presented: true)
                == .direction, "toward the edge: not the swipe")
        #expect(
            DismissalGate(gestures: [.drag, .edge], direction: .any).refusal(
                for: .drag, touches: 1, velocity: away, fromLeadingEdge: 8) == .leadingEdgeSwipe,
            "pushed: the navigation's pop swipe")
        let rightToLeft = gate.refusal(
            for: .drag, touches: 1, velocity: CGPoint(x: -400, y: 0), layoutDirection: .rightToLeft,
            fromLeadingEdge: 8, presented: true)
        #expect(rightToLeft == nil)
        let dragOnly = DismissalGate(gestures: [.drag], direction: .any)
        #expect(
            dragOnly.classified(
                .drag, translation: .zero, velocity: away, fromLeadingEdge: 8, presented: true)
                == .drag)
        #expect(
            gate.classified(.drag, translation: .zero, velocity: away, fromLeadingEdge: .nan, presented: true)
                == .drag)
    }

    @Test func attachingToAPushedScreenReportsTheEdgeThatCannotApply() {
        let coordinator = ZoomDismissalCore(gate: gate, policy: .default, mapping: .default)
        let pushed = Diagnostics.record { coordinator.attached(presented: false) }
        #expect(pushed.count == 1)
        #expect(!coordinator.isOnPresentedScreen)
        let presented = Diagnostics.record { coordinator.attached(presented: true) }
        #expect(presented.isEmpty)
        #expect(coordinator.isOnPresentedScreen)
        #expect(gate.unappliedGestures(presented: false) == [.edge])
        #expect(DismissalGate(gestures: [.drag], direction: .any).unappliedGestures(presented: false).isEmpty)
    }

    @Test func anEdgeSwipeBeginsAPresentedDismissalAndTellsTheVeto() throws {
        let ports = ZoomDismissalHostModel()
        let coordinator = ZoomDismissalCore(gate: gate, policy: .default, mapping: .card)
        coordinator.ports = ports
        coordinator.attached(presented: true)
        var started: [DismissalGesture] = []
        coordinator.shouldBegin = { start in
            started.append(start.gesture)
            return true
        }
        #expect(coordinator.mayBegin(.drag, touches: 1, velocity: CGPoint(x: 500, y: 0), fromLeadingEdge: 4))
        #expect(started == [.edge])
        try #require(coordinator.began())
        coordinator.changed(translation: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 500, y: 0), timestamp: 1)
        #expect(coordinator.phase == .dragging)
        #expect(ports.driven.last.map { $0.screen.transform.scaleX < 1 } == true, "the card shrinks in place")
        coordinator.cancelled()
        ports.scene.clock.runUntilIdle()
        ports.arrive()
    }
}
