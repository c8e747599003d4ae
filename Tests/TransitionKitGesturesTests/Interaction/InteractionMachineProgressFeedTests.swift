import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The machine's progress feed (`update(progress:)`, `end(velocity:)`), the one path every
/// gesture drives a transition through, and its agreement with the pan's sample events.
struct InteractionMachineProgressFeedTests {
    static let tracker = PanTracker(travelDistance: 390, layoutDirection: .leftToRight)

    func started(_ tracker: PanTracker = Self.tracker) -> InteractionMachine {
        var m = InteractionMachine(tracker: tracker)
        _ = m.handle(.began(PanSample(translation: .zero)))
        _ = m.handle(.transitionStarted)
        return m
    }

    @Test func progressFeedDrivesAndReleasesLikeSamples() {
        var byProgress = started()
        var bySamples = started()
        #expect(byProgress.update(progress: 0.3) == .update(progress: 0.3))
        #expect(
            bySamples.handle(.changed(PanSample(translation: CGPoint(x: 117, y: 0))))
                == .update(progress: 0.3))
        let released = byProgress.end(velocity: 800.0 / 390)
        let releasedBySamples = bySamples.handle(
            .ended(PanSample(translation: CGPoint(x: 117, y: 0), velocity: CGPoint(x: 800, y: 0))))
        #expect(released == releasedBySamples)
        #expect(byProgress.phase == .settling(.finish))
    }

    @Test func nonFiniteProgressIsIgnoredAndNaNVelocityCountsAsZero() {
        var m = started()
        _ = m.update(progress: 0.7)
        #expect(m.update(progress: .nan) == .rejected(.invalidSample))
        #expect(m.update(progress: .infinity) == .rejected(.invalidSample))
        #expect(m.progress == 0.7)
        guard case .release(let decision) = m.end(velocity: .nan) else {
            Issue.record("expected a release")
            return
        }
        #expect(decision.velocity == 0)
        #expect(decision.outcome == .finish)
    }

    @Test func outsideAnInteractionTheFeedIsRejectedWithThePhasesReason() {
        var m = InteractionMachine(tracker: Self.tracker)
        #expect(m.update(progress: 0.5) == .rejected(.notStarted))
        #expect(m.end(velocity: 1) == .rejected(.notStarted))
        m = started()
        _ = m.end(velocity: 0)
        #expect(m.update(progress: 0.5) == .rejected(.alreadyReleased))
        #expect(m.end(velocity: 0) == .rejected(.alreadyReleased))
        _ = m.handle(.completed(.cancel))
        #expect(m.update(progress: 0.5) == .rejected(.finished))
        #expect(m.end(velocity: 0) == .rejected(.finished))
    }

    @Test func progressIsShapedByTheTrackersOvershoot() {
        var banded = Self.tracker
        banded.overshoot = .rubberBand(coefficient: 0.55)
        var m = started(banded)
        #expect(m.update(progress: 1.3) == .update(progress: banded.overshoot.apply(1.3)))
        var clamped = started()
        #expect(clamped.update(progress: -0.4) == .update(progress: 0))
    }

    @Test func aCatchMovedThroughTheFeedBeyondTheSlopDecidesAgain() {
        var m = started()
        _ = m.update(progress: 0.8)
        _ = m.end(velocity: 0)
        _ = m.handle(.touchDown(progress: 0.8))
        // 0.1 of 390 pt is 39 pt, beyond the 10 pt tap slop: the release decides on 0.4.
        _ = m.update(progress: 0.4)
        guard case .release(let decision) = m.end(velocity: 0) else {
            Issue.record("expected a release")
            return
        }
        #expect(decision.outcome == .cancel)
    }
}
