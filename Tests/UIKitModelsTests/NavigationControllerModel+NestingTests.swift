import Foundation
import Testing
import TransitionKitCore
import UIKitModels

/// The navigation model's stricter corners: a navigation requested while a transition runs
/// (recorded at the call, then deferred), the misuses UIKit raises on, navigation while the view
/// is not in a window, the appearance calls, and what the bars do to the children's safe area.
@MainActor
@Suite struct NavigationControllerModelNestingTests {
    let scene = Scene()
    var ledger: ContractLedger { scene.ledger }
    var navigation: NavigationControllerModel { scene.navigation }

    /// Logs the delegate's `willShow`/`didShow` and the screens' appearance callbacks in one list.
    private func watch(_ screens: [ViewControllerModel]) -> (ScriptedDelegate, () -> [String]) {
        final class Lines { var all: [String] = [] }
        let lines = Lines()
        for screen in screens {
            let name = screen.name
            screen.onAppearance = { callback, animated in
                lines.all.append("\(name) \(callback)" + (animated ? "" : " (not animated)"))
            }
        }
        let delegate = ScriptedDelegate([.willShow, .didShow])
        delegate.onWillShow = { _, shown in lines.all.append("willShow \(shown.name)") }
        delegate.onDidShow = { _, shown in lines.all.append("didShow \(shown.name)") }
        return (delegate, { lines.all })
    }

    // MARK: Appearance calls

