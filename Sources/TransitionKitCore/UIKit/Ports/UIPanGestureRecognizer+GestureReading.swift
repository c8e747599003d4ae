#if canImport(UIKit)
    import UIKit

    /// `UIPanGestureRecognizer` is the ``GestureReading`` port: translation, velocity, location,
    /// `setTranslation(_:in:)`, `isEnabled` and `view` are UIKit's own; the state converts.
    extension UIPanGestureRecognizer: GestureReading {
        /// The view type: `UIView`.
        package typealias PortView = UIView

        /// `state`, neutral.
        package var recognizerState: GestureRecognizerState { GestureRecognizerState(state) }
    }
#endif
