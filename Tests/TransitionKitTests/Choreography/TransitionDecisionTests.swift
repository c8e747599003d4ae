import Foundation
import Testing
import TransitionKitGallery

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite struct TransitionDecisionTests {
    private static func decide(
        _ style: TransitionStyle?, reduce: Bool = false, crossFade: Bool = false, driving: Bool = false,
        heights: (Double?, Double?) = (nil, nil), operation: NavigationOperation = .push
    ) -> TransitionDecision {
        TransitionDecision.decide(
            style: style, operation: operation,
            preferences: MotionPreferences(reduceMotion: reduce, prefersCrossFadeTransitions: crossFade),
            interactionIsDriving: driving, toolbarHeights: heights)
    }

    // MARK: Who plays

    @Test(arguments: [TransitionStyle.zoom, .crossFade, .safeAreaMorph, .slide, .fade])
    func builtInKindsPlayTheirPlan(style: TransitionStyle) {
        let decision = Self.decide(style)
        #expect(decision.player == .library)
        #expect(decision.style == style)
        #expect(decision.fallback == nil)
        #expect(Self.decide(style, driving: true).style == style)
    }

    @Test func customRunsTheRegistrationsAnimator() {
        let decision = Self.decide(.custom("flip"))
        #expect(decision.player == .custom)
        #expect(decision.style == nil)
        #expect(decision.requested == .custom("flip"))
        #expect(decision.fallback == nil)
        // A finger waiting for this pop needs something scrubbable if the factory declines.
        let driven = Self.decide(.custom("flip"), driving: true)
        #expect(driven.player == .custom)
        #expect(driven.fallback?.player == .library)
        #expect(driven.fallback?.style == .slide)
    }

    @Test func reduceMotionSubstitutesTheCrossFade() {
        #expect(Self.decide(.zoom, reduce: true).style == .crossFade)
        #expect(Self.decide(.custom("flip"), reduce: true).player == .library)
        #expect(Self.decide(.custom("flip"), reduce: true).style == .crossFade)
        #expect(Self.decide(.slide, reduce: true).style == .crossFade)
        #expect(Self.decide(.safeAreaMorph, crossFade: true).style == .crossFade)
        #expect(Self.decide(.fade, reduce: true, crossFade: true).style == .fade)
    }

    @Test func optingOutKeepsTheDesign() {
        let zoom = TransitionStyle.zoom.reduceMotion(playsAsDesigned: true)
        #expect(Self.decide(zoom, reduce: true, crossFade: true).style == zoom)
        let custom = TransitionStyle.custom("flip").reduceMotion(playsAsDesigned: true)
        #expect(Self.decide(custom, reduce: true).player == .custom)
    }

    @Test func systemAndNoMatchLeaveItToTheAppOrUIKit() {
        for style in [TransitionStyle.system, nil] {
            let decision = Self.decide(style)
            #expect(decision.player == .system)
            #expect(decision.style == nil)
            #expect(decision.fallback == nil)
            #expect(decision.duration == 0.35)
        }
        #expect(Self.decide(.system, reduce: true, crossFade: true).player == .system)
    }

    @Test func aDrivenSystemTransitionFallsBackToTheSlide() {
        #expect(Self.decide(.system, driving: true).fallback?.style == .slide)
        #expect(Self.decide(nil, driving: true).fallback?.style == .slide)
        #expect(
            Self.decide(.system, reduce: true, crossFade: true, driving: true).fallback?.style == .crossFade)
    }

    @Test func customTimingSurvivesTheDecision() {
        let slow = TransitionStyle.fade.duration(2)
        #expect(Self.decide(slow).style == slow)
        #expect(Self.decide(slow).duration == 2)
        #expect(Self.decide(slow, reduce: true, crossFade: true).style == slow)
    }

    // MARK: Toolbars

    @Test func equalHeightsKeepTheStyleAndCrossFadeToolbars() {
        for style in [TransitionStyle.slide, .zoom, .fade, .crossFade] {
            let decision = Self.decide(style, heights: (44, 44))
            #expect(decision.style == style)
            #expect(decision.toolbars == .crossFade)
        }
    }

    @Test func slideBetweenDifferentHeightsBecomesSafeAreaMorph() {
        let slide = TransitionStyle.slide.duration(0.4).timing(.curve(.easeInOut)).reduceMotion(
            playsAsDesigned: true)
        let decision = Self.decide(slide, heights: (44, 56))
        #expect(decision.style?.kind == .safeAreaMorph)
        #expect(decision.style?.duration == 0.4)
        #expect(decision.style?.preferredDuration == 0.4)
        #expect(decision.style?.timing == .curve(.easeInOut))
        #expect(decision.style?.reduceMotionPolicy == .playAsDesigned)
        #expect(decision.toolbars == .heightMorph)
        #expect(decision.duration == 0.4)
    }

    @Test func automaticDurationStaysAutomatic() {
        let decision = Self.decide(.slide, heights: (56, 44))
        #expect(decision.style?.preferredDuration == nil)
        #expect(decision.style?.timing == TransitionStyle.slide.timing)
    }

    @Test func otherKindsKeepTheirChoreographyButMorphToolbars() {
        let decision = Self.decide(.zoom, heights: (44, 32))
        #expect(decision.style == .zoom)
        #expect(decision.toolbars == .heightMorph)
    }

    @Test func oneToolbarMissingMorphs() {
        let decision = Self.decide(.slide, heights: (nil, 44))
        #expect(decision.style?.kind == .safeAreaMorph)
        #expect(decision.toolbars == .heightMorph)
    }

    @Test func noToolbarsNoToolbarElements() {
        let decision = Self.decide(.slide)
        #expect(decision.style == .slide)
        #expect(decision.toolbars == .noToolbars)
    }

    @Test func systemAndCustomGetNoToolbarElements() {
        for style in [TransitionStyle(kind: .system), TransitionStyle(kind: .custom("x"))] {
            #expect(Self.decide(style, heights: (44, 56)).toolbars == .noToolbars)
        }
    }

    @Test func badHeightsCountAsZero() {
        let decision = Self.decide(.slide, heights: (.nan, -4))
        #expect(decision.style == .slide)
        #expect(decision.toolbars == .crossFade)
    }

    // MARK: The plan

    @Test func thePlanFollowsTheDecisionOnTheResolvedGeometry() throws {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let geometry = TransitionGeometry(
            containerBounds: screen,
            from: .init(
                frame: screen, additionalSafeAreaInsets: Insets(top: 44),
                toolbarFrame: CGRect(x: 0, y: 47, width: 390, height: 44)),
            to: .init(
                frame: screen, additionalSafeAreaInsets: Insets(top: 56),
                toolbarFrame: CGRect(x: 0, y: 47, width: 390, height: 56)),
            operation: .pop)
        let decision = Self.decide(.slide, heights: (44, 56), operation: .pop)
        let plan = decision.plan(for: geometry)
        #expect(plan.element(for: .toToolbar)?.from.frame.height == 44)
        #expect(plan.element(for: .toToolbar)?.to.frame.height == 56)
        #expect(plan.element(for: .toView)?.from.additionalSafeAreaInsets?.top == 44)
        #expect(plan.element(for: .toView)?.to.additionalSafeAreaInsets?.top == 56)
        #expect(plan.duration == decision.duration)
    }

    /// The decision fixes the duration before the views are known: a zoom whose views turn out
    /// to be missing plays its cross-fade fallback with the zoom's duration and timing.
    @Test func theDurationDependsOnlyOnTheDecision() {
        let decision = Self.decide(.zoom)
        let withViews = decision.plan(for: .samplePhone())
        var bare = TransitionGeometry.samplePhone()
        bare.zoom = .noViews
        let withoutViews = decision.plan(for: bare)
        #expect(withViews.element(for: .zoomSnapshot) != nil)
        #expect(withoutViews.element(for: .zoomSnapshot) == nil)
        #expect(withViews.duration == decision.duration)
        #expect(withoutViews.duration == decision.duration)
        #expect(withoutViews.timing == TransitionStyle.zoom.timing)
    }

    @Test func aDecisionTheLibraryDoesNotPlayStillHasACrossFadePlanOfItsDuration() {
        for style in [TransitionStyle.system, .custom("flip")] {
            let decision = Self.decide(style)
            let plan = decision.plan(for: .samplePhone())
            #expect(plan.duration == decision.duration)
            #expect(plan.roles.contains(.fromView) && plan.roles.contains(.toView))
        }
    }

    @Test(arguments: BuiltInTransition.allCases)
    func builtInEntriesPlayTheirDecisionsPlan(transition: BuiltInTransition) {
        let geometry = transition.sampleGeometry()
        let decision = transition.decision(for: geometry)
        #expect(transition.plan(for: geometry) == decision.plan(for: geometry))
        #expect(decision.toolbars == transition.toolbars)
    }
}
