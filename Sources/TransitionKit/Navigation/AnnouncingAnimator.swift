/// The library's own animation controller as the navigation delegate announces it:
/// `TransitionAnimator` on device, a test double in Linux tests.
///
/// ```swift
/// animator.onFinish = { finished in observers.emit(finished ? .didEnd : .didCancel) }
/// event.animateAlongside { badge.alpha = 0 }   // → animator.addAlongsideAnimations
/// ```
///
/// A transition the delegate animates itself and announces through its animator (rather than
/// through the transition coordinator) ends when the animator reports its finish.
@MainActor
protocol AnnouncingAnimator: AnyObject {
    /// Called once with `true` when the transition finished, `false` when it was cancelled.
    var onFinish: ((Bool) -> Void)? { get set }

    /// Adds animations to the transition's property animator (kept until it exists).
    ///
    /// - Parameter animations: Property changes to animate alongside the transition.
    func addAlongsideAnimations(_ animations: @escaping @MainActor () -> Void)
}
