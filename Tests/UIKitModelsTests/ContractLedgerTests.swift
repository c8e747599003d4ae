import Foundation
import Testing
import UIKitModels

@MainActor
@Suite struct ContractLedgerTests {
    @Test func aCleanLedgerSaysSo() {
        let ledger = ContractLedger()
        #expect(ledger.violations.isEmpty)
        #expect(ledger.description.hasPrefix("No contract violations."))
    }

    @Test func theWorkLogListsTheModelsWorkAndTheTestsNotesInOrder() {
        let ledger = ContractLedger()
        let window = ViewModel.window(ledger: ledger)
        let screen = ViewModel("screen", ledger: ledger)
        window.addSubview(screen)
        ledger.note("laid out next")
        screen.layoutIfNeeded()
        _ = screen.convert(screen.bounds, to: window)
        _ = screen.snapshotView(afterScreenUpdates: true)
        _ = PropertyAnimatorModel(
            name: "fade", duration: 0.3, timing: .linear, ledger: ledger, clock: ModelClock())
        screen.removeFromSuperview()
        #expect(
            ledger.workLog == [
                .hierarchy("screen"), .note("laid out next"), .layout("screen"), .convert("screen"),
                .snapshot("screen", afterScreenUpdates: true), .animatorCreated("fade"), .hierarchy("screen"),
            ])
    }

    private func finishWhileRunning(_ ledger: ContractLedger) -> ContractViolation {
        ContractViolation(
            model: "PropertyAnimatorModel 'a'", member: "finishAnimation(at: .end)",
            state: "active (running)",
            citation: PropertyAnimatorModel.Contract.finishOnlyWhenStopped)
    }

    @Test func aViolationFailsTheTestAndIsListedWithItsCitation() {
        let ledger = ContractLedger()
        withKnownIssue("the ledger is strict") {
            ledger.record(finishWhileRunning(ledger))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("This method may only be called if the animator is in")
            }
        }
        #expect(ledger.violations.count == 1)
        #expect(ledger.description.contains("1 contract violation(s):"))
        #expect(
            ledger.description.contains(
                "1. PropertyAnimatorModel 'a'.finishAnimation(at: .end) in state active (running) — UIViewAnimating.h"
            ))
    }

    @Test func anExpectedViolationIsConsumedAndReturned() {
        let ledger = ContractLedger()
        let found = ledger.expect(PropertyAnimatorModel.Contract.finishOnlyWhenStopped) {
            ledger.record(finishWhileRunning(ledger))
        }
        #expect(found.map(\.state) == ["active (running)"])
        #expect(ledger.violations.isEmpty)
    }

    @Test func anExpectedViolationThatDoesNotHappenFailsTheTest() {
        let ledger = ContractLedger()
        withKnownIssue("nothing broke the rule") {
            ledger.expect(PropertyAnimatorModel.Contract.finishOnlyWhenStopped) {}
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("Expected UIKit contract violation(s) did not happen")
            }
        }
    }

    @Test func aViolationOtherThanTheExpectedOneStillFails() {
        let ledger = ContractLedger()
        withKnownIssue("a different rule, then the expected one missing") {
            ledger.expect(PropertyAnimatorModel.Contract.startWhileStopped) {
                ledger.record(finishWhileRunning(ledger))
            }
        }
        #expect(ledger.violations.map(\.citation) == [PropertyAnimatorModel.Contract.finishOnlyWhenStopped])
    }

    @Test func aSecondViolationOfAnExpectedRuleStillFails() {
        let ledger = ContractLedger()
        withKnownIssue("expected once, happened twice") {
            ledger.expect(PropertyAnimatorModel.Contract.finishOnlyWhenStopped) {
                ledger.record(finishWhileRunning(ledger))
                ledger.record(finishWhileRunning(ledger))
            }
        }
        #expect(ledger.violations.count == 1)
    }
}
