import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct TransitionStyleTests {
    @Test func defaultsMatchTheDocumentedTable() {
        #expect(TransitionStyle.zoom.kind == .zoom)
        #expect(TransitionStyle.zoom.timing == .spring(SpringTiming(duration: 0.45, bounce: 0.1)))
        #expect(Fixtures.close(TransitionStyle.zoom.duration, 0.61578, 1e-4))
        #expect(TransitionStyle.slide.timing == .spring(SpringTiming(mass: 3, stiffness: 1000, damping: 500)))
        #expect(Fixtures.close(TransitionStyle.slide.duration, 0.50573, 1e-4))
        #expect(TransitionStyle.safeAreaMorph.timing == TransitionStyle.slide.timing)
        #expect(TransitionStyle.safeAreaMorph.duration == TransitionStyle.slide.duration)
        #expect(TransitionStyle.crossFade.timing == .curve(.easeInOut))
        #expect(TransitionStyle.crossFade.duration == 0.3)
        #expect(TransitionStyle.fade.timing == .curve(.easeInOut))
        #expect(TransitionStyle.fade.duration == 0.25)
        #expect(TransitionStyle.system.kind == .system)
        #expect(TransitionStyle.custom("flip").kind == .custom("flip"))
        for style in [TransitionStyle.zoom, .crossFade, .safeAreaMorph, .slide, .fade, .system] {
            #expect(style.reduceMotionPolicy == .substituteCrossFade)
            #expect(style.preferredDuration == nil)
        }
    }

    @Test func slideSpringIsClampedToCriticalDampingLikeUIKit() {
        guard case .spring(let spring) = TransitionStyle.slide.timing else {
            Issue.record("slide should default to a spring")
            return
        }
        #expect(spring.dampingRatio > 4.56 && spring.dampingRatio < 4.57)
        #expect(spring.allowsOverdamping == false)
        // 98.8 % of the way at 0.35 s: the familiar push length.
        #expect(Fixtures.close(spring.value(at: 0.35), 0.98760, 1e-4))
    }

    @Test func staticVarsEqualTheirFactoriesWithDefaults() {
        #expect(TransitionStyle.zoom == .zoom())
        #expect(TransitionStyle.slide == .slide())
        #expect(TransitionStyle.fade == .fade(duration: nil, timing: nil))
        #expect(TransitionStyle.crossFade(duration: 0.5) == .crossFade.duration(0.5))
        #expect(TransitionStyle.zoom(timing: .easeInOut) == .zoom.timing(.easeInOut))
    }

    @Test func modifiersReturnChangedCopies() {
        let base = TransitionStyle.slide
        let changed = base.duration(0.4).timing(.curve(.easeOut)).reduceMotion(playsAsDesigned: true)
        #expect(base == .slide)
        #expect(changed.duration == 0.4)
        #expect(changed.preferredDuration == 0.4)
        #expect(changed.timing == .curve(.easeOut))
        #expect(changed.reduceMotionPolicy == .playAsDesigned)
        #expect(changed.kind == .slide)
        #expect(changed != base)
    }

    @Test func curveWithoutDurationTakesTheKindsDefault() {
        #expect(TransitionStyle.slide.timing(.easeInOut).duration == 0.35)
        #expect(TransitionStyle.zoom.timing(.easeInOut).duration == 0.45)
        #expect(TransitionStyle.crossFade.timing(.linear).duration == 0.3)
        #expect(TransitionStyle.custom("x").timing(.linear).duration == 0.35)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -0.1])
    func invalidDurationFallsBackToAutomatic(seconds: Double) {
        #expect(TransitionStyle.fade.duration(seconds).duration == 0.25)
        #expect(TransitionStyle.fade.duration(0.6).duration(seconds).preferredDuration == nil)
        #expect(TransitionStyle(kind: .fade, duration: seconds).duration == 0.25)
    }

    @Test func zeroDurationIsKept() {
        let instant = TransitionStyle.slide.timing(.easeInOut).duration(0)
        #expect(instant.duration == 0)
        #expect(instant.plan(for: Fixtures.phone())?.duration == 0)
    }

    /// `.duration(_:)` applies to every timing: a spring keeps its damping ratio and is rescaled
    /// to settle then, so the plan, `transitionDuration(using:)` and UIKit's spring (which runs
    /// for as long as its constants need) still agree.
    @Test func durationRescalesASpringToSettleThen() throws {
        let spring = SpringTiming(duration: 0.5, bounce: 0.2)
        let style = TransitionStyle.slide.timing(.spring(spring)).duration(0.3)
        #expect(style.preferredDuration == 0.3)
        #expect(abs(style.duration - 0.3) < 1e-12)
        #expect(abs((style.plan(for: Fixtures.phone())?.duration ?? 0) - 0.3) < 1e-12)
        guard case .spring(let rescaled) = style.timing else {
            Issue.record("a spring style keeps a spring timing")
            return
        }
        #expect(abs(rescaled.dampingRatio - spring.dampingRatio) < 1e-12)
        #expect(abs(rescaled.settlingDuration() - 0.3) < 1e-12)
        // The order of the modifiers does not matter.
        #expect(TransitionStyle.slide.duration(0.3).timing(.spring(spring)).timing == style.timing)
        // Switching to a curve keeps the asked-for duration.
        #expect(style.timing(.easeInOut).duration == 0.3)
    }

    @Test func springDurationWithoutPreferenceIsItsSettlingTime() {
        let spring = SpringTiming(duration: 0.5, bounce: 0.2)
        let style = TransitionStyle.slide.timing(.spring(spring))
        #expect(style.duration == spring.settlingDuration())
        #expect(style.timing == .spring(spring))
        // A spring cannot settle in no time: 0 keeps the spring's own duration.
        #expect(style.duration(0).duration == spring.settlingDuration())
    }

    @Test func planCarriesTheStylesDurationAndTiming() {
        let style = TransitionStyle.zoom.duration(0.7).timing(.curve(.easeOut))
        let plan = style.plan(for: .samplePhone())
        #expect(plan?.duration == 0.7)
        #expect(plan?.timing == .curve(.easeOut))
    }
}
