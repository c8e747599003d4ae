#if canImport(UIKit)
    import UIKit

    /// `UIPanGestureRecognizer` is the ``GestureReading`` port: translation, velocity, location,
    /// `setTranslation(_:in:)`, `isEnabled` and `view` are UIKit's own; the state converts.
    extension UIPanGestureRecognizer: GestureReading {
        package typealias PortView = UIView

        package var recognizerState: GestureRecognizerState { GestureRecognizerState(state) }
    }
#endif
