import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A size change while a screen is presented (rotation): the app's `.fullScreen` takes the
/// presenter's view out of the window, where it is not laid out, so its frame is the old size when
/// the dismissal hands it back. The staging frames it at its final frame, or — the context not
/// knowing it — at the container's bounds, the size now.
@MainActor
@Suite struct PresentationCoreSizeChangeTests {
    let scene = PresentationScene()
    static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)

    @Test(arguments: [true, false])
    func aFullScreenPresenterRotatedWhilePresentedArrivesAtTheNewSize(knowsFinalFrame: Bool) throws {
        // The grid lays its cell out 50 points from its right edge.
        let cell = scene.cell
        scene.tabs.view.layoutHandler = { [weak cell] view in
            cell?.frame.origin.x = view.bounds.width - 150
        }
        let log = scene.host.recordAnnouncements()
        scene.detail.modalPresentationStyle = .fullScreen
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        let portrait = scene.tabs.view.frame
        scene.model.resize(to: Self.landscape.size)
        #expect(scene.tabs.view.frame == portrait, "out of the window: not laid out")
        #expect(scene.model.presentationController(of: scene.detail)?.presentedView.frame == Self.landscape)
        scene.model.knowsPresentersFinalFrame = knowsFinalFrame
        #expect(scene.host.coordinator.performEscape(on: scene.detail))
        let dismissing = try #require(scene.model.running?.context)
        #expect(dismissing.view(forKey: .to) === scene.tabs.view)
        #expect(dismissing.finalFrame(for: scene.tabs) == (knowsFinalFrame ? Self.landscape : .zero))
        #expect(scene.tabs.view.frame == Self.landscape, "framed when staged")
        let measured = log.announcements.filter { $0.phase == .willBegin }.map {
            $0.geometry?.zoom.sourceFrame
        }
        #expect(
            measured.last == CGRect(x: 844 - 150, y: 200, width: 100, height: 100),
            "the cell measured where the grid lays it out at the new size")
        scene.settle()
        #expect(scene.tabs.view.superview === scene.window)
        #expect(scene.tabs.view.frame == Self.landscape)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anUnknownFinalFrameIsTheContainersBounds() {
        let container = Self.landscape
        #expect(TransitionGeometry.arrivingFrame(final: .zero, container: container) == container)
        let known = CGRect(x: 0, y: 20, width: 300, height: 200)
        #expect(TransitionGeometry.arrivingFrame(final: known, container: container) == known)
        #expect(
            TransitionGeometry.arrivingFrame(
                final: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), container: container)
                == container)
        #expect(
            TransitionGeometry.arrivingFrame(final: .zero, container: .zero) == nil,
            "the view keeps its frame")
    }
}
