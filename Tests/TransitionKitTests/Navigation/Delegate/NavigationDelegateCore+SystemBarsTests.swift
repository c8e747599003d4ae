import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The system bars under a custom animator: the tab bar of `hidesBottomBarWhenPushed`, a
/// navigation bar shown on one screen only and the large title move with the transition and
/// follow an interactive one, by ``SystemBarChoreography``; UIKit's own slide is left alone.
@MainActor
@Suite struct NavigationDelegateCoreSystemBarsTests {
    let scene = NavigationScene()
    /// A tab bar 83 pt high at the bottom of an 844 pt screen.
    static let tabBarFrame = CGRect(x: 0, y: 761, width: 390, height: 83)

    /// A navigation controller in a tab bar controller, its delegate playing `player`, and a
    /// detail screen that hides the tab bar.
    private func tabbedScene(_ player: ModeledPlayer = .crossFade) -> (
        ModeledTransitions, NavigationControllerModel, ViewControllerModel, ViewModel
    ) {
        let transitions = ModeledTransitions(
            animations: scene.animations, defaultTransition: player.transition)
        let navigation = scene.navigation()
        let tabBar = ViewModel("tab bar", frame: Self.tabBarFrame, ledger: scene.ledger)
        navigation.tabBarView = tabBar
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        let detail = scene.screen("detail")
        detail.hidesBottomBarWhenPushed = true
        return (transitions, navigation, detail, tabBar)
    }

    /// Whether `value` is `expected` within the ease-in-out Bézier's precision at half-time (0.5
    /// solved numerically, REFERENCE.md §7: 1e-6).
    private func isHalfway(_ value: some BinaryFloatingPoint, _ expected: Double) -> Bool {
        abs(Double(value) - expected) < 1e-6
    }

    /// Half of the running library transition's duration.
    private func halfway(_ transitions: ModeledTransitions) throws -> TimeInterval {
        try #require(transitions.madeAnimators.last).decision.duration / 2
    }

    /// Pushes `detail`, lets the push end, then begins an interactive pop through the navigation
    /// controller's driver and moves it to `progress`.
    private func pushThenPopInteractively(
        _ detail: ViewControllerModel, on navigation: NavigationControllerModel,
        with transitions: ModeledTransitions, to progress: Double
    ) throws -> PercentDrivenTransitionModel {
        navigation.pushViewController(detail, animated: true)
        scene.settle()
        let driver = try #require(transitions.core.slot.driver(for: navigation))
        let interaction = try #require(driver.beginPop())
        interaction.update(progress)
        return interaction
    }

    @Test(arguments: [TabBarVariant.floating, .minimizing])
    func uikitsOwnTabBarsAreLeftToUIKit(variant: TabBarVariant) {
        let scene = NavigationScene(ledger: ContractLedger())
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let tabBar = ViewModel("tab bar", frame: Self.tabBarFrame, ledger: scene.ledger)
        navigation.tabBarView = tabBar
        navigation.tabBarVariant = variant
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        let detail = scene.screen("detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: 0.1)
        #expect(tabBar.transform2D == .identity, "never moved by the library")
        scene.settle()
        #expect(tabBar.isHidden, "UIKit hid its own bar")
        navigation.popViewController(animated: true)
        scene.settle()
        #expect(!tabBar.isHidden && tabBar.transform2D == .identity)
        #expect(transitions.madeAnimators.count == 2, "the library played both transitions")
    }

    @Test func theVariantFollowsTheSystem() {
        #expect(TabBarVariant(systemMajorVersion: 15, isPad: true, isRegularWidth: true) == .classic)
        #expect(TabBarVariant(systemMajorVersion: 18, isPad: false, isRegularWidth: false) == .classic)
        #expect(TabBarVariant(systemMajorVersion: 18, isPad: true, isRegularWidth: false) == .classic)
        #expect(TabBarVariant(systemMajorVersion: 18, isPad: true, isRegularWidth: true) == .floating)
        #expect(TabBarVariant(systemMajorVersion: 26, isPad: false, isRegularWidth: false) == .minimizing)
        #expect(TabBarVariant(systemMajorVersion: 26, isPad: true, isRegularWidth: true) == .minimizing)
        #expect(TabBarVariant.allCases.filter(\.isMovedByTransitions) == [.classic])
    }

    @Test func theTabBarSlidesDownWithAPushThatHidesItAndBackWithThePop() throws {
        let (transitions, navigation, detail, tabBar) = tabbedScene()
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: try halfway(transitions))
        #expect(!tabBar.isHidden, "shown while it slides, though UIKit hid it at once")
        #expect(
            isHalfway(tabBar.presentationTransform.translationY, 41.5), "half its 83 pt height at half-time")
        scene.settle()
        #expect(tabBar.isHidden)
        #expect(tabBar.transform2D == .identity)

