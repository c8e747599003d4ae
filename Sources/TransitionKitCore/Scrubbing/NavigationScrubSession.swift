import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Scrubs a real push or pop through the pan driver's interactive path, so the app's delegate vends
/// its own decision; it never touches an animator (see ScrubbingInternals).
@MainActor
package final class NavigationScrubSession<Ports: PanInteractionPorts, Frames: FrameTickerPort> {
    /// A screen of the navigation controller.
    package typealias Screen = Ports.Navigation.PortViewController

    package enum Scrubbed {
        /// `screen` pushed onto `below` (the stack starts as `[below]`).
        case push(Screen, onto: Screen)
        /// `screen` popped to `below` (the stack starts as `[below, screen]`).
        case pop(Screen, to: Screen)
        /// The transition the navigation controller runs now, started by the app (the delegate's
        /// `scrubsTransitions`): caught at once; once it completed the session is over.
        case running(NavigationOperation)

        /// The screen that moves and the screen under it; `nil` for a running transition.
        var screens: (moving: Screen, below: Screen)? {
            switch self {
            case .push(let screen, let below), .pop(let screen, let below): (screen, below)
            case .running: nil
            }
        }

        package var operation: NavigationOperation {
            switch self {
            case .push: .push
            case .pop: .pop
            case .running(let operation): operation
            }
        }

        /// The stack before the transition; `nil` for a running transition (never started again).
        var startStack: [Screen]? {
            switch self {
            case .push(_, let below): [below]
            case .pop(let screen, let below): [below, screen]
            case .running: nil
            }
        }
    }

    package let scrubbed: Scrubbed
    /// The decisions for the pan and the buttons.
    package var policy: ScrubPolicy
    /// The navigation controller the transition runs on (weak: the scrubber owns it).
    package private(set) weak var navigation: Ports.Navigation?
    /// The pan driver the delegate installed on it (weak: the delegate owns it).
    package private(set) weak var driver: PanInteractionCore<Ports>?
    /// The scrubber's controls (weak: it owns the session).
    package private(set) weak var host: (any ScrubControlsPort)?
    package var frames: Frames { frameLoop.frames }
    /// The progress the slider shows, 0…1.
    package private(set) var progress = 0.0
    /// Why the session refuses to scrub, or `nil` when the input is usable.
    package let refusal: String?

    private let clock: @MainActor () -> TimeInterval
    private var handle: InteractionHandle<Ports>?
    private var frameLoop: FrameLoop<Frames>
    private var panStart = 0.0
    /// When the transition that runs on its own must have completed by.
    private var deadline: TimeInterval?
    /// Where the transition is running to (its outcome), while it runs on its own.
    private var runningToward: ReleaseOutcome?
    /// Whether the session began its first transition (after the view is in a window).
    private var hasStarted = false

    /// Refuses, with a notice and a report, a pair that cannot be pushed or popped (ScrubbingInternals,
    /// "Bad input"). `clock`: seconds on a monotonic clock, for overdue transitions.
    package init(
        scrubbing scrubbed: Scrubbed, navigation: Ports.Navigation, driver: PanInteractionCore<Ports>?,
        host: any ScrubControlsPort, frames: Frames,
        clock: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.scrubbed = scrubbed
        self.navigation = navigation
        self.driver = driver
        self.host = host
        frameLoop = FrameLoop(frames)
        self.clock = clock
        policy = ScrubPolicy(operation: scrubbed.operation, layoutDirection: navigation.viewLayoutDirection)
        refusal = Self.refusal(of: scrubbed, navigation: navigation, driver: driver)
        if let refusal { Diagnostics.report("scrubber", refusal) }
    }

    /// Why `scrubbed` cannot be scrubbed on `navigation`, or `nil`.
    private static func refusal(
        of scrubbed: Scrubbed, navigation: Ports.Navigation, driver: PanInteractionCore<Ports>?
    ) -> String? {
        if driver == nil {
            return "the navigation delegate installed no interaction driver; nothing is scrubbed"
        }
        guard let (moving, below) = scrubbed.screens else { return nil }
        if moving === below {
            return
                "the same view controller cannot be \(scrubbed.operation == .push ? "pushed onto" : "popped to") "
                + "itself; nothing is scrubbed"
        }
        for screen in [moving, below] {
            if let parent = screen.parent, (parent as AnyObject) !== navigation {
                return
                    "a view controller is already in another hierarchy (its parent is \(type(of: parent))); "
                    + "remove it from there first; nothing is scrubbed"
            }
        }
        return nil
    }

    // MARK: Lifetime

    /// The first layout in a window (UIKit animates only there) sets the start pair and begins the
    /// transition, paused at the slider's progress.
    package func layoutDidChange(isInWindow: Bool) {
        guard isInWindow, !hasStarted else { return }
        hasStarted = true
        if let refusal {
            host?.showNotice(refusal)
            return
        }
        let start = progress
        guard let handle = driving() else {
            if scrubbed.startStack == nil {
                // A running transition that cannot be caught (its animator is not interruptible):
                // it plays on, followed until it completes.
                host?.showNotice("This transition cannot be paused (its animator is not interruptible)")
                watch(toward: nil)
            }
            return
        }
        handle.update(progress: start)
        show(start)
    }

    /// Whether the controls show Done: yes, unless the push or pop was refused (see Bad input),
    /// where Done would do nothing.
    package var showsDone: Bool { refusal == nil }

    /// A paused transition finishes from `ScrubPolicy.doneFinishThreshold` on, else cancels, with its own
    /// timing; a running one keeps running. The next control starts the transition again.
    package func done() {
        guard refusal == nil, let driver else { return }
        if handle?.isActive == true {
            let outcome: ReleaseOutcome = progress >= ScrubPolicy.doneFinishThreshold ? .finish : .cancel
            runOwnTiming(toward: outcome)
        }
        handle = nil
        if driver.transitionProgress != nil {
            startFrames()
        } else if scrubbed.startStack == nil {
            host?.scrubDidEnd()
        }
    }

    /// The scrubber goes away: a paused transition is cancelled at once (never left paused) and
    /// the frames stop.
    package func end() {
        if handle?.isActive == true { driver?.run(toward: .cancel) }
        handle = nil
        stopFrames()
    }

    // MARK: Controls

    /// `fraction` 0…1 (NaN → 0); catches a running transition, restarts a completed one. Before the
    /// scrubber is on screen, the transition starts there.
    package func scrub(to fraction: Double) {
        let fraction = ScrubPolicy.clampedFraction(fraction)
        guard hasStarted else { return show(fraction) }
        guard let handle = driving() else { return }
        handle.update(progress: fraction)
        show(fraction)
    }

    /// Finishes the transition from the slider's progress with its own timing (from the end,
    /// starting over from 0).
    package func play() {
        start(.forward)
    }

    /// Cancels the transition from the slider's progress with its own timing (from the start,
    /// starting over from 1).
    package func reverse() {
        start(.reverse)
    }

    /// Behaves as the edge pan; `view`'s width is the travel. The release goes through the driver's
    /// release policy and hand-off spring.
    package func pan<Pan: GestureRecognizerPort>(_ pan: Pan, in view: Pan.PortView) {
        guard hasStarted, refusal == nil else { return }
        let tracker = policy.tracker(travelDistance: view.bounds.width)
        switch pan.recognizerState {
        case .began:
            stopFrames()
            guard driving() != nil else { return }
            panStart = progress
        case .changed:
            guard let handle, handle.isActive else { return }
            let fraction = policy.fraction(
                translation: pan.translation(in: view), from: panStart, travelDistance: view.bounds.width)
            handle.update(progress: fraction)
            show(fraction)
        case .ended:
            guard let handle, handle.isActive else { return }
            handle.end(velocity: tracker.progressVelocity(pan.velocity(in: view)) ?? 0)
            self.handle = nil
            watch(toward: nil)
        case .cancelled, .failed:
            // The finger was taken away: the transition stays paused where it left it.
            break
        case .possible:
            break
        }
    }

    // MARK: Private

    private func start(_ direction: ScrubRun.Direction) {
        guard hasStarted else { return }
        let run = policy.play(direction, from: progress)
        guard let handle = driving() else { return }
        handle.update(progress: run.startFraction)
        show(run.startFraction)
        runOwnTiming(toward: direction == .forward ? .finish : .cancel)
    }

    private func runOwnTiming(toward outcome: ReleaseOutcome) {
        guard let driver, driver.run(toward: outcome) else { return }
        handle = nil
        watch(toward: outcome)
    }

    /// Follows the transition running on its own until it completes, with a deadline.
    private func watch(toward outcome: ReleaseOutcome?) {
        runningToward = outcome ?? driver?.machine.lastDecision?.outcome
        let duration = Double(driver?.interaction?.duration ?? 0)
        deadline = clock() + (duration.isFinite ? max(duration, 0) : 0) + ScrubPolicy.overdueGrace
        startFrames()
    }

    /// The handle driving the transition now: the current one, a caught running transition, or a
    /// new transition begun from the start pair. `nil` (with a notice) when none can be driven.
    private func driving() -> InteractionHandle<Ports>? {
        if let handle, handle.isActive { return handle }
        handle = nil
        guard refusal == nil, let driver, let navigation else { return nil }
        stopFrames()
        if driver.transitionProgress != nil {
            // Running on its own: caught where it is on screen.
            handle = driver.beginInteractivePop()
            if let caught = driver.transitionProgress { show(caught) }
            return handle
        }
        let scrubbed = scrubbed
        guard let startStack = scrubbed.startStack else { return nil }  // a running one is over
        if navigation.viewControllers.map(ObjectIdentifier.init) != startStack.map(ObjectIdentifier.init) {
            navigation.setViewControllers(startStack, animated: false)
        }
        switch scrubbed {
        case .push(let screen, _):
            handle = driver.beginInteractiveTransition { [weak navigation] in
                navigation?.pushViewController(screen, animated: true)
            }
        case .pop, .running:
            handle = driver.beginInteractivePop()
        }
        if handle == nil {
            host?.showNotice(
                "The navigation delegate plays no interactive transition for this "
                    + "\(scrubbed.operation == .push ? "push" : "pop"); nothing to scrub")
        } else {
            host?.showNotice(nil)
            show(0)
        }
        return handle
    }

    private func show(_ fraction: Double) {
        progress = fraction
        host?.showProgress(fraction, readout: ScrubPolicy.readout(fraction))
    }

    private func startFrames() {
        frameLoop.start { [weak self] in self?.frame() }
    }

    private func stopFrames() {
        deadline = nil
        frameLoop.stop()
    }

    /// While the transition runs on its own: the slider follows; once completed the frames stop; past
    /// its deadline it is completed through its context.
    private func frame() {
        guard let driver, let navigation else { return stopFrames() }
        if let running = driver.transitionProgress {
            show(ScrubPolicy.clampedFraction(running))
            if let deadline, clock() > deadline {
                let outcome = runningToward ?? .finish
                driver.completeOverdueTransition(outcome)
                Diagnostics.report(
                    "scrubber",
                    "the transition did not complete within its duration and "
                        + "\(ScrubPolicy.overdueGrace) s (its animator never called completeTransition); "
                        + "completed it \(outcome == .finish ? "finished" : "cancelled")")
                host?.showNotice("The animator never called completeTransition; the scrubber completed it")
            }
            return
        }
        if let (moving, _) = scrubbed.screens {
            let finished = navigation.topViewController.map { $0 === moving } ?? false
            show((scrubbed.operation == .push) == finished ? 1 : 0)
        } else {
            show(runningToward == .cancel ? 0 : 1)
        }
        stopFrames()
        if scrubbed.startStack == nil { host?.scrubDidEnd() }
    }
}

/// What a scrubbing session shows on the scrubber's controls.
@MainActor
package protocol ScrubControlsPort: AnyObject {
    /// `fraction` 0…1.
    func showProgress(_ fraction: Double, readout: String)
    /// Why nothing is scrubbed; `nil` hides it.
    func showNotice(_ text: String?)
    /// The transition completed and will not start again (a running transition's overlay goes).
    func scrubDidEnd()
}

extension ScrubControlsPort {
    /// Nothing by default: a scrubber of its own push or pop stays.
    package func scrubDidEnd() {}
}
