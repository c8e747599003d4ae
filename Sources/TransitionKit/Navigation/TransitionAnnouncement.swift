/// One moment of a navigation transition as the ``NavigationDelegateCoordinator`` announces it to
/// observers: the neutral content of the public `TransitionEvent`.
///
/// ```swift
/// coordinator.addObserver { announcement in
///     guard announcement.phase == .willBegin else { return }
///     announcement.alongside?({ badge.alpha = 0 })
/// }
/// ```
///
/// Each animated transition is announced `.willBegin` once, then exactly one of `.didEnd` or
/// `.didCancel`.
@MainActor
struct TransitionAnnouncement<Screen> {
    /// Where in the transition the announcement is made.
    enum Phase: Sendable, Hashable, CaseIterable {
        /// The transition is about to run; ``TransitionAnnouncement/alongside`` may add animations.
        case willBegin
        /// The transition finished: `to` is shown.
        case didEnd
        /// The transition was cancelled: `from` is shown again.
        case didCancel
    }

    /// Adds animations that run alongside the transition: through the transition coordinator or
    /// the library's own animator.
    typealias Alongside = @MainActor (_ animations: @escaping @MainActor () -> Void) -> Void

    /// The moment.
    var phase: Phase
    /// Push or pop.
    var operation: NavigationOperation
    /// The screen being left.
    var from: Screen
    /// The screen being shown.
    var to: Screen
    /// Whether a gesture drives the transition (as far as known when announced).
    var isInteractive: Bool
    /// Where alongside animations go; `nil` except at ``Phase/willBegin``.
    var alongside: Alongside?

    /// Creates an announcement.
    ///
    /// - Parameters:
    ///   - phase: The moment.
    ///   - operation: Push or pop.
    ///   - from: The screen being left.
    ///   - to: The screen being shown.
    ///   - isInteractive: Whether a gesture drives it.
    ///   - alongside: Where alongside animations go (kept only for `.willBegin`).
    init(
        phase: Phase, operation: NavigationOperation, from: Screen, to: Screen, isInteractive: Bool,
        alongside: Alongside? = nil
    ) {
        self.phase = phase
        self.operation = operation
        self.from = from
        self.to = to
        self.isInteractive = isInteractive
        self.alongside = phase == .willBegin ? alongside : nil
    }

    /// The same transition at another moment, without alongside animations.
    ///
    /// - Parameter phase: `.didEnd` or `.didCancel`.
    /// - Returns: The announcement of that moment.
    func ending(_ phase: Phase) -> TransitionAnnouncement {
        TransitionAnnouncement(
            phase: phase, operation: operation, from: from, to: to, isInteractive: isInteractive)
    }
}
