import Foundation

/// What a scrubbing session calls on the scrubber's view controller: its stage and its controls.
///
/// ```swift
/// let animator = host.buildStage()                  // the sample screens and the plan's animator
/// host.showProgress(0.3, readout: "0.300")          // slider and readout
/// host.removeStage()                                // after the animator was stopped and finished
/// ```
///
/// On device `TransitionScrubberViewController` conforms: the stage is its ``PlanAnimator`` on
/// sample screens, the animator a `UIViewPropertyAnimator` behind ``PropertyAnimating``. In tests a
/// small host builds a ``PropertyAnimating`` model with one animated view.
@MainActor
package protocol ScrubberHosting: AnyObject {
    /// The animator type (`UIKitPropertyAnimator` on device).
    associatedtype Animator: PropertyAnimating
    /// The stage's view type, in whose coordinates the pan is read (`UIView` on device).
    associatedtype StageView: ViewProperties

    /// `view.window != nil`: whether the scrubber is on screen (the stage is built only then).
    var isInWindow: Bool { get }
    /// The stage's view while a stage exists; its width is the pan's travel distance.
    var stageView: StageView? { get }

    /// Builds the stage (screens and the views of the plan's roles) and returns the animator that
    /// plays the plan on it, inactive.
    ///
    /// - Returns: The plan's animator.
    func buildStage() -> Animator
    /// Removes the stage (the session has stopped and finished its animator first).
    func removeStage()
    /// Shows a progress on the slider and the readout.
    ///
    /// - Parameters:
    ///   - fraction: The progress, 0…1.
    ///   - readout: The text of the readout.
    func showProgress(_ fraction: Double, readout: String)
}

/// The display's frame clock: calls back once per frame while started (a `CADisplayLink` on the
/// main run loop on device).
///
/// A scrubbing session starts it while its animator runs, to draw the slider, and stops it when
/// the animator pauses or the stage goes away; it never starts it twice.
@MainActor
package protocol FrameTicking: AnyObject {
    /// Starts calling `onFrame` once per frame, until ``stop()``.
    ///
    /// - Parameter onFrame: Called on the main thread once per frame.
    func start(onFrame: @escaping @MainActor () -> Void)
    /// Stops the frames (`invalidate()`); the next ``start(onFrame:)`` starts afresh.
    func stop()
}
