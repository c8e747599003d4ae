import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@MainActor
@Suite struct ModelClockTests {
    let ledger = ContractLedger()
    let clock = ModelClock()

    /// An animator with one block: UIKit keeps an animator started without blocks paused
    /// (`UIViewPropertyAnimator.h:74-76`).
    func animator(_ name: String, duration: TimeInterval) -> PropertyAnimatorModel {
        let view = ViewModel(name, ledger: ledger)
        let animator = PropertyAnimatorModel(
            name: name, duration: duration, timing: .linear, ledger: ledger, clock: clock)
        animator.addAnimations { view.alpha = 0 }
        return animator
    }

    @Test func eventsHappenInTimeOrderWithinOneAdvance() {
        var log: [String] = []
        let animator = animator("a", duration: 0.35)
        animator.addCompletion { _ in log.append("animator at \(clock.now)") }
        clock.schedule(after: 0.4) { log.append("action at \(clock.now)") }
        clock.schedule(after: 0.1) { log.append("early action at \(clock.now)") }
        animator.startAnimation()
        clock.advance(by: 1)
        #expect(log == ["early action at 0.1", "animator at 0.35", "action at 0.4"])
        #expect(clock.now == 1)
    }

    @Test func anActionScheduledWithoutDelayRunsAtTheNextAdvance() {
        var ran = false
        clock.schedule(after: 0) { ran = true }
        #expect(!ran)
        clock.advance(by: 0)
        #expect(ran)
    }

    @Test func aCompletionThatStartsAnotherAnimatorIsPlayedToo() throws {
        let second = animator("second", duration: 0.2)
        var ends: [TimeInterval] = []
        second.addCompletion { _ in ends.append(clock.now) }
        let first = animator("first", duration: 0.3)
        first.addCompletion { _ in
            ends.append(clock.now)
            second.startAnimation()
        }
        first.startAnimation()
        clock.runUntilIdle()
        try #require(ends.count == 2)
        #expect(abs(ends[0] - 0.3) < 1e-12 && abs(ends[1] - 0.5) < 1e-12)
        #expect(clock.runningAnimators.isEmpty)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func nonsenseAdvancesMoveNothing() {
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(by: .infinity)
        #expect(clock.now == 0)
    }
}
