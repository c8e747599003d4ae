import Foundation

/// What a coordinator reads from a pan gesture recognizer: the part of `UIPanGestureRecognizer`
/// (`UIPanGestureRecognizer.h`, `UIGestureRecognizer.h`) the pan driver uses, in UIKit's words.
///
/// ```swift
/// let translation = pan.translation(in: space)
/// let velocity = pan.velocity(in: space)
/// switch pan.recognizerState { case .began: … case .changed: … default: … }
/// ```
///
/// `UIPanGestureRecognizer` conforms (`PortView == UIView`); ``recognizerState`` is `state` as the
/// neutral ``GestureRecognizerState``. In tests `PanGestureModel` replays scripted readings.
@MainActor
package protocol GestureReading: AnyObject {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewProperties

    /// `state`.
    var recognizerState: GestureRecognizerState { get }
    /// `isEnabled`: setting `false` while recognizing cancels the gesture.
    var isEnabled: Bool { get set }
    /// `view`: the view the recognizer is attached to.
    var view: PortView? { get }

    /// `translation(in:)`: points moved since the gesture began, in `view`'s coordinates.
    ///
    /// - Parameter view: The coordinate space, or `nil` for the window's.
    /// - Returns: The translation.
    func translation(in view: PortView?) -> CGPoint
    /// `velocity(in:)`: points per second, in `view`'s coordinates.
    ///
    /// - Parameter view: The coordinate space, or `nil` for the window's.
    /// - Returns: The velocity.
    func velocity(in view: PortView?) -> CGPoint
    /// `location(in:)`: the touches' centroid in `view`'s coordinates.
    ///
    /// - Parameter view: The coordinate space, or `nil` for the window's.
    /// - Returns: The location.
    func location(in view: PortView?) -> CGPoint
    /// `setTranslation(_:in:)`: resets the translation baseline.
    ///
    /// - Parameters:
    ///   - translation: The new translation.
    ///   - view: Its coordinate space.
    func setTranslation(_ translation: CGPoint, in view: PortView?)
}
