import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// Hostile input through the coordinator and the models: each case has a defined outcome, never a
/// trap, never a transition left stuck.
@MainActor
@Suite struct PanInteractionBadInputTests {
    /// The scene after everything settled: idle, nothing caught, no contract broken, and every
    /// transition the interaction controller drove completed exactly once.
    func expectSettled(_ scene: PanScene, sourceLocation: SourceLocation = #_sourceLocation) {
        scene.clock.runUntilIdle()
        #expect(scene.coordinator.phase == .idle, sourceLocation: sourceLocation)
        #expect(
            !scene.coordinator.isDriving && !scene.coordinator.awaitsTransition,
            sourceLocation: sourceLocation)
        #expect(!scene.driver.catcher.isEnabled, sourceLocation: sourceLocation)
        #expect(!scene.navigation.isTransitioning, sourceLocation: sourceLocation)
        #expect((scene.driver.percent.context?.completions.count ?? 1) == 1, sourceLocation: sourceLocation)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)", sourceLocation: sourceLocation)
    }

    @Test func aGestureTheSystemCancelsCancelsTheTransitionEvenPastHalfWay() {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.8 * scene.width, velocity: 900)
        scene.cancelTouch()
        #expect(scene.coordinator.phase == .settling(.cancel))
        expectSettled(scene)
        #expect(scene.driver.percent.context?.completions == [false])
        #expect(scene.navigation.viewControllers.count == 2)
    }

    @Test func nonFiniteReadingsAreIgnoredAndAReleaseWithoutVelocityIsEstimated() {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.4 * scene.width, velocity: 300)
        let before = scene.coordinator.machine.progress
        scene.driver.pan.change(
            translation: CGPoint(x: CGFloat.nan, y: 0), velocity: CGPoint(x: CGFloat.nan, y: 0))
        scene.driver.pan.change(translation: CGPoint(x: CGFloat.infinity, y: 0))
        #expect(scene.coordinator.machine.progress == before, "ignored")
        #expect(abs((scene.onScreenProgress ?? -1) - before) < 1e-9, "the screen stays")
        scene.move(toX: 5 + 0.7 * scene.width, velocity: .nan)
        scene.lift(velocity: .nan)
        #expect(scene.coordinator.phase == .settling(.finish), "estimated forward from the samples")
        expectSettled(scene)
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test func aSecondBeginningWhileOneRunsChangesNothing() {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.3 * scene.width)
        let progress = scene.coordinator.machine.progress
        scene.driver.pan.play(
            .init(.began, translation: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 500, y: 0)))
        #expect(scene.coordinator.phase == .interactive)
        #expect(scene.coordinator.machine.progress == progress)
        let asked = scene.navigation.events.filter {
            if case .animationController = $0 { return true }
            return false
        }
        #expect(asked.count == 1, "no second pop was asked for")
        scene.move(toX: 5 + 0.2 * scene.width)
        scene.lift()
        #expect(scene.coordinator.phase == .settling(.cancel))
        expectSettled(scene)
    }

    @Test func aRecognizerTakenOffItsViewMidGestureCancels() {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.7 * scene.width)
        ModelPanPorts.removeGestureRecognizer(scene.driver.pan)
        scene.move(toX: 5 + 0.9 * scene.width)
        #expect(scene.coordinator.phase == .settling(.cancel))
        scene.lift(velocity: 900)
        expectSettled(scene)
        #expect(scene.navigation.viewControllers.count == 2)
    }

    @Test func uninstallingMidGestureCancelsAndTheDriverWorksElsewhere() {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.7 * scene.width)
        scene.coordinator.uninstall()
        scene.move(toX: 5 + 0.8 * scene.width)
        scene.lift(velocity: 900)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.count == 2, "cancelled")
        #expect(scene.coordinator.phase == .idle)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        scene.coordinator.install(on: scene.navigation)
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        expectSettled(scene)
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test func aNavigationControllerReleasedMidGestureEndsCleanly() {
        let ledger = ContractLedger()
        let clock = ModelClock()
        let window = ViewModel.window(ledger: ledger)
        let driver = ModelPanDriver(activation: .edge(.leading), ledger: ledger, clock: clock)
        let delegate = DriverVendingDelegate(animations: AnimatorFactoryModel(ledger: ledger, clock: clock))
        delegate.driver = driver
        weak var released: NavigationControllerModel?
        do {
            let navigation = NavigationControllerModel(
                rootViewController: ViewControllerModel("root", ledger: ledger), ledger: ledger, clock: clock)
            window.addSubview(navigation.view)
            navigation.delegate = delegate
            navigation.pushViewController(ViewControllerModel("detail", ledger: ledger), animated: false)
            driver.coordinator.install(on: navigation)
            driver.pan.play(.init(.began, translation: CGPoint(x: 12, y: 0), velocity: CGPoint(x: 400, y: 0)))
            driver.pan.change(translation: CGPoint(x: 150, y: 0))
            #expect(driver.coordinator.phase == .interactive)
            navigation.view.removeFromSuperview()
            released = navigation
        }
        #expect(released == nil, "the navigation controller is gone")
        driver.pan.change(translation: CGPoint(x: 200, y: 0))
        #expect(driver.coordinator.phase == .idle, "ended at once, nothing to wait for")
        #expect(!driver.coordinator.isDriving && !driver.catcher.isEnabled)
        driver.pan.end(translation: CGPoint(x: 250, y: 0), velocity: CGPoint(x: 900, y: 0))
        clock.runUntilIdle()
        #expect(driver.coordinator.phase == .idle)
        #expect(driver.percent.context?.completions == [false], "UIKit's objects ran it back, once")
        #expect(ledger.violations.isEmpty, "\(ledger)")
        // The driver works on the next navigation controller.
        let next = NavigationControllerModel(
            rootViewController: ViewControllerModel("root 2", ledger: ledger), ledger: ledger, clock: clock)
        window.addSubview(next.view)
        next.delegate = delegate
        next.pushViewController(ViewControllerModel("detail 2", ledger: ledger), animated: false)
        driver.coordinator.install(on: next)
        driver.pan.play(.init(.began, translation: CGPoint(x: 12, y: 0), velocity: CGPoint(x: 900, y: 0)))
        driver.pan.end(translation: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 900, y: 0))
        clock.runUntilIdle()
        #expect(next.viewControllers.map(\.name) == ["root 2"])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aTransitionThatStartsAfterTheTouchLandedKeepsThePanFromBeginning() {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.push("deep link")
        scene.move(toX: 40, velocity: 600)
        scene.move(toX: 200, velocity: 600)
        scene.lift(velocity: 600)
        #expect(scene.driver.pan.delivered.isEmpty, "the pan failed to begin")
        expectSettled(scene)
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0", "screen 1", "deep link"])
    }

    @Test func aPanWhoseActionArrivesAfterATransitionStartedIsRefused() {
        let scene = PanScene()
        scene.coordinator.allowsCatchingTransitions = false
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        // The pan was allowed to begin; UIKit calls its action at the next turn of the run loop,
        // after a button started a pop.
        scene.driver.pan.shouldBegin = nil
        scene.navigation.popViewController(animated: true)
        scene.move(toX: 40, velocity: 600)
        #expect(scene.driver.pan.delivered == [.began])
        #expect(scene.coordinator.phase != .interactive, "refused: no nested pop asked for")
        scene.lift(velocity: 600)
        expectSettled(scene)
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
    }

    @Test func aDrivingRecognizerThatWasResetWithoutItsActionIsCancelledAtTheNextTouch() {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.7 * scene.width)
        // The recognizer is reset without its action telling the coordinator (UIKit does not
        // call the action for .failed): no finger will ever end this interaction.
        scene.driver.pan.fail()
        #expect(scene.driver.pan.recognizerState == .failed, "reset to .possible only at the next turn")
        #expect(scene.coordinator.phase == .interactive)
        scene.touchDown(at: CGPoint(x: 200, y: 400))
        #expect(scene.coordinator.phase != .interactive, "the next touch ends it")
        scene.lift()
        expectSettled(scene)
        #expect(scene.navigation.viewControllers.count == 2, "cancelled")
    }
}
