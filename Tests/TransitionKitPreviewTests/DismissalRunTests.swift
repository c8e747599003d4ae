import Foundation
import Testing
import TransitionKit
import TransitionKitGestures

@testable import TransitionKitPreview

/// The preview's drag-to-dismiss ("a drag path and a release velocity in … the same
/// numbers the device uses"): exact numbers, and the run against the device's own orchestration.
struct DismissalRunTests {
    /// The zoom's sample pop: screen (0, 0, 390, 844), source cell (16, 200, 114, 114).
    @Test func aFlickDownDismissesOntoTheSourceCell() throws {
        let run = DismissalRun(
            kind: .zoom, path: [.zero, CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)],
            velocity: CGPoint(x: 0, y: 900))
        #expect(run.scene.screenFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(run.scene.sourceFrame == CGRect(x: 16, y: 200, width: 114, height: 114))
        let times: [Double] = [0, 1.0 / 60, 2.0 / 60]
        #expect(run.drag.map(\.time) == times)
        let last = try #require(run.drag.last)
        #expect(
            last.screen.transform == Transform2D(scaleX: 0.8, scaleY: 0.8, translationX: 0, translationY: 200)
        )
        #expect(abs(last.screen.cornerRadius - 16) < 1e-12)
        #expect(abs(last.backdropAlpha - 0.15) < 1e-12)
        #expect(run.outcome == .dismiss && !run.committedWhileDragging)
        // Onto the cell: center (73, 257) from (195, 422), width 114 / 390.
        #expect(
            run.target.screen.transform
                == Transform2D(
                    scaleX: 114.0 / 390, scaleY: 114.0 / 390, translationX: -122, translationY: -165))
        #expect(run.target.backdropAlpha == 0)
        #expect(run.handOff.position.dx == 0)
        #expect(run.handOff.position.dy == 900.0 / (-165 - 200))
        #expect(run.handOff.scale == 0)
        #expect(
            run.settle.first
                == DismissalRun.Frame(time: 0, screen: last.screen, backdropAlpha: last.backdropAlpha))
    }

    @Test func theSettlingFollowsUIKitsTwoSpringsToTheTarget() throws {
        let run = DismissalRun(
            kind: .zoom, path: [.zero, CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)],
            velocity: CGPoint(x: 0, y: 900))
        let spring = SpringTiming.handOff
        let frame = run.settle[6]
        let last = try #require(run.drag.last)
        #expect(frame.time == 0.1)
        let py = spring.value(at: 0.1, initialVelocity: 900.0 / -365)
        let ps = spring.value(at: 0.1, initialVelocity: 0)
        #expect(frame.screen.transform.translationY == 200 + (-165 - 200) * py)
        #expect(
            frame.screen.transform.translationX == 0 + (-122 - 0) * ps, "x's velocity is 0, as the scale's")
        #expect(frame.screen.transform.scaleX == 0.8 + (114.0 / 390 - 0.8) * ps)
        #expect(frame.screen.cornerRadius == last.screen.cornerRadius + (32 - last.screen.cornerRadius) * ps)
        let end = try #require(run.settle.last)
        #expect(abs(end.screen.transform.translationY + 165) < 0.001 * 365)
        #expect(end.time <= DismissalRun.maximumSettleTime)
        let settles = [900.0 / -365, 0].map { spring.settlingDuration(epsilon: 0.001, initialVelocity: $0) }
        #expect(run.settle.count == Int((settles.max()! * 60).rounded(.up)) + 1)
    }

    @Test func aShortSlowDragRestores() {
        let run = DismissalRun(
            kind: .zoom, path: [.zero, CGPoint(x: 3, y: 40)], velocity: CGPoint(x: 0, y: 50))
        #expect(run.outcome == .restore)
        #expect(run.target.screen == VisualState(frame: run.scene.screenFrame))
        #expect(run.target.backdropAlpha == 0.3)
        #expect(run.handOff.position.dy == 50.0 / -40)
    }

    @Test func theCardScalesInPlace() throws {
        let run = DismissalRun(
            kind: .card, path: [.zero, CGPoint(x: 20, y: 50), CGPoint(x: 0, y: 100)], velocity: .zero)
        #expect(run.scene.isCard)
        #expect(run.mapping == .card)
        #expect(
            run.drag.allSatisfy {
                $0.screen.transform.translationX == 0 && $0.screen.transform.translationY == 0
            })
        let last = try #require(run.drag.last)
        #expect(abs(last.screen.transform.scaleX - 0.925) < 1e-12)
        #expect(abs(last.screen.cornerRadius - 8) < 1e-9)
        #expect(run.outcome == .dismiss, "100 pt reaches the default threshold")
    }

    /// A dismissed card settles onto its source's frame: its size springs from the screen's to the
    /// source's on the scale spring, its center onto the source's on the position spring, which
    /// starts at rest (the card scaled in place).
    @Test func aDismissedCardSettlesOntoItsSourcesFrame() throws {
        let run = DismissalRun(
            kind: .card, path: [.zero, CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 120)],
            velocity: CGPoint(x: 0, y: 800))
        let source = try #require(run.scene.sourceFrame)
        #expect(run.outcome == .dismiss)
        #expect(run.handOff.position == RelativeVelocity(dx: 0, dy: 0))
        let first = try #require(run.settle.first)
        let last = try #require(run.settle.last)
        #expect(first.screen.frame == run.scene.screenFrame, "no jump at the release")
        #expect(
            abs(last.screen.frame.width - source.width) < 1
                && abs(last.screen.frame.height - source.height) < 1,
            "the source's size, within the settle's epsilon")
        #expect(
            abs(last.screen.frame.midY + last.screen.transform.translationY - source.midY) < 1,
            "on the source's center, within the settle's epsilon")
        #expect(last.screen.cornerRadius > 15.9, "the card's 16 pt")
    }

    @Test func aCommitWhileDraggingEndsThePathThere() {
        let run = DismissalRun(
            kind: .card, path: [.zero, CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 20)],
            velocity: CGPoint(x: 0, y: -2000), policy: DismissalPolicy(commitThreshold: .distance(100)))
        #expect(run.committedWhileDragging)
        #expect(run.drag.count == 3, "the point at 20 pt is never reached")
        #expect(run.outcome == .dismiss)
        #expect(
            run.decision.velocity == CGPoint(x: 0, y: 60 / (2.0 / 60 - 1.0 / 60)), "the tracker's estimate")
    }

    @Test func anEmptyPathIsATapAtRest() {
        let run = DismissalRun(kind: .zoom, path: [], velocity: .zero)
        #expect(run.drag.count == 1)
        #expect(run.drag[0].screen == VisualState(frame: run.scene.screenFrame))
        #expect(run.outcome == .restore)
        #expect(run.handOff.position == RelativeVelocity(0) && run.handOff.scale == 0)
        #expect(
            run.settle.allSatisfy { $0.screen == run.drag[0].screen && $0.backdropAlpha == 0.3 },
            "nothing moves")
    }

    /// The same numbers the device uses: the real `ZoomDismissalCore`, fed the same
    /// readings, drives and settles the screen exactly as the run records it.
    @Test(arguments: [
        (
            DismissalRun.Kind.zoom, [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 90), CGPoint(x: 50, y: 230)],
            CGPoint(x: 300, y: 1100)
        ),
        (.zoom, [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 20), CGPoint(x: 4, y: 35)], CGPoint(x: 0, y: -40)),
        (.zoom, [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 300), CGPoint(x: 0, y: 640)], CGPoint(x: 0, y: 10)),
        (.card, [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 60), CGPoint(x: 10, y: 110)], CGPoint(x: 0, y: 400)),
    ])
    @MainActor func theRunIsWhatTheCoordinatorDoes(
        kind: DismissalRun.Kind, path: [CGPoint], velocity: CGPoint
    ) throws {
        let run = DismissalRun(kind: kind, path: path, velocity: velocity)
        let ports = RecordingPorts(scene: run.scene)
        let coordinator = ZoomDismissalCore(
            gate: DismissalGate(gestures: [.drag], direction: .any), policy: .default, mapping: .default)
        coordinator.ports = ports
        try #require(coordinator.began())
        for (index, point) in path.enumerated() {
            let time = Double(index) / 60
            if index == path.count - 1 {
                coordinator.ended(translation: point, velocity: velocity, timestamp: time)
            } else {
                coordinator.changed(
                    translation: point, velocity: CGPoint(x: CGFloat.nan, y: .nan), timestamp: time)
            }
        }
        #expect(ports.driven.map(\.0) == run.drag.map(\.screen))
        #expect(ports.driven.map(\.1) == run.drag.map(\.backdropAlpha))
        let settled = try #require(ports.settled)
        #expect(settled.0 == run.target.screen)
        #expect(settled.1 == run.target.backdropAlpha)
        #expect(settled.2 == run.handOff)
        #expect(settled.3 == run.spring)
        #expect(coordinator.phase == .settling(run.outcome))
    }
}

