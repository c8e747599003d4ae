#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// A pan recogniser that begins the moment a finger lands, so a settling transition can be
    /// caught without waiting for the pan's movement threshold. Translation and velocity work as
    /// for any `UIPanGestureRecognizer`.
    @MainActor
    final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            InstantPanStart.touchesBegan(in: GestureRecognizerState(state)) { state = .began }
        }
    }
#endif
