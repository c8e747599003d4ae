/// The neutral content of the public `TransitionEvent`: `.willBegin` once, after the arriving screen is
/// laid out, then exactly one of `.didEnd` or `.didCancel`.
@MainActor
package struct TransitionAnnouncement<Screen> {
    /// Where in the transition the announcement is made.
    package enum Phase: Sendable, Hashable, CaseIterable {
        /// The transition is about to run; ``TransitionAnnouncement/alongside`` may add animations.
        case willBegin
        /// The transition finished: `to` is shown.
        case didEnd
        /// The transition was cancelled: `from` is shown again.
        case didCancel
    }

    /// Adds animations that run alongside the transition over a part of its progress: through
    /// the library's own animator (a keyframe in that part) or the transition coordinator.
    package typealias Alongside =
        @MainActor (_ window: TimeWindow, _ animations: @escaping @MainActor () -> Void) -> Void

    package var phase: Phase
    package var operation: NavigationOperation
    package var from: Screen
    package var to: Screen
    /// Whether a gesture drives the transition (as far as known when announced).
    package var isInteractive: Bool
    /// The style the library plays (after Reduce Motion); `nil` when UIKit or the app's own
    /// animator plays the transition.
    package var style: TransitionStyle?
    /// The transition's duration in seconds, as `transitionDuration(using:)` reports it.
    package var duration: Double
    /// The geometry the library's plan was made from (screen frames, the zoom's frames); `nil`
    /// when the library does not play the transition.
    package var geometry: TransitionGeometry?
    /// Where alongside animations go; `nil` except at ``Phase/willBegin``.
    package var alongside: Alongside?
    /// Whether the transition is a modal presentation (`.push`) or dismissal (`.pop`).
    package var isPresentation = false

    /// `duration` is in seconds; `style` and `geometry` are set only when the library plays the transition;
    /// `alongside` is kept only for `.willBegin`.
    init(
        phase: Phase, operation: NavigationOperation, from: Screen, to: Screen, isInteractive: Bool,
        style: TransitionStyle? = nil, duration: Double = 0, geometry: TransitionGeometry? = nil,
        alongside: Alongside? = nil
    ) {
        self.phase = phase
        self.operation = operation
        self.from = from
        self.to = to
        self.isInteractive = isInteractive
        self.style = style
        self.duration = duration
        self.geometry = geometry
        self.alongside = phase == .willBegin ? alongside : nil
    }

    /// Drops the alongside animations.
    func ending(_ phase: Phase) -> TransitionAnnouncement {
        var ending = TransitionAnnouncement(
            phase: phase, operation: operation, from: from, to: to, isInteractive: isInteractive,
            style: style, duration: duration, geometry: geometry)
        ending.isPresentation = isPresentation
        return ending
    }
}
