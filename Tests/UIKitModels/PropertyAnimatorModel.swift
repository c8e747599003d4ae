import Foundation
import TransitionKitCore

/// A model of `UIViewPropertyAnimator` behind the ``PropertyAnimatorPort`` port, run by a
/// ``ModelClock``, recording every call Apple documents as an error in the state it is made.
///
/// It follows these lines (`UIViewAnimating.h`, `UIViewPropertyAnimator.h` and the UIKit
/// documentation of the same members):
/// - `UIViewAnimating.h`: "UIViewAnimatingStateInactive, // The animation is not executing.
///   UIViewAnimatingStateActive, // The animation is executing. UIViewAnimatingStateStopped, // The
///   animation has been stopped and has not transitioned to inactive."
/// - `startAnimation()` (documentation): "It's a programmer error to call this method while the
///   state of the animator is set to UIViewAnimatingState.stopped." — recorded, ignored.
/// - `pauseAnimation()` (documentation): "It is a programmer error to call this method while the
///   state of the animator is set to UIViewAnimatingState.stopped." — recorded, ignored.
///   "Calling this method on an inactive animator moves its state to active and puts its
///   animations in a paused state right away."
/// - `UIViewAnimating.h`, `finishAnimationAtPosition:`: "This method may only be called if the
///   animator is in the stopped state." — recorded, ignored.
/// - `UIViewAnimating.h`, `fractionComplete`: "The setter is usually a no-op when the animation is
///   running"; documentation: "You can update the value of this property only while the animator is
///   paused. Changing the value of this property on an inactive animator moves it to the active
///   state." — a set while running or stopped is recorded and ignored.
/// - `UIViewPropertyAnimator.h`, `interruptible`: "Defaults to YES. Raises if set on an active
///   animator." — recorded, ignored.
/// - `UIViewAnimatingState.stopped` (documentation): "An animation cannot be started while in this
///   state." — `continueAnimation` on a stopped animator is recorded and ignored.
/// - UIKit's runtime exception: "It is an error to release a paused or stopped property animator.
///   Property animators must either finish animating or be explicitly stopped and finished before
///   they can be released." — recorded when the model is released in a state other than inactive.
///   A running animator is kept alive by the clock, as UIKit keeps it.
/// - `UIViewAnimating.h`, `stopAnimation:`: "The values of a view's animated property values are
///   updated to correspond to the values that were last rendered. If withoutFinishing == YES, then
///   the animator immediately becomes inactive." `addCompletion(_:)` (documentation): with `true`
///   "the completion blocks are not called".
/// - `UIViewPropertyAnimator.h`, `addAnimations:`: "When the animator is stopped, either naturally
///   completing or explicitly, any animation blocks and completion handlers are invalidated."
///   Completions are called exactly once, with `.end` after a forward run, `.start` after a
///   reversed run back to the start, or the position passed to `finishAnimation(at:)`.
/// - `UIViewPropertyAnimator.h`, `continueAnimationWithTimingParameters:durationFactor:`: "The
///   durationFactor is in terms of a unit duration defined by the originally specified duration of
///   the animator. It is used to specify the remaining time for the animation. When called, it
///   behaves as if the animation was started from its current position with a new duration and
///   timing parameters."
/// - `scrubsLinearly` ("Provides the ability for an animator to pause and scrub either linearly or
///   using the animator's current timing.") and `pausesOnCompletion` ("Provides the ability for an
///   animator to pause on completion instead of transitioning to the .inactive state"; its
///   documentation: "it does not execute its completion handler").
///
/// ## Progress and `fractionComplete`
/// The model keeps one number, the *value progress* `p` (``valueProgress``): 0 where the views
/// show the values they had before the animation blocks ran, 1 where they show the values the
/// blocks set. A run moves `p` from where it is toward 1 (or 0 when reversed) along a ``Timing``
/// evaluated on the clock, exactly as the headless plans are: `p(t) = p₀ + (target − p₀) ·
/// timing.progress(atTime: t, duration: runDuration)`. A first run lasts ``duration``; a resume or
/// a reversal mid-run lasts the remaining share of it; `continueAnimation` lasts
/// `durationFactor · duration` with the new timing (or the animator's own for `nil`).
///
/// `fractionComplete` reads the progress along the animator's *current direction*: `p` forward,
/// `1 − p` when ``isReversed``, and setting it on a reversed paused animator puts the views at
/// `1 − value`. This is iOS 11+ behavior (the library's minimum is iOS 15): reversing an animator
/// flips its `fractionComplete` to the complement, which is why Apple's WWDC 2017 session 230
/// (Advanced Animations with UIKit) scrubs a reversed animator with `fraction *= -1`. WWDC 2016
/// session 216 introduced `isReversed` as running the same animation back along its curve from
/// where it is — the views do not jump when it is set, only the reading flips. With
/// ``scrubsLinearly`` (the default) a paused animator maps `fractionComplete` linearly onto the
/// values; without it the fraction is a time fraction mapped through the animator's timing. Read
/// while running, the model returns what a pause at that moment would report (UIKit's header
/// allows an adopter to report meaningfully only when not running).
@MainActor
package final class PropertyAnimatorModel: PropertyAnimatorPort {
    /// Apple's texts, per rule.
    package enum Contract {
        /// `startAnimation()` on a stopped animator.
        package static let startWhileStopped = HeaderCitation(
            "UIViewAnimating.startAnimation() documentation",
            "It's a programmer error to call this method while the state of the animator is set to "
                + "UIViewAnimatingState.stopped.")
        /// `pauseAnimation()` on a stopped animator.
        package static let pauseWhileStopped = HeaderCitation(
            "UIViewAnimating.pauseAnimation() documentation",
            "It is a programmer error to call this method while the state of the animator is set to "
                + "UIViewAnimatingState.stopped.")
        /// `finishAnimation(at:)` on an animator that is not stopped.
        package static let finishOnlyWhenStopped = HeaderCitation(
            "UIViewAnimating.h:68", "This method may only be called if the animator is in the stopped state.")
        /// Setting `fractionComplete` while running or stopped.
        package static let fractionOnlyWhilePaused = HeaderCitation(
            "UIViewAnimating.fractionComplete documentation",
            "You can update the value of this property only while the animator is paused.")
        /// Setting `isInterruptible` on an active animator.
        package static let interruptibleOnlyWhenInactive = HeaderCitation(
            "UIViewPropertyAnimator.h:31-33", "Defaults to YES. Raises if set on an active animator.")
        /// Continuing a stopped animator.
        package static let continueWhileStopped = HeaderCitation(
            "UIViewAnimatingState.stopped documentation",
            "An animation cannot be started while in this state.")
        /// Releasing a paused or stopped animator.
        package static let releasedActive = HeaderCitation(
            "UIKit runtime exception (NSInternalInconsistencyException)",
            "It is an error to release a paused or stopped property animator. Property animators must either "
                + "finish animating or be explicitly stopped and finished before they can be released.")
        /// `addAnimations`/`addKeyframe` on a stopped animator: the block would never run.
        package static let blocksInvalidatedWhenStopped = HeaderCitation(
            "UIViewPropertyAnimator.h:76-78",
            "When the animator is stopped, either naturally completing or explicitly, any animation blocks and "
                + "completion handlers are invalidated.")
        /// Setting `isReversed` on a stopped animator, which can never run again.
        package static let reversedOnlyWhenItCanRun = HeaderCitation(
            "UIViewAnimating.h:38-39",
            "If running is NO, it indicates that it will run in the reversed direction when it is started.")
        /// `continueAnimation` on an inactive animator: there is no animation to continue.
        package static let continueOnlyWhenActive = HeaderCitation(
            "UIViewPropertyAnimator.h:84-89",
            "Provides a means to continue an animation in either the forward or reversed directions with new "
                + "timing parameters and duration.")
    }

    /// One run of the animator: from a value progress toward a target along a timing.
    struct Run {
        let startTime: TimeInterval
        let from: Double
        let target: Double
        let duration: TimeInterval
        let timing: Timing
        let initialVelocity: Double
    }

    /// A block waiting for the animator to become active.
    private struct PendingBlock {
        let start: Double
        let duration: Double
        let body: @MainActor () -> Void
    }

    /// The animator's name in violations.
    package let name: String
    /// `duration`.
    package let duration: TimeInterval
    /// The timing the animator was created with.
    package let timing: Timing
    /// The spring start velocity it was created with.
    package let initialVelocity: RelativeVelocity
    /// The test's ledger.
    package let ledger: ContractLedger
    /// The test's clock.
    package let clock: ModelClock

    /// `state`.
    package private(set) var state: AnimatingState = .inactive
    /// `scrubsLinearly` (default `true`).
    package var scrubsLinearly = true
    /// `pausesOnCompletion` (default `false`).
    package var pausesOnCompletion = false
    /// Every position the completions were called with, one entry per end (tests check it holds
    /// exactly one entry per run that ended).
    package private(set) var completionPositions: [AnimatingPosition] = []

    /// Started without blocks: the transient paused state (`UIViewPropertyAnimator.h:74-76`).
    private var startedEmpty = false
    private var storedInterruptible = true
    private var storedReversed = false
    private var progress: Double = 0
    private var timeFraction: Double?
    private(set) var run: Run?
    private var pending: [PendingBlock] = []
    private var captures: [AnimationCapture] = []
    private var completions: [@MainActor (AnimatingPosition) -> Void] = []

    /// Creates an inactive animator and counts it in ``ContractLedger/work``.
    ///
    /// - Parameters:
    ///   - name: The name in violations.
    ///   - duration: Its duration in seconds.
    ///   - timing: Its curve or spring.
    ///   - initialVelocity: A spring's start velocity relative to the distance.
    ///   - ledger: The test's ledger.
    ///   - clock: The test's clock.
    package init(
        name: String = "animator", duration: TimeInterval, timing: Timing,
        initialVelocity: RelativeVelocity = .zero, ledger: ContractLedger, clock: ModelClock
    ) {
        self.name = name
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.timing = timing
        self.initialVelocity = initialVelocity
        self.ledger = ledger
        self.clock = clock
        ledger.work.animatorCreations += 1
        ledger.log(.animatorCreated(name))
    }

    deinit {
        // Not isolated: the stored values read here are immutable or Sendable, and the ledger
        // records from any context.
        guard state != .inactive else { return }
        let violation = ContractViolation(
            model: "PropertyAnimatorModel '\(name)'", member: "deinit (released)",
            state: state == .stopped ? "stopped" : "active (paused)", citation: Contract.releasedActive)
        ledger.record(violation)
    }

    // MARK: Readings

    /// `isRunning`.
    package var isRunning: Bool { run != nil }

    /// Where the views are between their values before (0) and after (1) the animation blocks.
    package var valueProgress: Double {
        guard let run else { return progress }
        let elapsed = clock.now - run.startTime
        let fraction = run.timing.progress(
            atTime: elapsed, duration: run.duration, initialVelocity: run.initialVelocity)
        return run.from + (run.target - run.from) * fraction
    }

    /// The clock time at which the current run ends, or `nil` when not running.
    var runEndTime: TimeInterval? { run.map { $0.startTime + $0.duration } }

    /// `isReversed`: setting it while running turns the run around from where it is.
    package var isReversed: Bool {
        get { storedReversed }
        set {
            ledger.work.animatorCalls += 1
            guard state != .stopped else {
                return violate("isReversed = \(newValue)", Contract.reversedOnlyWhenItCanRun)
            }
            guard newValue != storedReversed else { return }
            if run != nil {
                let here = valueProgress
                storedReversed = newValue
                let target: Double = newValue ? 0 : 1
                begin(
                    from: here, target: target, duration: duration * abs(target - here), timing: timing,
                    velocity: 0)
            } else {
                storedReversed = newValue
            }
        }
    }

    /// `isInterruptible`.
    package var isInterruptible: Bool {
        get { storedInterruptible }
        set {
            ledger.work.animatorCalls += 1
            guard state != .active else {
                violate("isInterruptible = \(newValue)", Contract.interruptibleOnlyWhenInactive)
                return
            }
            storedInterruptible = newValue
        }
    }

    /// `fractionComplete`: the progress along the current direction (see the type's discussion).
    package var fractionComplete: CGFloat {
        get {
            let forward =
                scrubsLinearly ? valueProgress : (run == nil ? timeFraction : nil) ?? timeOf(valueProgress)
            return CGFloat(storedReversed ? 1 - forward : forward)
        }
        set {
            ledger.work.animatorCalls += 1
            ledger.work.progressWrites += 1
            guard state != .stopped, run == nil else {
                violate("fractionComplete = \(newValue)", Contract.fractionOnlyWhilePaused)
                return
            }
            activateIfNeeded()
            startedEmpty = false
            let value = newValue.isFinite ? min(max(Double(newValue), 0), 1) : 0
            let forward = storedReversed ? 1 - value : value
            if scrubsLinearly {
                progress = forward
                timeFraction = nil
            } else {
                timeFraction = forward
                progress = timing.progress(atTime: forward * duration, duration: duration)
            }
        }
    }

    // MARK: Blocks

    /// `addAnimations(_:)`: kept until the animator becomes active; run at once over the
    /// remaining progress while active (Apple's documentation: a block added to a running
    /// animator runs over its remaining time); on a stopped animator a violation, as the block is
    /// invalidated and never runs (`UIViewPropertyAnimator.h:76-78`). A block submitted in the
    /// transient paused state of an animator started without blocks starts the run.
    package func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        ledger.work.animatorCalls += 1
        add(PendingBlock(start: 0, duration: 1, body: animation), member: "addAnimations(_:)")
    }

    /// A keyframe in a window of the animator's progress.
    package func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping @MainActor () -> Void
    ) {
        ledger.work.animatorCalls += 1
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        add(PendingBlock(start: start, duration: length, body: animations), member: "addKeyframe")
    }

    /// A keyframe's window is relative to the span its block animates over (UIKit adds it as an
    /// animation block of keyframes): the whole animation while inactive, what remains once active.
    private func add(_ block: PendingBlock, member: String) {
        switch state {
        case .inactive:
            pending.append(block)
        case .active:
            let here = min(max(valueProgress, 0), 1)
            let remaining = 1 - here
            perform(
                PendingBlock(
                    start: here + block.start * remaining, duration: block.duration * remaining,
                    body: block.body))
            if startedEmpty {
                startedEmpty = false
                startAnimation()
            }
        case .stopped:
            violate(member, Contract.blocksInvalidatedWhenStopped)
        }
    }

    /// `addCompletion(_:)`.
    package func addCompletion(_ completion: @escaping @MainActor (AnimatingPosition) -> Void) {
        ledger.work.animatorCalls += 1
        completions.append(completion)
    }

    // MARK: Control

    /// `startAnimation()`.
    package func startAnimation() {
        ledger.work.animatorCalls += 1
        switch state {
        case .stopped:
            violate("startAnimation()", Contract.startWhileStopped)
        case .inactive where pending.isEmpty:
            activateIfNeeded()
            startedEmpty = true
        case .inactive:
            activateIfNeeded()
            let target = targetProgress
            begin(
                from: progress, target: target, duration: duration * abs(target - progress), timing: timing,
                velocity: initialVelocity.dx)
        case .active where run == nil && !startedEmpty:
            let target = targetProgress
            begin(
                from: progress, target: target, duration: duration * abs(target - progress), timing: timing,
                velocity: 0)
        case .active:
            break
        }
    }

    /// `pauseAnimation()`.
    package func pauseAnimation() {
        ledger.work.animatorCalls += 1
        switch state {
        case .stopped:
            violate("pauseAnimation()", Contract.pauseWhileStopped)
        case .inactive:
            activateIfNeeded()
        case .active:
            startedEmpty = false
            guard run != nil else { return }
            let here = valueProgress
            endRun(at: here)
            timeFraction = scrubsLinearly ? nil : timeOf(here)
        }
    }

    /// `stopAnimation(_:)`.
    package func stopAnimation(_ withoutFinishing: Bool) {
        ledger.work.animatorCalls += 1
        startedEmpty = false
        switch state {
        case .inactive:
            return
        case .stopped:
            guard withoutFinishing else { return }
            becomeInactive()
        case .active:
            let here = valueProgress
            for capture in captures {
                for track in capture.tracks {
                    track.view?.setModelValue(track.property, track.currentValue)
                }
            }
            endRun(at: here)
            detachAll()
            if withoutFinishing {
                becomeInactive()
            } else {
                state = .stopped
            }
        }
    }

    /// `finishAnimation(at:)`: only on a stopped animator.
    package func finishAnimation(at finalPosition: AnimatingPosition) {
        ledger.work.animatorCalls += 1
        guard state == .stopped else {
            violate("finishAnimation(at: .\(finalPosition))", Contract.finishOnlyWhenStopped)
            return
        }
        settle(at: finalPosition)
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`.
    package func continueAnimation(
        withTimingParameters parameters: Timing?, initialVelocity: RelativeVelocity, durationFactor: CGFloat
    ) {
        ledger.work.animatorCalls += 1
        guard state != .stopped else {
            violate("continueAnimation(withTimingParameters:durationFactor:)", Contract.continueWhileStopped)
            return
        }
        guard state == .active else {
            violate(
                "continueAnimation(withTimingParameters:durationFactor:)", Contract.continueOnlyWhenActive)
            return
        }
        let factor = durationFactor.isFinite ? max(Double(durationFactor), 0) : 0
        let here = valueProgress
        begin(
            from: here, target: targetProgress, duration: factor * duration, timing: parameters ?? timing,
            velocity: initialVelocity.dx)
    }

    // MARK: Clock

    /// The clock reached the end of the current run.
    func clockDidReachRunEnd() {
        guard let run else { return }
        endRun(at: run.target)
        if pausesOnCompletion { return }
        settle(at: run.target == 1 ? .end : .start)
    }

    // MARK: Private

    private var targetProgress: Double { storedReversed ? 0 : 1 }

    private var modelName: String { "PropertyAnimatorModel '\(name)'" }

    private var stateDescription: String {
        switch state {
        case .inactive: "inactive"
        case .active: run == nil ? "active (paused)" : "active (running)"
        case .stopped: "stopped"
        }
    }

    private func violate(_ member: String, _ citation: HeaderCitation) {
        ledger.record(
            ContractViolation(model: modelName, member: member, state: stateDescription, citation: citation))
    }

    /// Inactive → active (paused): the pending blocks run now.
    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        let blocks = pending
        pending = []
        for block in blocks { perform(block) }
    }

    private func perform(_ block: PendingBlock) {
        let capture = AnimationCapture(animator: self, start: block.start, duration: block.duration)
        captures.append(capture)
        ledger.capturing(capture, block.body)
    }

    private func begin(from: Double, target: Double, duration: TimeInterval, timing: Timing, velocity: Double)
    {
        timeFraction = nil
        progress = from
        run = Run(
            startTime: clock.now, from: from, target: target, duration: duration, timing: timing,
            initialVelocity: velocity)
        clock.register(self)
    }

    private func endRun(at here: Double) {
        progress = here
        run = nil
        clock.unregister(self)
    }

    /// Puts the views at `position`, becomes inactive and calls the completions once.
    private func settle(at position: AnimatingPosition) {
        switch position {
        case .end:
            for track in captures.flatMap(\.tracks) { track.view?.setModelValue(track.property, track.to) }
        case .start:
            for track in captures.flatMap(\.tracks).reversed() {
                track.view?.setModelValue(track.property, track.from)
            }
        case .current:
            for track in captures.flatMap(\.tracks) {
                track.view?.setModelValue(track.property, track.currentValue)
            }
        }
        detachAll()
        let calls = completions
        becomeInactive()
        completionPositions.append(position)
        for completion in calls { completion(position) }
    }

    private func becomeInactive() {
        startedEmpty = false
        detachAll()
        captures = []
        pending = []
        completions = []
        state = .inactive
        run = nil
        progress = 0
        timeFraction = nil
        clock.unregister(self)
    }

    private func detachAll() {
        for capture in captures {
            for track in capture.tracks { track.view?.detach(capture) }
        }
    }

    /// The time fraction at which the animator's own timing reaches `value` (bisection; a spring's
    /// overshoot returns the first crossing).
    private func timeOf(_ value: Double) -> Double {
        guard duration > 0 else { return value }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if timing.progress(atTime: mid * duration, duration: duration) < value {
                low = mid
            } else {
                high = mid
            }
        }
        return (low + high) / 2
    }
}
