import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything the zoom dismissal decides, in neutral code; `ZoomDismissalDriver` forwards its recognizers'
/// callbacks here. One dismissal step by step, and bad input: `GesturesInternals`.
@MainActor
package final class ZoomDismissalCore {
    /// Which gestures may begin, in which direction.
    package var gate: DismissalGate
    package var policy: DismissalPolicy
    /// Maps the finger to a zoomed screen.
    package var mapping: DismissalMapping
    /// A mapping the app set plays as set, its radius included; the default takes the card's own corner
    /// radius (``DismissalScene/cardCornerRadius``, 16 pt when unknown).
    package var cardMapping: DismissalMapping {
        get { appCardMapping ?? .card }
        set { appCardMapping = newValue }
    }
    private var appCardMapping: DismissalMapping?
    /// The settling springs' constants.
    package var spring = SpringTiming.handOff
    /// The app's (or screen's) veto, asked with the gesture and its translation so far after every
    /// other rule allowed the begin and before anything is measured: `false` refuses.
    package var shouldBegin: (@MainActor (DismissalStart) -> Bool)?
    /// Reads Reduce Transparency (`UIAccessibility.isReduceTransparencyEnabled` on device) when a
    /// drag begins; off when not given.
    package var reducesTransparency: @MainActor () -> Bool = { false }
    /// The world around the screen (held weakly: the driver that owns the coordinator is it).
    package weak var ports: (any ZoomDismissalHost)?

    package private(set) var phase = DismissalPhase.idle
    package private(set) var tracker = DismissalTracker()
    /// The scene measured when the drag began.
    package private(set) var scene: DismissalScene?
    /// The transition's own backdrop, else the mapping's: the screen keeps the backdrop it was shown with; a
    /// blur becomes a dimming when Reduce Transparency was on as the drag began.
    package var backdrop: DismissalBackdrop {
        (scene?.backdrop ?? dragMapping.backdrop).honoring(reduceTransparency: transparencyReduced)
    }
    /// The mapping this drag plays: for a card's scene the app's ``cardMapping``, else the card's
    /// default with the card's own corner radius; ``mapping`` for a zoom.
    package var dragMapping: DismissalMapping {
        guard let scene, scene.isCard else { return mapping }
        if let appCardMapping { return appCardMapping }
        var card = DismissalMapping.card
        if let radius = scene.cardCornerRadius { card.cornerRadius = radius }
        return card
    }
    /// Reduce Transparency as the drag began.
    private var transparencyReduced = false
    private var interaction: (any TransitionInteraction)?
    private var settling: UInt64 = 0
    /// Keeps the transition open until the screen settled (``SettleHold``): made when a dismissal starts,
    /// kept across catches, released when the springs arrive or the dismissal is forgotten.
    private var hold: SettleHold?

    package init(gate: DismissalGate, policy: DismissalPolicy, mapping: DismissalMapping) {
        self.gate = gate
        self.policy = policy
        self.mapping = mapping
    }

    /// Why a gesture may not begin (or catch) a dismissal now, or `nil` when it may (see step 1).
    package func refusal(
        for gesture: DismissalGesture, touches: Int, translation: CGPoint = .zero, velocity: CGPoint = .zero,
        pinchScale: Double = 1, pinchVelocity: Double = 0, scrollViews: [DismissalScrollReading] = [],
        layoutDirection: TransitionLayoutDirection = .leftToRight, fromLeadingEdge: Double? = nil
    ) -> DismissalRefusal? {
        switch phase {
        case .dragging: return .unavailable
        case .settling: return gate.gestures.contains(gesture) ? nil : .gestureNotEnabled
        case .idle: break
        }
        if let refusal = gate.refusal(
            for: gesture, touches: touches, translation: translation, velocity: velocity,
            pinchScale: pinchScale,
            pinchVelocity: pinchVelocity, scrollViews: scrollViews, layoutDirection: layoutDirection,
            fromLeadingEdge: fromLeadingEdge, presented: isOnPresentedScreen)
        {
            return refusal
        }
        guard let ports, ports.topScreenIsZoom() else { return .notAZoom }
        let started = gate.classified(
            gesture, translation: translation, velocity: velocity, fromLeadingEdge: fromLeadingEdge,
            presented: isOnPresentedScreen)
        if let shouldBegin, !shouldBegin(DismissalStart(gesture: started, translation: translation)) {
            return .vetoed
        }
        return nil
    }

    /// Whether the driver is on a presented screen, whose leading edge is its own (set by
    /// ``attached(presented:)``).
    private(set) var isOnPresentedScreen = false

    /// Reports the enabled gestures that cannot begin where the driver is (`.edge` on a pushed screen).
    package func attached(presented: Bool) {
        isOnPresentedScreen = presented
        for gesture in gate.unappliedGestures(presented: presented) {
            Diagnostics.report(
                "dismissal",
                "ZoomDismissalDriver: .\(gesture) does not apply on a pushed screen: its leading edge is the "
                    + "navigation controller's pop swipe (the interaction driver's); use it on presented screens"
            )
        }
    }

    /// `gestureRecognizerShouldBegin`: the refusal is `nil`; a refusal is reported at the debug level.
    package func mayBegin(
        _ gesture: DismissalGesture, touches: Int, translation: CGPoint = .zero, velocity: CGPoint = .zero,
        pinchScale: Double = 1, pinchVelocity: Double = 0, scrollViews: [DismissalScrollReading] = [],
        layoutDirection: TransitionLayoutDirection = .leftToRight, fromLeadingEdge: Double? = nil
    ) -> Bool {
        let refusal = refusal(
            for: gesture, touches: touches, translation: translation, velocity: velocity,
            pinchScale: pinchScale,
            pinchVelocity: pinchVelocity, scrollViews: scrollViews, layoutDirection: layoutDirection,
            fromLeadingEdge: fromLeadingEdge)
        refusal.map { Diagnostics.report("dismissal", "\(gesture) does not begin: \($0)", level: .debug) }
        return refusal == nil
    }

    /// Catches a settling screen or starts the dismissal, and measures the scene; `false` (reported) when it
    /// cannot start, with nothing left started (a caught screen whose transition ended settles back to rest).
    @discardableResult
    package func began() -> Bool {
        guard phase != .dragging, let ports else { return false }
        var pose = (translation: CGPoint.zero, scale: 1.0)
        // A caught screen keeps the backdrop its settling shows, and the hold it has (one settling
        // back after a refused catch has none: its transition ended).
        if case .idle = phase { transparencyReduced = reducesTransparency() }
        let held = hold ?? SettleHold()
        hold = held
        let caught = phase
        // A catch asks for the running transition first (``ZoomDismissalHost/beginDismissal(holding:)``).
        var interaction = ports.beginDismissal(holding: held)
        if case .settling = caught {
            if interaction == nil, caught == .settling(.dismiss) {
                // Its own animator already ended: the screen flies on and leaves on arrival.
                Diagnostics.report("dismissal", "a leaving screen can no longer be caught", level: .debug)
                return false
            }
            if let onScreen = ports.stopSettling() { pose = self.pose(of: onScreen) }
            settling &+= 1
            if interaction == nil {
                // A restore whose own animator already ended: it ends now (cancelled) and a new
                // dismissal starts from the pose the springs were stopped at.
                releaseHold()
                let fresh = SettleHold()
                hold = fresh
                interaction = ports.beginDismissal(holding: fresh)
                guard interaction != nil else { return refuseCatch() }
            }
        }
        phase = .idle
        guard let interaction else {
            return refuse("the dismissal could not start (nothing to pop, another transition runs)")
        }
        self.interaction = interaction
        // UIKit may stage the transition after this turn: the scene is read again at each move
        // until it is known.
        scene = ports.dismissalScene()
        tracker.begin(at: pose.translation, scale: pose.scale)
        phase = .dragging
        if caught != .idle { drive() }
        return true
    }

    /// A recognizer's action: `.cancelled` and `.failed` restore. Translation in points (zero for a pinch),
    /// velocity in points per second, `timestamp` in seconds on a monotonic clock.
    package func handle(
        _ state: GestureRecognizerState, translation: CGPoint, velocity: CGPoint, pinchScale: Double = 1,
        scaleVelocity: Double = 0, timestamp: Double
    ) {
        switch state {
        case .began:
            began()
        case .changed:
            changed(
                translation: translation, velocity: velocity, pinchScale: pinchScale,
                scaleVelocity: scaleVelocity,
                timestamp: timestamp)
        case .ended:
            ended(
                translation: translation, velocity: velocity, pinchScale: pinchScale,
                scaleVelocity: scaleVelocity,
                timestamp: timestamp)
        case .cancelled, .failed:
            cancelled()
        case .possible:
            break
        }
    }

    /// Translation in points since the finger landed, velocity in points per second, pinch scale (1 without
    /// one) and scale per second; `timestamp` in seconds on a monotonic clock.
    package func changed(
        translation: CGPoint, velocity: CGPoint, pinchScale: Double = 1, scaleVelocity: Double = 0,
        timestamp: Double
    ) {
        guard phase == .dragging else { return }
        guard let ports, let interaction, interaction.isActive else { return abandon() }
        tracker.record(
            translation: translation, velocity: velocity, pinchScale: pinchScale,
            scaleVelocity: scaleVelocity,
            timestamp: timestamp)
        if scene == nil { scene = ports.dismissalScene() }
        drive()
        interaction.update(translation: tracker.translation, scale: tracker.scale)
        if policy.commitsWhileDragging(translation: tracker.translation, bounds: scene?.bounds ?? .zero) {
            release(forcing: .dismiss)
        }
    }

    /// The finger lifted: the policy decides and the screen settles.
    package func ended(
        translation: CGPoint, velocity: CGPoint, pinchScale: Double = 1, scaleVelocity: Double = 0,
        timestamp: Double
    ) {
        changed(
            translation: translation, velocity: velocity, pinchScale: pinchScale,
            scaleVelocity: scaleVelocity,
            timestamp: timestamp)
        release(forcing: nil)
    }

    /// The system cancelled the gesture: the screen is restored.
    package func cancelled() {
        release(forcing: .restore)
    }

    // MARK: Release

    private func release(forcing forced: DismissalOutcome?) {
        guard phase == .dragging else { return }
        guard ports != nil, let interaction, interaction.isActive else { return abandon() }
        let resolved = policy.resolve(
            translation: tracker.translation, velocity: tracker.velocity, bounds: scene?.bounds ?? .zero,
            scale: tracker.scale, scaleVelocity: tracker.scaleVelocity)
        let outcome = forced ?? resolved.outcome
        let progressVelocity = DragProgress(referenceDistance: Double(scene?.bounds.height ?? 0)).velocity(
            translationVelocity: tracker.velocity, scaleVelocity: tracker.scaleVelocity)
        if let decided = interaction as? any DecidedRelease {
            decided.end(outcome.releaseOutcome, velocity: progressVelocity)
        } else {
            interaction.end(translationVelocity: tracker.velocity, scaleVelocity: tracker.scaleVelocity)
        }
        self.interaction = nil
        // Never measured, never driven: nothing to settle.
        guard let scene else { return forget("released before the scene was measured; nothing to settle") }
        let target = scene.settledState(outcome, decision: resolved, mapping: dragMapping)
        let handOff = scene.handOff(to: target, decision: resolved, mapping: dragMapping)
        settle(outcome, at: target, handOff: handOff)
    }

    /// Settles the screen at `target` with the ports' springs; their arrival takes the backdrop
    /// away, releases the hold and leaves the coordinator idle (a catch before that stops them).
    private func settle(_ outcome: DismissalOutcome, at target: VisualState, handOff: DismissalHandOff) {
        guard let ports else { return }
        phase = .settling(outcome)
        settling &+= 1
        let number = settling
        // The springs' completion releases the hold and takes the backdrop away even when the
        // coordinator is gone by then.
        let hold = self.hold
        ports.settle(
            screen: target, backdropAlpha: backdrop.alpha(at: dragMapping.settledBackdropFraction(outcome)),
            handOff: handOff, spring: spring
        ) { [weak self, weak ports] arrived in
            guard arrived else { return }
            ports?.removeBackdrop()
            hold?.release()
            guard let self, self.settling == number else { return }
            self.phase = .idle
            self.scene = nil
            self.hold = nil
        }
    }

    /// Drives the screen to the tracked pose, once the scene is known.
    private func drive() {
        guard let ports, let scene else { return }
        let state = dragMapping.screenState(
            frame: scene.screenFrame, translation: tracker.translation, pinchScale: tracker.scale,
            source: scene.sourceFrame)
        ports.drive(screen: state, backdropAlpha: backdropAlpha(scale: state.transform.scaleX))
    }

    private func backdropAlpha(scale: Double) -> Double {
        backdrop.alpha(at: dragMapping.backdropFraction(scale: scale))
    }

    /// The translation and pinch that reproduce a state on screen without a jump; a card caught while its
    /// size settles counts its width as scale.
    private func pose(of state: VisualState) -> (translation: CGPoint, scale: Double) {
        let translation = CGPoint(x: state.transform.translationX, y: state.transform.translationY)
        let mapped = dragMapping.scale(translation: translation)
        let width = Double(scene?.screenFrame.width ?? 0)
        let sized = width > 0 ? Double(state.frame.width) / width : 1
        let onScreen = state.transform.scaleX * (sized.isFinite && sized > 0 ? sized : 1)
        let pinch = mapped > 0 ? onScreen / mapped : 1
        return (translation, pinch)
    }

    /// The ports or the handle went away mid-drag: an active handle is cancelled, so the dismissal is never
    /// left half-done (its animator puts the screen back); then everything is forgotten.
    private func abandon() {
        if let interaction, interaction.isActive { interaction.cancel() }
        forget("the zoomed screen or its transition went away mid-drag; drag ended")
    }

    /// Forgets the drag (reported at the debug level): idle, no scene, no handle, no springs, no
    /// backdrop; the transition is no longer held open.
    private func forget(_ reason: String) {
        Diagnostics.report("dismissal", reason, level: .debug)
        ports?.removeBackdrop()
        interaction = nil
        scene = nil
        phase = .idle
        settling &+= 1
        releaseHold()
    }

    private func refuse(_ reason: String) -> Bool {
        Diagnostics.report("dismissal", "began: \(reason); no dismissal", level: .debug)
        interaction = nil
        scene = nil
        phase = .idle
        releaseHold()
        return false
    }

    /// A caught restore whose new dismissal was refused: nothing drives the screen, so it settles back to
    /// rest from where it was stopped, still catchable; the backdrop goes on arrival.
    private func refuseCatch() -> Bool {
        let scene = self.scene
        let refused = refuse("the caught screen's new dismissal could not start (another transition runs)")
        guard let scene else {
            ports?.removeBackdrop()
            return refused
        }
        self.scene = scene
        settle(
            .restore, at: VisualState(frame: scene.screenFrame),
            handOff: DismissalHandOff(position: RelativeVelocity(dx: 0, dy: 0), scale: 0))
        return refused
    }

    private func releaseHold() {
        let hold = self.hold
        self.hold = nil
        hold?.release()
    }
}

package enum DismissalPhase: Sendable, Hashable {
    /// No finger, nothing settling.
    case idle
    /// A finger drives the screen.
    case dragging
    /// Released: the screen settles toward the outcome (and can be caught).
    case settling(DismissalOutcome)
}
