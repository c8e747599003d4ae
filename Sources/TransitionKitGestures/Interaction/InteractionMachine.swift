/// The life of one interactive, interruptible transition as a value: events in, effects out.
///
/// The UIKit driver feeds it what the recognisers and UIKit report and performs the effect it
/// answers; every decision (whether to start, what progress, finish or cancel, which velocity) is
/// made here, where tests reach it. See ``InteractionPhase`` for the state diagram.
///
/// ```swift
/// var machine = InteractionMachine(tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
/// machine.handle(.began(PanSample(translation: .zero)))                  // .beginTransition
/// machine.handle(.transitionStarted)                                     // .update(progress: 0)
/// machine.handle(.changed(PanSample(translation: CGPoint(x: 117, y: 0))))  // .update(progress: 0.3)
/// machine.handle(.ended(PanSample(translation: CGPoint(x: 117, y: 0),
///                                 velocity: CGPoint(x: 800, y: 0))))     // .release(finish, ≈2.93)
/// machine.handle(.touchDown(progress: 0.6))                              // .pause(progress: 0.6)
/// machine.handle(.ended(PanSample(translation: .zero)))                  // .release(…)
/// machine.handle(.completed(.finish))                                    // .complete(.finish)
/// ```
///
/// Guarantees (tested with random event sequences):
/// - `.complete` is answered at most once per transition, and every later event is rejected
///   with `.finished` until ``reset()``.
/// - In `done`, ``progress`` is exactly 0 (cancel) or exactly 1 (finish).
/// - ``progress`` always lies in ``progressRange``.
/// - A release that happens before UIKit started the transition (`.transitionStarted`) is held
///   and answered when it starts, so a quick flick never wedges the navigation controller.
///
/// Bad input has defined outcomes: a sample with a non-finite translation is rejected
/// (`.invalidSample`) and progress keeps its value; a non-finite velocity at release is estimated
/// from the last two samples' timestamps, or 0; an invalid travel distance makes `.began` rejected
/// (`.invalidTravelDistance`) so no transition is started that nothing could drive; `.ended`
/// without `.began`, a duplicate `.ended`, a cancel before the start and a touch after completion
/// are rejected with a reason.
///
/// - Complexity: Every event is O(1) and allocates nothing; the machine is a trivial value.
public struct InteractionMachine: Sendable, Equatable {
    /// The current phase.
    public private(set) var phase: InteractionPhase = .idle
    /// The current progress: the finger's while interactive, the release point while settling,
    /// exactly 0 or 1 when done.
    public private(set) var progress: Double = 0
    /// Whether UIKit has started the transition (`.transitionStarted` or `.animationStarted`).
    public private(set) var isTransitionLive = false
    /// The last release decision, if the transition was released at least once.
    public private(set) var lastDecision: ReleaseDecision?
    /// Maps samples to progress; its `operation` is set by `.began` (pop) or `.animationStarted`.
    public var tracker: PanTracker
    /// Decides finish or cancel on release.
    public var releasePolicy: ReleasePolicy
    /// Whether the running transition can be paused and caught by a touch (its animator is
    /// interruptible). When `false`, `.touchDown` is rejected with `.notInterruptible` and the
    /// transition settles undisturbed. ``reset()`` leaves it unchanged. Default `true`.
    public var isInterruptible = true

    private var anchor: Double = 0
    private var previousSample: PanSample?
    private var lastSample: PanSample?

    /// Creates an idle machine.
    ///
    /// - Parameters:
    ///   - tracker: Maps samples to progress (update its travel distance and layout direction
    ///     before each `.began`).
    ///   - releasePolicy: The release decision, ``ReleasePolicy/default`` by default.
    public init(tracker: PanTracker, releasePolicy: ReleasePolicy = .default) {
        self.tracker = tracker
        self.releasePolicy = releasePolicy
    }

    /// The range ``progress`` stays in: the tracker's overshoot range joined with `0...1`.
    public var progressRange: ClosedRange<Double> {
        let range = tracker.overshoot.progressRange
        return min(range.lowerBound, 0)...max(range.upperBound, 1)
    }

    /// Whether a finger drives the transition or it settles after a release: the moment a
    /// navigation delegate should vend this driver as the interaction controller.
    public var isDriving: Bool {
        switch phase {
        case .interactive, .settling: true
        case .idle, .done: false
        }
    }

    /// Whether a touch landing now would catch a settling transition.
    public var acceptsTouchDown: Bool {
        if case .settling = phase { return isTransitionLive && isInterruptible }
        return false
    }

