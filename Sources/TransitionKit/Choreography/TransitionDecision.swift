import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What plays for one navigation: decided once, when UIKit asks for an animator, from what is
/// known then; turned into a ``TransitionPlan`` when the transition runs, from the geometry
/// resolved then.
///
/// Every caller that needs to know what plays — the UIKit animator, the plan animator, the preview
/// tool, the scrubber, the SwiftUI router — makes this one decision and this one plan, so a rule
/// changes in one place:
///
/// 1. **Reduce Motion.** Under Reduce Motion or Prefer Cross-Fade Transitions a moving style
///    (zoom, slide, safe-area morph, custom) becomes the cross-fade, unless it opts out with
///    `.reduceMotion(playsAsDesigned: true)`.
/// 2. **Who plays.** Built-in kinds play through the library's plan; `.custom` runs the
///    registration's own animator; `.system` (or no registration) leaves it to the app's delegate
///    or to UIKit. While a gesture waits for this transition, a `.custom` or `.system` one that
///    ends up with no animator plays the slide instead (UIKit ignores an interaction controller
///    without an animation controller).
/// 3. **Toolbars** (bar-less screens). Equal toolbar heights cross-fade the toolbars; different
///    heights (or one missing) morph them, and a slide between them becomes the safe-area morph
///    so the content glides with the toolbar. Without toolbars there are no toolbar elements.
///
/// The decision fixes the kind, the timing and the duration: ``duration`` is what
/// `transitionDuration(using:)` reports, whatever the views turn out to be when the plan is
/// made (a zoom whose views are missing plays its cross-fade fallback with the zoom's timing and
/// duration).
///
/// ## A pop and its push
/// A pop plays its push's motion backwards: the same elements with the sides swapped (the pop's
/// from screen is the push's to screen), each moving from its push end state to its push start
/// state over the mirrored part of the transition (a push window 0.2…0.6 is 0.4…0.8 in the pop),
/// with the pop's own timing running forward. Every built-in follows it except the safe-area
/// morph's insets, which glide from the popped screen's inset to the revealed screen's own so
/// that content lines up under the morphing toolbar.
///
/// ```swift
/// let decision = TransitionDecision.decide(
///     style: .zoom, operation: .push, toolbarHeights: (44, 44))
/// decision.duration                       // what transitionDuration(using:) reports
/// let plan = decision.plan(for: geometry) // when the transition runs
/// ```
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

    /// Who animates.
    package let player: Player
    /// The style the library plays: for ``Player/library`` the decided style (after Reduce Motion
    /// and the toolbar rule); for ``Player/custom`` and ``Player/system`` the one it plays when
    /// they produce no animator while a gesture waits (the slide), else `nil`.
    package let style: TransitionStyle?
    /// The registered style as matched, before Reduce Motion (a `.custom` style keeps its name).
    package let requested: TransitionStyle?
    /// What happens to the two screens' toolbars.
    package let toolbars: ToolbarTransition
    /// Push or pop.
    package let operation: NavigationOperation
    /// The reading direction the plan is laid out in.
    package let layoutDirection: TransitionLayoutDirection

    /// Whether a zoom dismissal drives the leaving screen directly (a drag or pinch started this
    /// pop or dismissal): the screen is then the dismissal's alone. Its plan element is held at its
    /// start — applied before the animator is built, never animated by it, restored when the
    /// transition ends — and no flying copy is made (the dragged screen carries its own image), so
    /// the paused, scrubbed property animator and the dismissal never write one property of one
    /// view. See ``TransitionRun``'s staging.
    var leavingScreenIsDriven = false
    /// Whether the transition leaves its backdrop view under the arriving screen when it finishes
    /// (a presentation whose style's backdrop ``BackdropEnding/staysUnderScreen`` over a presenter
    /// that stays; see ``BackdropEnding/keepsBackdrop(presentersViewStays:)``), handing it to
    /// ``ZoomLookup/keepBackdrop``.
    var keepsBackdrop = false

    /// Whether this pop plays the choreography chosen for the gesture-driven pop — its pair's
    /// `NavigationOperations.interactivePop` registration, or the style's
    /// ``TransitionStyle/interactivePop(_:)`` — because a gesture drives it, instead of the pop a
    /// button or command plays (the push reversed); `false` for every other navigation.
    ///
    /// ``decide(style:operation:layoutDirection:preferences:interactionIsDriving:toolbarHeights:)``
    /// sets it for the style's choice; the navigation delegate also for a registration's.
    package var playsGesturePop = false

    /// The duration UIKit is told (`transitionDuration(using:)`): the played style's, or 0.35 s
    /// (UIKit's own push) when the library plays nothing.
    package var duration: Double { style?.duration ?? 0.35 }

    /// Decides what plays.
    ///
    /// A pop a gesture drives plays the style's ``TransitionStyle/gesturePop`` when it has one.
    ///
    /// - Parameters:
    ///   - style: The matched style (override, registration or default), `nil` when nothing
    ///     matched.
    ///   - operation: Push or pop.
    ///   - layoutDirection: The navigation controller's reading direction.
    ///   - preferences: Reduce Motion and Prefer Cross-Fade Transitions.
    ///   - interactionIsDriving: Whether a gesture waits for this transition.
    ///   - toolbarHeights: The two screens' toolbar heights in points, `nil` for a screen without
    ///     a toolbar (NaN or negative count as 0).
    /// - Returns: The decision.
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

    /// The plan for the geometry resolved when the transition runs.
    ///
    /// Always a plan with this decision's ``duration`` and timing: the style's own, or — for a
    /// decision the library does not play, or a style with no neutral plan — the cross-fade with
    /// the same toolbars.
    ///
    /// - Parameter geometry: Frames, insets, toolbars and zoom views, read after the arriving
    ///   screen was laid out. Its operation and direction are replaced by the decision's.
    /// - Returns: The plan.
    /// - Complexity: O(n) in the number of elements.
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

    /// Creates the settings.
    ///
    /// - Parameters:
    ///   - reduceMotion: Whether Reduce Motion is on.
    ///   - prefersCrossFadeTransitions: Whether Prefer Cross-Fade Transitions is on.
    package init(reduceMotion: Bool = false, prefersCrossFadeTransitions: Bool = false) {
        self.reduceMotion = reduceMotion
        self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
    }

    /// Both off: every style plays as designed.
    package static let standard = MotionPreferences()

    /// The style to play under these settings: the cross-fade for a moving style (zoom, card, slide,
    /// safe-area morph, custom, or one that moves matched views) when either setting is on, unless the style opts out with
    /// `.reduceMotion(playsAsDesigned: true)`; the style itself otherwise.
    ///
    /// - Parameter style: The requested style.
    /// - Returns: The style to play.
    package func resolve(_ style: TransitionStyle) -> TransitionStyle {
        guard style.reduceMotionPolicy == .substituteCrossFade, reduceMotion || prefersCrossFadeTransitions
        else { return style }
        switch style.kind {
        case .zoom, .card, .slide, .safeAreaMorph, .custom: return .crossFade
        case .crossFade, .fade, .system: return style.matching == .unmatched ? style : .crossFade
        }
    }
}
