import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The 2-D release rule of the zoom dismissal: pinch, decisive flick, projected
/// distance, in that order, and the spring hand-off per axis.
struct DismissalPolicyTests {
    let phone = CGSize(width: 390, height: 844)

    @Test func aFlickDownDismissesWithItsVelocityRelativeToTheRemainingHeight() {
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 0, y: 220), velocity: CGPoint(x: 0, y: 900), bounds: phone)
        #expect(decision.outcome == .dismiss)
        #expect(decision.initialVelocity.dx == 0, "no horizontal speed")
        #expect(decision.initialVelocity.dy == 900.0 / 844, "one height still to go")
    }

    @Test func theProjectedReleaseDecidesWithoutAFlickRule() {
        let slow = DismissalPolicy(flickSpeed: nil)
        let decision = slow.resolve(
            translation: CGPoint(x: 0, y: 40), velocity: CGPoint(x: 0, y: 300), bounds: phone)
        #expect(decision.outcome == .dismiss)
        #expect(abs(Double(decision.projectedTranslation.y) - 189.7) < 1e-9, "40 + 0.3 · 499")
        let unprojected = DismissalPolicy(flickSpeed: nil, projectsFlick: false)
        #expect(
            unprojected.resolve(
                translation: CGPoint(x: 0, y: 40), velocity: CGPoint(x: 0, y: 300), bounds: phone
            )
            .outcome == .restore)
    }

    @Test func aDistanceThresholdIsInclusive() {
        let policy = DismissalPolicy(threshold: .distance(88), flickSpeed: nil, projectsFlick: false)
        #expect(
            policy.resolve(translation: CGPoint(x: 0, y: 87.9), velocity: .zero, bounds: phone).outcome
                == .restore)
        #expect(
            policy.resolve(translation: CGPoint(x: 0, y: 88), velocity: .zero, bounds: phone).outcome
                == .dismiss)
        #expect(
            policy.resolve(translation: CGPoint(x: 52.8, y: -70.4), velocity: .zero, bounds: phone).outcome
                == .dismiss, "any direction: the length counts (88)")
    }

    @Test func aFractionThresholdIsOfTheHeight() {
        let policy = DismissalPolicy(threshold: .fraction(0.25), flickSpeed: nil, projectsFlick: false)
        #expect(
            policy.resolve(translation: CGPoint(x: 0, y: 210), velocity: .zero, bounds: phone).outcome
                == .restore)
        #expect(
            policy.resolve(translation: CGPoint(x: 0, y: 211), velocity: .zero, bounds: phone).outcome
                == .dismiss)
    }

    @Test func aDecisiveFlickBackRestoresAFarDrag() {
        let far = CGPoint(x: 0, y: 300)
        let back = CGPoint(x: 0, y: -900)
        #expect(
            DismissalPolicy.default.resolve(translation: far, velocity: back, bounds: phone).outcome
                == .restore)
        // Apps that dismiss a far drag flicked back up: no flick rule, no projection.
        let byDistance = DismissalPolicy(flickSpeed: nil, projectsFlick: false)
        #expect(byDistance.resolve(translation: far, velocity: back, bounds: phone).outcome == .dismiss)
        // Projected without a flick rule, the release lands 149.1 pt above the start, but the
        // finger moves back toward where it began: it restores.
        let projected = DismissalPolicy(flickSpeed: nil).resolve(
            translation: far, velocity: back, bounds: phone)
        #expect(projected.outcome == .restore)
        #expect(abs(Double(projected.projectedTranslation.y) - -149.1) < 1e-9)
    }

    @Test func onlyTheFlickDirectionsDismissByFlick() {
        let down = DismissalPolicy(flickDirection: .down, projectsFlick: false)
        let up = CGPoint(x: 0, y: -900)
        #expect(
            down.resolve(translation: CGPoint(x: 0, y: -20), velocity: up, bounds: phone).outcome == .restore)
        #expect(
            DismissalPolicy(projectsFlick: false).resolve(
                translation: CGPoint(x: 0, y: -20), velocity: up, bounds: phone
            )
            .outcome == .dismiss)
        #expect(
            down.resolve(translation: CGPoint(x: 0, y: 20), velocity: CGPoint(x: 0, y: 900), bounds: phone)
                .outcome
                == .dismiss)
    }

    @Test func aPinchReleasedBelowItsScaleDismisses() {
        let policy = DismissalPolicy.default
        #expect(
            policy.resolve(translation: .zero, velocity: .zero, bounds: phone, scale: 0.79).outcome
                == .dismiss)
        #expect(
            policy.resolve(translation: .zero, velocity: .zero, bounds: phone, scale: 0.8).outcome == .restore
        )
        #expect(
            DismissalPolicy(pinchScale: 0.5).resolve(
                translation: .zero, velocity: .zero, bounds: phone, scale: 0.6
            )
            .outcome == .restore)
    }

    @Test func aRestoreHandsOffTowardTheStartPerAxis() {
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 30, y: -40), velocity: CGPoint(x: -100, y: 50), bounds: phone)
        #expect(decision.outcome == .restore)
        #expect(decision.initialVelocity.dx == -100.0 / -30, "toward the start: positive")
        #expect(decision.initialVelocity.dy == 50.0 / 40)
    }

    @Test func theHandOffTowardTheSourceSplitsPositionAndScale() {
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 0, y: 220), velocity: CGPoint(x: 0, y: 900), bounds: phone, scale: 1,
            scaleVelocity: -0.5)
        let handOff = decision.handOff(
            from: decision.translation, velocity: decision.velocity, toward: CGPoint(x: -100, y: -300),
            scaleTarget: 0.25)
        #expect(handOff.position.dx == 0)
        #expect(handOff.position.dy == 900.0 / -520, "moving away from a source above: negative")
        #expect(handOff.scale == -0.5 / -0.75)
    }

    @Test func anAxisWithNothingLeftToGoStartsAtZero() {
        #expect(DismissalDecision.relative(500, from: 10, to: 10.4, within: 0.5) == 0)
        #expect(DismissalDecision.relative(500, from: 10, to: 10.5, within: 0.5) == 1_000)
        #expect(DismissalDecision.relative(1e9, from: 0, to: 1, within: 0.5) == 1e6, "clamped")
        #expect(DismissalDecision.relative(.nan, from: 0, to: 100, within: 0.5) == 0)
    }

    @Test func commitWhileDraggingAnswersOnlyWhenConfigured() {
        #expect(
            !DismissalPolicy.default.commitsWhileDragging(translation: CGPoint(x: 0, y: 500), bounds: phone))
        let card = DismissalPolicy(commitThreshold: .distance(100))
        #expect(!card.commitsWhileDragging(translation: CGPoint(x: 0, y: 99), bounds: phone))
        #expect(card.commitsWhileDragging(translation: CGPoint(x: 60, y: 80), bounds: phone))
        #expect(!card.commitsWhileDragging(translation: CGPoint(x: CGFloat.nan, y: .infinity), bounds: phone))
    }

    @Test func outcomesMapToTheInteractionsOutcomes() {
        #expect(DismissalOutcome.dismiss.releaseOutcome == .finish)
        #expect(DismissalOutcome.restore.releaseOutcome == .cancel)
    }
}
