import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct TransitionStyleRouteEasingTests {
    @Test func curveWithDurationSetsTimingAndDuration() {
        let style = TransitionStyle.slide.easing(.easeOut, duration: 0.4)
        #expect(style == TransitionStyle.slide.timing(.curve(.easeOut)).duration(0.4))
        #expect(style.duration == 0.4)
        #expect(style.timing == .curve(.easeOut))
    }

    @Test(arguments: [nil, -1, Double.nan, Double.infinity] as [Double?])
    func curveWithoutValidDurationTakesTheKindsCurveDefault(duration: Double?) {
        #expect(TransitionStyle.crossFade.easing(.linear, duration: duration).duration == 0.3)
        #expect(TransitionStyle.zoom.easing(.linear, duration: duration).duration == 0.45)
        #expect(TransitionStyle.slide.easing(.easeIn, duration: duration).duration == 0.35)
    }

    @Test func zeroDurationCurveCompletesAtOnce() {
        #expect(TransitionStyle.fade.easing(.easeInOut, duration: 0).duration == 0)
    }

    @Test func springUsesDurationAsPerceptualDuration() {
        let style = TransitionStyle.zoom.easing(.spring(bounce: 0.3), duration: 0.5)
        #expect(style.timing == .spring(SpringTiming(duration: 0.5, bounce: 0.3)))
        #expect(style.preferredDuration == nil)
        #expect(style.duration == SpringTiming(duration: 0.5, bounce: 0.3).settlingDuration())
    }

    @Test(arguments: [nil, 0, -1, Double.nan] as [Double?])
    func springWithoutPositiveDurationUsesTheKindsCurveDefault(duration: Double?) {
        let style = TransitionStyle.crossFade.easing(.spring(bounce: 0), duration: duration)
        #expect(style.timing == .spring(SpringTiming(duration: 0.3, bounce: 0)))
    }

    @Test func springClearsAnEarlierDuration() {
        let style = TransitionStyle.slide.duration(2).easing(.spring(bounce: 0.1))
        #expect(style.preferredDuration == nil)
    }

    @Test func kindAndReduceMotionPolicyAreKept() {
        let base = TransitionStyle.zoom.reduceMotion(playsAsDesigned: true)
        for easing in [RouteEasing.easeIn, .spring(bounce: 0.2)] {
            let style = base.easing(easing, duration: 0.3)
            #expect(style.kind == .zoom)
            #expect(style.reduceMotionPolicy == .playAsDesigned)
        }
    }
}
