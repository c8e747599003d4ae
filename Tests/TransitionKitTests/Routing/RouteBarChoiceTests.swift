import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// When a screen's `transitionToolbarHidden(_:)` choice reaches its bar: at once
/// outside a transition, at the end of a push or pop the screen takes part in (never in the
/// middle), and a removed modifier shows the bar again.
@MainActor
struct RouteBarChoiceTests {
    /// A navigation controller model with a root screen, and the bar's changes.
    @MainActor private final class Scene {
        let ledger = ContractLedger()
        let clock = ModelClock()
        let root: ViewControllerModel
        let navigation: NavigationControllerModel
        let choice = RouteBarChoice()
        var applied: [Bool] = []
        /// Whether each change in ``applied`` was animated.
        var animated: [Bool] = []
        let writer = ObjectIdentifier(Scene.self)
        let other = ObjectIdentifier(Int.self)

        /// The window the navigation controller is in, when it is (UIKit animates only there).
        let window: ViewModel

        init(inWindow: Bool = true) {
            root = ViewControllerModel("root", ledger: ledger)
            navigation = NavigationControllerModel(rootViewController: root, ledger: ledger, clock: clock)
            window = ViewModel.window(ledger: ledger)
            if inWindow { window.addSubview(navigation.view) }
        }

        func request(_ hidden: Bool, of screen: ViewControllerModel, by writer: ObjectIdentifier? = nil) {
            choice.request(hidden, by: writer ?? self.writer, of: screen, apply: record)
        }

        func writerDidLeave(_ writer: ObjectIdentifier, of screen: ViewControllerModel) {
            choice.writerDidLeave(writer, of: screen, apply: record)
        }

        private func record(hidden: Bool, animated: Bool) {
            applied.append(hidden)
            self.animated.append(animated)
        }
    }

    @Test func outsideATransitionOnlyAChangeIsAppliedAtOnce() {
        let scene = Scene()
        scene.request(true, of: scene.root)
        #expect(scene.applied == [true])
        scene.request(true, of: scene.root)
        #expect(scene.applied == [true], "the same choice again: no layout")
        scene.request(false, of: scene.root)
        #expect(scene.applied == [true, false])
        #expect(scene.choice.applied == false)
    }

    @Test func aChoiceArrivingDuringThePushIsAppliedWhenItEnds() {
        let scene = Scene()
        let top = ViewControllerModel("top", ledger: scene.ledger)
        scene.navigation.pushViewController(top, animated: true)
        scene.request(true, of: top)
        #expect(scene.applied.isEmpty, "not in the middle of the push")
        #expect(scene.choice.requested == true)
        scene.request(false, of: top)
        scene.request(true, of: top)
        scene.clock.runUntilIdle()
        #expect(scene.applied == [true], "once, the latest choice")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aChoiceTakenBackDuringThePushChangesNothing() {
        let scene = Scene()
        let top = ViewControllerModel("top", ledger: scene.ledger)
        scene.navigation.pushViewController(top, animated: true)
        scene.request(true, of: top)
        scene.request(false, of: top)
        scene.clock.runUntilIdle()
        #expect(scene.applied.isEmpty)
    }

    @Test func aChoiceArrivingDuringACancelledSwipeBackIsAppliedWhenItEnds() throws {
        let scene = Scene()
        let top = ViewControllerModel("top", ledger: scene.ledger)
        scene.navigation.pushViewController(top, animated: true)
        scene.clock.runUntilIdle()
        let swipe = try #require(scene.navigation.beginInteractivePop())
        swipe.update(0.4)
        scene.request(true, of: scene.root)
        #expect(scene.applied.isEmpty)
        swipe.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.applied == [true])
    }

    @Test func removingTheModifierShowsTheBarAgainWhenItWasTheLatestWriter() {
        let scene = Scene()
        scene.request(true, of: scene.root)
        scene.writerDidLeave(scene.other, of: scene.root)
        #expect(scene.applied == [true], "another writer leaving changes nothing")
        scene.writerDidLeave(scene.writer, of: scene.root)
        #expect(scene.applied == [true, false])
        #expect(scene.choice.requested == false)
        scene.writerDidLeave(scene.writer, of: scene.root)
        #expect(scene.applied == [true, false], "once")
    }

    @Test func aRemovalDuringATransitionWaitsForItsEnd() {
        let scene = Scene()
        scene.request(true, of: scene.root)
        let top = ViewControllerModel("top", ledger: scene.ledger)
        scene.navigation.pushViewController(top, animated: true)
        scene.writerDidLeave(scene.writer, of: scene.root)
        #expect(scene.applied == [true])
        scene.clock.runUntilIdle()
        #expect(scene.applied == [true, false])
    }

    /// The bar moves without animation while the screen's view is not in a window (SwiftUI
    /// evaluating a screen before it is shown: its appearance sets the bar then), animated once
    /// it is — at once, or at the end of the push it took part in.
    @Test func theBarMovesAnimatedOnlyWhileTheScreenIsInAWindow() {
        let scene = Scene(inWindow: false)
        scene.request(true, of: scene.root)
        #expect(scene.animated == [false], "not in a window")
        scene.window.addSubview(scene.navigation.view)
        #expect(scene.root.viewIfLoaded?.isInWindow == true)
        scene.request(false, of: scene.root)
        #expect(scene.animated == [false, true], "on screen")
        let top = ViewControllerModel("top", ledger: scene.ledger)
        scene.navigation.pushViewController(top, animated: true)
        scene.request(true, of: top)
        #expect(scene.applied == [true, false], "not during the push")
        scene.clock.runUntilIdle()
        #expect(scene.applied == [true, false, true])
        #expect(scene.animated == [false, true, true], "after its push, on screen")
        scene.navigation.view.removeFromSuperview()
        scene.writerDidLeave(scene.writer, of: top)
        #expect(scene.animated == [false, true, true, false], "its stack left the window")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
