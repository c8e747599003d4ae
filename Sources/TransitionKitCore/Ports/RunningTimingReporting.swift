/// The timing an animation controller's interruptible animator runs with, so a reversal hands off the
/// velocity it has now; UIKit has no such question, so an app's animator gets the average velocity.
@MainActor
package protocol RunningTimingReporting: AnyObject {
    /// The timing the animator was made with; `nil` before the transition was staged.
    var runningTiming: Timing? { get }
}
