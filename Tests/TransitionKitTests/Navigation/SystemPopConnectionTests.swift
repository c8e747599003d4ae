import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The system pop, connected: the navigation delegate coordinator answers the pan driver's
/// question "does a custom transition play for popping the top screen?" and tells it when the top
/// screen changes, so a `.system` pair keeps UIKit's own interactive pop and only custom pairs are
/// driven by ours. Through the real coordinators (navigation delegate, pan interaction) and the
/// navigation-controller model.
@MainActor
@Suite struct SystemPopConnectionTests {
    let scene = NavigationScene()
    let navigation: NavigationControllerModel
    let driver: PanDriverModel

    init() {
        navigation = scene.navigation()
        driver = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
    }

    /// Transitions with `.system` as the default, attached with the pan driver; `detail` is pushed
    /// first (without animation), with `override` as its per-push transition when given.
    func transitions(detailOverride override: ModeledTransition? = nil) -> ModeledTransitions {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .system)
        let detail = scene.screen("detail")
        if let override { transitions.core.vendor.overrides.set(override, for: detail) }
        navigation.pushViewController(detail, animated: false)
        transitions.attach(to: navigation, interaction: driver)
        return transitions
    }

    @Test func aSystemPairKeepsUIKitsPopGestureAndOursDoesNotBegin() throws {
        let transitions = transitions()
        #expect(navigation.isInteractivePopGestureEnabled, "UIKit's own interactive pop stays on")
        #expect(!driver.swipe(), "our pan does not begin")
        #expect(driver.edgePan.delivered.isEmpty)
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"], "no pop asked for")
        // UIKit's own pop plays.
        let system = try #require(navigation.beginInteractivePop())
        system.update(0.6)
        system.finish()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(transitions.madeAnimators.isEmpty, "UIKit animated it")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCustomPairIsDrivenByOursWithUIKitsGestureOff() {
        let transitions = transitions(detailOverride: .slide)
        #expect(!navigation.isInteractivePopGestureEnabled, "UIKit's gesture is off for a custom pair")
        #expect(navigation.beginInteractivePop() == nil)
        #expect(driver.swipe(), "our pan begins")
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(transitions.madeAnimators.count == 1, "the library's slide played the pop")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theGesturesFollowTheTopPairAfterPushesAndPops() {
        let transitions = transitions()
        #expect(navigation.isInteractivePopGestureEnabled, "detail over root: .system")
        let custom = scene.screen("custom")
        transitions.core.vendor.overrides.set(.crossFade, for: custom)
        navigation.pushViewController(custom, animated: true)
        scene.settle()
        #expect(!navigation.isInteractivePopGestureEnabled, "custom over detail: ours")
        #expect(driver.swipe(), "our pan pops custom")
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(navigation.isInteractivePopGestureEnabled, "back on a .system pair")
        navigation.pushViewController(scene.screen("plain"), animated: true)
        scene.settle()
        #expect(navigation.isInteractivePopGestureEnabled, "plain over detail: .system")
        #expect(!driver.swipe())
        transitions.detach(from: navigation)
        #expect(navigation.isInteractivePopGestureEnabled, "UIKit's switch restored on detach")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aBarlessControllerDrivesEveryPopItself() {
        let barless = ModeledBarless.make(navigation, scene: scene)
        navigation.pushViewController(scene.screen("detail"), animated: false)
        barless.transitions.core.vendor.registry = TransitionRegistry(defaultValue: .system)
        barless.transitions.attach(to: navigation, interaction: driver)
        #expect(!navigation.isInteractivePopGestureEnabled, "no system bar: ours even for .system")
        #expect(driver.swipe())
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDriverSetLaterAnswersTheSameQuestion() {
        let transitions = transitions()
        let later = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
        transitions.core.interactionDriver = later
        #expect(driver.popDecider == nil, "the replaced driver is no longer asked")
        #expect(
            later.popDecider?.popPlaysCustomTransition(in: navigation) == false, "detail over root is .system"
        )
        #expect(navigation.isInteractivePopGestureEnabled)
        #expect(!later.swipe())
        let custom = scene.screen("custom")
        transitions.core.vendor.overrides.set(ModeledTransition(.fade), for: custom)
        navigation.pushViewController(custom, animated: true)
        scene.settle()
        #expect(later.popDecider?.popPlaysCustomTransition(in: navigation) == true)
        #expect(!navigation.isInteractivePopGestureEnabled)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
