import Foundation

extension PanInteractionCore {
    /// The app's gesture drives a pop as the pan does, or catches a settling one. `nil` (reported) when a
    /// gesture already drives one, nothing is installed, or UIKit refused the pop.
    package func beginInteractivePop() -> InteractionHandle<Ports>? {
        beginInteractive(starting: nil)
    }

    /// As ``beginInteractivePop()``, with `start` (e.g. a scrubber's push) run where the pop would be asked
    /// for.
    func beginInteractiveTransition(starting start: @escaping @MainActor () -> Void)
        -> InteractionHandle<Ports>?
    {
        beginInteractive(starting: start)
    }

    /// A scrubber's Play and Reverse: the transition's own timing from where it is, not the release spring.
    /// `false` (nothing changes) unless a gesture drives a transition.
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
    var transitionProgress: Double? {
        switch machine.phase {
        case .interactive: return machine.progress
        case .settling: return context == nil ? machine.progress : onScreenProgress()
        case .idle, .done: return nil
        }
    }

    /// For an animation controller that never calls `completeTransition`, so the navigation controller is
    /// not left mid-transition.
    func completeOverdueTransition(_ outcome: ReleaseOutcome) {
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

    func isDriven(in stretch: UInt64) -> Bool {
        stretch == self.stretch && machine.phase == .interactive
    }

    private func refuseAppGesture(_ reason: String) -> InteractionHandle<Ports>? {
        Diagnostics.report("driver", "beginInteractivePop: \(reason); returning nil", level: .debug)
        return nil
    }
}
