import Foundation

/// The part of `UIPanGestureRecognizer` (`UIPanGestureRecognizer.h`, `UIGestureRecognizer.h`) the pan
/// driver reads; ``recognizerState`` is `state` as the neutral ``GestureRecognizerState``.
@MainActor
package protocol GestureRecognizerPort: AnyObject {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewPort

    /// `state`.
    var recognizerState: GestureRecognizerState { get }
    /// `isEnabled`: setting `false` while recognizing cancels the gesture.
    var isEnabled: Bool { get set }
    /// `view`: the view the recognizer is attached to.
    var view: PortView? { get }

    /// `translation(in:)`: points moved since the gesture began, in `view`'s coordinates (`nil`: the
    /// window's).
    func translation(in view: PortView?) -> CGPoint
    /// `velocity(in:)`: points per second, in `view`'s coordinates (`nil`: the window's).
    func velocity(in view: PortView?) -> CGPoint
    /// `location(in:)`: the touches' centroid in `view`'s coordinates (`nil`: the window's).
    func location(in view: PortView?) -> CGPoint
    /// `setTranslation(_:in:)`: resets the translation baseline.
    func setTranslation(_ translation: CGPoint, in view: PortView?)
}
