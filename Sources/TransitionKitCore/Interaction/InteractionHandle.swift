import Foundation

/// One stretch of interaction (from a begin or catch to its end or cancel), handed to the pan, the catching
/// touch and the app's gesture alike; once the stretch is over every call is ignored.
@MainActor
package final class InteractionHandle<Ports: PanInteractionPorts>: TransitionInteraction, DecidedRelease {
    private weak var coordinator: PanInteractionCore<Ports>?
    /// The coordinator's stretch number when the handle was made.
    let stretch: UInt64

    init(coordinator: PanInteractionCore<Ports>, stretch: UInt64) {
        self.coordinator = coordinator
        self.stretch = stretch
    }

    /// Whether the handle still drives its transition.
    package var isActive: Bool { coordinator?.isDriven(in: stretch) ?? false }

    /// Ignored once the handle is not active; NaN is ignored.
    package func update(progress: Double) {
        driving()?.update(progress: progress)
    }

    /// `velocity` in progress per second, positive toward completion; NaN counts as 0.
    package func end(velocity: Double) {
        driving()?.end(velocity: velocity)
    }

    /// `translation` in points from where the drag began; `scale` 1 = no pinch (``DragProgress``).
    package func update(translation: CGPoint, scale: Double) {
        driving()?.update(translation: translation, scale: scale)
    }

    /// Points per second and scale per second (negative while pinching in), mapped by ``DragProgress``.
    package func end(translationVelocity: CGPoint, scaleVelocity: Double) {
        driving()?.end(translationVelocity: translationVelocity, scaleVelocity: scaleVelocity)
    }

    /// Lets go toward an outcome already decided (the zoom dismissal's ``DismissalPolicy``).
    package func end(_ outcome: ReleaseOutcome, velocity: Double) {
        driving()?.end(outcome, velocity: velocity)
    }

    /// Cancels the transition (it springs back); ignored once the handle is not active.
    package func cancel() {
        driving()?.cancel()
    }

    /// The coordinator while this handle drives it; a coordinator whose navigation controller
    /// went away ends its interaction first (cancelled, forgotten) and is not returned.
    private func driving() -> PanInteractionCore<Ports>? {
        guard let coordinator, coordinator.isDriven(in: stretch) else { return nil }
        guard coordinator.navigation != nil else {
            coordinator.endWithoutNavigation()
            return nil
        }
        return coordinator
    }
}
