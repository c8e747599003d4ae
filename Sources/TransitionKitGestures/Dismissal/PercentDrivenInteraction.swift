import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The interaction handle on a presented screen's dismissal: a presentation has no navigation
/// controller and so no pan driver; the zoom dismissal drives UIKit's percent-driven transition
/// (vended through `beginInteractiveDismissal(of:interaction:)`) through this handle instead, with
/// the same 2-D feed (``DragProgress``) and release rules as ``InteractionHandle``.
///
/// ```swift
/// let handle = PercentDrivenInteraction(transition: percentDriven, referenceDistance: 844)
/// handle.update(translation: CGPoint(x: 0, y: 211), scale: 1)   // percentComplete 0.25
/// handle.end(.finish, velocity: 1.2)                              // finish(), once
/// ```
///
/// ## Release
/// The transition is let go with the finger's velocity: it continues on ``releaseSpring`` starting
/// at the release velocity relative to the progress still to go
/// (``PercentDrivenTransitioning/release(_:spring:)``, as the pan driver releases), so the rest of
/// the dismissal — the screen below, the dimming, observers' `animateAlongside` — moves on at the
/// speed the finger left it.
///
/// ## Outcomes
/// Active from its creation to its first end or cancel; every later call is ignored. NaN progress
/// is ignored; progress is clamped to 0…1. A release without a decided outcome is decided by
/// ``ReleasePolicy/default``.
@MainActor
package final class PercentDrivenInteraction<Transition: PercentDrivenTransitioning>: TransitionInteraction,
    DecidedRelease
{
    private var transition: Transition?
    private let drag: DragProgress
    /// The spring the transition continues with when it is let go; ``SpringTiming/handOff`` by
    /// default.
    package var releaseSpring = SpringTiming.handOff

    /// A handle on `transition`.
    ///
    /// - Parameters:
    ///   - transition: The percent-driven transition UIKit runs the dismissal with.
    ///   - referenceDistance: The vertical distance that is a whole dismissal (the screen's height).
    package init(transition: Transition, referenceDistance: Double) {
        self.transition = transition
        drag = DragProgress(referenceDistance: referenceDistance)
    }

    /// Whether the handle still drives its transition: until its first end or cancel.
    package var isActive: Bool { transition != nil }

    /// Moves the dismissal to `progress` (clamped to 0…1; NaN ignored).
    package func update(progress: Double) {
        guard let transition, !progress.isNaN else { return }
        transition.update(CGFloat(min(max(progress, 0), 1)))
    }

    /// Lets go: ``ReleasePolicy/default`` decides from the progress and `velocity`.
    package func end(velocity: Double) {
        guard let transition else { return }
        end(
            ReleasePolicy.default.resolve(progress: Double(transition.percentComplete), velocity: velocity)
                .outcome,
            velocity: velocity)
    }

    /// Moves the dismissal by a 2-D drag (``DragProgress``).
    package func update(translation: CGPoint, scale: Double) {
        update(progress: drag.progress(translation: translation, scale: scale))
    }

    /// Lets go of a 2-D drag: its velocities become a progress velocity (``DragProgress``).
    package func end(translationVelocity: CGPoint, scaleVelocity: Double) {
        end(velocity: drag.velocity(translationVelocity: translationVelocity, scaleVelocity: scaleVelocity))
    }

    /// Lets go toward `outcome`, once: `finish()` or `cancel()` on ``releaseSpring`` starting at
    /// `velocity` (progress per second; NaN counts as 0) relative to the progress still to go.
    package func end(_ outcome: ReleaseOutcome, velocity: Double) {
        guard let transition else { return }
        self.transition = nil
        transition.release(
            ReleasePolicy.default.decision(
                outcome, progress: Double(transition.percentComplete), velocity: velocity),
            spring: releaseSpring)
    }

    /// Cancels the dismissal.
    package func cancel() {
        end(.cancel, velocity: 0)
    }
}
