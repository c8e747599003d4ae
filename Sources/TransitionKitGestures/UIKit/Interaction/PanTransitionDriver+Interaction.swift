#if canImport(UIKit)
    import UIKit

    extension PanTransitionDriver {
        func configureRecognizers() {
            panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
            panGestureRecognizer.delegate = self
            panGestureRecognizer.maximumNumberOfTouches = 1
            catchRecognizer.addTarget(self, action: #selector(handlePan(_:)))
            catchRecognizer.delegate = self
            catchRecognizer.maximumNumberOfTouches = 1
            // A touch that only taps (a Back button during a push) still reaches its view; the
            // transition resumes as it was (see the machine's tap slop).
            catchRecognizer.cancelsTouchesInView = false
            catchRecognizer.isEnabled = false
        }

        /// Points the screen-edge recogniser at the leading edge of the current layout direction.
        func refreshEdge() {
            guard let edgePan = panGestureRecognizer as? UIScreenEdgePanGestureRecognizer,
                let view = navigationController?.view
            else { return }
            edgePan.edges =
                TransitionLayoutDirection(view.effectiveUserInterfaceLayoutDirection).leadingScreenEdge
        }

        /// Sizes the tracker to the navigation controller's view before a gesture drives it.
        func prepareTracker() {
            guard let view = navigationController?.view else { return }
            machine.tracker.travelDistance = view.bounds.width
            machine.tracker.layoutDirection = TransitionLayoutDirection(
                view.effectiveUserInterfaceLayoutDirection)
        }

        @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
            let space = navigationController?.view ?? recognizer.view
            let sample = PanSample(
                translation: recognizer.translation(in: space),
                velocity: recognizer.velocity(in: space),
                timestamp: ProcessInfo.processInfo.systemUptime)
            switch recognizer.state {
            case .began:
                prepareTracker()
                let event: InteractionEvent
                if recognizer === catchRecognizer {
                    // Read the animator only while the machine says the transition can be caught:
                    // after completion it must not be asked for its interruptible animator again.
                    guard machine.acceptsTouchDown else {
                        catchRecognizer.isEnabled = machine.wantsCatchRecognizer
                        return
                    }
                    event = .touchDown(progress: caughtProgress())
                } else {
                    event = .began(sample)
                }
                let effect = machine.handle(event)
                if case .rejected = effect {} else { drivingRecognizer = recognizer }
                perform(effect)
            case .changed where recognizer === drivingRecognizer:
                perform(machine.handle(.changed(sample)))
            case .ended where recognizer === drivingRecognizer:
                drivingRecognizer = nil
                perform(machine.handle(.ended(sample)))
            case .cancelled where recognizer === drivingRecognizer,
                .failed where recognizer === drivingRecognizer:
                drivingRecognizer = nil
                perform(machine.handle(.cancelled))
            default:
                break
            }
        }

        /// The progress of the running transition, read when a touch catches it: the
        /// interruptible animator's `fractionComplete` when there is one, else the coordinator's
        /// `percentComplete`, else the last value passed to `update(_:)`.
        func caughtProgress() -> Double {
            if let context, let animator = animationController?.interruptibleAnimator?(using: context) {
                return Double(animator.fractionComplete)
            }
            if let coordinator = navigationController?.transitionCoordinator {
                return Double(coordinator.percentComplete)
            }
            return Double(percentComplete)
        }

        /// Performs what the interaction machine answered.
        func perform(_ effect: InteractionEffect) {
            switch effect {
            case .noEffect, .rejected:
                break
            case .beginTransition:
                beginTransition()
            case .update(let progress):
                update(CGFloat(progress))
            case .pause(let progress):
                pause()
                update(CGFloat(progress))
            case .release(let decision):
                release(decision)
            case .complete:
                didComplete()
            }
            catchRecognizer.isEnabled = machine.wantsCatchRecognizer
        }

        private func beginTransition() {
            guard let navigationController else {
                perform(machine.handle(.transitionRefused))
                return
            }
            vendedForCatching = false
            wantsInteractiveStart = true
            // A controller that serialises navigation starts the pop now or drops it; it never
            // queues it to run later without the finger.
            if let gate = navigationController as? any InteractivePopGating {
                gate.beginInteractivePop()
            } else {
                navigationController.popViewController(animated: true)
            }
            // UIKit answers synchronously whether the pop runs with this driver; if it does not
            // (no animation controller, no interaction controller, pop refused) nothing can be
            // driven, and the machine returns to idle without a completion.
            if navigationController.transitionCoordinator?.initiallyInteractive != true {
                perform(machine.handle(.transitionRefused))
            }
        }

        private func release(_ decision: ReleaseDecision) {
            let spring = releaseSpring
            let velocity = CGFloat(decision.initialVelocity)
            timingCurve = UISpringTimingParameters(
                mass: CGFloat(spring.mass),
                stiffness: CGFloat(spring.stiffness),
                damping: CGFloat(spring.damping),
                initialVelocity: CGVector(dx: velocity, dy: velocity))
            // Animators that are not interruptible ignore `timingCurve`; UIKit completes them with
            // `completionCurve` over `remaining · duration / completionSpeed` seconds.
            completionCurve = .easeOut
            completionSpeed = CGFloat(
                spring.completionSpeed(
                    remainingDistance: decision.remainingDistance, transitionDuration: Double(duration)))
            switch decision.outcome {
            case .finish: finish()
            case .cancel: cancel()
            }
        }

        /// Reports the transition's completion to the machine once UIKit completed it, unless
        /// the driver has moved on to another transition by then (its completion is not this
        /// one's).
        func observeCompletion(of transitionContext: any UIViewControllerContextTransitioning) {
            let coordinator =
                navigationController?.transitionCoordinator
                ?? transitionContext.viewController(forKey: .from)?.transitionCoordinator
            guard let coordinator else { return }
            coordinator.animate(alongsideTransition: nil) { [weak self] coordinatorContext in
                guard let self, self.context === transitionContext else { return }
                self.perform(
                    self.machine.handle(
                        .completed(ReleaseOutcome(transitionWasCancelled: coordinatorContext.isCancelled))))
            }
        }

        /// Forgets the transition: the catching recogniser is disabled at once (a touch can no
        /// longer reach a finished transition's animator), the context released, the machine reset.
        func didComplete() {
            catchRecognizer.isEnabled = false
            context = nil
            animationController = nil
            drivingRecognizer = nil
            machine.reset()
        }

        func operation(of transitionContext: any UIViewControllerContextTransitioning) -> NavigationOperation
        {
            let from = transitionContext.viewController(forKey: .from)
            let remains = from.map { navigationController?.viewControllers.contains($0) ?? false } ?? false
            return NavigationOperation.inferred(fromScreenRemainsOnStack: remains)
        }
    }
#endif
