import Foundation
import Testing

@testable import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct BarlessTransitionChoiceTests {
    @Test func equalHeightsKeepTheStyleAndCrossFadeToolbars() {
        for style in [TransitionStyle.slide, .zoom, .fade, .crossFade] {
            let choice = BarlessTransitionChoice(style: style, fromToolbarHeight: 44, toToolbarHeight: 44)
            #expect(choice.style == style)
            #expect(choice.toolbars == .crossFade)
        }
    }

    @Test func slideBetweenDifferentHeightsBecomesSafeAreaMorph() {
        let slide = TransitionStyle.slide.duration(0.4).timing(.curve(.easeInOut)).reduceMotion(
            .playAsDesigned)
        let choice = BarlessTransitionChoice(style: slide, fromToolbarHeight: 44, toToolbarHeight: 56)
        #expect(choice.style.kind == .safeAreaMorph)
        #expect(choice.style.duration == 0.4)
        #expect(choice.style.preferredDuration == 0.4)
        #expect(choice.style.timing == .curve(.easeInOut))
        #expect(choice.style.reduceMotionPolicy == .playAsDesigned)
        #expect(choice.toolbars == .heightMorph)
    }

    @Test func automaticDurationStaysAutomatic() {
        let choice = BarlessTransitionChoice(style: .slide, fromToolbarHeight: 56, toToolbarHeight: 44)
        #expect(choice.style.preferredDuration == nil)
        #expect(choice.style.timing == TransitionStyle.slide.timing)
    }

    @Test func otherKindsKeepTheirChoreographyButMorphToolbars() {
        let choice = BarlessTransitionChoice(style: .zoom, fromToolbarHeight: 44, toToolbarHeight: 32)
        #expect(choice.style == .zoom)
        #expect(choice.toolbars == .heightMorph)
    }

    @Test func oneToolbarMissingMorphs() {
        let choice = BarlessTransitionChoice(style: .slide, fromToolbarHeight: nil, toToolbarHeight: 44)
        #expect(choice.style.kind == .safeAreaMorph)
        #expect(choice.toolbars == .heightMorph)
    }

    @Test func noToolbarsNoToolbarElements() {
        let choice = BarlessTransitionChoice(style: .slide, fromToolbarHeight: nil, toToolbarHeight: nil)
        #expect(choice.style == .slide)
        #expect(choice.toolbars == .noToolbars)
    }

    @Test func systemAndCustomAreLeftAlone() {
        for style in [TransitionStyle(kind: .system), TransitionStyle(kind: .custom("x"))] {
            let choice = BarlessTransitionChoice(style: style, fromToolbarHeight: 44, toToolbarHeight: 56)
            #expect(choice.style == style)
            #expect(choice.toolbars == .noToolbars)
        }
    }

    @Test func badHeightsCountAsZero() {
        let choice = BarlessTransitionChoice(style: .slide, fromToolbarHeight: .nan, toToolbarHeight: -4)
        #expect(choice.style == .slide)
        #expect(choice.toolbars == .crossFade)
    }

    @Test func geometryInitialiserReadsToolbarFrames() {
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
        let choice = BarlessTransitionChoice(style: .slide, geometry: geometry)
        #expect(choice.style.kind == .safeAreaMorph)
        let plan = choice.style.plan(for: geometry, toolbars: choice.toolbars)
        #expect(plan?.element(for: .toToolbar)?.from.frame.height == 44)
        #expect(plan?.element(for: .toToolbar)?.to.frame.height == 56)
        #expect(plan?.element(for: .toView)?.from.additionalSafeAreaInsets?.top == 44)
        #expect(plan?.element(for: .toView)?.to.additionalSafeAreaInsets?.top == 56)
    }
}
