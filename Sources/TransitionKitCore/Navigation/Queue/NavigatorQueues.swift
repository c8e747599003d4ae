/// The navigator's queue per attached plain navigation controller, made at its first request, through the
/// same `NavigationQueueCore` as the bar-less controller; its safety net is the delegate's `didShow`.
@MainActor
package final class NavigatorQueues<Host: NavigationDelegateHost> {
    package typealias Stack = Host.Stack
    package typealias Screen = Host.Screen

    /// A navigator request on an attached plain navigation controller.
    package enum Request {
        /// `push(_:animated:)`.
        case push(Screen, animated: Bool)
        /// `pop(animated:)`.
        case pop(animated: Bool)
        /// `pop(to:animated:)`.
        case popTo(Screen, animated: Bool)
        /// `popToRoot(animated:)`.
        case popToRoot(animated: Bool)
        /// `setStack(_:animated:)`.
        case setStack([Screen], animated: Bool)
    }

    /// What is kept per navigation controller.
    struct Lane {
        /// Kept until a transition the queue did not start has ended.
        var deferredRequests: [Request] = []
        /// The queue holds its host weakly.
        var queue:
            (
                core: NavigationQueueCore<PlainStackQueueHost<Stack>>,
                host: PlainStackQueueHost<Stack>
            )?
    }

    /// The delegate whose attachments the requests need; held weakly (it owns these queues).
    weak var navigation: NavigationDelegateCore<Host>?
    private var lanes = ControllerTable<Stack, Lane>()

    func forgetReleasedControllers() {
        lanes.prune()
    }

    /// A request made during a transition the queue did not start (an interactive pop, a direct call) waits
    /// for its end. `false`, reported, when `stack` was released or is not attached.
    @discardableResult
    package func navigate(_ request: Request, in stack: Stack?) -> Bool {
        guard let stack else {
            Diagnostics.report(
                "navigator", "request \(request) dropped: the navigation controller was released")
            return false
        }
        navigation?.forgetReleasedControllers()
        guard let navigation, navigation.slot.isAttached(stack), navigation.slot.checkDelegate(of: stack)
        else {
            Diagnostics.report(
                "navigator",
                "request \(request) dropped: the navigation controller is not attached to this delegate "
                    + "(or its delegate was replaced); attach(to:) it again", level: .debug)
            return false
        }
        let queue = navigationQueue(of: stack)
        if lanes[stack]?.deferredRequests.isEmpty != false, reverses(request, in: queue) { return true }
        if deferBehindForeignTransition(request, in: stack, queue: queue) { return true }
        switch request {
        case .push(let screen, let animated):
            queue.pushViewController(screen, animated: animated) {}
        case .pop(let animated):
            _ = queue.popViewController(animated: animated) { nil }
        case .popTo(let screen, let animated):
            _ = queue.popToViewController(screen, animated: animated) { nil }
        case .popToRoot(let animated):
            _ = queue.popToRootViewController(animated: animated) { nil }
        case .setStack(let screens, let animated):
            queue.setViewControllers(screens, animated: animated) {}
        }
        return true
    }

    /// Whether `request` turned around a transition of the controller the queue did not start (a
    /// push or pop called on it directly), as it turns one the queue started.
    private func reverses(_ request: Request, in queue: NavigationQueueCore<PlainStackQueueHost<Stack>>)
        -> Bool
    {
        guard let host = queue.host else { return false }
        switch request {
        case .push(let screen, let animated):
            return queue.reverseUnqueuedTransition(
                by: .push(host.identity(of: screen), animated: animated), screens: [screen])
        case .pop(let animated):
            return queue.reverseUnqueuedTransition(by: .pop(animated: animated), screens: [])
        case .popTo(let screen, let animated):
            return queue.reverseUnqueuedTransition(
                by: .popTo(host.identity(of: screen), animated: animated), screens: [])
        case .popToRoot(let animated):
            return queue.reverseUnqueuedTransition(by: .popToRoot(animated: animated), screens: [])
        case .setStack(let screens, let animated):
            return queue.reverseUnqueuedTransition(
                by: .setStack(screens.map(host.identity), animated: animated), screens: screens)
        }
    }

    /// Keeps `request` until a foreign transition of `stack` ended, so it never nests in it; kept requests
    /// keep their order. Returns whether it was kept.
    private func deferBehindForeignTransition(
        _ request: Request, in stack: Stack,
        queue: NavigationQueueCore<PlainStackQueueHost<Stack>>
    ) -> Bool {
        if lanes[stack]?.deferredRequests.isEmpty == false {
            lanes[stack, default: Lane()].deferredRequests.append(request)
            return true
        }
        guard queue.queue?.isIdle ?? true, let running = stack.activeTransitionCoordinator,
            running.isTransition(of: stack)
        else { return false }
        let waits = running.animate(alongsideTransition: nil) { [weak self, weak stack] _ in
            self?.navigation?.host?.scheduleOnNextTurn { [weak self, weak stack] in
                guard let self, let stack else { return }
                let kept = self.lanes[stack]?.deferredRequests ?? []
                self.lanes[stack, default: Lane()].deferredRequests = []
                for request in kept { self.navigate(request, in: stack) }
            }
        }
        guard waits else { return false }
        lanes[stack, default: Lane()].deferredRequests = [request]
        return true
    }

    /// The queue of `stack`, made and connected at first use.
    private func navigationQueue(of stack: Stack) -> NavigationQueueCore<PlainStackQueueHost<Stack>> {
        if let queue = lanes[stack]?.queue { return queue.core }
        let host = PlainStackQueueHost<Stack> { [weak self] action in
            self?.navigation?.host?.scheduleOnNextTurn(action)
        }
        let queue = NavigationQueueCore<PlainStackQueueHost<Stack>>()
        queue.connect(to: stack, host: host)
        queue.reverseRunningTransition = { [weak self, weak stack] in
            guard let self, let stack else { return false }
            return self.navigation?.reverseRunningTransition(of: stack) ?? false
        }
        lanes[stack, default: Lane()].queue = (queue, host)
        navigation?.observeDidShow(of: stack) { [weak queue] shown in queue?.navigationDidShow(shown) }
        return queue
    }
}