    @Test func anAnimatedPushAndACancelledPopSendTheAppearanceCallsInUIKitsOrder() throws {
        let detail = scene.screen("detail")
        let (delegate, lines) = watch([scene.root, detail])
        navigation.delegate = delegate
        navigation.pushViewController(detail, animated: true)
        scene.clock.runUntilIdle()
        #expect(
            lines() == [
                "willShow detail", "root willDisappear", "detail willAppear", "root didDisappear",
                "detail didAppear", "didShow detail",
            ])
        let pop = try #require(navigation.beginInteractivePop())
        pop.update(0.3)
        pop.cancel()
        scene.clock.runUntilIdle()
        #expect(
            lines().dropFirst(6) == [
                "willShow root", "detail willDisappear", "root willAppear", "root willDisappear",
                "detail willAppear", "root didDisappear", "detail didAppear",
            ],
            "a cancelled pop reverses the calls it began and shows nothing new")
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
    }

    // MARK: A navigation while a transition runs

    @Test func aPushDuringAPushIsRecordedAtTheCallAndRunsWhenTheFirstEnds() {
        let first = scene.screen("first")
        let second = scene.screen("second")
        let (delegate, lines) = watch([scene.root, first, second])
        navigation.delegate = delegate
        navigation.pushViewController(first, animated: true)
        let found = ledger.expect(NavigationControllerModel.Contract.nestedPush) {
            navigation.pushViewController(second, animated: true)
        }
        #expect(found.first?.state == "transitioning (push)")
        #expect(navigation.viewControllers.map(\.name) == ["root", "first"], "deferred, not applied")
        #expect(navigation.deferredStack?.stack.map(\.name) == ["root", "first", "second"])
        #expect(navigation.deferredStack?.animated == true)
        scene.clock.runUntilIdle()
        #expect(
            lines() == [
                "willShow first", "root willDisappear", "first willAppear", "root didDisappear",
                "first didAppear", "didShow first",
                "willShow second", "first willDisappear", "second willAppear", "first didDisappear",
                "second didAppear", "didShow second",
            ])
        #expect(navigation.viewControllers.map(\.name) == ["root", "first", "second"])
        #expect(navigation.transitionsBegun.map(\.to) == ["first", "second"])
        #expect(navigation.deferredStack == nil)
    }

    @Test func nestedRequestsAreJudgedAgainstTheDeferredStackAndTheLastOneWins() {
        let first = scene.screen("first")
        let second = scene.screen("second")
        navigation.pushViewController(first, animated: true)
        ledger.expect(
            NavigationControllerModel.Contract.nestedPush, NavigationControllerModel.Contract.pushTwice,
            NavigationControllerModel.Contract.nestedPop
        ) {
            navigation.pushViewController(second, animated: true)
            navigation.pushViewController(second, animated: true)
            #expect(navigation.popViewController(animated: false) === second)
        }
        scene.clock.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "first"])
        #expect(navigation.transitionsBegun.count == 1, "the deferred stack is the stack already")
        #expect(second.parent == nil)
    }

    @Test func aReplacementWithoutAnimationDuringATransitionRunsWithoutAnimationAfterIt() {
        let delegate = ScriptedDelegate()
        navigation.delegate = delegate
        let first = scene.screen("first")
        let other = scene.screen("other")
        navigation.pushViewController(first, animated: true)
        ledger.expect(NavigationControllerModel.Contract.nestedPop) {
            navigation.setViewControllers([scene.root, other], animated: false)
        }
        scene.clock.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "other"])
        #expect(
            navigation.events.suffix(3) == [
                .coordinatorCompletion(cancelled: false), .willShow("other", animated: false),
                .didShow("other", animated: false),
            ])
        #expect(first.parent == nil && other.parent === navigation)
    }

    @Test func misusesUIKitRaisesOnAreRecordedAtTheCallEvenDuringATransition() {
        navigation.pushViewController(scene.screen("first"), animated: true)
        let tabs = TabBarControllerModel("tabs", viewControllers: [scene.screen("tab")], ledger: ledger)
        let inner = NavigationControllerModel(
            "inner", rootViewController: nil, ledger: ledger, clock: scene.clock)
        ledger.expect(
            NavigationControllerModel.Contract.pushTabBarController,
            NavigationControllerModel.Contract.pushNavigationController,
            NavigationControllerModel.Contract.pushTwice, NavigationControllerModel.Contract.popToMissing
        ) {
            navigation.pushViewController(tabs, animated: true)
            navigation.pushViewController(inner, animated: true)
            navigation.pushViewController(scene.root, animated: true)
            #expect(navigation.popToViewController(scene.screen("stranger"), animated: true) == nil)
        }
        #expect(navigation.deferredStack == nil, "a refused request defers nothing")
        scene.clock.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "first"])
    }

    @Test func pushingATabBarControllerIsRecorded() {
        let tabs = TabBarControllerModel("tabs", viewControllers: [scene.screen("tab")], ledger: ledger)
        ledger.expect(NavigationControllerModel.Contract.pushTabBarController) {
            navigation.pushViewController(tabs, animated: false)
        }
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(tabs.parent == nil)
    }

    // MARK: Not in a window

    @Test func aNavigationOffWindowRunsWithoutAnimationAndWithoutAppearanceCalls() {
        let delegate = ScriptedDelegate()
        delegate.animationController = InterruptibleAnimationController(animations: scene.animations)
        navigation.delegate = delegate
        navigation.view.removeFromSuperview()
        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: true)
        #expect(
            navigation.events == [.willShow("detail", animated: false), .didShow("detail", animated: false)])
        #expect(!navigation.isTransitioning && navigation.activeTransitionCoordinator == nil)
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(detail.appearance.isEmpty && scene.root.appearance.isEmpty)
        #expect(navigation.beginInteractivePop() == nil, "no finger reaches a view outside a window")
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(
            navigation.events.suffix(2) == [
                .willShow("root", animated: false), .didShow("root", animated: false),
            ])
        #expect(navigation.transitionsBegun.isEmpty)
    }

    // MARK: The bars and the children's safe area

    @Test func theNavigationBarAndTheTabBarSetTheChildrensSafeArea() {
        let detail = scene.screen("detail")
        detail.additionalSafeArea = Insets(top: 10)
        navigation.pushViewController(detail, animated: false)
        #expect(detail.safeAreaInsets == Insets(top: 47 + 44 + 10, bottom: 34))
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(detail.safeAreaInsets == Insets(top: 47 + 10, bottom: 34), "below the status bar only")
        navigation.setNavigationBarHidden(false, animated: false)
        navigation.tabBarView = ViewModel(
            "tab bar", frame: CGRect(x: 0, y: 761, width: 390, height: 83), ledger: ledger)
        #expect(detail.safeAreaInsets.bottom == 83)
        detail.hidesBottomBarWhenPushed = true
        #expect(detail.safeAreaInsets.bottom == 34)
        #expect(scene.root.safeAreaInsets.bottom == 83, "the root keeps its tab bar")
    }

    @Test func uikitsOwnSlideCarriesTheTabBarOutAndBackIn() throws {
        let bar = ViewModel("tab bar", frame: CGRect(x: 0, y: 761, width: 390, height: 83), ledger: ledger)
        navigation.tabBarView = bar
        let detail = scene.screen("detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        #expect(!bar.isHidden, "it leaves with the root, not at the start")
        scene.clock.advance(by: SystemSlideAnimatorTiming.half)
        #expect(abs(bar.presentationFrame.minX - -65) < 1, "halfway to a third of the width")
        scene.clock.runUntilIdle()
        #expect(bar.isHidden && bar.frame.minX == 0)

        let pop = try #require(navigation.beginInteractivePop())
        #expect(!bar.isHidden && bar.presentationFrame.minX == -130, "it arrives with the root")
        pop.update(0.5)
        pop.cancel()
        scene.clock.runUntilIdle()
        #expect(bar.isHidden && bar.frame.minX == 0, "a cancelled pop leaves it hidden")
        navigation.popViewController(animated: true)
        scene.clock.runUntilIdle()
        #expect(!bar.isHidden && bar.frame.minX == 0)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }
}

/// Half of UIKit's slide in the model (0.35 s).
private enum SystemSlideAnimatorTiming {
    static let half: TimeInterval = 0.175
}
