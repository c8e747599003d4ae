#if canImport(UIKit)
    import UIKit

    /// One moment in the life of a navigation transition, reported to
    /// ``NavigationDelegate/addObserver(_:)`` observers.
    ///
    /// ```swift
    /// transitions.addObserver { event in
    ///     guard event.phase == .willBegin else { return }
    ///     event.animateAlongside { badge.alpha = event.operation == .push ? 0 : 1 }
    /// }
    /// ```
    ///
    /// Each animated transition reports `.willBegin` once, then exactly one of `.didEnd` or
    /// `.didCancel`. Transitions without animation (`animated: false`) report nothing.
    @MainActor
    public struct TransitionEvent {
        /// Where in the transition the event happens.
        public enum Phase: Sendable, Hashable {
            /// The transition is about to run; ``animateAlongside(_:)`` may add animations.
            case willBegin
            /// The transition finished: `to` is shown.
            case didEnd
            /// The transition was cancelled (e.g. an interactive pop let go): `from` is shown again.
            case didCancel
        }

        /// The moment.
        public let phase: Phase
        /// Push or pop.
        public let operation: NavigationOperation
        /// The screen being left.
        public let from: UIViewController
        /// The screen being shown.
        public let to: UIViewController
        /// Whether a gesture drives the transition (as far as known when the event is made).
        public let isInteractive: Bool
        /// Where alongside animations go; `nil` except at ``Phase/willBegin``.
        let alongside: TransitionAnnouncement<UIViewController>.Alongside?

        /// The event of a coordinator's announcement.
        init(_ announcement: TransitionAnnouncement<UIViewController>) {
            switch announcement.phase {
            case .willBegin: phase = .willBegin
            case .didEnd: phase = .didEnd
            case .didCancel: phase = .didCancel
            }
            operation = announcement.operation
            from = announcement.from
            to = announcement.to
            isInteractive = announcement.isInteractive
            alongside = announcement.alongside
        }

        /// Runs `animations` alongside the transition, following its progress (also when it is
        /// scrubbed, reversed or cancelled).
        ///
        /// With the delegate's own animators the animations are added to the transition's
        /// `UIViewPropertyAnimator`; otherwise they go through the transition coordinator's
        /// `animate(alongsideTransition:completion:)`. Only meaningful during ``Phase/willBegin``;
        /// on other phases the call does nothing. A cancelled transition animates the
        /// properties back only for the delegate's own animators and UIKit's; restore anything
        /// else on ``Phase/didCancel``.
        ///
        /// - Parameter animations: Property changes to animate.
        public func animateAlongside(_ animations: @escaping @MainActor () -> Void) {
            alongside?(animations)
        }
    }
#endif
