#if canImport(UIKit)
    import UIKit

    extension PanTransitionDriver {
        func configureRecognizers() {
            panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
            panGestureRecognizer.delegate = etiquette
            panGestureRecognizer.maximumNumberOfTouches = 1
            catchRecognizer.addTarget(self, action: #selector(handlePan(_:)))
            catchRecognizer.delegate = etiquette
            catchRecognizer.maximumNumberOfTouches = 1
            // A touch that only taps (a Back button during a push) still reaches its view; the
            // transition resumes as it was (see the machine's tap slop).
            catchRecognizer.cancelsTouchesInView = false
            catchRecognizer.isEnabled = false
        }

        /// Both recognizers' action: the coordinator reads the state and the readings.
        @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
            coordinator.handle(recognizer)
        }
    }

    import UIKit.UIGestureRecognizerSubclass

    /// Begins the moment a finger lands, so a settling transition is caught without waiting for the pan's
    /// movement threshold.
    @MainActor
    final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            InstantPanStart.touchesBegan(in: GestureRecognizerState(state)) { state = .began }
        }
    }
#endif
