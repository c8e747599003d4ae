import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@MainActor
@Suite struct PercentDrivenTransitionModelTests {
    let ledger = ContractLedger()
    let clock = ModelClock()
    /// The transitions' coordinators (a context holds its coordinator weakly, as UIKit's owner does).
    let coordinators = Coordinators()

    @MainActor
    final class Coordinators {
        var all: [TransitionCoordinatorModel] = []
    }

    /// A context for a push of `to` over `from`, run by a linear 0.4 s slide controller.
    func makeTransition() -> (TransitionContextModel, InterruptibleAnimationController, ViewModel) {
        let window = ViewModel.window(ledger: ledger)
        let container = ViewModel("container", frame: window.bounds, ledger: ledger)
        window.addSubview(container)
        let from = ViewControllerModel("from", ledger: ledger)
        let to = ViewControllerModel("to", ledger: ledger)
        container.addSubview(from.view)
        let context = TransitionContextModel(
            ledger: ledger, containerView: container, from: from, to: to, fromView: from.view,
            toView: to.view,
            initialFrames: [ObjectIdentifier(from): container.bounds],
            finalFrames: [ObjectIdentifier(to): container.bounds])
        let controller = InterruptibleAnimationController(
            animations: AnimatorFactoryModel(ledger: ledger, clock: clock))
        context.animationController = controller
        let coordinator = TransitionCoordinatorModel(from: from, to: to)
        coordinators.all.append(coordinator)
        context.coordinator = coordinator
        return (context, controller, to.view)
    }

    @Test func anInteractiveStartPausesTheInterruptibleAnimatorAndUpdatesScrubIt() {
        let (context, controller, toView) = makeTransition()
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        interaction.startInteractiveTransition(context)
        #expect(interaction.duration == 0.4)
        #expect(controller.animator?.state == .active && controller.animator?.isRunning == false)
        interaction.update(0.25)
        #expect(interaction.percentComplete == 0.25 && context.percentComplete == 0.25)
        #expect(abs(toView.presentationAlpha - 0.25) < 1e-9)
        #expect(ledger.violations.isEmpty, "\(ledger)")
        interaction.cancel()
        clock.advance(by: 1)
    }

