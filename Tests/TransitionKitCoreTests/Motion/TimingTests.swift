import Testing

@testable import TransitionKitCore

struct TimingTests {
    @Test func curveProgressUsesFractionOfDuration() {
        let timing = Timing.curve(.easeInOut)
        #expect(abs(timing.progress(atTime: 0.0875, duration: 0.35) - 0.1291619310) < 1e-9)
        #expect(timing.progress(atTime: 0, duration: 0.35) == 0)
        #expect(timing.progress(atTime: 0.35, duration: 0.35) == 1)
        #expect(timing.progress(atTime: 9, duration: 0.35) == 1)
        #expect(timing.progress(atTime: .nan, duration: 0.35) == 0)
    }

    @Test func springProgressEndsExactlyAtTheDuration() {
        let spring = SpringTiming(duration: 0.5, bounce: 0.3)
        let timing = Timing.spring(spring)
        let duration = timing.naturalDuration(fallback: 0.35)
        #expect(duration == spring.settlingDuration())
        #expect(abs(timing.progress(atTime: 0.1, duration: duration) - 0.4233021231) < 1e-8)
        #expect(timing.progress(atTime: duration, duration: duration) == 1)
    }

    @Test func degenerateDurationsCompleteAtOnce() {
        for duration in [0.0, -1, .nan, .infinity] {
            #expect(Timing.easeInOut.progress(atTime: 0.1, duration: duration) == 1)
        }
        #expect(Timing.spring(SpringTiming(stiffness: 100, damping: 0)).naturalDuration(fallback: 0.4) == 0.4)
        #expect(Timing.easeInOut.naturalDuration(fallback: 0.4) == 0.4)
    }
}
