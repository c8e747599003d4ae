import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What plays for one navigation, decided when UIKit asks for an animator, so ``duration`` is fixed then;
/// every caller makes this one decision and plan (see Choreography internals).
package struct TransitionDecision: Sendable, Hashable {
    /// Who animates the transition.
    package enum Player: Sendable, Hashable {
        /// The library plays ``TransitionDecision/style`` through its plan.
        case library
        /// The registration's own animator (a `.custom` style).
        case custom
        /// The app's delegate, or UIKit's own animation.
        case system
    }

    package let player: Player
    /// For ``Player/library`` the decided style; for the others the slide played when they produce no
    /// animator while a gesture waits, else `nil`.
    package let style: TransitionStyle?
    /// The registered style as matched, before Reduce Motion (a `.custom` style keeps its name).
    package let requested: TransitionStyle?
    /// What happens to the two screens' toolbars.
    package let toolbars: ToolbarTransition
    package let operation: NavigationOperation
    /// The reading direction the plan is laid out in.
    package let layoutDirection: TransitionLayoutDirection

    /// A drag or pinch started this pop: the zoom dismissal owns the leaving screen, whose element is held
    /// at its start and gets no flying copy, so the animator and the dismissal never write one property.
    var leavingScreenIsDriven = false
    /// A presentation whose backdrop stays under the screen over a presenter that stays; the backdrop is
    /// handed to ``ZoomLookup/keepBackdrop``.
    var keepsBackdrop = false

    /// A gesture drives this pop, so it plays the choreography chosen for that (a registration's or the
    /// style's ``TransitionStyle/interactivePop(_:)``) rather than the push reversed.
    package var playsGesturePop = false

    /// The duration UIKit is told (`transitionDuration(using:)`): the played style's, or 0.35 s
    /// (UIKit's own push) when the library plays nothing.
    package var duration: Double { style?.duration ?? 0.35 }

    /// `style` is `nil` when nothing matched; `interactionIsDriving`: a gesture waits for this transition;
    /// `toolbarHeights` in points, `nil` without a toolbar.
    package static func decide(
        style: TransitionStyle?, operation: NavigationOperation,
        layoutDirection: TransitionLayoutDirection = .leftToRight,
        preferences: MotionPreferences = .standard, interactionIsDriving: Bool = false,
        toolbarHeights: (from: Double?, to: Double?) = (nil, nil)
    ) -> TransitionDecision {
        let gesturePop = operation == .pop && interactionIsDriving ? style?.gesturePop : nil
        let style = gesturePop ?? style
        let toolbars = ToolbarTransition.between(
            fromHeight: toolbarHeights.from.map { CGFloat($0) },
            toHeight: toolbarHeights.to.map { CGFloat($0) })
        func played(_ style: TransitionStyle) -> TransitionStyle {
            let resolved = preferences.resolve(style)
            guard resolved.kind == .slide, toolbars == .heightMorph else { return resolved }
            var morph = TransitionStyle(
                kind: .safeAreaMorph, timing: resolved.timing, reduceMotionPolicy: resolved.reduceMotionPolicy
            )
            if let duration = resolved.preferredDuration { morph = morph.duration(duration) }
            return morph
        }
        let fallback = interactionIsDriving ? played(.slide) : nil
        let player: Player
        var playedStyle = style.map(played)
        switch playedStyle?.kind {
        case .zoom, .card, .crossFade, .safeAreaMorph, .slide, .fade:
            player = .library
        case .custom:
            player = .custom
            playedStyle = fallback
        case .system, nil:
            player = .system
            playedStyle = fallback
        }
        var decision = TransitionDecision(
            player: player, style: playedStyle, requested: style,
            toolbars: playedStyle == nil ? .noToolbars : toolbars, operation: operation,
            layoutDirection: layoutDirection)
        decision.playsGesturePop = gesturePop != nil
        return decision
    }

    /// The decision to play when the app's animator or UIKit produce none: the library playing
    /// the fallback ``style``; `nil` when there is none.
    package var fallback: TransitionDecision? {
        guard player != .library, style != nil else { return nil }
        var fallback = TransitionDecision(
            player: .library, style: style, requested: requested, toolbars: toolbars, operation: operation,
            layoutDirection: layoutDirection)
        fallback.leavingScreenIsDriven = leavingScreenIsDriven
        fallback.playsGesturePop = playsGesturePop
        fallback.keepsBackdrop = keepsBackdrop
        return fallback
    }

    /// Always this decision's duration and timing: the style's plan, else the cross-fade. `geometry` is read
    /// after the arriving screen's layout; its operation and direction are replaced by the decision's.
    package func plan(for geometry: TransitionGeometry) -> TransitionPlan {
        var geometry = geometry
        geometry.operation = operation
        geometry.layoutDirection = layoutDirection
        if let plan = style?.plan(for: geometry, toolbars: toolbars) { return plan }
        let crossFade = TransitionStyle(kind: .crossFade, duration: duration, timing: .easeInOut)
        return crossFade.plan(for: geometry, toolbars: toolbars)
            ?? .empty
    }
}

/// The system's motion settings the navigation delegate honors when it decides what plays, read
/// from `UIAccessibility` when a transition starts.
package struct MotionPreferences: Sendable, Hashable {
    /// Settings > Accessibility > Motion > Reduce Motion.
    package var reduceMotion: Bool
    /// Settings > Accessibility > Motion > Prefer Cross-Fade Transitions.
    package var prefersCrossFadeTransitions: Bool

    package init(reduceMotion: Bool = false, prefersCrossFadeTransitions: Bool = false) {
        self.reduceMotion = reduceMotion
        self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
    }

    /// Both off: every style plays as designed.
    package static let standard = MotionPreferences()

    /// Either setting turns a moving style (zoom, card, slide, safe-area morph, custom, or one moving matched
    /// views) into the cross-fade, unless it opts out with `.reduceMotion(playsAsDesigned: true)`.
    package func resolve(_ style: TransitionStyle) -> TransitionStyle {
        guard style.reduceMotionPolicy == .substituteCrossFade, reduceMotion || prefersCrossFadeTransitions
        else { return style }
        switch style.kind {
        case .zoom, .card, .slide, .safeAreaMorph, .custom: return .crossFade
        case .crossFade, .fade, .system: return style.matching == .unmatched ? style : .crossFade
        }
    }
}
