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

extension PresentationCore {
    // MARK: Requests during a transition

    /// Dismisses at once when shown and idle; turns a running presentation back in place when it can;
    /// else waits for the transition. Not presented by this coordinator: reported, no completion.
    package func dismiss(_ presented: Screen, animated: Bool, completion: (() -> Void)?) {
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

    /// Turns the running transition around when it heads away from `request` and can turn; either way
    /// the request waits for the end, when the latest request decides (``runWaitingRequests(of:)``).
    func request(
        _ request: PresentationRequest, of presentation: Presentation, retry: @escaping () -> Void
    ) {
        if presentation.headsShown != request.wantsShown {
            _ = turnAround(presentation)
        }
        presentation.waiting.append((request, retry))
    }

    /// Caught where it is and released toward its start with its velocity, so UIKit completes it once
    /// with the other outcome. `false` when turning is off, not catchable, finger-driven, or ended.
    func turnAround(_ presentation: Presentation) -> Bool {
        guard navigation.reversesInterruptedTransitions, presentation.isRunning, let turn = presentation.turn,
            turn()
        else { return false }
        presentation.headsShown.toggle()
        presentation.isTurned.toggle()
        return true
    }

    /// The catchable interaction controller made for this presentation, vended once; `nil`: UIKit plays
    /// the animator by itself.
    package func interactionController(forPresenting presentation: Presentation, animation: Host.Animation)
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

    /// A percent-driven interaction that starts non-interactively, so a request can pause it later
    /// (`wantsInteractiveStart = false`, `UIViewControllerTransitioning.h:222-225`: "Set this to NO in
    /// order to start an interruptible transition non interactively").
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

    /// On the next turn (the transition's completion is still on the stack): the latest request decides;
    /// requests wanting the other outcome are dropped (no completion) and reported, the rest asked again.
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
