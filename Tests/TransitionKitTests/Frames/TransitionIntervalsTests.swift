import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Every transition the delegate plays is one signposted interval, begun at its `.willBegin` and
/// ended exactly once — finished, cancelled, caught and reversed, or abandoned with its navigation
/// controller — through the real coordinators on the models.
@MainActor
@Suite struct TransitionIntervalsTests {
    let scene = NavigationScene()
    let signposts: SignposterModel

    init() {
        signposts = SignposterModel(ledger: scene.ledger)
    }

    /// A delegate playing `transition`, signposting into ``signposts`` with the models' names.
    func transitions(
        playing transition: ModeledTransition, interaction: ModeledDriver? = nil
    ) -> (transitions: ModeledTransitions, navigation: NavigationControllerModel) {
        let (transitions, navigation) = scene.attachedNavigation(
            playing: transition, interaction: interaction)
        transitions.core.announcer.intervals.signposts = signposts
        transitions.core.announcer.screenName = \.name
        return (transitions, navigation)
    }

    @Test(arguments: ModeledPlayer.allCases)
    func aPushAndAPopAreAnIntervalEach(player: ModeledPlayer) {
        let (transitions, navigation) = transitions(playing: player.transition)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        #expect(
            signposts.lines == ["begin 1 root → detail \(player.style) push"], "begun with the transition")
        scene.settle()
        navigation.popViewController(animated: true)
        scene.settle()
        #expect(
            signposts.lines == [
                "begin 1 root → detail \(player.style) push", "end 1 finished",
                "begin 2 detail → root \(player.style) pop", "end 2 finished",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        withExtendedLifetime(transitions) {}
    }

    @Test func anUnanimatedPushIsNoInterval() {
        let (transitions, navigation) = transitions(playing: .crossFade)
        navigation.pushViewController(scene.screen("detail"), animated: false)
        scene.settle()
        #expect(signposts.lines.isEmpty)
        #expect(transitions.core.announcer.intervals.openCount == 0)
    }

