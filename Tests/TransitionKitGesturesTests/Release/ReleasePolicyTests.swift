import TestSupport
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct ReleasePolicyTests {
    let policy = ReleasePolicy.default
    let width = 390.0

    @Test func projectionMatchesReferenceVectors() {
        #expect(abs(ReleasePolicy.project(velocity: 1000, decelerationRate: 0.998) - 499) < 1e-9)
        #expect(abs(ReleasePolicy.project(velocity: 1000, decelerationRate: 0.99) - 99) < 1e-9)
        #expect(abs(ReleasePolicy.project(velocity: 800, decelerationRate: 0.998) - 399.2) < 1e-9)
        #expect(abs(ReleasePolicy.project(velocity: -500, decelerationRate: 0.998) - -249.5) < 1e-9)
        #expect(abs(ReleasePolicy.project(velocity: 2500, decelerationRate: 0.99) - 247.5) < 1e-9)
    }

    @Test func contractExample() {
        let release = ReleasePolicy.default.resolve(progress: 0.3, velocity: 2.05)
        #expect(release.outcome == .finish)
        #expect(abs(release.initialVelocity - 2.05 / 0.7) < 1e-12)
    }

    @Test func flickForwardPastMidpointFinishes() {
        let d = policy.resolve(progress: 0.30, velocity: 800 / width)
        #expect(d.outcome == .finish)
        #expect(abs(d.projectedProgress - 1.323590) < 1e-6)
        #expect(abs(d.remainingDistance * width - 273) < 1e-9)
        #expect(abs(d.initialVelocity - 2.930403) < 1e-6)
    }

    @Test func flickBackCancelsWithVelocityTowardStart() {
        let d = policy.resolve(progress: 0.60, velocity: -500 / width)
        #expect(d.outcome == .cancel)
        #expect(abs(d.projectedProgress - -0.039744) < 1e-6)
        #expect(abs(d.remainingDistance * width - 234) < 1e-9)
        #expect(abs(d.initialVelocity - 2.136752) < 1e-6)
    }

    @Test func restingBelowMidpointCancelsWithZeroVelocity() {
        let d = policy.resolve(progress: 0.45, velocity: 0)
        #expect(d.outcome == .cancel)
        #expect(d.projectedProgress == 0.45)
        #expect(d.initialVelocity == 0)
    }

    @Test func slowForwardDriftCancelsMovingAwayFromTarget() {
        let d = policy.resolve(progress: 0.20, velocity: 150 / width)
        #expect(d.outcome == .cancel)
        #expect(abs(d.projectedProgress - 0.391923) < 1e-6)
        #expect(abs(d.remainingDistance * width - 78) < 1e-9)
        #expect(abs(d.initialVelocity - -1.923077) < 1e-6)
    }

    @Test func relativeVelocityExamplesFromTheHeader() {
        // 1200 pt/s over 300 pt → 4; 100 pt/s over 200 pt → 0.5; −600 pt/s over 150 pt → −4.
        #expect(
            abs(policy.decision(.finish, progress: 0, velocity: 1200.0 / 300).initialVelocity - 4) < 1e-12)
        #expect(
            abs(policy.decision(.finish, progress: 0, velocity: 100.0 / 200).initialVelocity - 0.5) < 1e-12)
        #expect(
            abs(policy.decision(.finish, progress: 0, velocity: -600.0 / 150).initialVelocity - -4) < 1e-12)
    }

    @Test func decisiveFlickWinsOverProjection() {
        // Default rate: from rest at 0, speed 1 projects to 0.499 (< 0.5) yet finishes.
        #expect(policy.resolve(progress: 0, velocity: 1).outcome == .finish)
        #expect(policy.resolve(progress: 0, velocity: 0.999).outcome == .cancel)
        // Fast deceleration: 0.9 − 0.099 projects past the midpoint, but a decisive flick back cancels.
        let fast = ReleasePolicy(decelerationRate: ReleasePolicy.fastDecelerationRate)
        #expect(fast.resolve(progress: 0.9, velocity: -1).outcome == .cancel)
        #expect(fast.resolve(progress: 0.9, velocity: -0.9).outcome == .finish)
        let noRule = ReleasePolicy(decelerationRate: 0.99, decisiveSpeed: .nan)
        #expect(noRule.resolve(progress: 0.9, velocity: -1).outcome == .finish)
    }

    @Test func thresholdIsTunable() {
        let eager = ReleasePolicy(threshold: 0.3)
        #expect(eager.resolve(progress: 0.35, velocity: 0).outcome == .finish)
        #expect(policy.resolve(progress: 0.35, velocity: 0).outcome == .cancel)
        #expect(ReleasePolicy(threshold: .nan).resolve(progress: 0.55, velocity: 0).outcome == .finish)
        #expect(ReleasePolicy(threshold: 5).resolve(progress: 1, velocity: 0).outcome == .cancel)
    }

    @Test func nearZeroRemainingDistanceUsesEpsilon() {
        let d = policy.resolve(progress: 1, velocity: 2)
        #expect(d.outcome == .finish)
        #expect(d.remainingDistance == 0)
        #expect(abs(d.initialVelocity - 2000) < 1e-9)
        let c = policy.resolve(progress: 0, velocity: -3)
        #expect(c.outcome == .cancel)
        #expect(abs(c.initialVelocity - 3000) < 1e-9)
        let custom = ReleasePolicy(handOffEpsilon: 0.01).resolve(progress: 0.999, velocity: 2)
        #expect(abs(custom.initialVelocity - 200) < 1e-9)
        let broken = ReleasePolicy(handOffEpsilon: -1).resolve(progress: 1, velocity: 2)
        #expect(abs(broken.initialVelocity - 2000) < 1e-9)
    }

    @Test func badNumbersHaveDefinedOutcomes() {
        let nanVelocity = policy.resolve(progress: 0.7, velocity: .nan)
        #expect(nanVelocity.outcome == .finish)
        #expect(nanVelocity.velocity == 0)
        #expect(nanVelocity.initialVelocity == 0)
        let nanProgress = policy.resolve(progress: .nan, velocity: 0)
        #expect(nanProgress.progress == 0)
        #expect(nanProgress.outcome == .cancel)
        let infinite = policy.resolve(progress: 0.5, velocity: .infinity)
        #expect(infinite.outcome == .finish)
        #expect(infinite.velocity == 1_000)
        #expect(infinite.initialVelocity.isFinite)
        let backInfinite = policy.resolve(progress: .infinity, velocity: -.infinity)
        #expect(backInfinite.progress == 1)
        #expect(backInfinite.outcome == .cancel)
        #expect(backInfinite.initialVelocity == 1_000)
        #expect(ReleasePolicy.project(velocity: .nan, decelerationRate: 0.998) == 0)
        #expect(ReleasePolicy.project(velocity: 10, decelerationRate: .nan) == 0)
        #expect(ReleasePolicy.project(velocity: 10, decelerationRate: 1).isFinite)
    }

    @Test func extremeFiniteInputStaysFinite() {
        var rng = SplitMix64(seed: 7)
        let policies = [
            policy, ReleasePolicy(decelerationRate: 1, maximumSpeed: .infinity),
            ReleasePolicy(
                decelerationRate: -3, threshold: -1, decisiveSpeed: 0, handOffEpsilon: .nan, maximumSpeed: 0),
        ]
        for _ in 0..<2_000 {
            let p = Double(bitPattern: rng.next())
            let v = Double(bitPattern: rng.next())
            for policy in policies {
                let d = policy.resolve(progress: p, velocity: v)
                #expect(d.initialVelocity.isFinite)
                #expect((0...1).contains(d.progress))
            }
        }
    }
}
