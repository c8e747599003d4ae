import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// A release while the finger moves back toward where the drag began restores, whatever the
/// projection says: the flick is read along the drag, never by the length of a projection that
/// crossed the start.
struct DismissalReturnReleaseTests {
    let phone = CGSize(width: 390, height: 844)

    @Test func aSlowReturnWhoseProjectionCrossesTheStartRestores() {
        // 50 − 0.4 · 499 = −149.6: 149.6 pt past the start, beyond 100, yet the finger comes back.
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: -400), bounds: phone)
        #expect(abs(Double(decision.projectedTranslation.y) - -149.6) < 1e-9)
        #expect(decision.outcome == .restore)
    }

    @Test func aSlowReturnFromFarRestoresThoughItsProjectionStaysPastTheThreshold() {
        // 300 − 0.4 · 499 = 100.4 ≥ 100, below the 800 pt/s flick: the return decides.
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: -400), bounds: phone)
        #expect(decision.outcome == .restore)
    }

    @Test func aReturnWithoutAFlickRuleRestoresWhenProjected() {
        let decision = DismissalPolicy(flickSpeed: nil).resolve(
            translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: -900), bounds: phone)
        #expect(decision.outcome == .restore)
    }

    @Test func aDiagonalReturnRestores() {
        // Toward the start at 300 · √½ ≈ 212 pt/s along the drag.
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 100, y: 100), velocity: CGPoint(x: -300, y: 0), bounds: phone)
        #expect(decision.outcome == .restore)
    }

    @Test func aFingerAlmostStillDoesNotCountAsReturning() {
        // 49 pt/s back along the drag is below `stillSpeed`: the projection, 300 − 24.45, decides.
        #expect(DismissalPolicy.stillSpeed == 50)
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: -49), bounds: phone)
        #expect(decision.outcome == .dismiss)
    }

    @Test func anAlmostStillReturnIsMeasuredAlongTheDrag() {
        // 5 − 0.04 · 499 = −14.96: 14.96 pt past the start reaches a 10 pt threshold by length,
        // but along the drag it lies behind the start.
        let policy = DismissalPolicy(threshold: .distance(10))
        let decision = policy.resolve(
            translation: CGPoint(x: 0, y: 5), velocity: CGPoint(x: 0, y: -40), bounds: phone)
        #expect(decision.outcome == .restore)
    }

    @Test func aPolicyThatReadsNoVelocityKeepsDecidingByPosition() {
        let byDistance = DismissalPolicy(flickSpeed: nil, projectsFlick: false)
        let decision = byDistance.resolve(
            translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: -900), bounds: phone)
        #expect(decision.outcome == .dismiss)
    }

    @Test func aPinchBelowItsScaleStillDismissesWhileReturning() {
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: -400), bounds: phone, scale: 0.5)
        #expect(decision.outcome == .dismiss)
    }
}
