import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct SpringTimingHandOffTests {
    @Test func handOffIsCriticallyDampedWithResponse035() {
        let s = SpringTiming.handOff
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - 322.272797) < 1e-6)
        #expect(abs(s.damping - 35.903916) < 1e-6)
        #expect(abs(s.dampingRatio - 1) < 1e-12)
        #expect(abs(s.perceptualDuration - 0.35) < 1e-12)
    }

    @Test func criticalSpringOfResponseMatchesReferenceTable() {
        let s = SpringTiming(response: 0.5, dampingFraction: 1)
        #expect(abs(s.stiffness - 157.913670) < 1e-6)
        #expect(abs(s.damping - 25.132741) < 1e-6)
    }

    @Test func dampingRatioOfBouncySpring() {
        let s = SpringTiming(mass: 1, stiffness: 157.913670, damping: 17.592919)
        #expect(abs(s.dampingRatio - 0.7) < 1e-6)
    }

    @Test func completionDurationMatchesReferenceVectors() {
        let d = { (speed: Double) in
            SpringTiming.completionDuration(
                remainingDistance: 0.6, transitionDuration: 0.35, completionSpeed: speed)
        }
        #expect(abs(d(1) - 0.21) < 1e-12)
        #expect(abs(d(1.5) - 0.14) < 1e-12)
        #expect(d(0) == 0)
        #expect(d(.nan) == 0)
    }

    @Test func completionSpeedMakesCompletionLastOneResponse() {
        let s = SpringTiming.handOff
        let speed = s.completionSpeed(remainingDistance: 0.6, transitionDuration: 0.35)
        #expect(abs(speed - 0.6) < 1e-12)
        let seconds = SpringTiming.completionDuration(
            remainingDistance: 0.6, transitionDuration: 0.35, completionSpeed: speed)
        #expect(abs(seconds - 0.35) < 1e-12)
        #expect(s.completionSpeed(remainingDistance: 0, transitionDuration: 0.35) == 0.1)
        #expect(s.completionSpeed(remainingDistance: 1, transitionDuration: 100) == 10)
        #expect(s.completionSpeed(remainingDistance: .nan, transitionDuration: 0.35) == 1)
        #expect(s.completionSpeed(remainingDistance: 0.5, transitionDuration: 0) == 1)
    }

    @Test func onlyASpringWithDampingSettlesAsAReleaseSpring() {
        #expect(SpringTiming.handOff.settlesAsReleaseSpring)
        #expect(SpringTiming(duration: 0.5, bounce: 0.9).settlesAsReleaseSpring, "bouncy, but damped")
        #expect(SpringTiming(response: 0.4, dampingFraction: 2).settlesAsReleaseSpring, "over-damped")
        for damping in [0, -1, Double.nan, .infinity, -.infinity] {
            #expect(!SpringTiming(mass: 1, stiffness: 200, damping: damping).settlesAsReleaseSpring)
        }
        #expect(!SpringTiming(duration: 0.5, bounce: 1).settlesAsReleaseSpring, "bounce 1 is undamped")
    }
}
