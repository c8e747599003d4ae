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
            controls.session = session
            view.addSubview(controls)
            navigationScrubber?.adopt(by: self, in: stageHost)
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

        @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
            session.drag(recognizer)
        }
    }
#endif
