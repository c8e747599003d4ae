import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The bar-less queue on the navigation-controller model: one transition at a
/// time, waiting only for its own transition's coordinator, never in flight for ever.
@MainActor
@Suite struct NavigationQueueCoreTests {
    let scene = NavigationScene()
    let navigation: NavigationControllerModel
    let barless: ModeledBarless

    init() {
        navigation = scene.navigation()
        barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation)
    }

    var queue: NavigationQueueCore<ModeledBarless> { barless.coordinator.queue }

    /// The names of the real stack.
    var stack: [String] { navigation.viewControllers.map(\.name) }

    /// Whether the queue's committed stack is the real one and nothing is in flight or waiting.
    var queueIsIdleAndTrue: Bool {
        guard let model = queue.queue else { return false }
        return model.isIdle && model.pending.isEmpty
            && model.stack == navigation.viewControllers.map(ObjectIdentifier.init)
    }

    @Test func aPushWithoutAnimationDuringAPresentationDoesNotWaitForThePresentation() {
        let presenter = scene.screen("presenter")
        navigation.beginPresentation(style: .formSheet, presenting: presenter)
        navigation.pushViewController(scene.screen("a"), animated: false)
        scene.clock.advance(by: 0)
        #expect(stack == ["root", "a"])
        #expect(queueIsIdleAndTrue, "the presentation's coordinator is not the push's")
        navigation.pushViewController(scene.screen("b"), animated: true)
        #expect(stack == ["root", "a", "b"], "the next push runs at once")
        scene.settle()
        navigation.endPresentation(cancelled: true)
        scene.settle()
        #expect(stack == ["root", "a", "b"])
        #expect(queueIsIdleAndTrue, "a cancelled presentation does not undo the queue's pushes")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The queue waits only for its own transition's coordinator: a push without animation
    /// during a presentation ends at the call, not on a later turn, so the next one runs at once.
    @Test func aPushWithoutAnimationDuringAPresentationEndsAtTheCall() {
        navigation.beginPresentation(style: .formSheet, presenting: scene.screen("presenter"))
        navigation.pushViewController(scene.screen("a"), animated: false)
        #expect(queueIsIdleAndTrue, "nothing in flight before the run loop turns")
        navigation.pushViewController(scene.screen("b"), animated: false)
        #expect(stack == ["root", "a", "b"])
        navigation.endPresentation()
        scene.settle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPushDuringAPresentationThatNeverEndsIsNotLeftInFlight() {
        navigation.beginPresentation(style: .pageSheet, presenting: scene.screen("presenter"))
        navigation.pushViewController(scene.screen("a"), animated: false)
        navigation.pushViewController(scene.screen("b"), animated: false)
        scene.settle()
        #expect(stack == ["root", "a", "b"])
        #expect(queueIsIdleAndTrue)
        #expect(barless.canBeginInteractivePop, "a swipe may begin: nothing is in flight")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Whatever coordinator the queue waits for, an action ends once UIKit shows its target:
    /// here the navigation controller reports, while the push runs, a coordinator that looks like
    /// its own transition's (no presentation style, its `from` a child of the controller), then
    /// drops it without ever calling its completion blocks.
    @Test func anActionEndsOnceUIKitShowsItsTargetEvenIfItsCoordinatorNeverCompletes() {
        let root = navigation.viewControllers[0]
        navigation.presentationCoordinator = TransitionCoordinatorModel(from: root, to: root)
        navigation.pushViewController(scene.screen("a"), animated: false)
        navigation.pushViewController(scene.screen("b"), animated: true)
        #expect(stack == ["root", "a"], "b waits for a")
        navigation.presentationCoordinator = nil
        scene.settle()
        #expect(stack == ["root", "a", "b"])
        #expect(queueIsIdleAndTrue)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A presentation's `didShow` while the controller's own push runs ends nothing: the next
    /// request waits for the push.
    @Test func aPresentationsDidShowDuringAPushEndsNothing() {
        let presentation = navigation.beginPresentation(
            style: .formSheet, presenting: scene.screen("presenter"))
        navigation.pushViewController(scene.screen("a"), animated: true)
        navigation.pushViewController(scene.screen("b"), animated: true)
        navigation.endPresentation()
        scene.clock.advance(by: 0.05)
        #expect(stack == ["root", "a"], "b still waits for the push of a")
        scene.settle()
        #expect(stack == ["root", "a", "b"])
        #expect(presentation.hasCompleted)
        #expect(queueIsIdleAndTrue)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPopDuringAPushWaitsAndRunsAfterIt() {
        navigation.pushViewController(scene.screen("a"), animated: true)
        #expect(navigation.popViewController(animated: true) == nil, "queued: nothing popped yet")
        #expect(stack == ["root", "a"])
        scene.settle()
        #expect(stack == ["root"])
        #expect(queueIsIdleAndTrue)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aScreenPushedPoppedAndPushedAgainWhileWaitingIsNotLost() {
        let a = scene.screen("a")
        let c = scene.screen("c")
        navigation.pushViewController(a, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.popViewController(animated: true) == nil, "queued")
        navigation.pushViewController(c, animated: true)
        scene.settle()
        #expect(stack == ["root", "a", "c"], "the second push of c runs after c left the stack")
        #expect(queueIsIdleAndTrue)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCancelledInteractivePopLeavesTheStackAndTheQueueAsTheyWere() throws {
        let driver = ModeledDriver(ledger: scene.ledger)
        barless.viewDidLoad(navigation, driver: driver)
        navigation.pushViewController(scene.screen("a"), animated: true)
        scene.settle()
        let interaction = try #require(driver.beginPop(through: barless.beginInteractivePop))
        #expect(!barless.canBeginInteractivePop, "one transition at a time")
        interaction.update(0.3)
        navigation.pushViewController(scene.screen("b"), animated: true)
        interaction.cancel()
        scene.settle()
        #expect(stack == ["root", "a", "b"], "the push waited for the cancelled pop, then ran")
        #expect(queueIsIdleAndTrue)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
