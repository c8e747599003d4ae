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
        perform(effect)
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
