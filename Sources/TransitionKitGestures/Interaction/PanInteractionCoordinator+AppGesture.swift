import Foundation

extension PanInteractionCoordinator {
    /// The app's own gesture begins a pop and drives it through the returned handle, exactly as
    /// the coordinator's pan does: same release policy, hand-off spring, catching and interaction
    /// controller.
    ///
    /// - Idle: asks the navigation controller for the pop (through its gate when it has one);
    ///   returns the handle when UIKit started it interactively.
    /// - A released transition still settling (catchable): catches it where it is on screen and
    ///   returns a new handle driving it from there — the "catch again" of the lifecycle.
    /// - Otherwise `nil`, reported to the diagnostics: a gesture already drives a transition (the
    ///   second begin changes nothing; the first handle keeps driving), the coordinator is not
    ///   installed or its navigation controller is gone, its view is not loaded, UIKit refused the
    ///   pop (nothing to pop, another transition running, no animation controller), or catching is
    ///   off.
    ///
    /// - Returns: The handle, or `nil`.
    package func beginInteractivePop() -> InteractionHandle<Ports>? {
        beginInteractive(starting: nil)
    }

    /// The app begins a transition of its own (a scrubber's push) and drives it through the
    /// returned handle, exactly as ``beginInteractivePop()`` does a pop: `start` runs where the
    /// pop would be asked for (the driver awaits the transition, so the navigation delegate vends
    /// it interactively), and a transition still settling is caught instead of starting another.
    ///
    /// - Parameter start: Asks the navigation controller for the transition, e.g.
    ///   `pushViewController(_:animated: true)`.
    /// - Returns: The handle, or `nil` as for ``beginInteractivePop()`` (reported to the
    ///   diagnostics).
    package func beginInteractiveTransition(starting start: @escaping @MainActor () -> Void)
        -> InteractionHandle<Ports>?
    {
        beginInteractive(starting: start)
    }

    /// Runs the transition the app's handle drives to its end (`.finish`) or back to its start
    /// (`.cancel`) with the transition's own timing from where it is — a scrubber's Play and
    /// Reverse — instead of the release policy and the hand-off spring.
    ///
    /// - Parameter outcome: Finish or cancel.
    /// - Returns: Whether it runs; `false` (nothing changes) unless a gesture drives a transition.
    @discardableResult
    package func run(toward outcome: ReleaseOutcome) -> Bool {
        guard machine.phase == .interactive else { return false }
        releasesWithOwnTiming = true
        defer { releasesWithOwnTiming = false }
        perform(machine.end(outcome, velocity: 0))
        return true
    }

    /// The progress of the transition as it is on screen now (see ``catchRunningTransition()``),
    /// while one is driven or settles; `nil` when the coordinator has no transition.
    package var transitionProgress: Double? {
        switch machine.phase {
        case .interactive: return machine.progress
        case .settling: return context == nil ? machine.progress : onScreenProgress()
        case .idle, .done: return nil
        }
    }

    /// Completes a transition whose animation controller never will (it never calls
    /// `completeTransition`): the context is told `outcome`, so the navigation controller is not
    /// left mid-transition. Does nothing without a transition.
    ///
    /// - Parameter outcome: Whether the transition finished or was cancelled.
    package func completeOverdueTransition(_ outcome: ReleaseOutcome) {
        guard let context else { return }
        context.perform(.completeTransition(outcome == .finish), observer: callObserver)
    }

    private func beginInteractive(starting start: (@MainActor () -> Void)?) -> InteractionHandle<Ports>? {
        guard let navigation, navigation.viewIfLoaded != nil else {
            return refuseAppGesture("the driver is not installed on a navigation controller with a view")
        }
        prepareTracker()
        let effect: InteractionEffect
        switch machine.phase {
        case .interactive:
            return refuseAppGesture("a gesture already drives a transition; the first one keeps driving it")
        case .idle:
            effect = machine.handle(.began(PanSample(translation: .zero, timestamp: clock())))
        case .settling, .done:
            guard machine.acceptsTouchDown else {
                return refuseAppGesture("the running transition cannot be caught")
            }
            effect = catchRunningTransition()
        }
        if case .rejected(let reason) = effect {
            return refuseAppGesture("the interaction refused to begin (\(reason))")
        }
        drivingGesture = nil
        let handle = beginStretch()
        pendingStart = start
        perform(effect)
        pendingStart = nil
        guard isDriven(in: handle.stretch) else {
            return refuseAppGesture("UIKit did not start the pop interactively")
        }
        return handle
    }

    /// Starts a new stretch of interaction and returns its handle; earlier handles stop driving.
    func beginStretch() -> InteractionHandle<Ports> {
        stretch &+= 1
        return InteractionHandle(coordinator: self, stretch: stretch)
    }

    /// Whether the coordinator is interactive in `stretch` (its latest).
    ///
    /// - Parameter stretch: A stretch number a handle was made in.
    func isDriven(in stretch: UInt64) -> Bool {
        stretch == self.stretch && machine.phase == .interactive
    }

    private func refuseAppGesture(_ reason: String) -> InteractionHandle<Ports>? {
        Diagnostics.report("driver", "beginInteractivePop: \(reason); returning nil", level: .debug)
        return nil
    }
}
