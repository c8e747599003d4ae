import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The gesture half of ``PanInteractionCoordinator``: the recognizers' delegate answers, their
/// action, and catching a running transition.
extension PanInteractionCoordinator {
    /// Whether a recognizer should see a touch (`gestureRecognizer(_:shouldReceive:)`).
    ///
    /// - Parameters:
    ///   - touch: The touch that landed.
    ///   - recognizer: One of the coordinator's recognizers.
    /// - Returns: For the catching recognizer, whether a transition may be caught now; for the
    ///   pop pan, whether a pop may start from where the touch landed (in the band or region of
    ///   the top screen's ``activation``, outside every excluded view).
    package func shouldReceive(_ touch: Ports.Touch, by recognizer: AnyObject) -> Bool {
        endDrivingByALostGesture()
        if recognizer === catcher { return machine.acceptsTouchDown }
        guard let navigation, let view = navigation.viewIfLoaded else { return false }
        touchWillLand?()
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

    /// Whether a recognizer may begin (`gestureRecognizerShouldBegin(_:)`).
    ///
    /// - Parameter recognizer: One of the coordinator's recognizers.
    /// - Returns: For the catching recognizer, whether a transition may be caught now; for the
    ///   pop pan, whether the movement is a pop and the navigation's gate allows one now.
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

    /// Who waits for whom between one of the coordinator's recognizers and another.
    ///
    /// - Parameters:
    ///   - recognizer: One of the coordinator's recognizers.
    ///   - other: The competing recognizer.
    ///   - competitor: What the competing recognizer is.
    /// - Returns: The arbitration; `.independent` for the catching recognizer and between the two.
    func arbitration(
        of recognizer: AnyObject, with other: AnyObject, competitor: @autoclosure () -> CompetingGesture
    ) -> GestureArbitration {
        guard recognizer === pan, other !== catcher, let navigation else { return .independent }
        return GestureArbitration.resolve(
            activation: activation, other: competitor(), layoutDirection: navigation.viewLayoutDirection)
    }

    /// A recognizer's action: feeds its state and readings to the interaction.
    ///
    /// - Parameter gesture: One of the coordinator's recognizers.
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

    /// A safety net for a new touch: the recognizer that drives the transition is no longer
    /// recognizing (it failed or was reset without its action telling the coordinator), so no
    /// finger can end the interaction; it is cancelled rather than left waiting for ever.
    private func endDrivingByALostGesture() {
        guard let drivingGesture, machine.phase == .interactive else { return }
        switch drivingGesture.recognizerState {
        case .began, .changed: return
        case .possible, .ended, .cancelled, .failed: endDriving(by: drivingGesture)
        }
    }

    /// A recognizer stopped driving (cancelled, failed, or taken off its view): the transition it
    /// drives is cancelled (a catch that stayed a tap resumes instead, see ``InteractionMachine``).
    ///
    /// - Parameter gesture: The recognizer.
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

    /// A touch caught the running transition: pauses it, reads where it is on screen, and hands
    /// it to the finger from there.
    ///
    /// The animator is read after the pause (`UIViewAnimating.h`: "An adopter may also choose to
    /// only return a meaningful result for this property if it is read while the animation is not
    /// running"). Should the machine not take the catch, the transition resumes the release it
    /// was settling with, so it is never left paused.
    func catchRunningTransition() -> InteractionEffect {
        let resumption = machine.lastDecision
        interaction?.pause()
        let effect = machine.handle(.touchDown(progress: onScreenProgress()))
        if case .rejected = effect, let resumption {
            release(resumption)
        }
        return effect
    }

    /// The running transition's progress toward its end as it is on screen now.
    ///
    /// The interruptible animator's `fractionComplete` when there is one — counted along the
    /// animator's direction, so a reversed animator (a cancelled transition springing back,
    /// `UIViewAnimating.h`: "Reversed indicates that the animation is running in the reversed
    /// direction") reads `1 − progress`; else the transition coordinator's `percentComplete`;
    /// else the last value passed to `update(_:)`. Non-finite readings fall through to the next.
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
    func runningAnimator() -> (any PropertyAnimating)? {
        guard let context else { return nil }
        return animationController?.interruptibleAnimator(using: context)
    }
}

/// When the catching recognizer (`InstantPanGestureRecognizer`) begins: the moment a finger lands,
/// if it is still possible — a recognizer leaves `.possible` once per gesture
/// (`UIGestureRecognizer.h`), so one that already began, ended, failed or was cancelled is left
/// alone.
///
/// ```swift
/// override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
///     super.touchesBegan(touches, with: event)
///     InstantPanStart.touchesBegan(in: GestureRecognizerState(state)) { state = .began }
/// }
/// ```
package enum InstantPanStart {
    /// A finger landed on the recognizer.
    ///
    /// - Parameters:
    ///   - state: The recognizer's state after UIKit saw the touches.
    ///   - begin: Moves the recognizer to `.began`; called only while it is `.possible`.
    static func touchesBegan(in state: GestureRecognizerState, begin: () -> Void) {
        guard state == .possible else { return }
        begin()
    }
}
