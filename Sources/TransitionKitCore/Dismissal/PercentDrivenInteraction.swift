import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The handle on a presented screen's dismissal, which has no navigation controller and so no pan driver:
/// the same 2-D feed and release as ``InteractionHandle``; active until its first end or cancel.
@MainActor
final class PercentDrivenInteraction<Transition: PercentDrivenTransitionPort>: TransitionInteraction,
    DecidedRelease
{
    private var transition: Transition?
    private let drag: DragProgress
    /// The spring the transition continues with when it is let go; ``SpringTiming/handOff`` by
    /// default.
    package var releaseSpring = SpringTiming.handOff

    /// `referenceDistance`: the vertical points that are a whole dismissal (the screen's height).
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

    package func cancel() {
        end(.cancel, velocity: 0)
    }
}
