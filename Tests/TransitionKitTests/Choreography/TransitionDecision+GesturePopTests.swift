import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// A style's ``TransitionStyle/interactivePop(_:)`` plays for a pop a gesture drives, and only
/// there; the decision records it.
@Suite struct TransitionDecisionGesturePopTests {
    let zoomOrSlide = TransitionStyle.zoom.interactivePop(.slide.duration(0.4))

    @Test func aPopAGestureDrivesPlaysTheStylesGesturePop() {
        let decision = TransitionDecision.decide(
            style: zoomOrSlide, operation: .pop, interactionIsDriving: true)
        #expect(decision.player == .library)
        #expect(decision.style == .slide.duration(0.4))
        #expect(decision.requested == .slide.duration(0.4))
        #expect(decision.duration == TransitionStyle.slide.duration(0.4).duration)
        #expect(decision.playsGesturePop)
    }

    @Test func theButtonsPopAndThePushPlayTheStyle() {
        let button = TransitionDecision.decide(style: zoomOrSlide, operation: .pop)
        #expect(button.style == zoomOrSlide && !button.playsGesturePop)
        let push = TransitionDecision.decide(style: zoomOrSlide, operation: .push, interactionIsDriving: true)
        #expect(push.style == zoomOrSlide && !push.playsGesturePop)
        let plain = TransitionDecision.decide(style: .zoom, operation: .pop, interactionIsDriving: true)
        #expect(plain.style == .zoom && !plain.playsGesturePop)
    }

    @Test func reduceMotionAndToolbarsApplyToTheGesturePop() {
        let reduced = TransitionDecision.decide(
            style: zoomOrSlide, operation: .pop, preferences: MotionPreferences(reduceMotion: true),
            interactionIsDriving: true)
        #expect(reduced.style == .crossFade && reduced.playsGesturePop)
        let morph = TransitionDecision.decide(
            style: zoomOrSlide, operation: .pop, interactionIsDriving: true, toolbarHeights: (44, 88))
        #expect(morph.style?.kind == .safeAreaMorph && morph.toolbars == .heightMorph)
    }

    @Test func aSystemGesturePopFallsBackToTheSlideForTheFinger() {
        let decision = TransitionDecision.decide(
            style: .zoom.interactivePop(.system), operation: .pop, interactionIsDriving: true)
        #expect(decision.player == .system && decision.style == .slide && decision.playsGesturePop)
        #expect(decision.fallback?.playsGesturePop == true)
    }

    @Test func aGesturePopHasNoGesturePopOfItsOwn() {
        let nested = TransitionStyle.zoom.interactivePop(.slide.interactivePop(.fade))
        #expect(nested.gesturePop == .slide)
        #expect(TransitionStyle.zoom.gesturePop == nil)
        #expect(nested != .zoom && nested.interactivePop(.crossFade).gesturePop == .crossFade)
    }
}
