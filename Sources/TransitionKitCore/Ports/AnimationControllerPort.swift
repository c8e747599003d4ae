/// The part of `UIViewControllerAnimatedTransitioning` (`UIViewControllerTransitioning.h`) an interaction
/// controller needs. Device and model conformances: `PortsInternals`.
@MainActor
package protocol AnimationControllerPort {
    associatedtype Context: TransitionContextPort

    /// `responds(to: #selector(interruptibleAnimator(using:)))`: whether the transition can be
    /// interrupted (started non-interactively and caught later).
    var implementsInterruptibleAnimator: Bool { get }

    /// The same animator for the transition's whole life (`UIViewControllerTransitioning.h`); `nil` when the
    /// controller does not implement it, is gone, or vends an animator the port cannot drive.
    func interruptibleAnimator(using context: Context) -> (any PropertyAnimatorPort)?
    /// The timing the interruptible animator runs with on its own, when the controller says
    /// (``RunningTimingReporting``: the library's animators); `nil` otherwise.
    var runningTiming: Timing? { get }
}