    @Test(arguments: [true, false])
    func anInteractivePopIsOneIntervalFinishedOrCancelled(finishes: Bool) throws {
        let driver = ModeledDriver(ledger: scene.ledger)
        let (transitions, navigation) = transitions(playing: .crossFade, interaction: driver)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        let interaction = try #require(driver.beginPop())
        for progress in [0.2, 0.6, 0.3, 0.5] { interaction.update(progress) }
        if finishes { interaction.finish() } else { interaction.cancel() }
        scene.settle()
        withExtendedLifetime(transitions) {}
        #expect(
            Array(signposts.lines.dropFirst(2)) == [
                "begin 2 detail → root crossFade pop interactive",
                "end 2 \(finishes ? "finished" : "cancelled")",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A running push caught by a touch and let go backwards stays the one interval it began as.
    @Test func aCaughtAndReversedPushIsOneInterval() throws {
        let driver = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
        let (transitions, navigation) = transitions(playing: .crossFade, interaction: driver)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        let duration = try #require(transitions.madeAnimators.first?.decision.duration)
        scene.clock.advance(by: duration / 2)
        let handle = try #require(driver.beginInteractivePop(), "the running push is caught")
        handle.update(progress: 0.7)
        handle.update(progress: 0.2)
        handle.cancel()
        scene.settle()
        #expect(signposts.lines == ["begin 1 root → detail crossFade push", "end 1 cancelled"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The models' contract: a navigation controller released mid-transition never completes it.
    /// Its interval ends once, as abandoned, on the main actor's next turn.
    @Test(arguments: ModeledPlayer.allCases)
    func aControllerReleasedMidTransitionEndsItsIntervalAsAbandoned(player: ModeledPlayer) async {
        let transitions = ModeledTransitions(
            animations: scene.animations, defaultTransition: player.transition)
        transitions.core.announcer.intervals.signposts = signposts
        transitions.core.announcer.screenName = \.name
        do {
            let navigation = scene.navigation()
            transitions.attach(to: navigation)
            navigation.pushViewController(scene.screen("detail"), animated: true)
            scene.clock.advance(by: 0.05)
            navigation.view.removeFromSuperview()
        }
        scene.settle()
        for _ in 0..<20 { await Task.yield() }
        #expect(signposts.lines == ["begin 1 root → detail \(player.style) push", "end 1 abandoned"])
        #expect(transitions.core.announcer.intervals.openCount == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theFrameReportOfAPushHasTheFramesWhileItRan() throws {
        let (transitions, navigation) = transitions(playing: .crossFade)
        let frames = DisplayLinkModel(ledger: scene.ledger)
        var reports: [TransitionFrameReport] = []
        transitions.core.announcer.intervals.frameClock = frames
        transitions.core.announcer.intervals.onFrameReport = { reports.append($0) }
        navigation.pushViewController(scene.screen("detail"), animated: true)
        for frame in [0.0, 1, 2, 4, 5] { frames.tick(FrameTick(timestamp: frame / 128, duration: 1.0 / 128)) }
        scene.settle()
        frames.tick(FrameTick(timestamp: 6.0 / 128, duration: 1.0 / 128))
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.screens == "root → detail")
        #expect(report.style == "crossFade")
        #expect(report.outcome == .finished)
        #expect(report.frameCount == 5)
        #expect(report.longestFrame == 2.0 / 128)
        #expect(report.hitchTime == 1.0 / 128)
        #expect(report.hitchTimeRatio == 1.0 / 5 * 1000)
        #expect(frames.lines == ["start 1", "stop 1"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

/// Presentations, dismissals and zoom dismissals share the navigation coordinator's intervals.
@MainActor
@Suite struct PresentationIntervalsTests {
    let scene = PresentationScene()
    let signposts: SignposterModel

    init() {
        signposts = SignposterModel(ledger: scene.ledger)
        scene.host.navigation.announcer.intervals.signposts = signposts
        scene.host.navigation.announcer.screenName = \.name
    }

    @Test func aPresentationAndItsDismissalAreAnIntervalEach() {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(
            signposts.lines == [
                "begin 1 grid → detail zoom present", "end 1 finished",
                "begin 2 detail → grid zoom dismiss", "end 2 finished",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A zoom dismissal let go, caught while it settles, driven again and let go: one interval.
    @Test func aZoomDismissalCaughtWhileSettlingIsOneInterval() throws {
        let (dismissal, ports) = try presentAndLetGoShortOfDismissing()
        scene.clock.advance(by: 0.01)
        try #require(dismissal.began(), "caught while settling")
        dismissal.changed(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 900), timestamp: 2.1)
        dismissal.ended(translation: CGPoint(x: 0, y: 320), velocity: CGPoint(x: 0, y: 900), timestamp: 2.2)
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(
            signposts.lines == [
                "begin 1 grid → detail zoom present", "end 1 finished",
                "begin 2 detail → grid zoom dismiss interactive", "end 2 finished",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

extension PresentationIntervalsTests {
    /// The zoom presented and settled, then dragged 40 pt down and let go: short of dismissing.
    func presentAndLetGoShortOfDismissing() throws -> (ZoomDismissalCore, PresentedZoomPorts) {
        let ports = PresentedZoomPorts(scene: scene)
        let dismissal = ports.dismissal()
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        _ = dismissal.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300))
        try #require(dismissal.began())
        dismissal.changed(translation: CGPoint(x: 0, y: 40), velocity: .zero, timestamp: 1)
        dismissal.ended(translation: CGPoint(x: 0, y: 40), velocity: .zero, timestamp: 2)
        return (dismissal, ports)
    }
}

extension PresentationIntervalsTests {
    /// A zoom dismissal let go short of dismissing settles back: one interval, ended cancelled.
    @Test func aZoomDismissalLetGoShortIsOneCancelledInterval() throws {
        let (_, ports) = try presentAndLetGoShortOfDismissing()
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController != nil)
        #expect(
            signposts.lines == [
                "begin 1 grid → detail zoom present", "end 1 finished",
                "begin 2 detail → grid zoom dismiss interactive", "end 2 cancelled",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

extension ModeledPlayer {
    /// The style name its transitions are signposted with.
    var style: String { self == .system ? "system" : "crossFade" }
}
