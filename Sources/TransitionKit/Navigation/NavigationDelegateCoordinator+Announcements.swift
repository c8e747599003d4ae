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

    /// Announces a transition the library animates itself; its end is reported by the animator.
    func announce(
        _ animator: Host.Animator, in stack: Stack, operation: NavigationOperation, from: Screen, to: Screen,
        isInteractive: Bool
    ) {
        guard gate.announce(.animator, announcingAnimatorIsAlive: announcedAnimator != nil) else { return }
        announcedAnimator = animator
        let began = Announcement(
            phase: .willBegin, operation: operation, from: from, to: to, isInteractive: isInteractive,
            alongside: { [weak animator] animations in animator?.addAlongsideAnimations(animations) })
        animator.onFinish = { [weak self] finished in
            guard let self, self.gate.end(.animator) else { return }
            self.emit(began.ending(finished ? .didEnd : .didCancel))
        }
        emit(began)
    }

    /// Announces any other animated transition through its transition coordinator.
    func announce(_ coordinator: Stack.PortCoordinator, in stack: Stack, showing viewController: Screen) {
        // `transitionCoordinator` falls back to a parent's or presenter's coordinator (e.g. the
        // navigation controller appearing in a sheet): announce only this controller's own.
        guard let host, let leaving = coordinator.viewController(forKey: .from),
            leaving.parent === stack,
            gate.announce(.coordinator, announcingAnimatorIsAlive: announcedAnimator != nil)
        else { return }
        let operation = NavigationOperation.inferred(
            fromScreenRemainsOnStack: stack.viewControllers.contains { $0 === leaving })
        let began = Announcement(
            phase: .willBegin, operation: operation, from: host.transitionScreen(of: leaving),
            to: host.transitionScreen(of: coordinator.viewController(forKey: .to) ?? viewController),
            isInteractive: coordinator.isInteractive,
            alongside: { animations in
                coordinator.animate(alongsideTransition: { _ in animations() }, completion: nil)
            })
        emit(began)
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            guard let self, self.gate.end(.coordinator) else { return }
            self.emit(began.ending(context.isCancelled ? .didCancel : .didEnd))
        }
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
