extension NavigationDelegateCoordinator {
    /// Observes transitions: `.willBegin`, then `.didEnd` or `.didCancel`.
    ///
    /// - Parameter handler: Called with each announcement, in the order observers were added.
    /// - Returns: The observer's identity, for ``removeObserver(_:)``.
    func addObserver(_ handler: @escaping @MainActor (Announcement) -> Void) -> TransitionObserverID {
        let id = TransitionObserverID(coordinator: ObjectIdentifier(self), sequence: nextObserverSequence)
        nextObserverSequence += 1
        observers.append((id, handler))
        return id
    }

    /// Removes an observer.
    ///
    /// - Parameter id: An identity ``addObserver(_:)`` returned; others (another coordinator's)
    ///   are ignored.
    func removeObserver(_ id: TransitionObserverID) {
        observers.removeAll { $0.id == id }
    }

    /// Calls every observer with `announcement`.
    func emit(_ announcement: Announcement) {
        for observer in observers { observer.handler(announcement) }
    }

    /// Announces a transition the library animates itself, unless `willShow` announced it
    /// already (see ``AnnouncementGate``); its end is reported by the animator.
    func announce(
        _ animator: Host.Animator, in stack: Stack, operation: NavigationOperation, from: Screen, to: Screen,
        isInteractive: Bool
    ) {
        forgetReleasedControllers()
        guard
            let ticket = gate.animatorAnnounces(
                in: ObjectIdentifier(stack),
                announcingAnimatorIsAlive: controllers[stack]?.announcedAnimator != nil)
        else { return }
        controllers[stack, default: ControllerState()].announcedAnimator = animator
        let began = Announcement(
            phase: .willBegin, operation: operation, from: from, to: to, isInteractive: isInteractive,
            alongside: { [weak animator] animations in animator?.addAlongsideAnimations(animations) })
        animator.onFinish = { [weak self] finished in
            guard let self, self.gate.end(ticket) else { return }
            self.emit(began.ending(finished ? .didEnd : .didCancel))
        }
        emit(began)
    }

    /// Announces an animated transition of `stack` through its transition coordinator: each one
    /// `willShow` sees is a new transition, ended by that coordinator's completion.
    func announce(_ coordinator: Stack.PortCoordinator, in stack: Stack, showing viewController: Screen) {
        // `transitionCoordinator` falls back to a parent's or presenter's coordinator (e.g. the
        // navigation controller appearing in a sheet): announce only this controller's own.
        guard let host, let leaving = coordinator.viewController(forKey: .from),
            coordinator.isTransition(of: stack)
        else { return }
        forgetReleasedControllers()
        let operation = NavigationOperation.inferred(
            fromScreenRemainsOnStack: stack.viewControllers.contains { $0 === leaving })
        let began = Announcement(
            phase: .willBegin, operation: operation, from: host.transitionScreen(of: leaving),
            to: host.transitionScreen(of: coordinator.viewController(forKey: .to) ?? viewController),
            isInteractive: coordinator.isInteractive,
            alongside: { animations in
                coordinator.animate(alongsideTransition: { _ in animations() }, completion: nil)
            })
        let ticket = gate.coordinatorAnnounces(in: ObjectIdentifier(stack))
        let willEnd = coordinator.animate(alongsideTransition: nil) { [weak self] context in
            guard let self, self.gate.end(ticket) else { return }
            self.emit(began.ending(context.isCancelled ? .didCancel : .didEnd))
        }
        // A coordinator that can no longer report its end announces nothing.
        guard willEnd else {
            _ = gate.end(ticket)
            return
        }
        emit(began)
    }

    /// Drops what is remembered of released navigation controllers; their open transitions can
    /// still end.
    private func forgetReleasedControllers() {
        for lane in controllers.prune() { gate.forget(lane) }
    }
}

/// One observer of one ``NavigationDelegateCoordinator``: the coordinator's identity and the
/// observer's place in the order they were added.
struct TransitionObserverID: Sendable, Hashable {
    /// The coordinator that issued it.
    let coordinator: ObjectIdentifier
    /// The observer's sequence number within that coordinator.
    let sequence: UInt64
}
