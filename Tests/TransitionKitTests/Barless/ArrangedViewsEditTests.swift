import TestSupport
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

@MainActor
struct ArrangedViewsEditTests {
    final class V: CustomStringConvertible {
        let description: String
        init(_ name: String) { description = name }
    }

    let a = V("a")
    let b = V("b")
    let c = V("c")
    let d = V("d")

    @Test func aRowThatIsRightNeedsNoEdit() {
        #expect(ArrangedViewsEdit.edits(from: [a, b], to: [a, b]).isEmpty)
        #expect(ArrangedViewsEdit<V>.edits(from: [], to: []).isEmpty)
    }

    @Test func removedFirstThenInsertedInOrder() {
        #expect(ArrangedViewsEdit.edits(from: [a, b, c], to: [c, a]) == [.remove(b), .insert(c, at: 0)])
        #expect(ArrangedViewsEdit.edits(from: [a], to: [a, d, b]) == [.insert(d, at: 1), .insert(b, at: 2)])
        #expect(ArrangedViewsEdit.edits(from: [a, b], to: []) == [.remove(a), .remove(b)])
    }

    @Test func viewsThatStayAreNeverRemoved() {
        let edits = ArrangedViewsEdit.edits(from: [a, b, c, d], to: [d, c, b, a])
        #expect(!edits.contains { if case .remove = $0 { return true } else { return false } })
    }

    /// Performed on the UIStackView model, the edits always give the wanted row, leave no view
    /// on screen unmanaged, and never break UIStackView's index rule (seeded random rows).
    @Test func randomRowsReachTheWantedRowOnAStackView() {
        var random = SplitMix64(seed: 11)
        let log = ContractLedger()
        let pool = (0..<8).map { ToolbarItemViewModel("v\($0)") }
        let stack = StackViewModel("row", log: log)
        for _ in 0..<2_000 {
            let wanted = Array(
                pool.shuffled(using: &random).prefix(Int.random(in: 0...pool.count, using: &random)))
            let current = stack.arrangedSubviews
            for edit in ArrangedViewsEdit.edits(from: current, to: wanted) {
                switch edit {
                case .remove(let view):
                    stack.removeArrangedSubview(view)
                    view.removeFromSuperview()
                case .insert(let view, let index):
                    stack.insertArrangedSubview(view, at: index)
                }
            }
            let reached = stack.arrangedSubviews.elementsEqual(wanted) { $0 === $1 }
            #expect(reached)
            #expect(stack.strayViews.isEmpty)
            for view in current where wanted.contains(where: { $0 === view }) {
                #expect(view.superview === stack)
            }
        }
        #expect(log.violations.isEmpty)
    }
}
