import Testing

@testable import TransitionKitCore

/// `Timing.velocity(atTime:duration:initialVelocity:)`: the derivative of the progress a timing
/// gives at a time, against REFERENCE.md §8.1 and §8.3.
@Suite struct TimingVelocityTests {
    @Test func aCurvesVelocityIsItsSlopeOverTheDuration() {
        // Ease-in-out at x = 0.4: slope 1.5971672399, 4.5633 per second over 0.35 s.
        let velocity = Timing.curve(.easeInOut).velocity(atTime: 0.14, duration: 0.35)
        #expect(abs(velocity - 1.5971672399 / 0.35) < 1e-6)
        #expect(
            abs(Timing.curve(.easeInOut).velocity(atTime: 0.175, duration: 0.35) - 1.7241379310 / 0.35) < 1e-6
        )
        #expect(Timing.curve(.linear).velocity(atTime: 0.1, duration: 0.25) == 4)
    }

    @Test func aSpringsVelocityIsItsState() {
        // (m, k, c) = (1, 157.913670, 25.132741), from rest: 4.4943737624 per second at 0.1 s.
        let critical = Timing.spring(SpringTiming(duration: 0.5, bounce: 0))
        #expect(abs(critical.velocity(atTime: 0.1, duration: 1) - 4.4943737624) < 1e-6)
        // (1, 157.913670, 17.592919), starting at 2 distances per second: 5.5892135201.
        let bouncy = Timing.spring(SpringTiming(duration: 0.5, bounce: 0.3))
        #expect(abs(bouncy.velocity(atTime: 0.1, duration: 1, initialVelocity: 2) - 5.5892135201) < 1e-6)
    }

    @Test func outsideTheRunItIsZero() {
        let curve = Timing.curve(.easeInOut)
        #expect(curve.velocity(atTime: -0.1, duration: 0.35) == 0)
        #expect(curve.velocity(atTime: 0.35, duration: 0.35) == 0)
        #expect(curve.velocity(atTime: .nan, duration: 0.35) == 0)
        #expect(curve.velocity(atTime: 0.1, duration: 0) == 0)
        #expect(curve.velocity(atTime: 0.1, duration: .infinity) == 0)
    }
}
