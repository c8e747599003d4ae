import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The one walk per screen that feeds matching, on the UIKit contract models.
@MainActor
struct ViewTreeSnapshotWalkTests {
    @Test func oneWalkTakesEveryViewInDepthFirstOrderWithContainerFrames() {
        let ledger = ContractLedger()
        let window = ViewModel.window(
            "window", frame: CGRect(x: 0, y: 0, width: 390, height: 844), ledger: ledger)
        let container = ViewModel("container", frame: window.bounds, ledger: ledger)
        window.addSubview(container)
        let screen = ViewModel("grid", frame: container.bounds, ledger: ledger)
        container.addSubview(screen)
        let cell = ViewModel("cell", frame: CGRect(x: 16, y: 200, width: 114, height: 140), ledger: ledger)
        cell.alpha = 0.5
        let image = ViewModel("image", frame: CGRect(x: 0, y: 0, width: 114, height: 114), ledger: ledger)
        image.cornerRadius = 12
        let caption = ViewModel(
            "caption", frame: CGRect(x: 0, y: 118, width: 114, height: 20), ledger: ledger)
        caption.isHidden = true
        let footer = ViewModel("footer", frame: CGRect(x: 0, y: 800, width: 390, height: 44), ledger: ledger)
        screen.addSubview(cell)
        cell.addSubview(image)
        cell.addSubview(caption)
        screen.addSubview(footer)
        let identifiers = ["image": "photo-7", "caption": "caption-7"]

        let (tree, views) = ViewTreeSnapshot.walk(screen, in: container) { identifiers[$0.name] }
        #expect(views.map(\.name) == ["grid", "cell", "image", "caption", "footer"])

        typealias Node = ViewTreeSnapshot.Node
        #expect(
            tree.nodes == [
                Node(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
                Node(frame: CGRect(x: 16, y: 200, width: 114, height: 140), alpha: 0.5, parent: 0),
                Node(
                    identifier: "photo-7", frame: CGRect(x: 16, y: 200, width: 114, height: 114),
                    cornerRadius: 12, parent: 1),
                Node(
                    identifier: "caption-7", frame: CGRect(x: 16, y: 318, width: 114, height: 20),
                    isHidden: true,
                    parent: 1),
                Node(frame: CGRect(x: 0, y: 800, width: 390, height: 44), parent: 0),
            ])
        #expect(ledger.work.layoutPasses == 0)
        #expect(ledger.violations.isEmpty)
    }
}
