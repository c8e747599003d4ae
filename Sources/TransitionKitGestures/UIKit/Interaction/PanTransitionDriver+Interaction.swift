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

        /// Both recognisers' action: the coordinator reads the state and the readings.
        @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
            coordinator.handle(recognizer)
        }
    }
#endif
