import Foundation

/// The scrubber's stage and controls as a scrubbing session calls them; `TransitionScrubberViewController`
/// on device, a small host with a `PropertyAnimatorPort` model in tests.
@MainActor
package protocol ScrubberHost: AnyObject {
    /// The animator type (`UIKitPropertyAnimator` on device).
    associatedtype Animator: PropertyAnimatorPort
    /// The stage's view type, in whose coordinates the pan is read (`UIView` on device).
    associatedtype StageView: ViewPort

    /// `view.window != nil`: whether the scrubber is on screen (the stage is built only then).
    var isInWindow: Bool { get }
    /// The stage's view while a stage exists; its width is the pan's travel distance.
    var stageView: StageView? { get }

    /// Builds the screens and role views, and returns the plan's animator, inactive.
    func buildStage() -> Animator
    /// Removes the stage (the session has stopped and finished its animator first).
    func removeStage()
    /// `fraction` 0…1.
    func showProgress(_ fraction: Double, readout: String)
}

/// The display's frame clock (a `CADisplayLink` on the main run loop on device), started while a
/// session's animator runs and never twice.
@MainActor
package protocol FrameTickerPort: AnyObject {
    /// `onFrame` is called on the main thread once per frame.
    func start(onFrame: @escaping @MainActor () -> Void)
    /// Stops the frames (`invalidate()`); the next ``start(onFrame:)`` starts afresh.
    func stop()
}
