/// The life of one interactive, interruptible transition as a value: events in, effects out.
///
/// The UIKit driver feeds it what the recognizers and UIKit report and performs the effect it
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
/// machine.handle(.ended(PanSample(translation: .zero)))                  // .release(finish, 0): a tap
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
/// - A touch that catches a settling transition and lifts (or is cancelled) without moving
///   ``tapSlop`` points is a tap, not a decision: the transition resumes toward the outcome it
///   had before the catch, with velocity 0. So tapping during a button-started push or pop never
///   reverses it.
///
/// Bad input has defined outcomes: a sample with a non-finite translation is rejected
/// (`.invalidSample`) and progress keeps its value; a non-finite velocity at release is estimated
/// from the last two samples' timestamps, or 0; an invalid travel distance makes `.began` rejected
/// (`.invalidTravelDistance`) so no transition is started that nothing could drive; `.ended`
/// without `.began`, a duplicate `.ended`, a cancel before the start and a touch after completion
/// are rejected with a reason.
///
/// - Complexity: Every event is O(1) and allocates nothing; the machine is a trivial value.
package struct InteractionMachine: Sendable, Equatable {
    /// The current phase.
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
    /// Decides finish or cancel on release.
    package var releasePolicy: ReleasePolicy
    /// Whether the running transition can be paused and caught by a touch (its animator is
    /// interruptible). When `false`, `.touchDown` is rejected with `.notInterruptible` and the
    /// transition settles undisturbed. ``reset()`` leaves it unchanged. Default `true`.
    package var isInterruptible = true
    /// How far, in points, a finger that caught a settling transition may move and still count
    /// as a tap: a catch that ends with every sample closer than this to where it landed
    /// resumes the outcome chosen before the catch instead of deciding again. Measured as the
    /// largest distance (both axes) of any finite sample from the touch-down point. Normalized
    /// when set: a non-finite or negative value becomes 0 (every catch decides again). Default 10.
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

    /// Creates an idle machine.
    ///
    /// - Parameters:
    ///   - tracker: Maps samples to progress (update its travel distance and layout direction
    ///     before each `.began`).
    ///   - releasePolicy: The release decision, ``ReleasePolicy/default`` by default.
    package init(tracker: PanTracker, releasePolicy: ReleasePolicy = .default) {
        self.tracker = tracker
        self.releasePolicy = releasePolicy
    }

    /// The range ``progress`` stays in: the tracker's overshoot range joined with `0...1`.
    var progressRange: ClosedRange<Double> {
        let range = tracker.overshoot.progressRange
        return min(range.lowerBound, 0)...max(range.upperBound, 1)
    }

    /// Whether a finger drives the transition or it settles after a release (or runs after a
    /// button started it): the driver is busy with a transition.
    ///
    /// Not the signal to vend an interactive controller: a settling transition belongs to a
    /// transition UIKit already started. Use ``awaitsTransition`` for that.
    var isDriving: Bool {
        switch phase {
        case .interactive, .settling: true
        case .idle, .done: false
        }
    }

    /// Whether the gesture asked for a pop (`.began` answered `.beginTransition`) that UIKit has
    /// not started yet: the only moment a navigation delegate should vend the driver as an
    /// interactive interaction controller (``InteractionControllerChoice/interactive``), and
    /// the moment a `.system` registration must fall back to an animator the driver can scrub.
    ///
    /// `false` while a started transition is driven or settles, so a transition UIKit asks about
    /// before the previous one's completion ran is never vended as interactive with no finger
    /// to drive it.
    package var awaitsTransition: Bool {
        guard !isTransitionLive else { return false }
        switch phase {
        case .interactive, .settling: return true
        case .idle, .done: return false
        }
    }

    /// Whether the recognizer that catches settling transitions should be enabled: while a touch
    /// may catch the transition (``acceptsTouchDown``) and while a catching finger drives it.
    /// `false` from the moment the machine sees the completion, so nothing touches a finished
    /// transition.
    var wantsCatchRecognizer: Bool {
        acceptsTouchDown || (phase == .interactive && caughtOutcome != nil)
    }

    /// Whether a touch landing now would catch a settling transition.
    var acceptsTouchDown: Bool {
        if case .settling = phase { return isTransitionLive && isInterruptible }
        return false
    }

    /// Returns to `idle` for the next transition, from any phase.
    ///
    /// The driver calls it after `.complete`, or when UIKit refused to start the transition it
    /// asked for (e.g. the delegate vended no interaction controller).
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

    /// Feeds one event and answers what the UIKit layer must do.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effect to perform; `.rejected` leaves the machine unchanged.
    /// - Complexity: O(1), no allocation.
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

    /// Moves an interactive transition to `progress`, the feed of ``TransitionInteraction`` that
    /// every gesture uses (the pan feeds it with ``rawProgress(for:)``).
    ///
    /// - Parameter progress: Raw progress (0 = where the transition started, 1 = complete),
    ///   shaped by the tracker's ``PanTracker/overshoot``.
    /// - Returns: `.update` while UIKit runs the transition, `.noEffect` before it started,
    ///   `.rejected(.invalidSample)` for a non-finite progress (nothing changes), and the phase's
    ///   rejection outside `interactive` (`.notStarted`, `.alreadyReleased`, `.finished`).
    /// - Complexity: O(1), no allocation.
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

    /// Releases an interactive transition at the current ``progress`` with `velocity`: the
    /// release policy decides, or a catch that stayed within ``tapSlop`` resumes its outcome.
    ///
    /// - Parameter velocity: Progress per second, positive toward completion; NaN counts as 0.
    /// - Returns: `.release` while UIKit runs the transition, `.noEffect` before it started (the
    ///   release is held until it starts), and the phase's rejection outside `interactive`.
    /// - Complexity: O(1), no allocation.
    package mutating func end(velocity: Double) -> InteractionEffect {
        guard phase == .interactive else { return rejectionOutsideInteraction }
        if let resumed = tapResumption() { return release(resumed) }
        return release(releasePolicy.resolve(progress: progress, velocity: velocity))
    }

    /// Releases an interactive transition toward an outcome another rule already decided (the
    /// zoom dismissal's ``DismissalPolicy``, a scrubber's Play and Reverse): no release policy, no tap resumption; the hand-off
    /// velocity is `velocity` relative to the distance left toward `outcome`'s end.
    ///
    /// - Parameters:
    ///   - outcome: Finish or cancel.
    ///   - velocity: Progress per second, positive toward completion; NaN counts as 0.
    /// - Returns: As ``end(velocity:)``.
    /// - Complexity: O(1), no allocation.
    package mutating func end(_ outcome: ReleaseOutcome, velocity: Double) -> InteractionEffect {
        guard phase == .interactive else { return rejectionOutsideInteraction }
        return release(releasePolicy.decision(outcome, progress: progress, velocity: velocity))
    }

    /// Progress for a pan sample, measured from where the gesture took hold (0, or the caught
    /// progress), before overshoot shaping; `nil` for an unusable sample or travel distance.
    ///
    /// - Parameter sample: The reading.
    package func rawProgress(for sample: PanSample) -> Double? {
        tracker.rawProgress(translation: sample.translation, from: anchor)
    }

    /// The progress velocity at a release: the sample's own, else estimated from the last
    /// recorded samples' timestamps, else 0.
    ///
    /// - Parameter sample: The reading at the release (not yet recorded).
    package func releaseVelocity(for sample: PanSample) -> Double {
        velocity(at: sample)
    }

    /// Remembers a pan sample for velocity estimation and widens a catching finger's measured
    /// travel (both axes) by it.
    ///
    /// - Parameter sample: A reading whose progress was usable.
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

/// What a navigation delegate should answer from `interactionControllerFor` for one transition.
///
/// ```swift
/// let choice = InteractionControllerChoice.choose(
///     awaitsTransition: false, allowsCatching: true, animatorIsInterruptible: true)
/// // .catchable: vend the driver with wantsInteractiveStart = false
/// ```
///
/// Pass ``InteractionMachine/awaitsTransition``, not ``InteractionMachine/isDriving``: a
/// transition UIKit asks about while the previous one still settles (its completion has not run
/// yet) must not be vended as interactive, or nothing would ever drive it.
package enum InteractionControllerChoice: Sendable, Hashable {
    /// The driver's gesture asked for this transition: vend the driver, interactive from the
    /// start.
    case interactive
    /// No gesture drives it, but a touch may catch it: vend the driver with
    /// `wantsInteractiveStart = false`, so it runs on its own until touched.
    case catchable
    /// Vend nothing; the transition runs without interaction.
    case noController

    /// Chooses how to vend the driver.
    ///
    /// - Parameters:
    ///   - awaitsTransition: Whether the driver's gesture asked for a transition UIKit has not
    ///     started yet (``InteractionMachine/awaitsTransition``).
    ///   - allowsCatching: Whether transitions started without a gesture may be caught.
    ///   - animatorIsInterruptible: Whether the animation controller vends an interruptible
    ///     animator; UIKit can only start a transition non-interactively and catch it later when
    ///     it does.
    /// - Returns: The choice.
    package static func choose(
        awaitsTransition: Bool, allowsCatching: Bool, animatorIsInterruptible: Bool
    ) -> InteractionControllerChoice {
        if awaitsTransition { return .interactive }
        return allowsCatching && animatorIsInterruptible ? .catchable : .noController
    }
}

/// What the UIKit layer must do in response to an event; the answer of
/// ``InteractionMachine/handle(_:)``.
///
/// ```swift
/// switch machine.handle(.ended(sample)) {
/// case .release(let decision): /* set the spring, then finish() or cancel() */
/// case .rejected(let reason): /* nothing; reason says why */
/// default: break
/// }
/// ```
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

/// Something that happened to a driven transition, fed to ``InteractionMachine/handle(_:)``.
///
/// ```swift
/// var machine = InteractionMachine(tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
/// machine.handle(.began(PanSample(translation: .zero)))      // .beginTransition
/// machine.handle(.transitionStarted)                         // .update(progress: 0)
/// machine.handle(.changed(PanSample(translation: CGPoint(x: 117, y: 0))))  // .update(progress: 0.3)
/// ```
package enum InteractionEvent: Sendable, Equatable {
    /// A pan recognizer began: from `idle` this asks for a new pop.
    case began(PanSample)
    /// The finger moved.
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

/// Where an interactive transition is in its life.
///
///     idle ──began──▶ interactive ──ended / cancelled──▶ settling(outcome) ──completed──▶ done
///       │                  ▲                                   │
///       └─animationStarted─┼───────────────────────────────────┤
///                          └──────────── touchDown ────────────┘
///
/// A touch on a settling transition hands it back to the finger, any number of times.
/// ``InteractionMachine/reset()`` returns to `idle` for the next transition.
package enum InteractionPhase: Sendable, Hashable {
    /// No transition is driven.
    case idle
    /// A finger drives progress.
    case interactive
    /// Released; animating toward the outcome's target. A touch can catch it.
    case settling(ReleaseOutcome)
    /// The transition completed (once) with this outcome; no further events are accepted.
    case done(ReleaseOutcome)
}

/// Why ``InteractionMachine`` rejected an event. A rejected event changes nothing.
///
/// ```swift
/// var machine = InteractionMachine(tracker: tracker)
/// machine.handle(.ended(sample))   // .rejected(.notStarted): `.ended` without `.began`
/// ```
package enum InteractionRejection: Sendable, Hashable {
    /// No transition is driven yet (`idle`): changed, ended, cancelled, touch-down or completion
    /// without a beginning.
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
