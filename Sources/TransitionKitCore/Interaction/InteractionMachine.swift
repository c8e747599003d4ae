/// The life of one interactive, interruptible transition as a value: events in, effects out, every decision
/// made here where tests reach it. Phases, guarantees and bad input: `GesturesInternals`.
package struct InteractionMachine: Sendable, Equatable {
    package private(set) var phase: InteractionPhase = .idle
    /// The current progress: the finger's while interactive, the release point while settling,
    /// exactly 0 or 1 when done.
    package private(set) var progress: Double = 0
    /// Whether UIKit has started the transition (`.transitionStarted` or `.animationStarted`).
    private(set) var isTransitionLive = false
    /// The last release decision, if the transition was released at least once.
    package private(set) var lastDecision: ReleaseDecision?
    /// Maps samples to progress; its `operation` is set by `.began` (pop) or `.animationStarted`.
    package var tracker: PanTracker
    package var releasePolicy: ReleasePolicy
    /// `false` (the animator cannot be paused): `.touchDown` is rejected and the transition settles
    /// undisturbed.
    package var isInterruptible = true
    /// Points a catching finger may move and still count as a tap (resuming the earlier outcome); a
    /// non-finite or negative value becomes 0.
    var tapSlop: Double = 10 {
        didSet { tapSlop = tapSlop.isFinite ? max(tapSlop, 0) : 0 }
    }

    private var anchor: Double = 0
    /// The outcome the transition settled toward when a touch caught it; `nil` when the
    /// current interaction is not a catch.
    private var caughtOutcome: ReleaseOutcome?
    /// The largest distance of a finite sample from the catching touch's landing point.
    private var caughtTravel: Double = 0
    private var previousSample: PanSample?
    private var lastSample: PanSample?

    /// Update the tracker's travel distance and layout direction before each `.began`.
    package init(tracker: PanTracker, releasePolicy: ReleasePolicy = .default) {
        self.tracker = tracker
        self.releasePolicy = releasePolicy
    }

    /// The range ``progress`` stays in: the tracker's overshoot range joined with `0...1`.
    var progressRange: ClosedRange<Double> {
        let range = tracker.overshoot.progressRange
        return min(range.lowerBound, 0)...max(range.upperBound, 1)
    }

    /// Driven or settling. Not the signal to vend an interactive controller: use ``awaitsTransition``.
    var isDriving: Bool {
        switch phase {
        case .interactive, .settling: true
        case .idle, .done: false
        }
    }

    /// A pop asked for that UIKit has not started: the only moment to vend the driver as interactive, so a
    /// transition asked about before the previous one completed never waits for a finger that is not there.
    package var awaitsTransition: Bool {
        guard !isTransitionLive else { return false }
        switch phase {
        case .interactive, .settling: return true
        case .idle, .done: return false
        }
    }

    /// `false` from the moment the machine sees the completion, so nothing touches a finished transition.
    var wantsCatchRecognizer: Bool {
        acceptsTouchDown || (phase == .interactive && caughtOutcome != nil)
    }

    /// Whether a touch landing now would catch a settling transition.
    var acceptsTouchDown: Bool {
        if case .settling = phase { return isTransitionLive && isInterruptible }
        return false
    }

    /// Called after `.complete`, or when UIKit refused the transition the machine asked for.
    package mutating func reset() {
        phase = .idle
        progress = 0
        isTransitionLive = false
        lastDecision = nil
        anchor = 0
        caughtOutcome = nil
        caughtTravel = 0
        previousSample = nil
        lastSample = nil
    }

    /// `.rejected` leaves the machine unchanged. O(1), no allocation.
    package mutating func handle(_ event: InteractionEvent) -> InteractionEffect {
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
            caughtOutcome = nil
            caughtTravel = 0
            progress = tracker.progress(translation: sample.translation) ?? 0
            record(sample)
            return .beginTransition
        case .animationStarted(let operation):
            tracker.operation = operation
            phase = .settling(.finish)
            isTransitionLive = true
            progress = 0
            return .noEffect
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
            guard let raw = rawProgress(for: sample) else {
                return .rejected(tracker.hasValidTravelDistance ? .invalidSample : .invalidTravelDistance)
            }
            record(sample)
            return update(progress: raw)
        case .ended(let sample):
            let velocity = releaseVelocity(for: sample)
            if let raw = rawProgress(for: sample) {
                progress = tracker.overshoot.apply(raw)
            }
            measureCatch(sample)
            return end(velocity: velocity)
        case .cancelled:
            if let resumed = tapResumption() { return release(resumed) }
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
            caughtOutcome = outcome
            caughtTravel = 0
            previousSample = nil
            lastSample = nil
            return isTransitionLive ? .pause(progress: p) : .noEffect
        case .transitionStarted:
            guard !isTransitionLive else { return .noEffect }
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

    // MARK: The progress feed (one path for every gesture)

    /// The one progress feed of every gesture: raw progress (0 = start, 1 = complete), shaped by the
    /// overshoot. `.noEffect` before UIKit started the transition; a non-finite value is rejected.
    package mutating func update(progress raw: Double) -> InteractionEffect {
        guard phase == .interactive else { return rejectionOutsideInteraction }
        guard raw.isFinite else { return .rejected(.invalidSample) }
        let shaped = tracker.overshoot.apply(raw)
        progress = shaped
        if caughtOutcome != nil, tracker.hasValidTravelDistance {
            caughtTravel = max(caughtTravel, abs(shaped - anchor) * Double(tracker.travelDistance))
        }
        return isTransitionLive ? .update(progress: shaped) : .noEffect
    }

    /// `velocity` in progress per second (NaN counts as 0); a catch within ``tapSlop`` resumes its outcome.
    /// A release before UIKit started the transition is held and answered at `.transitionStarted`.
    package mutating func end(velocity: Double) -> InteractionEffect {
        guard phase == .interactive else { return rejectionOutsideInteraction }
        if let resumed = tapResumption() { return release(resumed) }
        return release(releasePolicy.resolve(progress: progress, velocity: velocity))
    }

    /// Releases toward an outcome another rule decided (a `DismissalPolicy`, a scrubber's Play and Reverse):
    /// no release policy, no tap resumption.
    package mutating func end(_ outcome: ReleaseOutcome, velocity: Double) -> InteractionEffect {
        guard phase == .interactive else { return rejectionOutsideInteraction }
        return release(releasePolicy.decision(outcome, progress: progress, velocity: velocity))
    }

    /// Measured from where the gesture took hold (0, or the caught progress), before overshoot shaping.
    package func rawProgress(for sample: PanSample) -> Double? {
        tracker.rawProgress(translation: sample.translation, from: anchor)
    }

    /// The sample's own velocity, else estimated from the last recorded samples' timestamps, else 0.
    package func releaseVelocity(for sample: PanSample) -> Double {
        velocity(at: sample)
    }

    /// Remembers a sample for velocity estimation and widens a catching finger's measured travel.
    package mutating func record(_ sample: PanSample) {
        previousSample = lastSample
        lastSample = sample
        measureCatch(sample)
    }

    private var rejectionOutsideInteraction: InteractionEffect {
        switch phase {
        case .idle: .rejected(.notStarted)
        case .interactive: .noEffect
        case .settling: .rejected(.alreadyReleased)
        case .done: .rejected(.finished)
        }
    }

    /// Widens the catching finger's measured travel by a sample (non-finite ones are ignored).
    private mutating func measureCatch(_ sample: PanSample) {
        guard caughtOutcome != nil else { return }
        let x = Double(sample.translation.x)
        let y = Double(sample.translation.y)
        guard x.isFinite, y.isFinite else { return }
        caughtTravel = max(caughtTravel, (x * x + y * y).squareRoot())
    }

    /// The decision that resumes a caught transition when the catch was a tap, else `nil`.
    private func tapResumption() -> ReleaseDecision? {
        guard let outcome = caughtOutcome else { return nil }
        let slop = tapSlop
        guard caughtTravel < slop else { return nil }
        return releasePolicy.decision(outcome, progress: progress)
    }

    private mutating func release(_ decision: ReleaseDecision) -> InteractionEffect {
        phase = .settling(decision.outcome)
        lastDecision = decision
        caughtOutcome = nil
        caughtTravel = 0
        return isTransitionLive ? .release(decision) : .noEffect
    }

    private mutating func refuse() -> InteractionEffect {
        guard !isTransitionLive else { return .rejected(.transitionLive) }
        reset()
        return .noEffect
    }

    private mutating func complete(_ outcome: ReleaseOutcome) -> InteractionEffect {
        phase = .done(outcome)
        progress = outcome.targetProgress
        return .complete(outcome)
    }

    private func velocity(at sample: PanSample) -> Double {
        if let v = tracker.progressVelocity(sample.velocity) { return v }
        guard let previous = lastSample else { return 0 }
        let from = previous.timestamp < sample.timestamp ? previous : (previousSample ?? previous)
        return tracker.progressVelocity(PanTracker.estimatedVelocity(from: from, to: sample)) ?? 0
    }
}

/// What to answer from `interactionControllerFor`. Choose with `awaitsTransition`, never `isDriving`:
/// a transition asked about while the previous one still settles would be vended with no finger to drive it.
package enum InteractionControllerChoice: Sendable, Hashable {
    /// The driver's gesture asked for this transition: vend the driver, interactive from the
    /// start.
    case interactive
    /// No gesture drives it, but a touch may catch it: vend the driver with
    /// `wantsInteractiveStart = false`, so it runs on its own until touched.
    case catchable
    /// Vend nothing; the transition runs without interaction.
    case noController

    /// UIKit can start a transition non-interactively and catch it later only with an interruptible animator.
    package static func choose(
        awaitsTransition: Bool, allowsCatching: Bool, animatorIsInterruptible: Bool
    ) -> InteractionControllerChoice {
        if awaitsTransition { return .interactive }
        return allowsCatching && animatorIsInterruptible ? .catchable : .noController
    }
}

/// What the UIKit layer must do in answer to an event.
package enum InteractionEffect: Sendable, Hashable {
    /// Accepted; nothing to do (e.g. a release held back until the transition starts).
    case noEffect
    /// Start the transition (on pop: `popViewController(animated: true)`).
    case beginTransition
    /// Scrub the transition to this progress (`update(_:)`).
    case update(progress: Double)
    /// Pause the settling transition (`pause()`); the finger now drives it from `progress`.
    case pause(progress: Double)
    /// Continue with the decision's spring velocity and `finish()` or `cancel()`.
    case release(ReleaseDecision)
    /// The transition completed with this outcome. Reported exactly once per transition.
    case complete(ReleaseOutcome)
    /// The event was not accepted in this phase, or carried unusable numbers; nothing changed.
    case rejected(InteractionRejection)
}

package enum InteractionEvent: Sendable, Equatable {
    /// A pan recognizer began: from `idle` this asks for a new pop.
    case began(PanSample)
    case changed(PanSample)
    /// The finger lifted; the release policy decides.
    case ended(PanSample)
    /// The recognizer was cancelled or failed mid-gesture; the transition is cancelled.
    case cancelled
    /// UIKit started the interactive transition (`startInteractiveTransition(_:)`); until then
    /// updates and releases are held back.
    case transitionStarted
    /// UIKit did not start the transition `.began` asked for (no interaction controller was
    /// vended, or the pop was refused); the machine returns to idle without a completion.
    case transitionRefused
    /// A transition started without a finger (e.g. a button), running toward its end; a touch
    /// may catch it.
    case animationStarted(NavigationOperation)
    /// A finger touched a settling transition whose current progress is `progress`.
    case touchDown(progress: Double)
    /// The transition completed (`completeTransition` ran) with this outcome.
    case completed(ReleaseOutcome)
}

/// idle → interactive → settling(outcome) → done; `animationStarted` enters settling directly, and a touch
/// on a settling transition returns it to interactive any number of times.
package enum InteractionPhase: Sendable, Hashable {
    case idle
    case interactive
    /// Released; animating toward the outcome's target. A touch can catch it.
    case settling(ReleaseOutcome)
    /// The transition completed (once) with this outcome; no further events are accepted.
    case done(ReleaseOutcome)
}

/// Why ``InteractionMachine`` rejected an event. A rejected event changes nothing.
package enum InteractionRejection: Sendable, Hashable {
    /// No transition is driven yet (`idle`): changed, ended, cancelled, touch-down, completion or a
    /// refusal without a beginning.
    case notStarted
    /// A finger already drives the transition (a second `began`, a touch-down while interactive).
    case alreadyInteractive
    /// The transition was released and is settling (a duplicate `ended`, a late `changed`).
    case alreadyReleased
    /// UIKit already started the transition, so it can no longer be refused.
    case transitionLive
    /// The transition completed; nothing is accepted until ``InteractionMachine/reset()``.
    case finished
    /// The travel distance is not finite and positive, so no gesture can drive a transition.
    case invalidTravelDistance
    /// The transition's animator cannot be paused, so a touch cannot catch it.
    case notInterruptible
    /// The sample's translation (or the touch-down progress) was not finite.
    case invalidSample
}
