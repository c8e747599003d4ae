import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Scrubs a plan on sample screens through ports; one animator per stage, `scrubsLinearly` and
/// `pausesOnCompletion`, never released paused (see ScrubbingInternals).
@MainActor
package final class ScrubSession<Host: ScrubberHost, Frames: FrameTickerPort> {
    /// The decisions for the pan and the buttons.
    package var policy: ScrubPolicy
    /// The plan's timing, which Play and Reverse run with.
    package let timing: Timing
    /// The view controller (weak: it owns the session).
    package private(set) weak var host: Host?
    package var frames: Frames { frameLoop.frames }
    /// The plan's animator while a stage exists.
    package private(set) var animator: Host.Animator?
    /// The progress the slider shows, 0…1.
    package private(set) var progress = 0.0

    private var frameLoop: FrameLoop<Frames>
    private var panStartFraction = 0.0
    /// Play or Reverse asked for before the stage existed: run once it is built.
    private var pendingRun: ScrubRun.Direction?

    package init(timing: Timing, policy: ScrubPolicy, host: Host, frames: Frames) {
        self.timing = timing
        self.policy = policy
        self.host = host
        frameLoop = FrameLoop(frames)
    }

    // MARK: View controller callbacks

    /// Builds the stage once in a window, paused where the slider is, and runs a Play or Reverse asked
    /// for before.
    package func layoutDidChange() {
        guard let host, animator == nil, host.isInWindow else { return }
        let animator = host.buildStage()
        animator.scrubsLinearly = true
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        animator.fractionComplete = CGFloat(progress)
        self.animator = animator
        show(fraction: progress)
        guard let direction = pendingRun else { return }
        pendingRun = nil
        run(policy.play(direction, from: progress))
    }

    /// Stops the frames, stops and finishes the animator (never released paused or running), removes the
    /// stage. The next layout in a window starts again from 0.
    package func end() {
        stopFrames()
        if let animator {
            if animator.state == .active { animator.stopAnimation(false) }
            if animator.state == .stopped { animator.finishAnimation(at: .current) }
        }
        animator = nil
        progress = 0
        pendingRun = nil
        host?.removeStage()
    }

    // MARK: Controls

    /// Whether the controls show Done: no — a sample stage has no push or pop to end (``done()``
    /// stays there for a playground page's code).
    package var showsDone: Bool { false }

    /// Done on the sample stage: torn down (``end()``), then built again at 0
    /// (``layoutDidChange()``, once in a window), in that order.
    package func done() {
        end()
        layoutDidChange()
    }

    /// `fraction` 0…1 (NaN → 0). Before the stage exists, the stage starts there and a Play or Reverse
    /// asked for before is dropped.
    package func scrub(to fraction: Double) {
        let fraction = ScrubPolicy.clampedFraction(fraction)
        pendingRun = nil
        if let animator {
            _ = pause()
            animator.fractionComplete = CGFloat(fraction)
        }
        show(fraction: fraction)
    }

    /// Runs forward from the current progress with the plan's timing (from the end, from 0);
    /// before the stage exists, once it is built.
    package func play() {
        start(.forward)
    }

    /// Runs in reverse from the current progress with the plan's timing (from the start, from 1);
    /// before the stage exists, once it is built.
    package func reverse() {
        start(.reverse)
    }

    /// `pan` is read in the stage's coordinates; the release runs as
    /// ``ScrubPolicy/release(fraction:velocity:travelDistance:)`` decides.
    package func pan<Pan: GestureRecognizerPort>(_ pan: Pan) where Pan.PortView == Host.StageView {
        guard let stageView = host?.stageView, let animator else { return }
        let width = stageView.bounds.width
        switch pan.recognizerState {
        case .began:
            panStartFraction = pause()
            show(fraction: panStartFraction)
        case .changed:
            let fraction = policy.fraction(
                translation: pan.translation(in: stageView), from: panStartFraction, travelDistance: width)
            _ = pause()  // Play may have been tapped with another finger: the finger wins
            animator.fractionComplete = CGFloat(fraction)
            show(fraction: fraction)
        case .ended:
            let fraction = policy.fraction(
                translation: pan.translation(in: stageView), from: panStartFraction, travelDistance: width)
            run(
                policy.release(
                    fraction: fraction, velocity: pan.velocity(in: stageView), travelDistance: width))
        case .possible, .cancelled, .failed:
            // Cancelled or failed: the transition stays paused where the finger left it.
            break
        }
    }

    // MARK: Private

    /// Play or Reverse: from the current progress now, or once the stage is built.
    private func start(_ direction: ScrubRun.Direction) {
        guard animator != nil else {
            pendingRun = direction
            return
        }
        run(policy.play(direction, from: pause()))
    }

    /// Pauses the animator with `isReversed` cleared and returns its forward progress (the
    /// slider's progress without an active animator).
    private func pause() -> Double {
        guard let animator, animator.state == .active else { return progress }
        stopFrames()
        if animator.isRunning { animator.pauseAnimation() }
        animator.isReversed = false
        return ScrubPolicy.clampedFraction(Double(animator.fractionComplete))
    }

    /// A running animator is caught first: `fractionComplete` can be set only while paused.
    private func run(_ run: ScrubRun) {
        guard let animator, animator.state == .active else { return }
        _ = pause()
        animator.fractionComplete = CGFloat(run.startFraction)
        animator.isReversed = run.direction.isReversed
        let (parameters, velocity) = Self.parameters(of: run.timing, plan: timing)
        animator.continueAnimation(
            withTimingParameters: parameters, initialVelocity: velocity,
            durationFactor: CGFloat(run.durationFactor))
        startFrames()
    }

    /// The timing and start velocity a run continues with.
    private static func parameters(of timing: ScrubRun.Timing, plan: Timing) -> (Timing, RelativeVelocity) {
        switch timing {
        case .plan: return (plan, .zero)
        case .spring(let spring, _):
            return (.spring(spring), RelativeVelocity(timing.playedInitialVelocity))
        }
    }

    private func show(fraction: Double) {
        progress = fraction
        host?.showProgress(fraction, readout: ScrubPolicy.readout(fraction))
    }

    private func startFrames() {
        frameLoop.start { [weak self] in self?.frame() }
    }

    private func stopFrames() {
        frameLoop.stop()
    }

    /// One display frame while the animator runs: the slider follows it; once it stopped (at an
    /// end, paused on completion) the session pauses it cleanly and stops the frames.
    private func frame() {
        guard let animator else { return stopFrames() }
        if animator.isRunning {
            let direction: ScrubRun.Direction = animator.isReversed ? .reverse : .forward
            show(fraction: direction.forwardFraction(reported: Double(animator.fractionComplete)))
        } else {
            show(fraction: pause())
        }
    }
}
