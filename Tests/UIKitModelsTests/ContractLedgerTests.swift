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

    @Test func everyViolationIsListedWithItsCitation() {
        let ledger = ContractLedger()
        ledger.record(
            ContractViolation(
                model: "PropertyAnimatorModel 'a'", member: "finishAnimation(at: .end)",
                state: "active (running)",
                citation: PropertyAnimatorModel.Contract.finishOnlyWhenStopped))
        #expect(ledger.violations.count == 1)
        #expect(ledger.description.contains("1 contract violation(s):"))
        #expect(
            ledger.description.contains(
                "1. PropertyAnimatorModel 'a'.finishAnimation(at: .end) in state active (running) — UIViewAnimating.h: "
                    + "\"This method may only be called if the animator is in the stopped state.\""))
        ledger.clearViolations()
        #expect(ledger.violations.isEmpty)
    }
}
