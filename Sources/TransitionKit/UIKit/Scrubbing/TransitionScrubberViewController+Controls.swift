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

        /// Ends the scrubbed push or pop: finishes it from half way on, cancels it below, with its
        /// own timing; the next control starts it again. On a sample stage, starts over at 0.
        public func done() {
            session.done()
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
            doneButton.setTitle("Done", for: .normal)
            doneButton.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
            doneButton.isHidden = navigationScrubber == nil
            headingLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            header.addArrangedSubview(doneButton)
            notice.numberOfLines = 0
            notice.textAlignment = .center
            notice.isHidden = true
            notice.translatesAutoresizingMaskIntoConstraints = false
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

            navigationScrubber?.adopt(by: self, in: stageHost)
            view.addSubview(notice)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                notice.centerYAnchor.constraint(equalTo: stageHost.centerYAnchor),
                notice.leadingAnchor.constraint(equalTo: stageHost.leadingAnchor, constant: 24),
                notice.trailingAnchor.constraint(equalTo: stageHost.trailingAnchor, constant: -24),
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

        @objc private func doneTapped() { session.done() }

        @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
            session.drag(recognizer)
        }
    }
#endif
