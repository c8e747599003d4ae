import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@MainActor
@Suite struct TransitionCoordinatorModelTests {
    let ledger = ContractLedger()
    let clock = ModelClock()

    @Test func alongsideBlocksWaitForTheAnimatorAndRunInIt() {
        let coordinator = TransitionCoordinatorModel(from: nil, to: nil)
        let view = ViewModel("header", ledger: ledger)
        var completed: [Bool] = []
        let queued = coordinator.animate(
            alongsideTransition: { _ in view.alpha = 0 }, completion: { completed.append($0.isCancelled) })
        #expect(queued)
        #expect(view.alpha == 1, "nothing runs before the transition starts")
        let animator = PropertyAnimatorModel(duration: 1, timing: .linear, ledger: ledger, clock: clock)
        animator.startAnimation()
        coordinator.startAlongside(in: animator)
        clock.advance(by: 0.5)
        #expect(view.presentationAlpha == 0.5)
        clock.advance(by: 1)
        coordinator.complete(cancelled: false)
        #expect(completed == [false])
        let queuedLate = coordinator.animate(
            alongsideTransition: nil, completion: { _ in completed.append(true) })
        #expect(!queuedLate, "a completed coordinator queues nothing")
        #expect(completed == [false])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func withoutAnAnimatorAlongsideBlocksRunAtOnce() {
        let coordinator = TransitionCoordinatorModel(from: nil, to: nil, presentationStyle: .pageSheet)
        var ran = 0
        coordinator.startAlongside(in: nil)
        coordinator.animate(
            alongsideTransition: { context in
                #expect(context.presentationStyle == .pageSheet)
                ran += 1
            }, completion: nil)
        #expect(ran == 1)
    }

    @Test func interactionChangesReachTheHandlersOnlyWhenTheyChange() {
        let coordinator = TransitionCoordinatorModel(from: nil, to: nil)
        var seen: [Bool] = []
        coordinator.notifyWhenInteractionChanges { seen.append($0.isInteractive) }
        coordinator.interactionDidChange(isInteractive: true)
        coordinator.interactionDidChange(isInteractive: true)
        coordinator.interactionDidChange(isInteractive: false)
        coordinator.complete(cancelled: true)
        coordinator.interactionDidChange(isInteractive: true)
        #expect(seen == [true, false])
        #expect(coordinator.isCancelled && coordinator.hasCompleted)
    }
}
