#if canImport(UIKit)
    import UIKit

    extension TransitionScrubberViewController {
        /// Moves the transition to a progress and pauses it there.
        ///
        /// - Parameter progress: 0 (start) … 1 (end); NaN → 0, clamped.
        public func scrub(to progress: Double) {
            guard let animator else { return }
            let fraction = ScrubPolicy.clampedFraction(progress)
            _ = pause()
            animator.fractionComplete = CGFloat(fraction)
            show(fraction: fraction)
        }

        /// Runs the transition forward from the current progress with its own timing (from the
        /// end, starts over).
        public func play() {
            run(policy.play(.forward, from: pause()))
        }

        /// Runs the transition backward from the current progress with its own timing (from the
        /// start, starts over from the end).
        public func reverse() {
            run(policy.play(.backward, from: pause()))
        }

        func buildControls() {
            stageHost.translatesAutoresizingMaskIntoConstraints = false
            stageHost.addGestureRecognizer(
                UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
            view.addSubview(stageHost)

            let headingLabel = UILabel()
            headingLabel.text = heading
            headingLabel.font = .preferredFont(forTextStyle: .headline)
            readout.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            readout.textAlignment = .right
            let header = UIStackView(arrangedSubviews: [headingLabel, readout])

            slider.minimumValue = 0
            slider.maximumValue = 1
            slider.addTarget(self, action: #selector(sliderMoved(_:)), for: .valueChanged)
            reverseButton.setTitle("◀︎ Reverse", for: .normal)
            reverseButton.addTarget(self, action: #selector(reverseTapped), for: .touchUpInside)
            playButton.setTitle("Play ▶︎", for: .normal)
            playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)
            let row = UIStackView(arrangedSubviews: [reverseButton, slider, playButton])
            row.spacing = 12
            let controls = UIStackView(arrangedSubviews: [header, row])
            controls.axis = .vertical
            controls.spacing = 8
            controls.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(controls)

            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                stageHost.topAnchor.constraint(equalTo: guide.topAnchor),
                stageHost.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                stageHost.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                stageHost.bottomAnchor.constraint(equalTo: controls.topAnchor, constant: -8),
                controls.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                controls.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
                controls.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -12),
            ])
        }

        /// Pauses the animator with `isReversed` cleared and returns its forward progress.
        func pause() -> Double {
            guard let animator, animator.state == .active else { return 0 }
            stopDisplayLink()
            if animator.isRunning { animator.pauseAnimation() }
            animator.isReversed = false
            return ScrubPolicy.clampedFraction(Double(animator.fractionComplete))
        }

        /// Runs the paused animator as `run` says: start fraction, direction, remaining time and
        /// timing (the plan's, or the release spring with its hand-off velocity).
        func run(_ run: ScrubRun) {
            guard let animator, animator.state == .active else { return }
            animator.fractionComplete = CGFloat(run.startFraction)
            animator.isReversed = run.direction.isReversed
            let timing: UITimingCurveProvider
            switch run.timing {
            case .plan:
                timing = plan.timing.timingParameters()
            case .spring(let spring, let initialVelocity):
                let velocity = CGFloat(initialVelocity)
                timing = UISpringTimingParameters(
                    mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
                    damping: CGFloat(spring.damping), initialVelocity: CGVector(dx: velocity, dy: velocity))
            }
            animator.continueAnimation(
                withTimingParameters: timing, durationFactor: CGFloat(run.durationFactor))
            startDisplayLink()
        }

        func show(fraction: Double) {
            slider.value = Float(fraction)
            readout.text = String(format: "%.3f", fraction)
        }

        func startDisplayLink() {
            guard displayLink == nil else { return }
            let proxy = DisplayLinkProxy { [weak self] in self?.tick() }
            displayLink = proxy.start()
        }

        func stopDisplayLink() {
            displayLink?.invalidate()
            displayLink = nil
        }

        private func tick() {
            guard let animator else { return stopDisplayLink() }
            if animator.isRunning {
                let direction: ScrubRun.Direction = animator.isReversed ? .backward : .forward
                show(fraction: direction.forwardFraction(reported: Double(animator.fractionComplete)))
            } else {
                show(fraction: pause())
            }
        }

        @objc private func sliderMoved(_ slider: UISlider) {
            scrub(to: Double(slider.value))
        }

        @objc private func playTapped() { play() }

        @objc private func reverseTapped() { reverse() }

        @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
            guard let stage, let animator else { return }
            let width = stage.view.bounds.width
            switch recognizer.state {
            case .began:
                panStartFraction = pause()
                show(fraction: panStartFraction)
            case .changed:
                let fraction = policy.fraction(
                    translation: recognizer.translation(in: stage.view), from: panStartFraction,
                    travelDistance: width)
                animator.fractionComplete = CGFloat(fraction)
                show(fraction: fraction)
            case .ended:
                let fraction = Double(slider.value)
                run(
                    policy.release(
                        fraction: fraction, velocity: recognizer.velocity(in: stage.view),
                        travelDistance: width))
            default:
                // Cancelled or failed: the transition stays paused where the finger left it.
                break
            }
        }
    }
#endif
