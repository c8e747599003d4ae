import TransitionKitCore
import TransitionKitGestures

/// A request about a presented controller while a presentation or dismissal of it runs: the
/// controller presented again, or dismissed.
enum PresentationRequest: Sendable, Equatable {
    /// Presented again (`present(_:from:…)`, `present(_:transition:…)`).
    case present
    /// Dismissed (`NavigationDelegate.dismiss(_:animated:completion:)`).
    case dismiss

    /// Whether the request wants the presented screen shown.
    var wantsShown: Bool { self == .present }
}

extension PresentationCoordinator {
    // MARK: Requests during a transition

    /// `NavigationDelegate.dismiss(_:animated:completion:)`: dismisses `presented` — at once when
    /// it is shown and no transition of it runs; by turning its running presentation back in place
    /// (``turnAround(_:)``); or after the running transition, when that cannot turn.
    ///
    /// ## Outcomes
    /// - Not presented by this coordinator (or no longer presented): nothing happens, the
    ///   completion is not called, reported to the diagnostics.
    /// - Its presentation runs: turned back when ``NavigationDelegateCoordinator/reversesInterruptedTransitions``
    ///   is on and the presentation is catchable; otherwise the request waits and dismisses once
    ///   the presentation ended shown.
    /// - A dismissal of it runs (or a presentation turned back): the request waits for it.
    /// - The completion is called once `presented` is dismissed; not when a later request turned
    ///   the transition back to shown (that request made it moot).
    ///
    /// - Parameters:
    ///   - presented: The controller presented (as given to `present`).
    ///   - animated: Whether to animate.
    ///   - completion: Called once dismissed.
    func dismiss(_ presented: Screen, animated: Bool, completion: (() -> Void)?) {
        endPresentationsTakenDown()
        guard let host, let presentation = presentation(of: presented),
            host.presentingViewController(of: presented) != nil
        else {
            return Diagnostics.report(
                "presentations",
                "dismiss(_:) of a controller this delegate does not show presented: nothing happens")
        }
        guard !presentation.isRunning else {
            return request(.dismiss, of: presentation) { [weak self, weak presented] in
                // Its turn: dismissed meanwhile (or released) is arrived; otherwise asked again.
                guard let self, let presented, let host = self.host,
                    host.presentingViewController(of: presented) != nil
                else { return completion?() ?? () }
                self.dismiss(presented, animated: animated, completion: completion)
            }
        }
        presentation.startsCatchable = animated
        host.dismissPresented(presented, animated: animated, completion: completion)
        presentation.startsCatchable = false
    }

    /// A request while a transition of `presentation` runs: the transition is turned around in place
    /// when it heads away from what the request wants and can be turned; either way the request
    /// waits for the end, when the latest request decides (``runWaitingRequests(of:)``).
    ///
    /// - Parameters:
    ///   - request: What is asked.
    ///   - presentation: The running presentation's record.
    ///   - retry: Asks again once the transition ended (on the next turn of the run loop): calls the
    ///     completion when the presented screen is already as the request wants.
    func request(
        _ request: PresentationRequest, of presentation: Presentation, retry: @escaping () -> Void
    ) {
        if presentation.headsShown != request.wantsShown {
            _ = turnAround(presentation)
        }
        presentation.waiting.append((request, retry))
    }

    /// Turns the running transition of `presentation` around in place: caught where it is on
    /// screen and released toward where it started with the velocity it had, so UIKit completes it
    /// once, with the other outcome (`completeTransition(false)` for a presentation turned back).
    ///
    /// - Parameter presentation: A presentation whose transition runs.
    /// - Returns: `false` (nothing changes) when turning is off, the transition was not started
    ///   catchable (UIKit's, an app's own animator, a dismissal started outside the library), a
    ///   finger drives it, or its animator no longer runs (it completed, or waits for a settle).
    func turnAround(_ presentation: Presentation) -> Bool {
        guard navigation.reversesInterruptedTransitions, presentation.isRunning, let turn = presentation.turn,
            turn()
        else { return false }
        presentation.headsShown.toggle()
        presentation.isTurned.toggle()
        return true
    }

    /// `interactionControllerForPresentation(using:)`: the catchable interaction controller made for
    /// this presentation, vended once.
    ///
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - animation: The animation controller UIKit will run.
    /// - Returns: The interaction controller, or `nil` (UIKit plays the animator by itself).
    func interactionController(forPresenting presentation: Presentation, animation: Host.Animation)
        -> Host.Interaction?
    {
        guard (animation as AnyObject) === presentation.vendedAnimation else { return nil }
        return takeCatchableInteraction(of: presentation)
    }

    /// The catchable interaction controller of the transition about to start, once.
    func takeCatchableInteraction(of presentation: Presentation) -> Host.Interaction? {
        let interaction = presentation.catchableInteraction
        presentation.catchableInteraction = nil
        return interaction
    }

    /// Makes the transition `animator` plays catchable: a percent-driven interaction controller
    /// that starts it non-interactively (`wantsInteractiveStart = false`,
    /// `UIViewControllerTransitioning.h:222-225`: "Set this to NO in order to start an
    /// interruptible transition non interactively"), so a request can pause it later, then finish
    /// or cancel it from where it is.
    func makeCatchable(_ presentation: Presentation, playedBy animator: Host.Animator) {
        guard let host else { return }
        let transition = host.makeCatchableTransition()
        transition.wantsInteractiveStart = false
        presentation.catchableInteraction = host.interactionController(of: transition)
        presentation.anchor = SettlingRun(progress: 0, time: host.now, target: 1, motion: .unknown)
        presentation.turn = { [weak self, weak presentation, weak animator] in
            guard let self, let host = self.host, let presentation, let animator,
                let progress = animator.catchRunning(pausing: transition.pause)
            else { return false }
            let now = host.now
            let velocity = presentation.anchor?.velocity(progress: progress, at: now, ownTiming: nil) ?? 0
            presentation.anchor = SettlingRun(
                progress: progress, time: now, target: presentation.isTurned ? 1 : 0, motion: .unknown)
            // Written back, so UIKit continues from where it is (`percentComplete`); the unit
            // distance, as progress is what the handle is fed.
            let handle = PercentDrivenInteraction(transition: transition, referenceDistance: 1)
            handle.update(progress: progress)
            handle.end(presentation.isTurned ? .finish : .cancel, velocity: velocity)
            return true
        }
    }

    /// Runs the requests that waited for the transition of `presentation` to end, on the next turn
    /// of the run loop (the transition's completion is still on the stack now). The latest
    /// request decides: those that want the other outcome are moot, dropped (their completion is
    /// not called) and reported; the others are asked again, in order.
    func runWaitingRequests(of presentation: Presentation) {
        guard let latest = presentation.waiting.last?.request, let host else { return }
        let moot = presentation.waiting.filter { $0.request != latest }.count
        if moot > 0 {
            Diagnostics.report(
                "presentations", "\(moot) waiting request(s) dropped: a later request asked the opposite")
        }
        dueRequests += presentation.waiting.filter { $0.request == latest }.map(\.retry)
        presentation.waiting = []
        host.scheduleOnNextTurn { [weak self] in
            guard let self else { return }
            let due = self.dueRequests
            self.dueRequests = []
            for retry in due { retry() }
        }
    }
}
