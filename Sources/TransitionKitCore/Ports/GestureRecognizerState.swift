/// The state of a gesture recogniser: UIKit's `UIGestureRecognizer.State`, case for case
/// (`.recognized` is UIKit's alias of `.ended`).
///
/// `UIGestureRecognizer.h`: a continuous gesture goes `possible → began → changed… → ended`
/// (or `cancelled`); `failed` means the touches were never recognised, and the action is not
/// called for it.
package enum GestureRecognizerState: Sendable, Hashable, CaseIterable {
    /// Not recognised yet (the default).
    case possible
    /// Recognised: the first call of a continuous gesture.
    case began
    /// A change of a recognised gesture.
    case changed
    /// The gesture ended.
    case ended
    /// The gesture was cancelled (by the system, or by disabling the recogniser).
    case cancelled
    /// The touches were not recognised as the gesture.
    case failed
}
