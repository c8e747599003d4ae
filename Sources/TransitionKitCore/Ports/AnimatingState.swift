/// The state of a property animator: UIKit's `UIViewAnimatingState`, case for case.
///
/// `UIViewAnimating.h`: inactive ("The animation is not executing."), active ("The animation is
/// executing.", running or paused), stopped ("The animation has been stopped and has not
/// transitioned to inactive."). A stopped animator must be finished with
/// ``PropertyAnimating/finishAnimation(at:)`` before anything else.
package enum AnimatingState: Sendable, Hashable, CaseIterable {
    /// Not executing: new, or finished.
    case inactive
    /// Executing: running or paused.
    case active
    /// Stopped and waiting for `finishAnimation(at:)`.
    case stopped
}
