import Foundation

/// The handle on one interactive transition that a ``PanInteractionCoordinator`` gives to
/// whatever drives it: its own pan (and catching touch) and the app's own gesture
/// (`NavigationDelegate.beginInteractivePop(of:)`) — one path for both.
///
/// ```swift
/// if let interaction = coordinator.beginInteractivePop() {
///     interaction.update(progress: 0.3)
///     interaction.end(velocity: 1.5)
/// }
/// ```
///
/// A handle drives one stretch of interaction: from the begin (or catch) that made it to its
/// ``end(velocity:)`` or ``cancel()``. It is active only while its coordinator is interactive in
/// that stretch; afterwards (released, cancelled, caught again through another handle, the
/// transition completed, the navigation controller released) every call is ignored and
/// ``isActive`` is `false`. A handle never drives a later transition.
///
/// A 2-D drag (translation and pinch scale, for a zoom dismissal) is another feed of the same
/// stretch: ``update(translation:scale:)`` and ``end(translationVelocity:scaleVelocity:)`` map it
/// to progress through ``DragProgress`` and end it with the same release policy and hand-off.
@MainActor
package final class InteractionHandle<Ports: PanInteractionPorts>: TransitionInteraction, DecidedRelease {
    private weak var coordinator: PanInteractionCoordinator<Ports>?
    /// The coordinator's stretch number when the handle was made.
    let stretch: UInt64

    /// Creates the handle of the coordinator's current stretch of interaction.
    ///
    /// - Parameters:
    ///   - coordinator: The coordinator (held weakly).
    ///   - stretch: The coordinator's stretch number when the handle was made.
    init(coordinator: PanInteractionCoordinator<Ports>, stretch: UInt64) {
        self.coordinator = coordinator
        self.stretch = stretch
    }

    /// Whether the handle still drives its transition.
    package var isActive: Bool { coordinator?.isDriven(in: stretch) ?? false }

    /// Moves the transition to `progress`; ignored once the handle is not active; NaN is ignored.
    ///
    /// - Parameter progress: 0 = where it started, 1 = complete.
    package func update(progress: Double) {
        driving()?.update(progress: progress)
    }

    /// Lets go: the release policy decides finish or cancel; ignored once the handle is not active.
    ///
    /// - Parameter velocity: Progress per second, positive toward completion; NaN counts as 0.
    package func end(velocity: Double) {
        driving()?.end(velocity: velocity)
    }

    /// Moves the transition by a 2-D drag (``DragProgress``); ignored once the handle is not active.
    ///
    /// - Parameters:
    ///   - translation: The finger's offset from where the drag began, in points.
    ///   - scale: The pinch scale (1 = unchanged).
    package func update(translation: CGPoint, scale: Double) {
        driving()?.update(translation: translation, scale: scale)
    }

    /// Lets go of a 2-D drag: its velocities become a progress velocity (``DragProgress``) and the
    /// release policy decides; ignored once the handle is not active.
    ///
    /// - Parameters:
    ///   - translationVelocity: Points per second.
    ///   - scaleVelocity: Scale per second, negative while pinching in.
    package func end(translationVelocity: CGPoint, scaleVelocity: Double) {
        driving()?.end(translationVelocity: translationVelocity, scaleVelocity: scaleVelocity)
    }

    /// Lets go toward an outcome already decided (the zoom dismissal's ``DismissalPolicy``);
    /// ignored once the handle is not active.
    ///
    /// - Parameters:
    ///   - outcome: Finish or cancel.
    ///   - velocity: Progress per second, positive toward completion; NaN counts as 0.
    package func end(_ outcome: ReleaseOutcome, velocity: Double) {
        driving()?.end(outcome, velocity: velocity)
    }

    /// Cancels the transition (it springs back); ignored once the handle is not active.
    package func cancel() {
        driving()?.cancel()
    }

    /// The coordinator while this handle drives it; a coordinator whose navigation controller
    /// went away ends its interaction first (cancelled, forgotten) and is not returned.
    private func driving() -> PanInteractionCoordinator<Ports>? {
        guard let coordinator, coordinator.isDriven(in: stretch) else { return nil }
        guard coordinator.navigation != nil else {
            coordinator.endWithoutNavigation()
            return nil
        }
        return coordinator
    }
}
