import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@MainActor
@Suite struct TransitionContextModelTests {
    let ledger = ContractLedger()

    /// A context whose animation controller vends an interruptible animator unless told otherwise.
    func makeContext(interruptible: Bool = true) -> (TransitionContextModel, TransitionCoordinatorModel) {
        let from = ViewControllerModel("from", ledger: ledger)
        let to = ViewControllerModel("to", ledger: ledger)
        let container = ViewModel(
            "container", frame: CGRect(x: 0, y: 0, width: 390, height: 844), ledger: ledger)
        let context = TransitionContextModel(
            ledger: ledger, containerView: container, from: from, to: to, fromView: from.view, toView: nil,
            initialFrames: [ObjectIdentifier(from): container.bounds],
            finalFrames: [ObjectIdentifier(to): container.bounds])
        let controller = InterruptibleAnimationController(
            animations: AnimatorFactoryModel(ledger: ledger, clock: ModelClock()))
        controller.implementsInterruptibleAnimator = interruptible
        context.animationController = controller
        let coordinator = TransitionCoordinatorModel(from: from, to: to)
        context.coordinator = coordinator
        return (context, coordinator)
    }

    @Test func itAnswersWhatItWasGiven() throws {
        let (context, _) = makeContext()
        let from = try #require(context.viewController(forKey: .from))
        let to = try #require(context.viewController(forKey: .to))
        #expect(context.view(forKey: .from) === from.view)
        #expect(context.view(forKey: .to) == nil, "viewForKey: may return nil")
        #expect(context.initialFrame(for: from) == context.containerView.bounds)
        #expect(context.finalFrame(for: from) == .zero, "the leaving view leaves the window")
        #expect(context.initialFrame(for: to) == .zero)
        #expect(context.presentationStyle == .none && context.isAnimated)
    }

    @Test func anInteractiveSequenceCompletedOnceRecordsNothing() {
        let (context, coordinator) = makeContext()
        var changes: [Bool] = []
        coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        context.pauseInteractiveTransition()
        #expect(context.isInteractive)
        context.updateInteractiveTransition(0.4)
        #expect(coordinator.percentComplete == 0.4)
        context.cancelInteractiveTransition()
        #expect(context.transitionWasCancelled && !context.isInteractive)
        context.pauseInteractiveTransition()
        context.finishInteractiveTransition()
        #expect(!context.transitionWasCancelled, "a caught cancellation can finish after all")
        context.completeTransition(true)
        #expect(changes == [true, false, true, false])
        #expect(context.completions == [true])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func completingTwiceIsRecorded() {
        let (context, _) = makeContext()
        context.completeTransition(true)
        ledger.expect(TransitionContextModel.Contract.completeOnce) { context.completeTransition(true) }
        #expect(context.completions == [true, true])
    }

    @Test(arguments: [true, false])
    func completingAgainstTheOutcomeIsRecorded(cancelled: Bool) {
        let (context, _) = makeContext()
        if cancelled {
            context.pauseInteractiveTransition()
            context.cancelInteractiveTransition()
        }
        ledger.expect(TransitionContextModel.Contract.completeWithOutcome) {
            context.completeTransition(cancelled)
        }
    }

    @Test(arguments: ["update", "finish", "cancel", "pause"])
    func interactiveCallsAfterCompletionAreRecorded(call: String) {
        let (context, _) = makeContext()
        context.completeTransition(true)
        let found = ledger.expect(TransitionContextModel.Contract.interactiveBeforeCompletion) {
            switch call {
            case "update": context.updateInteractiveTransition(0.5)
            case "finish": context.finishInteractiveTransition()
            case "cancel": context.cancelInteractiveTransition()
            default: context.pauseInteractiveTransition()
            }
        }
        #expect(found.first?.state == "completed")
        #expect(!context.transitionWasCancelled)
    }

    @Test func pausingATransitionWithoutAnInterruptibleAnimatorIsAViolation() {
        let (context, coordinator) = makeContext(interruptible: false)
        ledger.expect(TransitionContextModel.Contract.pauseOnlyIfInterruptible) {
            context.pauseInteractiveTransition()
        }
        #expect(
            !context.isInteractive && !coordinator.isInteractive, "UIViewControllerTransitionCoordinator.h:35"
        )
        context.completeTransition(true)
    }

    @Test(arguments: ["update", "finish", "cancel"])
    func interactiveCallsOnATransitionThatIsNotInteractiveAreViolations(call: String) {
        let (context, _) = makeContext()
        let found = ledger.expect(TransitionContextModel.Contract.interactiveCallsWhileInteractive) {
            switch call {
            case "update": context.updateInteractiveTransition(0.5)
            case "finish": context.finishInteractiveTransition()
            default: context.cancelInteractiveTransition()
            }
        }
        #expect(found.first?.state == "running")
        context.completeTransition(true)
    }
}
