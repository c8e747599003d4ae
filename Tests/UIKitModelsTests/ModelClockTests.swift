import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@MainActor
@Suite struct ModelClockTests {
    let ledger = ContractLedger()
    let clock = ModelClock()

    @Test func eventsHappenInTimeOrderWithinOneAdvance() {
        var log: [String] = []
        let animator = PropertyAnimatorModel(
            name: "a", duration: 0.35, timing: .linear, ledger: ledger, clock: clock)
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

    @Test func aCompletionThatStartsAnotherAnimatorIsPlayedToo() {
        let second = PropertyAnimatorModel(
            name: "second", duration: 0.2, timing: .linear, ledger: ledger, clock: clock)
        var ends: [TimeInterval] = []
        second.addCompletion { _ in ends.append(clock.now) }
        let first = PropertyAnimatorModel(
            name: "first", duration: 0.3, timing: .linear, ledger: ledger, clock: clock)
        first.addCompletion { _ in
            ends.append(clock.now)
            second.startAnimation()
        }
        first.startAnimation()
        clock.runUntilIdle()
        #expect(ends.count == 2)
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
