import Testing
import TransitionKit

@Suite struct AnimatorDecisionTests {
    private static func decide(
        _ style: TransitionStyle?, reduce: Bool = false, crossFade: Bool = false, driving: Bool = false
    ) -> AnimatorDecision {
        AnimatorDecision.decide(
            style: style, reduceMotionEnabled: reduce, prefersCrossFadeTransitions: crossFade,
            interactionIsDriving: driving)
    }

    @Test(arguments: [TransitionStyle.zoom, .crossFade, .safeAreaMorph, .slide, .fade])
    func builtInKindsPlayTheirPlan(style: TransitionStyle) {
        #expect(Self.decide(style) == .plan(style))
        #expect(Self.decide(style, driving: true) == .plan(style))
    }

    @Test func customIsVendedAsRegistered() {
        #expect(Self.decide(.custom("flip")) == .custom(.custom("flip"), fallback: nil))
        // A finger waiting for this pop needs something scrubbable if the factory declines.
        #expect(Self.decide(.custom("flip"), driving: true) == .custom(.custom("flip"), fallback: .slide))
    }

    @Test func reduceMotionSubstitutesTheCrossFade() {
        #expect(Self.decide(.zoom, reduce: true) == .plan(.crossFade))
        #expect(Self.decide(.custom("flip"), reduce: true) == .plan(.crossFade))
        #expect(Self.decide(.slide, reduce: true) == .plan(.crossFade))
        #expect(Self.decide(.safeAreaMorph, crossFade: true) == .plan(.crossFade))
        #expect(Self.decide(.fade, reduce: true, crossFade: true) == .plan(.fade))
    }

    @Test func optingOutKeepsTheDesign() {
        let zoom = TransitionStyle.zoom.reduceMotion(.playAsDesigned)
        #expect(Self.decide(zoom, reduce: true, crossFade: true) == .plan(zoom))
        let custom = TransitionStyle.custom("flip").reduceMotion(.playAsDesigned)
        #expect(Self.decide(custom, reduce: true) == .custom(custom, fallback: nil))
    }

    @Test func systemAndNoMatchDeferToTheApp() {
        #expect(Self.decide(.system) == .deferToApp(fallback: nil))
        #expect(Self.decide(nil) == .deferToApp(fallback: nil))
        #expect(Self.decide(.system, reduce: true, crossFade: true) == .deferToApp(fallback: nil))
    }

    @Test func aDrivenSystemTransitionFallsBackToTheSlide() {
        #expect(Self.decide(.system, driving: true) == .deferToApp(fallback: .slide))
        #expect(Self.decide(nil, driving: true) == .deferToApp(fallback: .slide))
        #expect(
            Self.decide(.system, reduce: true, crossFade: true, driving: true)
                == .deferToApp(fallback: .crossFade))
    }

    @Test func customTimingSurvivesTheDecision() {
        let slow = TransitionStyle.fade.duration(2)
        #expect(Self.decide(slow) == .plan(slow))
        #expect(Self.decide(slow, reduce: true, crossFade: true) == .plan(slow))
    }
}
