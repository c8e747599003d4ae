import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// A style's duration stays within 0…60 s whatever its spring, and honours a request within it.
struct TransitionStyleDurationBoundsTests {
    /// A fade with a spring of damping 1e-12 once lasted 1.4e13 s (a stuck screen on device),
    /// while damping 0 fell back to the fade's 0.25 s.
    @Test func aBarelyDampedSpringLastsAsAnUndampedOne() {
        let barely = TransitionStyle.fade(timing: .spring(SpringTiming(stiffness: 100, damping: 1e-12)))
        let undamped = TransitionStyle.fade(timing: .spring(SpringTiming(stiffness: 100, damping: 0)))
        #expect(barely.duration == undamped.duration)
        #expect(barely.duration == 0.25)
    }

    @Test func requestsWithinTheBoundAreHonouredAndLongerOnesClamped() {
        for seconds in [0.001, 0.2, 3, 60] {
            #expect(abs(TransitionStyle.zoom.duration(seconds).duration - seconds) <= 1e-9 * seconds)
            #expect(TransitionStyle.fade(timing: .easeInOut).duration(seconds).duration == seconds)
        }
        for seconds in [61, 1e6, 1e300, Double.greatestFiniteMagnitude] {
            #expect(abs(TransitionStyle.zoom.duration(seconds).duration - 60) <= 1e-7)
            #expect(TransitionStyle.fade(timing: .easeInOut).duration(seconds).duration == 60)
        }
    }
}
