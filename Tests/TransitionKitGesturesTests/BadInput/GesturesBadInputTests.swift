import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The gesture values' defects a hostile-input review named, each a failing test before its fix.
struct GesturesBadInputTests {
    /// A tiny ε divided the finger's speed into 1e300 or ∞.
    @Test(arguments: [1e-300, Double.leastNonzeroMagnitude, 1e-12])
    func aTinyHandOffEpsilonStillHandsOffAFiniteVelocity(epsilon: Double) {
        var policy = ReleasePolicy()
        policy.handOffEpsilon = epsilon
        let decision = policy.decision(.finish, progress: 1, velocity: 1_000)
        #expect(decision.initialVelocity.isFinite)
        #expect(abs(decision.initialVelocity) <= 1e9)
        #expect(policy.handOffEpsilon >= 1e-6)
        let initialized = ReleasePolicy(handOffEpsilon: epsilon)
        #expect(initialized == policy)
    }

    /// The band documents progress strictly inside -1...2; huge overshoots reached 2 and -1.
    @Test(arguments: [1e17, 1e300, Double.greatestFiniteMagnitude, .infinity])
    func theRubberBandNeverReachesItsBounds(overshoot: Double) {
        let band = OvershootBehavior.rubberBand(coefficient: 0.55)
        #expect(band.apply(overshoot) < 2)
        #expect(band.apply(-overshoot) > -1)
        if overshoot.isFinite {
            #expect(OvershootBehavior.rubberBandOffset(overshoot: overshoot, dimension: 1) < 1)
        }
    }

    /// `.leading(fraction: .nan)` was not equal to itself.
    @Test func aRegionWithNaNIsEqualToItselfAndToNowhere() {
        let region = PanRegion.leading(fraction: .nan)
        #expect(region == region)
        #expect(region == .leading(fraction: 0))
        #expect(Set([region, region, .leading(fraction: -3)]).count == 1)
        #expect(PanRegion.leading(fraction: 7) == .leading(fraction: 1))
        let band = OvershootBehavior.rubberBand(coefficient: .nan)
        #expect(band == band)
    }
}
