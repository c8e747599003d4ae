/// Runs one controller's pushes and pops through `NavigationQueue`, one transition at a time. When an
/// action ends, reversals and pass-through: NavigationInternals, The navigation queue.
@MainActor
package final class NavigationQueueCore<Host: NavigationQueueHost> {
    typealias Stack = Host.Stack
    /// A screen or stack entry.
    package typealias Screen = Host.Screen

    /// The navigation controller (held weakly: it owns the coordinator).
    private(set) weak var stack: Stack?
    /// How screens are known and wrapped (held weakly).
    private(set) weak var host: Host?
    /// `.allow` acts as `.reject`, and is reported: a push "has no effect if the view controller is already
    /// in the stack" (UINavigationController.h:61).
    package var duplicatePushPolicy: DuplicatePushPolicy = .reject {
        didSet {
            queue?.validation.duplicatePushPolicy = duplicatePushPolicy
            guard duplicatePushPolicy == .allow else { return }
            Diagnostics.report(
                "barless", "duplicatePushPolicy .allow acts as .reject: a stack holds a view controller once")
        }
    }
    /// The queue, once the stack holds a screen.
    private(set) var queue: NavigationQueue<ObjectIdentifier>?
    /// Screens named by waiting requests, as the caller passed them, until they enter the stack.
    private var candidates: [ObjectIdentifier: Screen] = [:]
    /// Above zero while the coordinator calls UIKit (and until it is connected).
    private var passThrough = 1
    /// The delegate driver's turn-around (`NavigationDelegateCore.reverseRunningTransition(of:)`); `nil`
    /// never reverses: requests wait.
    var reverseRunningTransition: (@MainActor () -> Bool)?
    /// The serial number of the action in flight, if any.
    private var inFlightSerial: UInt64?
    private var nextSerial: UInt64 = 0

    /// Creates a coordinator that passes everything through until it is connected.
    init() {}

    /// Called once UIKit's initializer returned; until then every call passes through.
    func connect(to stack: Stack, host: Host) {
        self.stack = stack
        self.host = host
        passThrough = 0
    }

    /// UIKit's own implementations call the overridden methods back, which must then pass straight through.
    package func passingThrough<T>(_ body: () -> T) -> T {
        passThrough += 1
        defer { passThrough -= 1 }
        return body()
    }

    // MARK: The navigation methods

    /// `viewController` may be a screen or its container; `callSuper` is UIKit's own implementation.
    package func pushViewController(_ viewController: Screen, animated: Bool, super callSuper: () -> Void) {
        guard passThrough == 0, let host else { return callSuper() }
        submit(.push(host.identity(of: viewController), animated: animated), screens: [viewController])
    }

    /// The popped entry when it ran now; `nil` when queued or dropped.
    package func popViewController(animated: Bool, super callSuper: () -> Screen?) -> Screen? {
        guard passThrough == 0 else { return callSuper() }
        return submit(.pop(animated: animated), screens: []).last
    }

    /// The popped entries when it ran now; `nil` when queued or dropped.
    package func popToViewController(
        _ viewController: Screen, animated: Bool, super callSuper: () -> [Screen]?
    ) -> [Screen]? {
        guard passThrough == 0, let host else { return callSuper() }
        let popped = submit(.popTo(host.identity(of: viewController), animated: animated), screens: [])
        return popped.isEmpty ? nil : popped
    }

    /// The popped entries when it ran now; `nil` when queued or dropped.
    package func popToRootViewController(animated: Bool, super callSuper: () -> [Screen]?) -> [Screen]? {
        guard passThrough == 0 else { return callSuper() }
        let popped = submit(.popToRoot(animated: animated), screens: [])
        return popped.isEmpty ? nil : popped
    }

    /// Also the `viewControllers` setter (not animated). `viewControllers` is bottom first.
    package func setViewControllers(_ viewControllers: [Screen], animated: Bool, super callSuper: () -> Void)
    {
        guard passThrough == 0, let host else { return callSuper() }
        submit(.setStack(viewControllers.map(host.identity), animated: animated), screens: viewControllers)
    }

    // MARK: Interactive pops

    /// Whether a swipe may begin an interactive pop now: the queue is idle and the stack holds
    /// more than one screen (``NavigationQueue/canBeginInteractivePop``).
    package var canBeginInteractivePop: Bool {
        syncQueueIfIdle()
        return queue?.canBeginInteractivePop ?? false
    }

    /// Starts the pop a gesture asked for, now, as the queue's transition in flight; while the
    /// queue is busy or at the root the request is dropped, never queued.
    package func beginInteractivePop() {
        syncQueueIfIdle()
        guard var queue, let action = queue.beginInteractivePop() else {
            Diagnostics.report("barless", "Interactive pop dropped: navigation is busy", level: .debug)
            return
        }
        self.queue = queue
        perform(action)
    }

    // MARK: Queue plumbing

    /// Submits a request; returns the entries a pop removed when it ran at once.
    @discardableResult
    func submit(_ request: NavigationRequest<ObjectIdentifier>, screens: [Screen]) -> [Screen] {
        guard let stack, let host else { return [] }
        for screen in screens {
            let id = host.identity(of: screen)
            if candidates[id] == nil { candidates[id] = screen }
        }
        syncQueueIfIdle()
        guard var queue else {
            performWithoutQueue(request)
            return []
        }
        let before = stack.viewControllers
        let events = queue.submit(request) { [reverseRunningTransition] _ in
            reverseRunningTransition?() ?? false
        }
        self.queue = queue
        handle(events)
        let after = stack.viewControllers
        return before.filter { entry in !after.contains { $0 === entry } }
    }

    /// Adopts a push or pop the queue did not start (`NavigationQueue.adopt(from:to:)`) to turn it around;
    /// `false`, nothing changed, when busy, not one push or pop of this controller, or not undone.
    func reverseUnqueuedTransition(by request: NavigationRequest<ObjectIdentifier>, screens: [Screen]) -> Bool
    {
        guard let stack, let host, let reverse = reverseRunningTransition else { return false }
        syncQueueIfIdle()
        guard var trial = queue, trial.isIdle, trial.pending.isEmpty,
            let coordinator = stack.activeTransitionCoordinator, coordinator.isTransition(of: stack),
            let ends = runningEnds(of: coordinator), trial.adopt(from: ends.from, to: ends.to) != nil
        else { return false }
        var probe = trial
        var undoes = false
        _ = probe.submit(request) { _ in
            undoes = true
            return false
        }
        guard undoes else { return false }
        nextSerial += 1
        let serial = nextSerial
        let waits = coordinator.animate(alongsideTransition: nil) { [weak self] context in
            self?.endOnNextTurn(serial, completed: !context.isCancelled)
        }
        var turned = false
        var events: [NavigationQueueEvent<ObjectIdentifier>] = []
        if waits {
            events = trial.submit(request) { _ in
                turned = reverse()
                return turned
            }
        }
        guard turned else { return false }
        for screen in screens where candidates[host.identity(of: screen)] == nil {
            candidates[host.identity(of: screen)] = screen
        }
        queue = trial
        inFlightSerial = serial
        handle(events)
        return true
    }

    /// The stacks the controller's running transition goes from and to, as identities: a push of
    /// the top entry over the one below it, or a pop of one entry down to the top; `nil` otherwise.
    private func runningEnds(of coordinator: Stack.PortCoordinator)
        -> (from: [ObjectIdentifier], to: [ObjectIdentifier])?
    {
        guard let stack, let host, let arrival = coordinator.viewController(forKey: .to),
            let departure = coordinator.viewController(forKey: .from)
        else { return nil }
        let entries = stack.viewControllers
        guard let top = entries.last, top === arrival else { return nil }
        let ids = entries.map(host.identity)
        if entries.count > 1, entries[entries.count - 2] === departure { return (Array(ids.dropLast()), ids) }
        guard !entries.contains(where: { $0 === departure }) else { return nil }
        return (ids + [host.identity(of: departure)], ids)
    }

    /// Realigns the queue with the real stack when nothing is in flight or waiting (the stack may
    /// have been changed by UIKit itself, e.g. when a split view collapses).
    func syncQueueIfIdle() {
        guard let stack, let host else { return }
        if let queue, !queue.isIdle || !queue.pending.isEmpty { return }
        let ids = stack.viewControllers.map(host.identity)
        if queue?.stack == ids { return }
        queue = NavigationQueue(stack: ids, validation: validation(of: stack))
    }

    /// An empty stack has no queue: the first push or replacement goes straight to UIKit, judged
    /// by the same ``StackValidation`` as queued requests.
    private func performWithoutQueue(_ request: NavigationRequest<ObjectIdentifier>) {
        guard let stack, let host else { return }
        let stackIDs = stack.viewControllers.map(host.identity)
        var entries: [Screen]
        switch validation(of: stack).verdict(for: request, stack: stackIDs, ticket: nil) {
        case .perform(let action):
            entries = action.to.compactMap(entry(for:))
            if refusesArrival(of: entries, on: stack) { entries = [] }
        case .drop(let reason):
            Diagnostics.report("barless", "Navigation request dropped: \(reason) (\(request))", level: .debug)
            entries = []
        }
        candidates.removeAll()
        guard !entries.isEmpty else { return }
        passingThrough { stack.setViewControllers(entries, animated: false) }
        syncQueueIfIdle()
    }

    /// UIKit raises when a navigation controller is pushed and forbids a tab bar controller as a
    /// child: such an entry never reaches UIKit (a wrapped one, in a bar-less container, does).
    private func refusesArrival(of entries: [Screen], on stack: Stack) -> Bool {
        let shown = stack.viewControllers
        guard
            let refused = entries.first(where: { entry in
                entry.isNavigationOrTabBarController && !shown.contains { $0 === entry }
            })
        else { return false }
        Diagnostics.report(
            "navigation",
            "\(type(of: refused)) cannot be pushed: UIKit does not nest a navigation or tab bar "
                + "controller in a navigation stack; request dropped", level: .fault)
        return true
    }

    private func validation(of stack: Stack) -> StackValidation<ObjectIdentifier> {
        StackValidation(host: ObjectIdentifier(stack), duplicatePushPolicy: duplicatePushPolicy)
    }

    func handle(_ events: [NavigationQueueEvent<ObjectIdentifier>]) {
        for event in events {
            switch event {
            case .perform(let action):
                perform(action)
            case .dropped(let ticket, let request, let reason):
                Diagnostics.report(
                    "barless", "Navigation request \(ticket) dropped: \(reason) (\(request))", level: .debug)
                pruneCandidates()
            case .completed, .cancelled:
                pruneCandidates()
            case .reversed(let action):
                Diagnostics.report(
                    "navigation",
                    "Navigation request \(action.ticket.map { "\($0)" } ?? "") reversed the "
                        + "running transition in place", level: .debug)
            case .queued:
                break
            }
        }
    }

    /// Runs an action on UIKit and arranges for its end to be reported.
    private func perform(_ action: NavigationAction<ObjectIdentifier>) {
        guard let stack else { return }
        nextSerial += 1
        let serial = nextSerial
        inFlightSerial = serial
        let entries = action.to.compactMap(entry(for:))
        guard entries.count == action.to.count, let top = entries.last else {
            // A screen vanished (should not happen): end the action as cancelled.
            Diagnostics.report("barless", "A queued navigation lost one of its screens; skipped")
            return end(serial, completed: false)
        }
        if refusesArrival(of: entries, on: stack) { return end(serial, completed: false) }
        passingThrough {
            switch action.kind {
            case .push:
                stack.pushViewController(top, animated: action.animated)
            case .pop where action.poppedCount == 1:
                stack.popViewController(animated: action.animated)
            case .pop:
                stack.popToViewController(top, animated: action.animated)
            case .replace:
                stack.setViewControllers(entries, animated: action.animated)
            }
        }
        guard let coordinator = stack.activeTransitionCoordinator, coordinator.isTransition(of: stack) else {
            return end(serial, completed: shows(action.to))
        }
        let queued = coordinator.animate(alongsideTransition: nil) { [weak self] context in
            self?.endOnNextTurn(serial, completed: !context.isCancelled)
        }
        if !queued { endOnNextTurn(serial, completed: shows(action.to)) }
    }

    /// The safety net: on the next turn, the action in flight ends if the stack shows its target and the
    /// controller runs no transition of its own (a presentation's `didShow` during a push ends nothing).
    func navigationDidShow(_ viewController: Screen) {
        guard let serial = inFlightSerial, stack?.topViewController === viewController else { return }
        host?.scheduleOnNextTurn { [weak self] in self?.endIfShown(serial) }
    }

    /// Ends action `serial` if it is still in flight, the stack shows where it heads (its target,
    /// or where it started once reversed) and no transition of the controller's own runs.
    private func endIfShown(_ serial: UInt64) {
        guard let stack, inFlightSerial == serial, let action = queue?.inFlight, let heading = queue?.heading,
            shows(heading), stack.activeTransitionCoordinator?.isTransition(of: stack) != true
        else { return }
        end(serial, completed: heading == action.to)
    }

    /// Whether the stack shows `target` now.
    private func shows(_ target: [ObjectIdentifier]) -> Bool {
        guard let stack, let host else { return false }
        return stack.viewControllers.map(host.identity) == target
    }

    /// Ends action `serial` on the next turn of the run loop (UIKit is still finishing it).
    private func endOnNextTurn(_ serial: UInt64, completed: Bool) {
        host?.scheduleOnNextTurn { [weak self] in self?.end(serial, completed: completed) }
    }

    /// Ends action `serial`, if it is still the one in flight, and runs what comes next.
    private func end(_ serial: UInt64, completed: Bool) {
        guard inFlightSerial == serial else { return }
        inFlightSerial = nil
        finishTransition(completed: completed)
    }

    /// Reports the end of the running transition to the queue and runs what comes next.
    private func finishTransition(completed: Bool) {
        guard var queue else { return }
        let events = queue.transitionDidEnd(completed: completed)
        self.queue = queue
        handle(events)
    }

    /// The stack entry for an identity: the one already in the stack, else the waiting screen,
    /// wrapped now (once: the wrapped entry replaces the candidate).
    private func entry(for id: ObjectIdentifier) -> Screen? {
        guard let stack, let host else { return nil }
        if let existing = stack.viewControllers.first(where: { host.identity(of: $0) == id }) {
            return existing
        }
        guard let candidate = candidates[id] else { return nil }
        let wrapped = host.entry(for: candidate)
        candidates[id] = wrapped
        return wrapped
    }

    /// Keeps a screen a waiting request names even while it is in the stack: an earlier request may take it
    /// out again before that one's turn.
    private func pruneCandidates() {
        guard let queue, let stack, let host else { return candidates.removeAll() }
        var needed = Set(queue.inFlight?.to ?? [])
        needed.subtract(stack.viewControllers.map(host.identity))
        for pending in queue.pending { needed.formUnion(pending.request.identities) }
        candidates = candidates.filter { needed.contains($0.key) }
    }
}