    /// Returns to `idle` for the next transition, from any phase.
    ///
    /// The driver calls it after `.complete`, or when UIKit refused to start the transition it
    /// asked for (e.g. the delegate vended no interaction controller).
    public mutating func reset() {
        phase = .idle
        progress = 0
        isTransitionLive = false
        lastDecision = nil
        anchor = 0
        previousSample = nil
        lastSample = nil
    }

    /// Feeds one event and answers what the UIKit layer must do.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effect to perform; `.rejected` leaves the machine unchanged.
    /// - Complexity: O(1), no allocation.
    public mutating func handle(_ event: InteractionEvent) -> InteractionEffect {
        switch phase {
        case .idle: handleIdle(event)
        case .interactive: handleInteractive(event)
        case .settling(let outcome): handleSettling(event, outcome: outcome)
        case .done: .rejected(.finished)
        }
    }

    private mutating func handleIdle(_ event: InteractionEvent) -> InteractionEffect {
        switch event {
        case .began(let sample):
            guard tracker.hasValidTravelDistance else { return .rejected(.invalidTravelDistance) }
            tracker.operation = .pop
            phase = .interactive
            isTransitionLive = false
            anchor = 0
            progress = tracker.progress(translation: sample.translation) ?? 0
            record(sample)
            return .beginTransition
        case .animationStarted(let operation):
            tracker.operation = operation
            phase = .settling(.finish)
            isTransitionLive = true
            progress = 0
            return .none
        case .transitionStarted:
            // UIKit started an interaction nobody drives: finish it as if a button had started
            // it, so it can never wedge.
            phase = .settling(.finish)
            isTransitionLive = true
            progress = 0
            let decision = releasePolicy.decision(.finish, progress: 0)
            lastDecision = decision
            return .release(decision)
        case .changed, .ended, .cancelled, .touchDown, .completed, .transitionRefused:
            return .rejected(.notStarted)
        }
    }

    private mutating func handleInteractive(_ event: InteractionEvent) -> InteractionEffect {
        switch event {
        case .began, .touchDown, .animationStarted:
            return .rejected(.alreadyInteractive)
        case .changed(let sample):
            guard let p = tracker.progress(translation: sample.translation, from: anchor) else {
                return .rejected(tracker.hasValidTravelDistance ? .invalidSample : .invalidTravelDistance)
            }
            progress = p
            record(sample)
            return isTransitionLive ? .update(progress: p) : .none
        case .ended(let sample):
            if let p = tracker.progress(translation: sample.translation, from: anchor) {
                progress = p
            }
            return release(releasePolicy.resolve(progress: progress, velocity: velocity(at: sample)))
        case .cancelled:
            return release(releasePolicy.decision(.cancel, progress: progress))
        case .transitionStarted:
            isTransitionLive = true
            return .update(progress: progress)
        case .transitionRefused:
            return refuse()
        case .completed(let outcome):
            return complete(outcome)
        }
    }

    private mutating func handleSettling(_ event: InteractionEvent, outcome: ReleaseOutcome)
        -> InteractionEffect
    {
        switch event {
        case .touchDown(let caught):
            guard isInterruptible else { return .rejected(.notInterruptible) }
            guard caught.isFinite else { return .rejected(.invalidSample) }
            let p = min(max(caught, 0), 1)
            phase = .interactive
            anchor = p
            progress = p
            previousSample = nil
            lastSample = nil
            return isTransitionLive ? .pause(progress: p) : .none
        case .transitionStarted:
            guard !isTransitionLive else { return .none }
            isTransitionLive = true
            let decision = lastDecision ?? releasePolicy.decision(outcome, progress: progress)
            return .release(decision)
        case .completed(let reported):
            return complete(reported)
        case .transitionRefused:
            return refuse()
        case .began, .changed, .ended, .cancelled, .animationStarted:
            return .rejected(.alreadyReleased)
        }
    }

    private mutating func release(_ decision: ReleaseDecision) -> InteractionEffect {
        phase = .settling(decision.outcome)
        lastDecision = decision
        return isTransitionLive ? .release(decision) : .none
    }

    private mutating func refuse() -> InteractionEffect {
        guard !isTransitionLive else { return .rejected(.transitionLive) }
        reset()
        return .none
    }

    private mutating func complete(_ outcome: ReleaseOutcome) -> InteractionEffect {
        phase = .done(outcome)
        progress = outcome.targetProgress
        return .complete(outcome)
    }

    private mutating func record(_ sample: PanSample) {
        previousSample = lastSample
        lastSample = sample
    }

    private func velocity(at sample: PanSample) -> Double {
        if let v = tracker.progressVelocity(sample.velocity) { return v }
        guard let previous = lastSample else { return 0 }
        let from = previous.timestamp < sample.timestamp ? previous : (previousSample ?? previous)
        return tracker.progressVelocity(PanTracker.estimatedVelocity(from: from, to: sample)) ?? 0
    }
}
