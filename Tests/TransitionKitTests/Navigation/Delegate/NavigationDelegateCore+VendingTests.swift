import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What the coordinator vends when UIKit asks (through ``TransitionDecision``), on the
/// navigation-controller model: the library's animator, a `.custom` registration's own, the app
/// delegate's, or nothing (UIKit's slide); and whose interaction controller goes first.
@MainActor
@Suite struct NavigationDelegateCoreVendingTests {
    let scene = NavigationScene()
    let navigation: NavigationControllerModel
    let app = AppDelegateDouble()

    init() {
        navigation = scene.navigation()
    }

    func transitions(_ transition: ModeledTransition, driver: ModeledDriver? = nil) -> ModeledTransitions {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: transition)
        transitions.attach(to: navigation, interaction: driver)
        transitions.additionalDelegate = app
        return transitions
    }

    /// An animator of the app's own (the double plays any decision).
    func appAnimator(_ kind: TransitionStyle = .fade) -> InterruptibleAnimationController {
        InterruptibleAnimationController(
            animations: scene.animations,
            duration: TransitionDecision.decide(style: kind, operation: .push).duration, timing: .easeInOut)
    }

    @Test func aBuiltInStyleIsPlayedByTheLibraryWithTheDecisionsDuration() throws {
        let transitions = transitions(ModeledTransition(TransitionStyle.crossFade.duration(0.5)))
        navigation.pushViewController(scene.screen("detail"), animated: true)
        let made = try #require(transitions.madeAnimators.first)
        #expect(made.decision.style?.kind == .crossFade)
        #expect(navigation.activeTransitionCoordinator?.transitionDuration == 0.5)
        #expect(!app.calls.contains { $0.hasPrefix("animationController") }, "the app is not asked")
        scene.settle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func systemAsksTheAppAndWithoutAnAnswerLetsUIKitAnimate() {
        let transitions = transitions(.system)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        #expect(app.calls == ["willShow detail", "animationController push root→detail"])
        #expect(transitions.madeAnimators.isEmpty)
        #expect(!navigation.events.contains(.interactionController), "UIKit's own slide: nothing asked")
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theAppsAnimatorIsVendedUnchangedAndItsInteractionIsAskedFirst() {
        let driver = ModeledDriver(ledger: scene.ledger)
        let transitions = transitions(.system, driver: driver)
        let animator = appAnimator()
        app.animationController = animator
        navigation.pushViewController(scene.screen("detail"), animated: true)
        #expect(transitions.madeAnimators.isEmpty)
        #expect(
            app.calls == ["willShow detail", "animationController push root→detail", "interactionController"])
        scene.settle()
        #expect(animator.endedWith == [true], "UIKit ran the app's animator")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func systemWhileTheDriversGesturePopsPlaysTheSlideInteractively() throws {
        let driver = ModeledDriver(ledger: scene.ledger)
        let transitions = transitions(.system, driver: driver)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        let interaction = try #require(driver.beginPop())
        let made = try #require(transitions.madeAnimators.first)
        #expect(made.decision.style?.kind == .slide, "UIKit ignores an interaction without an animator")
        #expect(navigation.activeTransitionCoordinator?.initiallyInteractive == true)
        interaction.update(0.6)
        interaction.finish()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCustomRegistrationVendsItsOwnAnimatorOrDefersToTheApp() {
        let own = appAnimator(.crossFade)
        var made = 0
        let custom = ModeledTransition(.custom("flip")) { _, _, _ in
            made += 1
            return made == 1 ? own : nil
        }
        let transitions = transitions(custom)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(own.endedWith == [true])
        #expect(!app.calls.contains { $0.hasPrefix("animationController") })
        navigation.popViewController(animated: true)
        scene.settle()
        #expect(
            app.calls.contains("animationController pop detail→root"),
            "no animator from the factory: ask the app")
        #expect(transitions.madeAnimators.isEmpty)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func reduceMotionPlaysTheCrossFadeInsteadOfAMovingStyle() throws {
        let transitions = transitions(.slide)
        transitions.motionPreferences = MotionPreferences(reduceMotion: true)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        let made = try #require(transitions.madeAnimators.first)
        #expect(made.decision.style?.kind == .crossFade)
        scene.settle()
    }

    @Test func aPerPushOverrideCoversThePushAndItsPopThenIsForgotten() throws {
        let transitions = transitions(.system)
        let detail = scene.screen("detail")
        transitions.core.vendor.overrides.set(.crossFade, for: detail)
        navigation.pushViewController(detail, animated: true)
        scene.settle()
        navigation.popViewController(animated: true)
        scene.settle()
        #expect(transitions.madeAnimators.count == 2, "the push and the pop that undoes it")
        #expect(transitions.core.vendor.overrides.count == 0, "forgotten once the pop finished")
        #expect(!app.calls.contains { $0.hasPrefix("animationController") })
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCustomStyleWithoutAFactoryDefersToTheAppOrUnderAGestureToTheSlide() throws {
        let driver = ModeledDriver(ledger: scene.ledger)
        let transitions = transitions(ModeledTransition(.custom("app's")), driver: driver)
        let animator = appAnimator()
        app.animationController = animator
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(animator.endedWith == [true], "the app's animator played")
        #expect(transitions.madeAnimators.isEmpty)
        app.animationController = nil
        let interaction = try #require(driver.beginPop())
        #expect(transitions.madeAnimators.first?.decision.style?.kind == .slide)
        interaction.cancel()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anOperationUIKitCallsNoneIsTheAppsToAnswer() {
        let transitions = transitions(.crossFade)
        let animator = appAnimator()
        let answer = transitions.core.vendor.animationController(
            operation: nil, from: navigation.viewControllers[0], to: scene.screen("other"), in: navigation
        ) { animator }
        #expect(answer === animator)
        #expect(transitions.madeAnimators.isEmpty)
    }
}
