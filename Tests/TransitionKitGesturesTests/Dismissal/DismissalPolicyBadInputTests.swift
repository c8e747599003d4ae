import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// Bad input of the dismissal's release rule: documented outcomes, reported settings,
/// always a decision and finite velocities.
struct DismissalPolicyBadInputTests {
    let phone = CGSize(width: 390, height: 844)

    @Test(arguments: [0.0, -5, .nan, .infinity, -.infinity])
    func anUnusableDistanceThresholdBecomes100Points(_ value: Double) {
        var policy = DismissalPolicy.default
        let reports = Diagnostics.record { policy = DismissalPolicy(threshold: .distance(value)) }
        #expect(policy.threshold == .distance(100))
        #expect(reports.count == 1)
        let setter = Diagnostics.record { policy.threshold = .fraction(value) }
        #expect(policy.threshold == .distance(100))
        #expect(setter.count == 1)
    }

    @Test func aFractionAboveOneIsTheWholeHeight() {
        let reports = Diagnostics.record {
            #expect(DismissalPolicy(threshold: .fraction(2)).threshold == .fraction(1))
            #expect(DismissalPolicy(commitThreshold: .distance(-1)).commitThreshold == .distance(100))
        }
        #expect(
            reports.map(\.description) == [
                "[dismissal] DismissalPolicy.commitThreshold distance(-1.0) is not a positive finite threshold; using 100 pt"
            ])
    }

    @Test func settingsOutsideTheirRangeAreNormalized() {
        let reports = Diagnostics.record {
            #expect(DismissalPolicy(flickSpeed: 0).flickSpeed == nil)
            #expect(DismissalPolicy(flickSpeed: .nan).flickSpeed == nil)
            #expect(DismissalPolicy(pinchScale: 3).pinchScale == 1)
            #expect(DismissalPolicy(pinchScale: -1).pinchScale == 0)
            #expect(DismissalPolicy(pinchScale: .nan).pinchScale == 0.8)
        }
        #expect(
            reports.map(\.description) == [
                "[dismissal] DismissalPolicy.flickSpeed 0.0 is not positive and finite; no flick rule",
                "[dismissal] DismissalPolicy.flickSpeed nan is not positive and finite; no flick rule",
                "[dismissal] DismissalPolicy.pinchScale is NaN; using 0.8",
            ])
    }

    @Test func nonFiniteReadingsCountAsRest() {
        let policy = DismissalPolicy.default
        let decision = policy.resolve(
            translation: CGPoint(x: CGFloat.nan, y: .infinity),
            velocity: CGPoint(x: -CGFloat.infinity, y: .nan),
            bounds: phone, scale: .nan, scaleVelocity: .infinity)
        #expect(decision.outcome == .restore)
        #expect(decision.initialVelocity == .zero)
        #expect(decision.translation == .zero)
        #expect(decision.scale == 1)
        #expect(decision.scaleVelocity == 0)
    }

    @Test func hugeReadingsStayFinite() {
        let decision = DismissalPolicy.default.resolve(
            translation: CGPoint(x: 1e300, y: -1e300), velocity: CGPoint(x: 1e300, y: 1e300), bounds: phone)
        #expect(decision.translation == CGPoint(x: 1e6, y: -1e6))
        #expect(decision.initialVelocity.dx.isFinite && decision.initialVelocity.dy.isFinite)
    }

    @Test func zeroSizeBoundsUseTheFallbackDistanceAndAStillTarget() {
        let policy = DismissalPolicy(threshold: .fraction(0.25), flickSpeed: nil, projectsFlick: false)
        #expect(
            policy.resolve(translation: CGPoint(x: 0, y: 99), velocity: .zero, bounds: .zero).outcome
                == .restore)
        let decision = policy.resolve(
            translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 10), bounds: .zero)
        #expect(decision.outcome == .dismiss)
        #expect(decision.initialVelocity == .zero, "nothing left to go: velocity 0, not a huge quotient")
        let nanBounds = CGSize(width: CGFloat.nan, height: .nan)
        #expect(
            policy.resolve(translation: CGPoint(x: 0, y: 100), velocity: .zero, bounds: nanBounds).outcome
                == .dismiss)
    }
}
