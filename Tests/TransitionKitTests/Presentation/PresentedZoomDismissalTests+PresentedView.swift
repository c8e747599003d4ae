import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A presented zoom whose presentation controller hands a wrapper as its presented view (the
/// library's `EscapePresentationController`, `UIPresentationController.h:90`): the drag drives
/// the view the transition context hands — the wrapper — so the transition's end restores what
/// was dragged, and the app's controller view is never touched.
extension PresentedZoomDismissalTests {
    /// The presented zoom, shown; returns its presentation controller's wrapper.
    private func presentZoomInItsWrapper() throws -> ViewModel {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        let wrapper = try #require(scene.model.presentationController(of: scene.detail)?.wrapper)
        #expect(scene.detail.view.superview === wrapper, "the screen's view sits in the wrapper")
        return wrapper
    }

    /// The view as the app made it: identity, opaque, square, unclipped, filling the window.
    private func expectUntouched(_ view: ViewModel, _ comment: Comment, at center: CGPoint) {
        #expect(view.transform2D == .identity, comment)
        #expect(view.alpha == 1, comment)
        #expect(view.cornerRadius == 0, comment)
        #expect(!view.clipsToBounds, comment)
        #expect(view.center == center, comment)
    }

    @Test func aDraggedAwayScreenLeavesItsViewUntouched() throws {
        let wrapper = try presentZoomInItsWrapper()
        try drag(to: 211)
        #expect(wrapper.presentationTransform.scaleX < 1, "the wrapper follows the finger")
        #expect(scene.detail.view.presentationTransform == .identity, "the screen's own view is not driven")
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil, "dismissed")
        expectUntouched(scene.detail.view, "the screen's view", at: CGPoint(x: 195, y: 422))
        expectUntouched(wrapper, "the wrapper is restored", at: CGPoint(x: 195, y: 422))
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        expectUntouched(scene.detail.view, "presented again, whole", at: CGPoint(x: 195, y: 422))
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCancelledDragLeavesTheViewUntouched() throws {
        let wrapper = try presentZoomInItsWrapper()
        try drag(to: 211)
        dismissal.cancelled()
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs, "still presented")
        expectUntouched(scene.detail.view, "the screen's view", at: CGPoint(x: 195, y: 422))
        expectUntouched(wrapper, "the wrapper is restored", at: CGPoint(x: 195, y: 422))
        #expect(scene.detail.view.superview === wrapper)
        #expect(wrapper.superview?.name == "UITransitionView")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
