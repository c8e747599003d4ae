import Testing

@testable import TransitionKitGestures

struct ReleaseSpringTests {
    @Test func defaultIsCriticallyDampedWithResponse035() {
        let s = ReleaseSpring.default
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - 322.272797) < 1e-6)
        #expect(abs(s.damping - 35.903916) < 1e-6)
        #expect(abs(s.dampingRatio - 1) < 1e-12)
        #expect(abs(s.response - 0.35) < 1e-12)
        #expect(ReleaseSpring.critical(response: 0.35) == s)
    }

    @Test func criticalMatchesReferenceTable() {
        let s = ReleaseSpring.critical(response: 0.5)
        #expect(abs(s.stiffness - 157.913670) < 1e-6)
        #expect(abs(s.damping - 25.132741) < 1e-6)
        #expect(ReleaseSpring.critical(response: 0) == .default)
        #expect(ReleaseSpring.critical(response: .nan) == .default)
    }

    @Test func dampingRatioOfBouncySpring() {
        let s = ReleaseSpring(mass: 1, stiffness: 157.913670, damping: 17.592919)
        #expect(abs(s.dampingRatio - 0.7) < 1e-6)
    }

    @Test func sanitisedReplacesInvalidConstants() {
        let s = ReleaseSpring(mass: 0, stiffness: .nan, damping: -1).sanitized
        #expect(s == .default)
        let keep = ReleaseSpring(mass: 3, stiffness: 1000, damping: 0).sanitized
        #expect(keep == ReleaseSpring(mass: 3, stiffness: 1000, damping: 0))
        #expect(ReleaseSpring(mass: -1, stiffness: 0, damping: .infinity).response.isFinite)
    }

    @Test func completionDurationMatchesReferenceVectors() {
        let d = { (speed: Double) in
            ReleaseSpring.completionDuration(
                remainingDistance: 0.6, transitionDuration: 0.35, completionSpeed: speed)
        }
        #expect(abs(d(1) - 0.21) < 1e-12)
        #expect(abs(d(1.5) - 0.14) < 1e-12)
        #expect(d(0) == 0)
        #expect(d(.nan) == 0)
    }

    @Test func completionSpeedMakesCompletionLastOneResponse() {
        let s = ReleaseSpring.default
        let speed = s.completionSpeed(remainingDistance: 0.6, transitionDuration: 0.35)
        #expect(abs(speed - 0.6) < 1e-12)
        let seconds = ReleaseSpring.completionDuration(
            remainingDistance: 0.6, transitionDuration: 0.35, completionSpeed: speed)
        #expect(abs(seconds - 0.35) < 1e-12)
        #expect(s.completionSpeed(remainingDistance: 0, transitionDuration: 0.35) == 0.1)
        #expect(s.completionSpeed(remainingDistance: 1, transitionDuration: 100) == 10)
        #expect(s.completionSpeed(remainingDistance: .nan, transitionDuration: 0.35) == 1)
        #expect(s.completionSpeed(remainingDistance: 0.5, transitionDuration: 0) == 1)
    }
}
