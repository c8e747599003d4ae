import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The scrubber's view controller for a session: a 390 pt stage whose plan animator moves one
/// screen view (alpha 0 → 1), made by the animator factory model on the test's clock.
@MainActor
final class ScrubberHostModel: ScrubberHost {
    static let stageFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

    let ledger: ContractLedger
    let animations: AnimatorFactoryModel
    let duration: TimeInterval
    let timing: Timing
    var isInWindow = true
    private(set) var stageView: ViewModel?
    /// The screen the plan animates, while a stage exists.
    private(set) var screen: ViewModel?
    /// The stage's animator, held as the plan animator holds it on device: until the stage is removed.
    private(set) var animator: PropertyAnimatorModel?
    /// How many stages were built.
    private(set) var builds = 0
    private(set) var removals = 0
    /// Every progress shown on the slider, in order.
    private(set) var shown: [Double] = []
    private(set) var readout = ""

    init(
        ledger: ContractLedger, clock: ModelClock, duration: TimeInterval = 0.4,
        timing: Timing = .curve(.easeInOut)
    ) {
        self.ledger = ledger
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        self.duration = duration
        self.timing = timing
    }

    deinit {
        // Not isolated: only the animator (a main-actor object) is read. As `PlanRealiser`'s
        // `deinit` does on device: a stage dropped without `end()` (no `viewDidDisappear`) has its
        // animator stopped and finished later on the main actor, never released paused.
        guard let animator else { return }
        Task { @MainActor in
            if animator.state == .active { animator.stopAnimation(false) }
            if animator.state == .stopped { animator.finishAnimation(at: .current) }
        }
    }

    func buildStage() -> PropertyAnimatorModel {
        let stage = ViewModel("stage", frame: Self.stageFrame, ledger: ledger)
        let screen = ViewModel("screen", frame: Self.stageFrame, ledger: ledger)
        stage.addSubview(screen)
        screen.alpha = 0
        let animator = animations.makePropertyAnimator(
            duration: duration, timing: timing, initialVelocity: .zero)
        animator.addAnimations { screen.alpha = 1 }
        stageView = stage
        self.screen = screen
        self.animator = animator
        builds += 1
        return animator
    }

    func removeStage() {
        removals += 1
        stageView = nil
        screen = nil
        animator = nil
    }

    func showProgress(_ fraction: Double, readout: String) {
        shown.append(fraction)
        self.readout = readout
    }

    /// Where the screen is on screen now, 0 (start) … 1 (end).
    var onScreen: Double { screen?.presentationAlpha ?? .nan }
}

/// A display link on the test's clock: a frame every 1/60 s while started.
@MainActor
final class FrameClockModel: FrameTickerPort {
    static let interval: TimeInterval = 1.0 / 60

    let clock: ModelClock
    private(set) var isRunning = false
    private(set) var starts = 0
    /// Starts while already running (a leaked display link on device).
    private(set) var startsWhileRunning = 0
    private var generation = 0

    init(clock: ModelClock) {
        self.clock = clock
    }

    func start(onFrame: @escaping @MainActor () -> Void) {
        starts += 1
        if isRunning { startsWhileRunning += 1 }
        isRunning = true
        generation += 1
        scheduleFrame(generation, onFrame)
    }

    func stop() {
        isRunning = false
        generation += 1
    }

    private func scheduleFrame(_ generation: Int, _ onFrame: @escaping @MainActor () -> Void) {
        clock.schedule(after: Self.interval) { [weak self] in
            guard let self, self.isRunning, self.generation == generation else { return }
            onFrame()
            self.scheduleFrame(generation, onFrame)
        }
    }
}

/// A scrubbing session on the models, with its ledger and clock.
@MainActor
final class ScrubScene {
    let ledger = ContractLedger()
    let clock = ModelClock()
    let host: ScrubberHostModel
    let frames: FrameClockModel
    let session: ScrubSession<ScrubberHostModel, FrameClockModel>
    let pan = PanGestureModel()

    init(
        operation: NavigationOperation = .push, duration: TimeInterval = 0.4,
        timing: Timing = .curve(.easeInOut),
        inWindow: Bool = true
    ) {
        host = ScrubberHostModel(ledger: ledger, clock: clock, duration: duration, timing: timing)
        host.isInWindow = inWindow
        frames = FrameClockModel(clock: clock)
        session = ScrubSession(
            timing: timing, policy: ScrubPolicy(operation: operation), host: host, frames: frames)
        pan.addTarget { [session] pan in session.pan(pan) }
        session.layoutDidChange()
    }

    /// Lets the animator and the frames run until nothing moves.
    func settle() { clock.runUntilIdle(limit: 10) }
}
