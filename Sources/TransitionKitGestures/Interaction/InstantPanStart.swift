/// When the catching recogniser (`InstantPanGestureRecognizer`) begins: the moment a finger lands,
/// if it is still possible — a recogniser leaves `.possible` once per gesture
/// (`UIGestureRecognizer.h`), so one that already began, ended, failed or was cancelled is left
/// alone.
///
/// ```swift
/// override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
///     super.touchesBegan(touches, with: event)
///     InstantPanStart.touchesBegan(in: GestureRecognizerState(state)) { state = .began }
/// }
/// ```
package enum InstantPanStart {
    /// A finger landed on the recogniser.
    ///
    /// - Parameters:
    ///   - state: The recogniser's state after UIKit saw the touches.
    ///   - begin: Moves the recogniser to `.began`; called only while it is `.possible`.
    package static func touchesBegan(in state: GestureRecognizerState, begin: () -> Void) {
        guard state == .possible else { return }
        begin()
    }
}
