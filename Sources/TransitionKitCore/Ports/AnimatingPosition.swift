/// Where a property animator's views end: UIKit's `UIViewAnimatingPosition`, case for case.
///
/// Passed to completion blocks and to ``PropertyAnimating/finishAnimation(at:)``: `.end` leaves
/// the animated properties at their final values, `.start` at their initial values, `.current` at
/// whatever was on screen.
package enum AnimatingPosition: Sendable, Hashable, CaseIterable {
    /// The animations' final values.
    case end
    /// The animations' initial values.
    case start
    /// The values on screen when the animator stopped.
    case current
}
