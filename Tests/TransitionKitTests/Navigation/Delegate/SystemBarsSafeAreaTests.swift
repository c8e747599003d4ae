import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The system bars and the screens' safe area together: UIKit changes a child's safe area the
/// moment `setNavigationBarHidden(_:animated:)` or `hidesBottomBarWhenPushed` takes effect, and
/// slides the classic tab bar with its own push. The library's bar choreography and safe-area morph
/// animate on top of that and leave every screen with the safe area UIKit alone would give it.
@MainActor
@Suite struct SystemBarsSafeAreaTests {
    let scene = NavigationScene()
    static let statusBar = Double(NavigationControllerModel.statusBarHeight)
    static let barBottom = statusBar + Double(NavigationControllerModel.navigationBarHeight)

    /// A root that hides the navigation bar in `viewWillAppear` and a detail (with 52 pt of its
    /// own additional top inset) that shows it, the delegate playing the safe-area morph.
    private func barScene() -> (ModeledTransitions, NavigationControllerModel, ViewControllerModel) {
        let transitions = ModeledTransitions(
            animations: scene.animations, defaultTransition: ModeledTransition(.safeAreaMorph))
        let navigation = scene.navigation()
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        let root = navigation.viewControllers[0]
        root.onAppearance = { [weak navigation] callback, animated in
            if callback == .willAppear { navigation?.setNavigationBarHidden(true, animated: animated) }
        }
        navigation.setNavigationBarHidden(true, animated: false)
        let detail = scene.screen("detail")
        detail.additionalSafeArea = Insets(top: 52)
        detail.onAppearance = { [weak navigation] callback, animated in
            if callback == .willAppear { navigation?.setNavigationBarHidden(false, animated: animated) }
        }
        return (transitions, navigation, detail)
    }

    @Test func theMorphEndsOnTheSafeAreaUIKitGivesWithTheBarShownOnOneScreenOnly() throws {
        let (transitions, navigation, detail) = barScene()
        let root = navigation.viewControllers[0]
        #expect(root.safeAreaInsets.top == Self.statusBar)
        navigation.pushViewController(detail, animated: true)
        #expect(!navigation.navigationBarView.isHidden)
        let duration = try #require(transitions.madeAnimators.last).decision.duration
        scene.clock.advance(by: duration / 2)
        #expect(detail.safeAreaInsets.top >= Self.barBottom, "never under the shown bar")
        scene.settle()
        #expect(detail.safeAreaInsets == Insets(top: Self.barBottom + 52, bottom: 34))
        #expect(root.additionalSafeArea == .zero, "the library restored what it animated")
        #expect(navigation.navigationBarView.transform2D == .identity)
        #expect(navigation.navigationBarView.frame.minY == NavigationControllerModel.statusBarHeight)

        navigation.popViewController(animated: true)
        scene.settle()
        #expect(navigation.navigationBarView.isHidden)
        #expect(root.safeAreaInsets == Insets(top: Self.statusBar, bottom: 34))
        #expect(detail.additionalSafeArea == Insets(top: 52), "its own inset, as the app set it")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [ModeledPlayer.crossFade, .system])
    func aScreenThatHidesTheTabBarEndsAboveTheHomeIndicatorOnly(player: ModeledPlayer) {
        let transitions = ModeledTransitions(
            animations: scene.animations, defaultTransition: player.transition)
        let navigation = scene.navigation()
        let tabBar = ViewModel(
            "tab bar", frame: NavigationDelegateCoreSystemBarsTests.tabBarFrame, ledger: scene.ledger)
        navigation.tabBarView = tabBar
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        let root = navigation.viewControllers[0]
        let detail = scene.screen("detail")
        detail.hidesBottomBarWhenPushed = true
        #expect(root.safeAreaInsets.bottom == 83)
        navigation.pushViewController(detail, animated: true)
        #expect(detail.safeAreaInsets.bottom == 34, "UIKit's, from the start")
        scene.settle()
        #expect(tabBar.isHidden && tabBar.transform2D == .identity && tabBar.frame.minX == 0)
        #expect(root.safeAreaInsets.bottom == 83 && detail.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: true)
        scene.settle()
        #expect(!tabBar.isHidden && tabBar.transform2D == .identity && tabBar.frame.minX == 0)
        #expect(root.safeAreaInsets.bottom == 83)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
