/// Announces each transition once per lane (a navigation or presented controller). `.willBegin` waits for
/// the arriving screen's layout: the animator announces once staged, else the first alongside block.
@MainActor
package final class TransitionAnnouncer<Host: NavigationDelegateHost> {
    typealias Stack = Host.Stack
    package typealias Screen = Host.Screen
    package typealias Announcement = TransitionAnnouncement<Screen>

    /// Which screen pair an observer follows: a registry holding one rule, so that it matches
    /// exactly as registrations do.
    package typealias ObservedPair = TransitionRegistry<Screen, Bool>

    /// One transition's `.willBegin`, emitted once: by the library's animator once staged, by the
    /// transition coordinator's first alongside block, or right before the transition's end.
    final class PendingBegin {
        let ticket: AnnouncementGate<ObjectIdentifier>.Ticket
        /// Completed as more is known.
        var announcement: Announcement
        var emitted = false
        /// Whether the library's animator emits it (the coordinator's alongside block then does not).
        var awaitsAnimator = false
        /// The transition's signposted interval, from its `.willBegin` to its end.
        var interval: TransitionInterval?

        init(ticket: AnnouncementGate<ObjectIdentifier>.Ticket, announcement: Announcement) {
            self.ticket = ticket
            self.announcement = announcement
        }
    }

    struct Observer {
        let id: TransitionObserverID
        /// `nil` for every transition.
        let pair: ObservedPair?
        let handler: @MainActor (Announcement) -> Void
    }

    /// What is remembered of one navigation controller's open transition.
    struct Lane {
        /// The library animator that announced the controller's open transition, if any.
        weak var announcedAnimator: Host.Animator?
        /// Weak: the coordinator's blocks keep it while the transition runs, so a controller released
        /// mid-transition keeps neither it nor its screens.
        weak var pendingBegin: PendingBegin?
    }

    /// Held weakly: it owns the core that owns this announcer.
    weak var host: Host?
    /// Announces each transition once and ends it once, per lane.
    var gate = AnnouncementGate<ObjectIdentifier>()
    /// Signposts each announced transition and reports its frames (``emitBegin(_:_:)``).
    package let intervals = TransitionIntervalRecorder()
    /// A screen's name in signposts and frame reports: its type's.
    var screenName: (Screen) -> String = { String(describing: type(of: $0)) }
    /// In the order they were added.
    private var observers: [Observer] = []
    private var nextObserverSequence: UInt64 = 0
    private var lanes = ControllerTable<Stack, Lane>()

    /// Drops the lanes of released navigation controllers; their open transitions can still end.
    func forgetReleasedControllers() {
        for lane in lanes.prune() { gate.forget(lane) }
    }

    /// `pair` matches as a registration does (subclasses too, the push and the pop back); `nil` hears every
    /// transition. Observers are called in the order added.
    package func addObserver(
        for pair: ObservedPair? = nil, _ handler: @escaping @MainActor (Announcement) -> Void
    ) -> TransitionObserverID {
        let id = TransitionObserverID(announcer: ObjectIdentifier(self), sequence: nextObserverSequence)
        nextObserverSequence += 1
        observers.append(Observer(id: id, pair: pair, handler: handler))
        return id
    }

    /// Ignores an identity another announcer issued.
    package func removeObserver(_ id: TransitionObserverID) {
        observers.removeAll { $0.id == id }
    }

    /// Calls the observers registered when the call starts: one added meanwhile hears the next announcement;
    /// one removed meanwhile is not called again, even for this one.
    func emit(_ announcement: Announcement) {
        for observer in observers {
            guard observers.contains(where: { $0.id == observer.id }) else { continue }
            if let pair = observer.pair,
                pair.match(from: announcement.from, to: announcement.to, operation: announcement.operation)
                    == nil
            {
                continue
            }
            observer.handler(announcement)
        }
    }

    /// Emits `begin`'s `.willBegin` unless it was emitted already, after `complete` filled in
    /// what is known at this moment.
    func emitBegin(_ begin: PendingBegin, _ complete: (inout Announcement) -> Void = { _ in }) {
        guard !begin.emitted else { return }
        begin.emitted = true
        complete(&begin.announcement)
        begin.interval = intervals.begin(intervalName(of: begin.announcement))
        emit(begin.announcement)
        begin.announcement.alongside = nil
    }

    /// Tells VoiceOver the screen changed before `.didEnd` or `.didCancel` (``ScreenChange``), so
    /// that an observer's own screen change comes last and wins.
    func emitEnd(_ begin: PendingBegin, finished: Bool) {
        begin.interval?.end(finished ? .finished : .cancelled)
        let announcement = begin.announcement
        host?.postScreenChanged(
            focusing: ScreenChange.shownScreen(
                finished: finished, from: announcement.from, to: announcement.to))
        emit(announcement.ending(finished ? .didEnd : .didCancel))
    }

    /// `.willBegin` once the animator staged the scene, with the played style, duration and geometry; a
    /// transition `willShow` announced already is completed with these instead.
    func announce(
        _ animator: Host.Animator, in stack: Stack, decision: TransitionDecision, from: Screen, to: Screen,
        isInteractive: Bool
    ) {
        let played = completion(playedBy: animator, decision: decision, isInteractive: isInteractive)
        if let begin = lanes[stack]?.pendingBegin, !begin.emitted, gate.isOpen(begin.ticket) {
            lanes[stack, default: Lane()].pendingBegin = nil
            begin.awaitsAnimator = true
            animator.onStaged = { [weak self] _, geometry in
                self?.emitBegin(begin) { played(&$0, geometry) }
            }
            return
        }
        if announce(
            animator, lane: ObjectIdentifier(stack),
            laneAnimatorIsAlive: lanes[stack]?.announcedAnimator != nil,
            announcement: Announcement(
                phase: .willBegin, operation: decision.operation, from: from, to: to,
                isInteractive: isInteractive, style: decision.style, duration: decision.duration),
            played: played)
        {
            lanes[stack, default: Lane()].announcedAnimator = animator
        }
    }

    /// What the library's `animator` adds to a `.willBegin` once staged: the played style, its
    /// duration and geometry, and alongside animations through the animator.
    func completion(playedBy animator: Host.Animator, decision: TransitionDecision, isInteractive: Bool)
        -> (inout Announcement, TransitionGeometry) -> Void
    {
        { [weak animator] announcement, geometry in
            announcement.style = decision.style
            announcement.duration = decision.duration
            announcement.geometry = geometry
            announcement.isInteractive = announcement.isInteractive || isInteractive
            announcement.alongside = { window, animations in
                animator?.addAlongsideAnimations(over: window, animations)
            }
        }
    }

    /// Returns `false` when the lane's gate refuses (another announcing animator of the lane is alive).
    func announce(
        _ animator: Host.Animator, lane: ObjectIdentifier, laneAnimatorIsAlive: Bool,
        announcement: Announcement,
        played: @escaping (inout Announcement, TransitionGeometry) -> Void
    ) -> Bool {
        guard let ticket = gate.animatorAnnounces(in: lane, announcingAnimatorIsAlive: laneAnimatorIsAlive)
        else { return false }
        let begin = PendingBegin(ticket: ticket, announcement: announcement)
        animator.onStaged = { [weak self] _, geometry in
            self?.emitBegin(begin) { played(&$0, geometry) }
        }
        animator.onFinish = { [weak self] finished in
            guard let self, self.gate.end(ticket) else { return }
            self.emitBegin(begin)
            self.emitEnd(begin, finished: finished)
        }
        return true
    }

    /// Each animated transition `willShow` sees is new, ended by its coordinator's completion; its
    /// `.willBegin` waits for the animator's staging or the first alongside block.
    func announce(_ coordinator: Stack.PortCoordinator, in stack: Stack, showing viewController: Screen) {
        // `transitionCoordinator` falls back to a parent's or presenter's coordinator (e.g. the
        // navigation controller appearing in a sheet): announce only this controller's own.
        guard let host, let leaving = coordinator.viewController(forKey: .from),
            coordinator.isTransition(of: stack)
        else { return }
        let operation = NavigationOperation.inferred(
            fromScreenRemainsOnStack: stack.viewControllers.contains { $0 === leaving })
        let begin = announce(
            through: coordinator, lane: ObjectIdentifier(stack),
            announcement: Announcement(
                phase: .willBegin, operation: operation, from: host.transitionScreen(of: leaving),
                to: host.transitionScreen(of: coordinator.viewController(forKey: .to) ?? viewController),
                isInteractive: coordinator.isInteractive, duration: coordinator.transitionDuration)
        ) { [weak self, weak stack] begin, _ in
            // The transition is over: its screens are not kept for a vend that never came.
            if let self, let stack, self.lanes[stack]?.pendingBegin === begin {
                self.lanes[stack, default: Lane()].pendingBegin = nil
            }
        }
        if let begin { lanes[stack, default: Lane()].pendingBegin = begin }
    }

    /// `.willBegin` from the first alongside block (inside the animation context) unless the animator
    /// announces it; `ended` runs before the end is announced. `nil` when the end can no longer be reported.
    func announce<Coordinator: TransitionCoordinatorPort>(
        through coordinator: Coordinator, lane: ObjectIdentifier, announcement: Announcement,
        ended: @escaping @MainActor (PendingBegin, TransitionCoordinatorContext) -> Void = { _, _ in }
    ) -> PendingBegin? {
        let ticket = gate.coordinatorAnnounces(in: lane)
        let begin = PendingBegin(ticket: ticket, announcement: announcement)
        let willEnd = coordinator.animate(
            alongsideTransition: { [weak self] context in
                guard !begin.awaitsAnimator else { return }
                self?.emitBegin(begin) { announcement in
                    announcement.isInteractive =
                        announcement.isInteractive || context.initiallyInteractive || context.isInteractive
                    announcement.duration = context.transitionDuration
                    // Inside the transition's animation context: changes made now animate with it,
                    // over the whole transition; a part as a keyframe nested in that context.
                    announcement.alongside = { [weak self] window, animations in
                        if window == .full {
                            animations()
                        } else {
                            self?.host?.animateKeyframe(over: window, animations)
                        }
                    }
                }
            },
            completion: { [weak self] context in
                ended(begin, context)
                guard let self, self.gate.end(ticket) else { return }
                self.emitBegin(begin) { $0.isInteractive = $0.isInteractive || context.initiallyInteractive }
                self.emitEnd(begin, finished: !context.isCancelled)
            })
        // A coordinator that can no longer report its end announces nothing.
        guard willEnd else {
            _ = gate.end(ticket)
            return nil
        }
        return begin
    }
}

/// One observer of one ``TransitionAnnouncer``: the announcer's identity and the observer's place
/// in the order they were added.
package struct TransitionObserverID: Sendable, Hashable {
    /// The announcer that issued it.
    let announcer: ObjectIdentifier
    package let sequence: UInt64
}
