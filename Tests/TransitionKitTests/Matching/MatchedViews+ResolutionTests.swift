import Foundation
import Testing
import UIKitModels

@_spi(Benchmarks) @testable import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Resolution: layout first, then one walk per screen, then matching.
@MainActor
struct MatchedViewsResolutionTests {
    @Test func aDestinationCellThatExistsOnlyAfterLayoutIsMatched() {
        let ledger = ContractLedger()
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let window = ViewModel.window("window", frame: bounds, ledger: ledger)
        let container = ViewModel("container", frame: bounds, ledger: ledger)
        window.addSubview(container)
        let grid = ViewModel("grid", frame: bounds, ledger: ledger)
        let cellImage = ViewModel(
            "cell image", frame: CGRect(x: 16, y: 200, width: 114, height: 114), ledger: ledger)
        grid.addSubview(cellImage)
        let pager = ViewModel("pager", frame: bounds, ledger: ledger)
        // Like a collection view: the page (and its image) is dequeued in the first layout pass.
        pager.layoutHandler = { view in
            guard view.name == "pager", view.subviews.isEmpty else { return }
            view.addSubview(
                ViewModel("page image", frame: CGRect(x: 0, y: 91, width: 390, height: 390), ledger: ledger))
        }
        container.addSubview(grid)
        container.addSubview(pager)
        let logStart = ledger.workLog.count
        let layoutsBefore = ledger.work.layoutPasses
        let identifiers = ["cell image": "photo-7", "page image": "photo-7"]

        let matched = MatchedViews(resolvingFrom: grid, to: pager, in: container) { identifiers[$0.name] }

        #expect(matched.pairs.map(\.identifier) == ["photo-7"])
        #expect(matched.pairs.first?.arriving.frame == CGRect(x: 0, y: 91, width: 390, height: 390))
        #expect(matched.pairs.first?.leaving.frame == CGRect(x: 16, y: 200, width: 114, height: 114))
        #expect(ledger.work.layoutPasses == layoutsBefore + 1)
        let log = ledger.workLog.dropFirst(logStart).map(\.description)
        #expect(log.first == "layout pager")
        #expect(log.filter { $0.hasPrefix("convert") }.count == 4)
        #expect(ledger.violations.isEmpty)
    }
}
