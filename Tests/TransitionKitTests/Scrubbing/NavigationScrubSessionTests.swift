import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The navigation scrubbing session over the UIKit contract models: the app's delegate vends the
/// transition, the real pan driver drives it, and the slider, Play, Reverse, a drag and Done act
/// through the driver only.
@MainActor
@Suite struct NavigationScrubSessionTests {
    @Test(arguments: [0.0, 0.5, 1.0])
    func scrubThenDoneFinishesFromTheMiddleAndCancelsFromTheStart(progress: Double) throws {
        let rig = NavigationScrubScene()
        rig.session.layoutDidChange(isInWindow: true)
        #expect(rig.stack == ["grid", "detail"])  // UIKit put the pushed screen on the stack
        #expect(rig.driver.coordinator.phase == .interactive)
        rig.session.scrub(to: progress)
        #expect(rig.driver.percent.percentComplete == CGFloat(progress))
        #expect(rig.controls.readout == String(format: "%.3f", progress))
        rig.session.done()
        rig.settle()
        let finishes = progress >= 0.5
        #expect(rig.stack == (finishes ? ["grid", "detail"] : ["grid"]))
        #expect(rig.session.progress == (finishes ? 1 : 0))
        #expect(rig.animator?.endedWith == [finishes])
        #expect(rig.driver.coordinator.phase == .idle)
        #expect(!rig.frames.isRunning)
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func playRunsWithTheTransitionsOwnTimingFromTheSlider() throws {
        let rig = NavigationScrubScene()
        rig.session.layoutDidChange(isInWindow: true)
        rig.session.scrub(to: 0.7)
        let start = rig.clock.now
        rig.session.play()
        #expect(rig.driver.percent.timingCurve == nil)
        #expect(rig.driver.percent.completionSpeed == 1)
        let animator = try #require(rig.animator)
        var completedAt: TimeInterval?
        while completedAt == nil, rig.clock.now - start < 2 {
            rig.clock.advance(by: FrameClockModel.interval)
            if !animator.endedWith.isEmpty { completedAt = rig.clock.now }
        }
        let elapsed = try #require(completedAt) - start
        // The rest of the duration: 0.3 of it, to within a frame.
        #expect(abs(elapsed - 0.3 * animator.duration) <= FrameClockModel.interval + 1e-9)
        rig.settle()
        #expect(rig.session.progress == 1)
        #expect(rig.stack == ["grid", "detail"])
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func playFromSevenTenthsIsCaughtAtEightTenthsAndStaysThere() throws {
        let rig = NavigationScrubScene()
        rig.session.layoutDidChange(isInWindow: true)
        rig.session.scrub(to: 0.7)
        rig.session.play()
        let animator = try #require(rig.animator)
        while (animator.onScreenProgress ?? 0) < 0.8 {
            rig.clock.advance(by: 0.001)
        }
        let onScreen = try #require(animator.onScreenProgress)
        rig.session.scrub(to: 0.8)
        #expect(rig.driver.coordinator.phase == .interactive)
        #expect(rig.session.progress == 0.8)
        #expect(onScreen >= 0.8 && onScreen < 0.81)
        rig.clock.advance(by: 1)
        #expect(animator.endedWith.isEmpty)  // paused: nothing runs on
        #expect(abs((animator.onScreenProgress ?? 0) - 0.8) < 1e-9)
        rig.session.done()
        rig.settle()
        #expect(animator.endedWith == [true])
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func reverseToZeroCancelsAndRestoresEveryProperty() throws {
        let rig = NavigationScrubScene()
        let before = (alpha: rig.detail.view.alpha, grid: rig.grid.view.alpha)
        rig.session.layoutDidChange(isInWindow: true)
        rig.session.scrub(to: 0.6)
        rig.session.reverse()
        #expect(rig.driver.percent.timingCurve == nil)
        rig.settle()
        #expect(rig.stack == ["grid"])
        #expect(rig.session.progress == 0)
        #expect(rig.animator?.endedWith == [false])
        #expect(rig.detail.view.alpha == before.alpha)
        #expect(rig.detail.view.presentationAlpha == Double(before.alpha))
        #expect(rig.grid.view.alpha == before.grid)
        #expect(rig.grid.view.presentationAlpha == Double(before.grid))
        #expect(rig.grid.view.superview != nil)  // the grid is shown again
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func playFromTheEndStartsOverAndReverseFromTheStartStartsFromTheEnd() throws {
        let rig = NavigationScrubScene()
        rig.session.layoutDidChange(isInWindow: true)
        rig.session.play()  // from 0: a whole push
        rig.settle()
        #expect(rig.stack == ["grid", "detail"])
        rig.session.play()  // from the end: the stack is put back, the push runs again from 0
        #expect(rig.controls.shown.suffix(2).first == 0)
        rig.settle()
        #expect(rig.stack == ["grid", "detail"])
        #expect(rig.transitions.madeAnimators.count == 2)
        rig.session.scrub(to: 0)
        rig.session.reverse()  // from the start: from 1 back to 0
        #expect(rig.driver.percent.percentComplete == 1)
        rig.settle()
        #expect(rig.stack == ["grid"])
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func doneWhileTheReleaseSpringRunsLetsItSettle() throws {
        let rig = NavigationScrubScene()
        rig.session.layoutDidChange(isInWindow: true)
        // A drag on the stage toward the leading edge (a push), flicked.
        rig.pan.begin(at: CGPoint(x: 300, y: 400))
        rig.pan.change(translation: CGPoint(x: -100, y: 0))
        #expect(abs(rig.session.progress - 100 / Double(rig.navigation.view.bounds.width)) < 1e-9)
        rig.pan.end(translation: CGPoint(x: -120, y: 0), velocity: CGPoint(x: -2000, y: 0))
        #expect(rig.driver.percent.timingCurve == .spring(.handOff))
        rig.clock.advance(by: 0.05)
        #expect(rig.driver.coordinator.transitionProgress != nil)  // the spring runs
        rig.session.done()
        rig.settle()
        #expect(rig.stack == ["grid", "detail"])
        #expect(rig.session.progress == 1)
        #expect(rig.animator?.endedWith == [true])
        #expect(!rig.frames.isRunning)
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func theDelegateReleasingItsRegistrationMidScrubKeepsTheRunningTransition() throws {
        var token: RegistrationToken?
        let rig = NavigationScrubScene { rig in
            token = rig.transitions.core.vendor.registry.register(
                .crossFade, from: GridScreenModel.self, to: ViewerScreenModel.self)
        }
        rig.session.layoutDidChange(isInWindow: true)
        #expect(rig.transitions.madeAnimators.last?.decision.style?.kind == .crossFade)
        rig.session.scrub(to: 0.5)
        rig.transitions.core.vendor.registry.unregister(try #require(token))
        rig.session.scrub(to: 0.6)
        rig.session.done()
        rig.settle()
        #expect(rig.stack == ["grid", "detail"])
        #expect(rig.animator?.endedWith == [true])
        // Started again: what the delegate plays now (its default).
        rig.session.scrub(to: 0.2)
        #expect(rig.transitions.madeAnimators.last?.decision.style?.kind == .slide)
        rig.session.done()
        rig.settle()
        #expect(rig.stack == ["grid"])
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func whatPlaysIsWhatTheAppPlaysReduceMotionAndObserversIncluded() throws {
        let rig = NavigationScrubScene { rig in
            rig.transitions.motionPreferences = MotionPreferences(reduceMotion: true)
        }
        let log = rig.transitions.recordAnnouncements()
        rig.session.layoutDidChange(isInWindow: true)
        #expect(rig.transitions.madeAnimators.last?.decision.style?.kind == .crossFade)
        rig.session.scrub(to: 0.8)
        rig.session.done()
        rig.settle()
        #expect(log.lines == ["willBegin push grid→detail", "didEnd push grid→detail"])
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func aBarlessControllersPushScrubsThroughItsQueue() throws {
        let scene = NavigationScene()
        let navigation = scene.navigation()
        let root = try #require(navigation.viewControllers.first)
        let barless = ModeledBarless.make(navigation, scene: scene)
        let driver = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
        barless.viewDidLoad(navigation, driver: driver)
        let controls = ScrubControlsModel()
        let detail = scene.screen("detail")
        let session = NavigationScrubSession(
            scrubbing: .push(detail, onto: root), navigation: navigation, driver: driver.coordinator,
            host: controls, frames: FrameClockModel(clock: scene.clock),
            clock: { [clock = scene.clock] in clock.now })
        session.layoutDidChange(isInWindow: true)
        #expect(controls.notice == nil)
        #expect(driver.coordinator.phase == .interactive)
        session.scrub(to: 0.5)
        #expect(driver.percent.percentComplete == 0.5)
        session.reverse()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        session.play()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aScrubbersControllerIsAttachedUnlessItHasADriverAlready() throws {
        let rig = NavigationScrubScene()
        var made = 0
        rig.transitions.core.attachForScrubbing(rig.navigation) {
            made += 1
            return ModeledDriver(ledger: rig.ledger)
        }
        #expect(made == 0)
        #expect(rig.transitions.core.slot.driver(for: rig.navigation) === rig.driver)
        let fresh = rig.scene.navigation("fresh")
        let driver = ModeledDriver(ledger: rig.ledger)
        rig.transitions.core.attachForScrubbing(fresh) { driver }
        #expect(rig.transitions.core.slot.driver(for: fresh) === driver)
        #expect(fresh.delegate === rig.transitions)
    }

    @Test func aPopScrubsAndReverses() throws {
        let rig = NavigationScrubScene(.pop)
        rig.session.layoutDidChange(isInWindow: true)
        #expect(rig.driver.coordinator.phase == .interactive)
        rig.session.scrub(to: 0.4)
        #expect(rig.driver.percent.percentComplete == 0.4)
        rig.session.reverse()
        rig.settle()
        #expect(rig.stack == ["grid", "detail"])
        #expect(rig.session.progress == 0)
        rig.session.play()  // starts again from the start pair
        rig.settle()
        #expect(rig.stack == ["grid"])
        #expect(rig.session.progress == 1)
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func beforeTheWindowTheSliderIsRememberedAndTheTransitionStartsThere() throws {
        let rig = NavigationScrubScene()
        rig.session.scrub(to: 0.3)
        rig.session.play()  // ignored before the window: nothing runs off screen
        #expect(rig.stack == ["grid"])
        rig.session.layoutDidChange(isInWindow: false)
        #expect(rig.stack == ["grid"])
        rig.session.layoutDidChange(isInWindow: true)
        #expect(rig.driver.percent.percentComplete == 0.3)
        rig.session.end()
        rig.settle()
        #expect(rig.stack == ["grid"])  // never left paused: cancelled
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }
}