        navigation.popViewController(animated: true)
        #expect(!tabBar.isHidden)
        scene.clock.advance(by: try halfway(transitions))
        #expect(isHalfway(tabBar.presentationTransform.translationY, 41.5))
        scene.settle()
        #expect(!tabBar.isHidden)
        #expect(tabBar.transform2D == .identity)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theTabBarFollowsAnInteractivePopAndACancelPutsItAwayAgain() throws {
        let (transitions, navigation, detail, tabBar) = tabbedScene()
        let interaction = try pushThenPopInteractively(detail, on: navigation, with: transitions, to: 0.4)
        #expect(!tabBar.isHidden)
        #expect(abs(tabBar.presentationTransform.translationY - 49.8) < 1e-9, "83 × (1 − 0.4)")
        interaction.update(0.75)
        #expect(abs(tabBar.presentationTransform.translationY - 20.75) < 1e-9, "83 × (1 − 0.75)")
        interaction.cancel()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(tabBar.isHidden, "the screen that stays hides it")
        #expect(tabBar.transform2D == .identity)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func uikitsOwnSlideIsLeftAlone() {
        let (_, navigation, detail, tabBar) = tabbedScene(.system)
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: 0.175)
        #expect(!tabBar.isHidden, "UIKit slides it out with the root")
        #expect(abs(tabBar.presentationFrame.minX - -65) < 1e-6, "a third of the width at half-time")
        #expect(tabBar.presentationTransform == .identity, "the library does not move it")
        scene.settle()
        #expect(tabBar.isHidden)
        #expect(tabBar.transform2D == .identity && tabBar.frame.minX == 0)
    }

    @Test func theAppDelegatesOwnAnimatorMovesTheBarsToo() {
        let (transitions, navigation, detail, tabBar) = tabbedScene(.system)
        let app = AppDelegateDouble()
        app.animationController = InterruptibleAnimationController(
            animations: scene.animations, duration: 0.4)
        transitions.additionalDelegate = app
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: 0.1)
        #expect(!tabBar.isHidden)
        #expect(abs(tabBar.presentationTransform.translationY - 20.75) < 1e-9, "83 × 0.25, linear")
        scene.settle()
        #expect(tabBar.isHidden)
        #expect(tabBar.transform2D == .identity)
    }

    @Test func aScreenAboveOneThatHidesTheTabBarKeepsItHidden() throws {
        let (transitions, navigation, detail, tabBar) = tabbedScene()
        navigation.pushViewController(detail, animated: true)
        scene.settle()
        navigation.pushViewController(scene.screen("more"), animated: true)
        scene.clock.advance(by: try halfway(transitions))
        #expect(tabBar.isHidden)
        #expect(tabBar.presentationTransform == .identity)
        scene.settle()
        #expect(tabBar.isHidden)
    }

    /// A root that hides the navigation bar in `viewWillAppear` and a detail that shows it.
    private func barScene() -> (ModeledTransitions, NavigationControllerModel, ViewControllerModel) {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        let root = navigation.viewControllers[0]
        root.onAppearance = { [weak navigation] callback, animated in
            if callback == .willAppear { navigation?.setNavigationBarHidden(true, animated: animated) }
        }
        navigation.setNavigationBarHidden(true, animated: false)
        let detail = scene.screen("detail")
        detail.onAppearance = { [weak navigation] callback, animated in
            if callback == .willAppear { navigation?.setNavigationBarHidden(false, animated: animated) }
        }
        return (transitions, navigation, detail)
    }

    @Test func aNavigationBarShownOnOneScreenOnlySlidesInAndOutFromTheTop() throws {
        let (transitions, navigation, detail) = barScene()
        let bar = navigation.navigationBarView
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: try halfway(transitions))
        #expect(!bar.isHidden)
        #expect(isHalfway(bar.presentationTransform.translationY, -45.5), "half of 47 + 44 pt, upwards")
        scene.settle()
        #expect(!bar.isHidden)
        #expect(bar.transform2D == .identity)

        navigation.popViewController(animated: true)
        #expect(!bar.isHidden, "UIKit hid it at once; it slides out instead")
        scene.clock.advance(by: try halfway(transitions))
        #expect(isHalfway(bar.presentationTransform.translationY, -45.5))
        scene.settle()
        #expect(bar.isHidden)
        #expect(navigation.isNavigationBarHidden)
        #expect(bar.transform2D == .identity)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCancelledInteractivePopLeavesTheNavigationBarShown() throws {
        let (transitions, navigation, detail) = barScene()
        let bar = navigation.navigationBarView
        let interaction = try pushThenPopInteractively(detail, on: navigation, with: transitions, to: 0.4)
        #expect(abs(bar.presentationTransform.translationY - -36.4) < 1e-9, "91 × 0.4, upwards")
        interaction.cancel()
        scene.settle()
        #expect(!bar.isHidden)
        #expect(!navigation.isNavigationBarHidden)
        #expect(bar.transform2D == .identity)
    }

    /// A navigation controller preferring large titles, whose detail never shows one.
    private func largeTitleScene() -> (ModeledTransitions, NavigationControllerModel, ViewControllerModel) {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        navigation.prefersLargeTitles = true
        scene.settle()
        let detail = scene.screen("detail")
        detail.largeTitleDisplayMode = .never
        return (transitions, navigation, detail)
    }

    @Test func theLargeTitleCollapsesWithAPushAndGrowsBackWithThePop() throws {
        let (transitions, navigation, detail) = largeTitleScene()
        let bar = navigation.navigationBarView
        #expect(bar.frame.height == 96)
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: try halfway(transitions))
        #expect(isHalfway(bar.presentationFrame.height, 70), "halfway between 96 and 44")
        scene.settle()
        #expect(bar.frame.height == 44)

        navigation.popViewController(animated: true)
        scene.clock.advance(by: try halfway(transitions))
        #expect(isHalfway(bar.presentationFrame.height, 70))
        scene.settle()
        #expect(bar.frame.height == 96)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theLargeTitleFollowsAnInteractivePopAndComesBackWhenCancelled() throws {
        let (transitions, navigation, detail) = largeTitleScene()
        let bar = navigation.navigationBarView
        let interaction = try pushThenPopInteractively(detail, on: navigation, with: transitions, to: 0.4)
        #expect(abs(bar.presentationFrame.height - 64.8) < 1e-9, "44 + 52 × 0.4")
        interaction.cancel()
        scene.settle()
        #expect(bar.frame.height == 44)
        #expect(bar.presentationFrame.height == 44)
    }

    /// A navigation bar of the same height on both screens is not laid out inside the
    /// transition's animation (on device that animates every pending layout change of the
    /// controller and both screens); a large title that collapses is, once.
    @Test func aBarOfTheSameHeightOnBothScreensIsNotLaidOutInTheAnimation() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        scene.settle()
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        navigation.popViewController(animated: true)
        scene.settle()
        #expect(navigation.animatedLayouts == 0)
        #expect(navigation.navigationBarView.frame.height == 44)

        let (largeTransitions, large, detail) = largeTitleScene()
        large.pushViewController(detail, animated: true)
        scene.settle()
        #expect(large.animatedLayouts == 1, "the large title collapses with the push")
        let always = scene.screen("always")
        always.largeTitleDisplayMode = .always
        large.pushViewController(always, animated: true)
        scene.settle()
        #expect(large.animatedLayouts == 2, "and grows with the next")
        large.pushViewController(scene.screen("follows"), animated: true)
        scene.settle()
        #expect(large.animatedLayouts == 2, "automatic follows the large title below: the same height")
        #expect(large.navigationBarView.frame.height == 96)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        withExtendedLifetime((transitions, largeTransitions)) {}
    }

    /// An arriving screen that turns large titles on in `viewWillAppear` grows the title with the
    /// push (the leaving screen's bar read as it was when the transition began).
    @Test func largeTitlesTurnedOnByTheArrivingScreenGrowWithThePush() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        scene.settle()
        let detail = scene.screen("detail")
        detail.onAppearance = { [weak navigation] callback, _ in
            if callback == .willAppear { navigation?.prefersLargeTitles = true }
        }
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: try halfway(transitions))
        #expect(isHalfway(navigation.navigationBarView.presentationFrame.height, 70))
        scene.settle()
        #expect(navigation.animatedLayouts == 1)
        #expect(navigation.navigationBarView.frame.height == 96)
    }

    @Test func withUIKitsOwnSlideTheLargeTitleIsLaidOutByUIKit() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .system)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        navigation.prefersLargeTitles = true
        scene.settle()
        let detail = scene.screen("detail")
        detail.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: 0.175)
        #expect(navigation.navigationBarView.presentationFrame.height == 44, "the model's snap")
    }
}
