import Foundation
import Testing
import TransitionKitCore
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit

/// A SwiftUI presentation's binding (`transitionSheet(item:)` and
/// `transitionFullScreenCover`) driven through the real ``PresentationBindingCoordinator``,
/// ``PresentationCoordinator`` and zoom dismissal over the presentation contract model: item set →
/// presented with a zoom from the marked view; `nil` → dismissed; dragged away or dismissed from
/// the content → the binding reset; and each bad input of the issue.
@MainActor
@Suite struct PresentationBindingCoordinatorTests {
    let scene = PresentationScene()
    let binding: ModeledPresentationBinding
    let ports: PresentedZoomPorts
    let dismissal = ZoomDismissalCoordinator(
        gate: DismissalGate(gestures: [.drag, .pinch], direction: .vertical), policy: .default,
        mapping: .default)

    init() {
        binding = ModeledPresentationBinding(scene: scene)
        scene.staging.transitionIDs = [
            ObjectIdentifier(scene.cell): "poster-7", ObjectIdentifier(scene.otherCell): "poster-8",
        ]
        ports = PresentedZoomPorts(scene: scene)
        dismissal.ports = ports
    }

    /// Begins the zoom dismissal's drag on the shown screen and drags it `y` points down.
    private func drag(to y: CGFloat) throws {
        ports.presented = try #require(binding.shown)
        try #require(dismissal.began())
        dismissal.changed(translation: CGPoint(x: 0, y: y), velocity: .zero, timestamp: 1)
    }

    /// The model never refused a request (a dismissal while a transition ran, a second present).
    private var nothingRefused: Bool {
        !scene.model.events.contains { if case .refused = $0 { return true } else { return false } }
    }

