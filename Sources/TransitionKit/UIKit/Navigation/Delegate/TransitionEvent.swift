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
        /// Push or pop; a modal presentation reports `.push` and its dismissal `.pop`
        /// (``isPresentation`` tells them from navigation).
        public let operation: NavigationOperation
        /// Whether the transition is a modal presentation or dismissal (see
        /// <doc:Presentations>) rather than a navigation controller's push or pop.
        public let isPresentation: Bool
        /// The screen being left.
        public let from: UIViewController
        /// The screen being shown.
        public let to: UIViewController
        /// Whether a gesture drives the transition: the pan driver's, UIKit's swipe back, or the
        /// app's own (``NavigationDelegate/beginInteractivePop(of:)``, or an interaction
        /// controller of its delegate).
        public let isInteractive: Bool
        /// The style the delegate plays (after Reduce Motion); `nil` when UIKit or the app's own
        /// animator plays the transition.
        public let style: TransitionStyle?
        /// The transition's duration in seconds, as `transitionDuration(using:)` reports it; for
        /// a spring, the time it settles in (ε = 0.001).
        public let duration: Double
        /// The geometry the delegate's plan was made from: the container, both screens' frames and,
        /// for a zoom, the source and destination frames (`geometry?.zoom.sourceFrame`); `nil` when
        /// the delegate does not play the transition.
        public let geometry: TransitionGeometry?
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
            isPresentation = announcement.isPresentation
            from = announcement.from
            to = announcement.to
            isInteractive = announcement.isInteractive
            style = announcement.style
            duration = announcement.duration
            geometry = announcement.geometry
            alongside = announcement.alongside
        }

        /// Runs `animations` alongside the whole transition, following its progress (also when it
        /// is scrubbed, reversed or cancelled).
        ///
        /// Equivalent to ``animateAlongside(from:to:_:)`` from 0 to 1.
        ///
        /// - Parameter animations: Property changes to animate.
        public func animateAlongside(_ animations: @escaping @MainActor () -> Void) {
            alongside?(.full, animations)
        }

        /// Runs `animations` alongside a part of the transition: from `start` to `end` as
        /// fractions of its progress.
        ///
        /// ```swift
        /// event.animateAlongside(from: 0.25, to: 1) { tabBar.alpha = 0 }
        /// ```
        ///
        /// The part is a keyframe of the transition's `UIViewPropertyAnimator`, so it follows
        /// scrubbing, reversal and cancellation like the transition itself. It is a part of the
        /// *progress*, not of the time: under a spring, progress 0.25 is reached early (ζ 0.8
        /// settling in 0.5 s reaches 0.25 after 0.049 s and 0.99 after 0.21 s), so a part late
        /// in the progress plays early in the time.
        ///
        /// Call it while handling ``Phase/willBegin``; on other phases it does nothing. With the
        /// delegate's own animators the animations are added to the transition's animator; on a
        /// transition UIKit or the app's animator plays, they run inside the transition's animation
        /// context: the whole transition directly, a part as a keyframe nested in that context
        /// (`UIView.animateKeyframes`), which takes the transition's duration and curve. A cancelled transition animates the properties back only for the
        /// delegate's own animators and UIKit's; restore anything else on ``Phase/didCancel``.
        ///
        /// ## Bad input
        /// Bounds outside 0…1 are clamped to it (NaN: 0 for `start`, 1 for `end`); a `start`
        /// after `end` is swapped with it. Either is reported to the diagnostics, and the part so
        /// made is played.
        ///
        /// - Parameters:
        ///   - start: Where the animations start, as a fraction of the transition's progress.
        ///   - end: Where they end.
        ///   - animations: Property changes to animate.
        public func animateAlongside(
            from start: Double, to end: Double, _ animations: @escaping @MainActor () -> Void
        ) {
            alongside?(TimeWindow.alongsidePart(from: start, to: end), animations)
        }
    }
#endif
