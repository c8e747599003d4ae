/// An animation controller that says which timing its interruptible animator runs with on its own
/// — the library's animators report their plan's — so that a reversal hands off the velocity the
/// transition has at that moment. UIKit has no such question; an app's animator does not answer
/// and the reversal falls back to the transition's average velocity.
@MainActor
package protocol RunningTimingReporting: AnyObject {
    /// The timing the animator was made with; `nil` before the transition was staged.
    var runningTiming: Timing? { get }
}