    @Test func anItemPresentsWithTheZoomFromItsMarkedViewAndNilDismisses() throws {
        let log = scene.host.recordAnnouncements()
        binding.set(7)
        scene.settle()
        let screen = try #require(binding.shown)
        #expect(binding.coordinator.phase == .shown)
        #expect(screen.presentingViewController === scene.tabs)
        binding.set(nil)
        scene.settle()
        #expect(screen.presentingViewController == nil)
        #expect(binding.coordinator.phase == .idle && binding.shown == nil)
        #expect(binding.resets == 0)
        let sources = log.announcements.filter { $0.phase == .willBegin }.map {
            $0.geometry?.zoom.sourceFrame
        }
        #expect(sources == [PresentationScene.cellFrame, PresentationScene.cellFrame])
        #expect(nothingRefused)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func draggedAwayTheBindingIsReset() throws {
        binding.set(7)
        scene.settle()
        try drag(to: 211)
        #expect(binding.coordinator.phase == .dismissing)
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(binding.binding == nil && binding.resets == 1)
        #expect(binding.made.count == 1, "not presented again")
        #expect(binding.coordinator.phase == .idle)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func transitionDismissDismissesAndResetsTheBinding() throws {
        binding.set(7)
        scene.settle()
        let screen = try #require(binding.shown)
        binding.coordinator.dismissFromContent()
        scene.settle()
        #expect(screen.presentingViewController == nil)
        #expect(binding.binding == nil && binding.resets == 1)
        binding.coordinator.dismissFromContent()
        #expect(binding.made.count == 1, "called again, it does nothing")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `transitionDismiss` while the presentation runs: the screen is dismissed once it is shown.
    @Test func transitionDismissDuringThePresentationDismissesWhenShown() throws {
        binding.set(7)
        scene.clock.advance(by: 0.05)
        #expect(binding.coordinator.phase == .presenting)
        binding.coordinator.dismissFromContent()
        scene.settle()
        #expect(binding.made.first?.presentingViewController == nil)
        #expect(binding.binding == nil && binding.resets == 1)
        #expect(nothingRefused)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The view carrying the modifier torn down while its screen is up: the screen is dismissed,
    /// the binding (its owner is gone) is not written, nothing is presented again.
    @Test func aPresenterThatLeavesDismissesItsScreenWithoutWritingTheBinding() throws {
        binding.set(7)
        scene.settle()
        let screen = try #require(binding.shown)
        binding.coordinator.presenterDidLeave()
        scene.settle()
        #expect(screen.presentingViewController == nil, "dismissed")
        #expect(binding.coordinator.phase == .idle)
        #expect(binding.resets == 0 && binding.binding == 7, "the binding is not written")
        #expect(binding.made.count == 1, "not presented again")
        #expect(nothingRefused)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Left while the presentation runs, or mid-drag: the screen is dismissed once that ends.
    @Test(arguments: [false, true])
    func aPresenterThatLeavesMidTransitionDismissesWhenItEnds(midDrag: Bool) throws {
        binding.set(7)
        if midDrag {
            scene.settle()
            try drag(to: 30)
        } else {
            scene.clock.advance(by: 0.05)
            #expect(binding.coordinator.phase == .presenting)
        }
        binding.coordinator.presenterDidLeave()
        if midDrag {
            dismissal.ended(translation: CGPoint(x: 0, y: 30), velocity: .zero, timestamp: 1.1)
            scene.settle()
            ports.arrive()
        }
        scene.settle()
        #expect(binding.made.first?.presentingViewController == nil, "dismissed")
        #expect(binding.coordinator.phase == .idle && binding.made.count == 1)
        #expect(binding.resets == 0)
        #expect(nothingRefused)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The box that owned the coordinator released with the view: the coordinator keeps itself
    /// and its host until the dismissal it asked for ends, then lets both go.
    @Test func aPresenterThatLeftIsKeptUntilItsScreenIsDismissed() throws {
        weak var host: ModeledPresentationBinding?
        weak var coordinator: PresentationBindingCoordinator<ModeledPresentationBinding>?
        var screen: ViewControllerModel?
        do {
            let presenting = ModeledPresentationBinding(scene: scene)
            presenting.set(8)
            scene.settle()
            screen = presenting.shown
            host = presenting
            coordinator = presenting.coordinator
            presenting.coordinator.presenterDidLeave()
        }
        #expect(host != nil && coordinator != nil, "kept while the dismissal runs")
        scene.settle()
        #expect(try #require(screen).presentingViewController == nil, "dismissed")
        #expect(host == nil && coordinator == nil, "let go once it ended")
        #expect(nothingRefused)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anotherItemReplacesTheShownOneAndTheSameItemRefreshesIt() throws {
        binding.set(7)
        scene.settle()
        let refreshes = binding.refreshed.count
        binding.coordinator.update(
            to: .init(identity: 7, transition: ModeledPresentationBinding.transition(for: 7)))
        #expect(
            binding.refreshed.count == refreshes + 1,
            "the same identity with new values: shown, no transition")
        #expect(binding.refreshed.last == "poster 7" && binding.made.count == 1)
        binding.set(8)
        scene.settle()
        #expect(binding.made.map(\.name) == ["poster 7", "poster 8"])
        #expect(binding.made[0].presentingViewController == nil)
        #expect(binding.shown === binding.made[1] && binding.made[1].presentingViewController === scene.tabs)
        #expect(binding.binding == 8 && binding.resets == 0)
        #expect(nothingRefused)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Bad input: the item set (to another, or to `nil`) while the presentation runs — nothing
    /// is asked of UIKit then; when it ends, the latest item wins.
    @Test(arguments: [8, nil] as [Int?])
    func anItemSetWhileThePresentationRunsWinsWhenItEnds(_ latest: Int?) throws {
        binding.set(7)
        scene.clock.advance(by: 0.05)
        #expect(binding.coordinator.phase == .presenting)
        binding.set(latest)
        scene.clock.advance(by: 0.01)
        #expect(binding.coordinator.phase == .presenting, "UIKit is asked nothing while it runs")
        scene.settle()
        #expect(binding.made[0].presentingViewController == nil)
        #expect(binding.shown?.name == latest.map { "poster \($0)" })
        #expect(binding.binding == latest && binding.resets == 0)
        #expect(nothingRefused)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Bad input: a cover dismissed by the binding mid-drag — the drag decides; restored, the
    /// screen is dismissed then: never left half-dismissed, never shown with a `nil` binding.
    @Test(arguments: [true, false])
    func theBindingSetToNilMidDragEndsDismissed(dragDismisses: Bool) throws {
        binding.set(7)
        scene.settle()
        let screen = try #require(binding.shown)
        try drag(to: dragDismisses ? 211 : 30)
        binding.set(nil)
        scene.clock.advance(by: 0.01)
        #expect(binding.coordinator.phase == .dismissing)
        if dragDismisses {
            dismissal.ended(
                translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        } else {
            dismissal.ended(translation: CGPoint(x: 0, y: 30), velocity: .zero, timestamp: 1.1)
        }
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(screen.presentingViewController == nil)
        #expect(binding.coordinator.phase == .idle && binding.made.count == 1)
        #expect(binding.resets == 0)
        #expect(nothingRefused)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The binding set to `nil` and back to the same item while the drag runs: once it dismissed,
    /// the item is presented again (the app asked for it after the dismissal began).
    @Test func theSameItemSetAgainMidDragIsPresentedAgain() throws {
        binding.set(7)
        scene.settle()
        try drag(to: 211)
        binding.set(nil)
        scene.clock.advance(by: 0.01)
        binding.set(7)
        scene.clock.advance(by: 0.01)
        dismissal.ended(translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(binding.made.count == 2)
        #expect(binding.shown === binding.made[1] && binding.made[1].presentingViewController === scene.tabs)
        #expect(binding.binding == 7 && binding.resets == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// At its appearance the presenting view may not be in its window yet: UIKit's refusal is
    /// followed by one more try on the next turn, which presents.
    @Test func aPresenterThatJoinsItsWindowOnTheNextTurnPresents() throws {
        binding.presenter = scene.settings
        binding.set(7)
        scene.clock.schedule(after: 0) { [scene] in
            scene.tabs.view.addSubview(scene.settings.view)
        }
        let reports = Diagnostics.record { scene.settle() }
        #expect(reports.isEmpty)
        #expect(binding.shown?.presentingViewController === scene.tabs)
        #expect(binding.binding == 7 && binding.resets == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Bad input: UIKit cannot present (the presenter already presents another screen) — after
    /// one more try, the binding is reset, with a diagnostic; nothing is left half-presented.
    @Test func aRefusedPresentationResetsTheBinding() throws {
        scene.host.present(scene.detail, from: scene.grid, transition: nil)
        scene.settle()
        let reports = Diagnostics.record {
            binding.set(7)
            scene.settle()
        }
        #expect(
            reports.contains { $0.category == "presentations" && $0.message.contains("binding is reset") })
        #expect(binding.binding == nil && binding.resets == 1)
        #expect(binding.shown == nil && binding.coordinator.phase == .idle)
        #expect(binding.made.first?.presentingViewController == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
