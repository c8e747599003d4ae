import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// iOS 18's `preferredTransition`: a screen that sets one gets it — the library vends nothing
/// for its push and pop and says so in debug — unless the push carried a per-push override.
@MainActor
@Suite struct NavigationDelegateCorePreferredTransitionTests {
    let scene = NavigationScene()

    @Test func aScreensPreferredTransitionPlaysInsteadOfARegistration() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        let detail = scene.screen("detail")
        detail.preferredTransition = .zoom
        let reports = Diagnostics.record {
            navigation.pushViewController(detail, animated: true)
            scene.settle()
            navigation.popViewController(animated: true)
            scene.settle()
        }
        #expect(transitions.madeAnimators.isEmpty, "UIKit played the screen's own, push and pop")
        #expect(navigation.systemAnimations == [.zoom, .zoom], "the zoom, not a plain slide")
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(reports.count == 2 && reports.allSatisfy { $0.level == .debug }, "\(reports)")
        #expect(reports.first?.message.contains("preferredTransition") == true, "\(reports)")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPerPushOverrideStillPlays() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        let detail = scene.screen("detail")
        detail.preferredTransition = .zoom
        transitions.core.vendor.overrides.set(.crossFade, for: detail)
        let reports = Diagnostics.record {
            navigation.pushViewController(detail, animated: true)
            scene.settle()
        }
        #expect(transitions.madeAnimators.count == 1)
        #expect(reports.isEmpty, "\(reports)")
    }

    @Test func screensWithoutOneAreUnaffected() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let elsewhere = scene.screen("elsewhere")
        elsewhere.preferredTransition = .zoom
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(transitions.madeAnimators.count == 1)
    }

    @Test func theRule() {
        #expect(PreferredTransitionRule.systemPlays(screenHasPreferredTransition: true, hasOverride: false))
        #expect(!PreferredTransitionRule.systemPlays(screenHasPreferredTransition: true, hasOverride: true))
        #expect(!PreferredTransitionRule.systemPlays(screenHasPreferredTransition: false, hasOverride: false))
    }
}
