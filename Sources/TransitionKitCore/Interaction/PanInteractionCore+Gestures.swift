import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The gesture half of ``PanInteractionCore``: the recognizers' delegate answers, their
/// action, and catching a running transition.
extension PanInteractionCore {
    /// `gestureRecognizer(_:shouldReceive:)`. The pop pan takes a touch in the band or region of
    /// ``activation``, measured in the navigation controller's view, outside every excluded view.
    package func shouldReceive(_ touch: Ports.Touch, by recognizer: AnyObject) -> Bool {
        endDrivingByALostGesture()
        if recognizer === catcher { return machine.acceptsTouchDown }
        guard let navigation, let view = navigation.viewIfLoaded else { return false }
        popDecider?.touchWillLand(on: navigation)
        refreshSystemPopGestures(duringTransition: false)
        guard !systemPlaysTopPop else { return false }
        // Measured in the navigation controller's view: its leading edge is not the screen's in a
        // form sheet or a split-view column.
        let location = touch.location(in: view)
        return beginPolicy.acceptsTouch(
            at: location.x,
            containerWidth: view.bounds.width,
            activation: activation,
            layoutDirection: navigation.viewLayoutDirection,
            stackCount: navigation.viewControllers.count,
            isTransitionRunning: navigation.activeTransitionCoordinator != nil || isDriving)
            && popGestureRule.acceptsTouch(
                at: location, exclusions: popGestureExclusions?(navigation) ?? [])
    }

    /// `gestureRecognizerShouldBegin(_:)`: the pop pan only for a pop-ward movement the gate allows now.
    package func shouldBegin(_ recognizer: AnyObject) -> Bool {
        if recognizer === catcher { return machine.acceptsTouchDown }
        guard recognizer === pan, let navigation, let view = navigation.viewIfLoaded, !systemPlaysTopPop,
            // A transition that started after the touch landed (a button, a deep link) runs:
            // asking for a pop now would nest it.
            navigation.activeTransitionCoordinator == nil, machine.phase == .idle
        else {
            return false
        }
        return beginPolicy.shouldBegin(
            velocity: pan.velocity(in: view),
            translation: pan.translation(in: view),
            layoutDirection: navigation.viewLayoutDirection,
            navigationAllowsPop: gate?.canBeginInteractivePop ?? true)
    }

    /// `.independent` for the catching recognizer and between the coordinator's two.
    package func arbitration(
        of recognizer: AnyObject, with other: AnyObject, competitor: @autoclosure () -> CompetingGesture
    ) -> GestureArbitration {
        guard recognizer === pan, other !== catcher, let navigation else { return .independent }
        return GestureArbitration.resolve(
            activation: activation, other: competitor(), layoutDirection: navigation.viewLayoutDirection)
    }

    /// The recognizers' action: feeds their state and readings to the interaction.
    package func handle(_ gesture: Ports.Gesture) {
        guard let navigation, let space = navigation.viewIfLoaded else {
            // The navigation controller went away mid-gesture: nothing can be driven or observed
            // any more.
            endWithoutNavigation()
            return
        }
        guard gesture.view != nil else {
            // The recognizer was taken off its view mid-gesture: its touches no longer belong
            // to this navigation controller; a transition it drives springs back.
            endDriving(by: gesture)
            return
        }
        let sample = PanSample(
            translation: gesture.translation(in: space), velocity: gesture.velocity(in: space),
            timestamp: clock())
        switch gesture.recognizerState {
        case .began:
            // A second beginning while one runs is rejected by the machine and changes nothing.
            guard gesture === catcher || machine.phase == .idle else { return }
            prepareTracker()
            let effect: InteractionEffect
            if gesture === catcher {
                // Read the animator only while the machine says the transition can be caught:
                // after completion it must not be asked for its interruptible animator again.
                guard machine.acceptsTouchDown else {
                    catcher.isEnabled = machine.wantsCatchRecognizer
                    return
                }
                effect = catchRunningTransition()
            } else {
                effect = machine.handle(.began(sample))
            }
            if case .rejected = effect {
            } else {
                drivingGesture = gesture
                drivingHandle = beginStretch()
            }
            perform(effect)
        case .changed where gesture === drivingGesture:
            guard let raw = machine.rawProgress(for: sample) else { return }
            machine.record(sample)
            drivingHandle?.update(progress: raw)
        case .ended where gesture === drivingGesture:
            drivingGesture = nil
            let velocity = machine.releaseVelocity(for: sample)
            if let raw = machine.rawProgress(for: sample) {
                machine.record(sample)
                drivingHandle?.update(progress: raw)
            }
            drivingHandle?.end(velocity: velocity)
            drivingHandle = nil
        case .cancelled, .failed:
            endDriving(by: gesture)
        case .changed, .ended, .possible:
            break
        }
    }

    /// A safety net at each new touch: a driving recognizer reset without its action telling us would leave
    /// the interaction waiting for ever, so it is cancelled.
    private func endDrivingByALostGesture() {
        guard let drivingGesture, machine.phase == .interactive else { return }
        switch drivingGesture.recognizerState {
        case .began, .changed: return
        case .possible, .ended, .cancelled, .failed: endDriving(by: drivingGesture)
        }
    }

    /// A catch that stayed a tap resumes instead of cancelling (``InteractionMachine``).
    private func endDriving(by gesture: Ports.Gesture) {
        guard gesture === drivingGesture else { return }
        drivingGesture = nil
        drivingHandle?.cancel()
        drivingHandle = nil
    }

    /// Sizes the tracker to the navigation controller's view before a gesture drives it.
    func prepareTracker() {
        guard let navigation, let view = navigation.viewIfLoaded else { return }
        machine.tracker.travelDistance = view.bounds.width
        machine.tracker.layoutDirection = navigation.viewLayoutDirection
    }

    /// Read after the pause (`UIViewAnimating.h`: "An adopter may also choose to only return a meaningful
    /// result for this property if it is read while the animation is not running"); a refused catch resumes
    /// the release, so the transition is never left paused.
    func catchRunningTransition() -> InteractionEffect {
        let resumption = machine.lastDecision
        interaction?.pause()
        let effect = machine.handle(.touchDown(progress: onScreenProgress()))
        if case .rejected = effect, let resumption {
            release(resumption)
        }
        return effect
    }

    /// The animator's `fractionComplete` (a reversed one reads `1 − progress`, `UIViewAnimating.h`), else the
    /// coordinator's `percentComplete`, else the last `update(_:)`; non-finite readings fall through.
    func onScreenProgress() -> Double {
        if let animator = runningAnimator() {
            animator.perform(.read, observer: callObserver)
            let fraction = Double(animator.fractionComplete)
            let forward = animator.isReversed ? 1 - fraction : fraction
            if forward.isFinite { return forward }
        }
        if let coordinator = navigation?.activeTransitionCoordinator, coordinator.percentComplete.isFinite {
            return Double(coordinator.percentComplete)
        }
        return Double(interaction?.percentComplete ?? 0)
    }

    /// The interruptible animator of the transition being driven, if it has one.
    func runningAnimator() -> (any PropertyAnimatorPort)? {
        guard let context else { return nil }
        return animationController?.interruptibleAnimator(using: context)
    }
}

/// The catching recognizer begins the moment a finger lands, if still `.possible`: a recognizer leaves
/// `.possible` once per gesture (`UIGestureRecognizer.h`).
package enum InstantPanStart {
    /// `begin` moves the recognizer to `.began`; called only while it is `.possible`.
    package static func touchesBegan(in state: GestureRecognizerState, begin: () -> Void) {
        guard state == .possible else { return }
        begin()
    }
}
