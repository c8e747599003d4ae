#if canImport(UIKit)
    import UIKit

    extension TransitionScrubberViewController {
        /// Moves the transition to a progress and pauses it there.
        ///
        /// Called before the scrubber is on screen (a playground page configuring it), the
        /// transition starts there once it is.
        ///
        /// - Parameter progress: 0 (start) … 1 (end); NaN → 0, clamped.
        public func scrub(to progress: Double) {
            session.scrub(to: progress)
        }

        /// Runs the transition forward from the current progress with its own timing (from the
        /// end, starts over); called before the scrubber is on screen, once it is.
        public func play() {
            session.play()
        }

        /// Runs the transition backward from the current progress with its own timing (from the
        /// start, starts over from the end); called before the scrubber is on screen, once it is.
        public func reverse() {
            session.reverse()
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

        @objc private func sliderMoved(_ slider: UISlider) {
            session.scrub(to: Double(slider.value))
        }

        @objc private func playTapped() { session.play() }

        @objc private func reverseTapped() { session.reverse() }

        @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
            session.pan(recognizer)
        }
    }
#endif
