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

        /// Where the transition's alongside animations go.
        enum AlongsideTarget {
            /// The delegate's own animator (added to its property animator).
            case animator(TransitionAnimator)
            /// A transition the delegate does not animate itself.
            case coordinator(any UIViewControllerTransitionCoordinator)
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
        let alongside: AlongsideTarget?

        init(
            phase: Phase, operation: NavigationOperation, from: UIViewController, to: UIViewController,
            isInteractive: Bool, alongside: AlongsideTarget?
        ) {
            self.phase = phase
            self.operation = operation
            self.from = from
            self.to = to
            self.isInteractive = isInteractive
            self.alongside = alongside
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
            guard phase == .willBegin, let alongside else { return }
            switch alongside {
            case .animator(let animator):
                animator.addAlongsideAnimations(animations)
            case .coordinator(let coordinator):
                coordinator.animate(alongsideTransition: { _ in animations() }, completion: nil)
            }
        }
    }
#endif
