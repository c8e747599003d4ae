#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    /// Navigation calls, serialised through the neutral ``NavigationQueue``.
    extension BarlessNavigationController {
        /// Pushes a screen (wrapped), now or after the running transition.
        ///
        /// - Parameters:
        ///   - viewController: The screen, or a container.
        ///   - animated: Whether to animate.
        open override func pushViewController(_ viewController: UIViewController, animated: Bool) {
            if passThrough > 0 { return super.pushViewController(viewController, animated: animated) }
            submit(
                .push(ScreenWrapping.identity(of: viewController), animated: animated),
                screens: [viewController])
        }

        /// Pops the top screen, now or after the running transition.
        ///
        /// - Parameter animated: Whether to animate.
        /// - Returns: The popped stack entry (a container) when it ran now; `nil` when queued or
        ///   dropped (at the root).
        open override func popViewController(animated: Bool) -> UIViewController? {
            if passThrough > 0 { return super.popViewController(animated: animated) }
            return submit(.pop(animated: animated), screens: []).last
        }

        /// Pops to a screen in the stack, now or after the running transition.
        ///
        /// - Parameters:
        ///   - viewController: The screen, or its container.
        ///   - animated: Whether to animate.
        /// - Returns: The popped entries when it ran now; `nil` when queued or dropped.
        open override func popToViewController(_ viewController: UIViewController, animated: Bool)
            -> [UIViewController]?
        {
            if passThrough > 0 { return super.popToViewController(viewController, animated: animated) }
            let popped = submit(
                .popTo(ScreenWrapping.identity(of: viewController), animated: animated), screens: [])
            return popped.isEmpty ? nil : popped
        }

        /// Pops to the root, now or after the running transition.
        ///
        /// - Parameter animated: Whether to animate.
        /// - Returns: The popped entries when it ran now; `nil` when queued or dropped.
        open override func popToRootViewController(animated: Bool) -> [UIViewController]? {
            if passThrough > 0 { return super.popToRootViewController(animated: animated) }
            let popped = submit(.popToRoot(animated: animated), screens: [])
            return popped.isEmpty ? nil : popped
        }

        /// Replaces the stack (each new screen wrapped), now or after the running transition.
        /// An empty array, or one naming a screen twice, is ignored.
        ///
        /// - Parameters:
        ///   - viewControllers: The screens, bottom first.
        ///   - animated: Whether to animate.
        open override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            if passThrough > 0 { return super.setViewControllers(viewControllers, animated: animated) }
            submit(
                .setStack(viewControllers.map(ScreenWrapping.identity), animated: animated),
                screens: viewControllers)
        }

        /// The stack entries (containers); setting goes through `setViewControllers(_:animated: false)`.
        open override var viewControllers: [UIViewController] {
            get { super.viewControllers }
            set {
                if passThrough > 0 {
                    super.viewControllers = newValue
                } else {
                    setViewControllers(newValue, animated: false)
                }
            }
        }

        // MARK: Queue plumbing

        /// Submits a request; returns the entries a pop removed when it ran at once.
        @discardableResult
        func submit(_ request: NavigationRequest<ObjectIdentifier>, screens: [UIViewController])
            -> [UIViewController]
        {
            for screen in screens {
                let id = ScreenWrapping.identity(of: screen)
                if candidates[id] == nil { candidates[id] = screen }
            }
            syncQueueIfIdle()
            guard var queue else {
                performWithoutQueue(request)
                return []
            }
            let before = super.viewControllers
            let events = queue.submit(request)
            self.queue = queue
            handle(events)
            let after = super.viewControllers
            return before.filter { entry in !after.contains { $0 === entry } }
        }

        /// Realigns the queue with the real stack when nothing is in flight or waiting (the stack
        /// may have been changed by UIKit itself, e.g. when a split view collapses).
        func syncQueueIfIdle() {
            if let queue, !queue.isIdle || !queue.pending.isEmpty { return }
            let ids = super.viewControllers.map(ScreenWrapping.identity)
            if queue?.stack == ids { return }
            let validation = StackValidation<ObjectIdentifier>(
                host: ObjectIdentifier(self), duplicatePushPolicy: duplicatePushPolicy)
            queue = NavigationQueue(stack: ids, validation: validation)
        }

        /// An empty stack has no queue: the first push or replacement goes straight to UIKit,
        /// judged by the same ``StackValidation`` as queued requests (an empty or duplicate
        /// replacement, a pop, or a request naming this controller is dropped).
        private func performWithoutQueue(_ request: NavigationRequest<ObjectIdentifier>) {
            let validation = StackValidation<ObjectIdentifier>(
                host: ObjectIdentifier(self), duplicatePushPolicy: duplicatePushPolicy)
            let stack = super.viewControllers.map(ScreenWrapping.identity)
            let entries: [UIViewController]
            switch validation.verdict(for: request, stack: stack, ticket: nil) {
            case .perform(let action):
                entries = action.to.compactMap(entry(for:))
            case .drop(let reason):
                ScreenWrapping.report("Navigation request dropped: \(reason) (\(request))", debugOnly: true)
                entries = []
            }
            candidates.removeAll()
            guard !entries.isEmpty else { return }
            forwarding { super.setViewControllers(entries, animated: false) }
            syncQueueIfIdle()
        }

        func handle(_ events: [NavigationQueueEvent<ObjectIdentifier>]) {
            for event in events {
                switch event {
                case .perform(let action):
                    perform(action)
                case .dropped(let ticket, let request, let reason):
                    ScreenWrapping.report(
                        "Navigation request \(ticket) dropped: \(reason) (\(request))", debugOnly: true)
                    pruneCandidates()
                case .completed, .cancelled:
                    pruneCandidates()
                case .queued:
                    break
                }
            }
        }

        /// Runs an action on UIKit and arranges for its end to be reported.
        private func perform(_ action: NavigationAction<ObjectIdentifier>) {
            let entries = action.to.compactMap(entry(for:))
            guard entries.count == action.to.count, let top = entries.last else {
                // A screen vanished (should not happen): end the action as cancelled.
                ScreenWrapping.report("A queued navigation lost one of its screens; skipped")
                finishTransition(completed: false)
                return
            }
            forwarding {
                switch action.kind {
                case .push:
                    super.pushViewController(top, animated: action.animated)
                case .pop where action.poppedCount == 1:
                    _ = super.popViewController(animated: action.animated)
                case .pop:
                    _ = super.popToViewController(top, animated: action.animated)
                case .replace:
                    super.setViewControllers(entries, animated: action.animated)
                }
            }
            guard let coordinator = transitionCoordinator else {
                finishTransition(completed: true)
                return
            }
            coordinator.animate(alongsideTransition: nil) { [weak self] context in
                let completed = !context.isCancelled
                // UIKit is still finishing the transition; the next one starts on the next turn.
                DispatchQueue.main.async { self?.finishTransition(completed: completed) }
            }
        }

        /// Reports the end of the running transition to the queue and runs what comes next.
        func finishTransition(completed: Bool) {
            guard var queue else { return }
            let events = queue.transitionDidEnd(completed: completed)
            self.queue = queue
            handle(events)
        }

        /// The stack entry for an identity: the one already in the stack, else the waiting screen,
        /// wrapped now (once: the wrapped entry replaces the candidate).
        private func entry(for id: ObjectIdentifier) -> UIViewController? {
            if let existing = super.viewControllers.first(where: { ScreenWrapping.identity(of: $0) == id }) {
                return existing
            }
            guard let candidate = candidates[id] else { return nil }
            let wrapped = ScreenWrapping.wrap(candidate)
            candidates[id] = wrapped
            return wrapped
        }

        /// Forgets screens that no waiting request names or that are in the stack already (the
        /// stack entry is found there).
        private func pruneCandidates() {
            guard let queue else { return candidates.removeAll() }
            var needed = Set<ObjectIdentifier>()
            if let inFlight = queue.inFlight { needed.formUnion(inFlight.to) }
            for pending in queue.pending { needed.formUnion(pending.request.identities) }
            needed.subtract(super.viewControllers.map(ScreenWrapping.identity))
            candidates = candidates.filter { needed.contains($0.key) }
        }
    }

    /// The pan driver's pops go through the queue too, but are never queued: a swipe that cannot
    /// pop now (a transition in flight, or the queue still finishing the last one) does not
    /// begin, and a pop it asks for while the queue is busy is dropped rather than run later
    /// without the finger.
    extension BarlessNavigationController: InteractivePopGating {
        /// Whether a swipe may begin an interactive pop now: the queue is idle (nothing in flight,
        /// nothing waiting) and the stack holds more than one screen
        /// (``NavigationQueue/canBeginInteractivePop``).
        public var canBeginInteractivePop: Bool {
            syncQueueIfIdle()
            return queue?.canBeginInteractivePop ?? false
        }

        /// Starts the pop the pan driver asked for, now, recording it as the queue's transition in
        /// flight (``NavigationQueue/beginInteractivePop()``); while the queue is busy or at the
        /// root the request is dropped, never queued. Requests arriving during the pop wait for it;
        /// a cancelled pop leaves the stack as it was.
        public func beginInteractivePop() {
            syncQueueIfIdle()
            guard var queue, let action = queue.beginInteractivePop() else {
                ScreenWrapping.report("Interactive pop dropped: navigation is busy", debugOnly: true)
                return
            }
            self.queue = queue
            perform(action)
        }
    }
#endif