/// The coordinator's world for the comparison: the run's scene, a handle that takes everything,
/// and a record of what was driven and settled.
@MainActor
private final class RecordingPorts: ZoomDismissalHost {
    let scene: DismissalScene
    private(set) var driven: [(VisualState, Double)] = []
    private(set) var settled: (VisualState, Double, DismissalHandOff, SpringTiming)?

    init(scene: DismissalScene) { self.scene = scene }

    func topScreenIsZoom() -> Bool { true }
    func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)? { Handle() }
    func dismissalScene() -> DismissalScene? { scene }
    func drive(screen: VisualState, backdropAlpha: Double) { driven.append((screen, backdropAlpha)) }
    func settle(
        screen: VisualState, backdropAlpha: Double, handOff: DismissalHandOff, spring: SpringTiming,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        settled = (screen, backdropAlpha, handOff, spring)
    }
    func removeBackdrop() {}
    func stopSettling() -> VisualState? { nil }

    private final class Handle: TransitionInteraction {
        var isActive = true
        func update(progress: Double) {}
        func end(velocity: Double) { isActive = false }
        func update(translation: CGPoint, scale: Double) {}
        func end(translationVelocity: CGPoint, scaleVelocity: Double) { isActive = false }
        func cancel() { isActive = false }
    }
}