    @Test func finishContinuesForwardOverTheRemainderDividedByTheCompletionSpeed() {
        let (context, controller, toView) = makeTransition()
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        interaction.startInteractiveTransition(context)
        interaction.update(0.25)
        interaction.completionSpeed = 2
        interaction.finish()
        #expect(controller.animator?.isRunning == true && controller.animator?.isReversed == false)
        clock.advance(by: 0.4 * 0.75 / 2 - 0.001)
        #expect(!context.isComplete)
        clock.advance(by: 0.002)
        #expect(context.completions == [true])
        #expect(toView.alpha == 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func cancelReversesTheAnimatorAndTheContextCompletesCancelled() {
        let (context, controller, toView) = makeTransition()
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        interaction.startInteractiveTransition(context)
        interaction.update(0.3)
        var endedAt: [AnimatingPosition] = []
        var alphaAtEnd: [CGFloat] = []
        controller.animator?.addCompletion {
            endedAt.append($0)
            alphaAtEnd.append(toView.alpha)
        }
        interaction.cancel()
        #expect(controller.animator?.isReversed == true)
        #expect(
            abs((controller.animator?.fractionComplete ?? 0) - 0.7) < 1e-9,
            "reversed: read along the way back")
        clock.advance(by: 0.4 * 0.3 + 0.001)
        #expect(context.transitionWasCancelled)
        #expect(context.completions == [false])
        #expect(endedAt == [.start])
        #expect(alphaAtEnd == [1], "the controller's own completion (added first) put back the app's alpha")
        #expect(toView.alpha == 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func catchingACancellingTransitionAndUpdatingWritesTheForwardValueOntoAReversedAnimator() {
        let (context, controller, toView) = makeTransition()
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        interaction.startInteractiveTransition(context)
        interaction.update(0.6)
        interaction.cancel()
        clock.advance(by: 0.04)
        let onScreen = toView.presentationAlpha
        #expect(abs(onScreen - 0.5) < 1e-9)
        interaction.pause()
        #expect(context.isInteractive)
        #expect(coordinators.all.last?.isInteractive == true, "the coordinator heard the change")
        interaction.update(CGFloat(onScreen))
        #expect(
            abs(toView.presentationAlpha - (1 - onScreen)) < 1e-9,
            "what UIKit does: the caller must un-reverse")
        interaction.finish()
        clock.advance(by: 1)
        #expect(context.completions == [true])
        #expect(ledger.violations.isEmpty, "\(ledger)")
        _ = controller
    }

    @Test func anUpdateWhileTheAnimatorRunsIsRecordedByTheAnimator() {
        let (context, _, _) = makeTransition()
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        interaction.startInteractiveTransition(context)
        interaction.finish()
        ledger.expect(
            TransitionContextModel.Contract.interactiveCallsWhileInteractive,
            PropertyAnimatorModel.Contract.fractionOnlyWhilePaused
        ) { interaction.update(0.5) }
        clock.advance(by: 1)
    }

    @Test func aNonInteractiveStartLeavesTheAnimatorRunning() {
        let (context, controller, _) = makeTransition()
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        interaction.wantsInteractiveStart = false
        interaction.startInteractiveTransition(context)
        #expect(controller.animator?.isRunning == true)
        clock.advance(by: 1)
        #expect(context.completions == [true])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test(arguments: [
        PercentDrivenTransitionModel.StartOrder.interruptibleAnimatorFirst, .animateTransitionFirst,
    ])
    func bothStartOrdersEndPausedForAnInteractiveStart(order: PercentDrivenTransitionModel.StartOrder) {
        let (context, controller, _) = makeTransition()
        let interaction = PercentDrivenTransitionModel(ledger: ledger, startOrder: order)
        interaction.startInteractiveTransition(context)
        #expect(controller.animator?.state == .active && controller.animator?.isRunning == false)
        interaction.finish()
        clock.advance(by: 1)
        #expect(context.completions == [true])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test(arguments: [0, -1, CGFloat.nan])
    func aCompletionSpeedThatIsNotPositiveIsRecordedAndIgnored(speed: CGFloat) {
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        ledger.expect(PercentDrivenTransitionModel.completionSpeedPositive) {
            interaction.completionSpeed = speed
        }
        #expect(interaction.completionSpeed == 1)
    }

    @Test func callsBeforeAnyTransitionAreIgnoredAndLateCallsReachTheContext() {
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        interaction.update(0.5)
        interaction.finish()
        #expect(interaction.callsBeforeStart == 2)
        let (context, _, _) = makeTransition()
        interaction.startInteractiveTransition(context)
        interaction.finish()
        clock.advance(by: 1)
        ledger.expect(TransitionContextModel.Contract.interactiveBeforeCompletion) { interaction.cancel() }
    }

    @Test func theTimingCurveIsWhatTheAnimatorContinuesWith() {
        let (context, _, toView) = makeTransition()
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        interaction.startInteractiveTransition(context)
        interaction.update(0.5)
        let spring = Timing.spring(SpringTiming(response: 0.3, dampingFraction: 1))
        interaction.setTimingCurve(spring, initialVelocity: RelativeVelocity(2))
        interaction.finish()
        clock.advance(by: 0.05)
        let expected = 0.5 + 0.5 * spring.progress(atTime: 0.05, duration: 0.2, initialVelocity: 2)
        #expect(abs(toView.presentationAlpha - expected) < 1e-9)
        clock.advance(by: 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    /// A CA-style animation controller (no interruptible animator): the container's layer is
    /// frozen and scrubbed (`UIViewControllerTransitioning.h:232-240`), never completing mid-drag.
    @Test(arguments: [true, false])
    func aNonInterruptibleAnimationIsFrozenWithTheContainerAndScrubbed(finishes: Bool) throws {
        let (context, controller, toView) = makeTransition()
        controller.implementsInterruptibleAnimator = false
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        interaction.startInteractiveTransition(context)
        let animator = try #require(controller.animator)
        #expect(interaction.frozenAnimators.map(ObjectIdentifier.init) == [ObjectIdentifier(animator)])
        #expect(animator.state == .active && !animator.isRunning)
        clock.advance(by: 1)
        #expect(context.completions.isEmpty, "frozen: it does not run by itself")
        interaction.update(0.25)
        #expect(
            abs(toView.presentationAlpha - 0.25) < 1e-9, "0.25 of the layer's 0.4 s on a linear 0.4 s run")
        if finishes { interaction.finish() } else { interaction.cancel() }
        clock.advance(by: 1)
        #expect(context.completions == [finishes])
    }
}
