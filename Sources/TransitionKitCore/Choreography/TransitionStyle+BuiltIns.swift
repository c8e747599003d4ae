extension TransitionStyle {
    /// The zoom with its defaults: the pushed screen grows out of a source view.
    ///
    /// The source view's snapshot flies from its frame to the destination view's, morphing its
    /// corner radius; the pushed screen grows from the source frame and fades in over a dimmed
    /// screen below. Pop shrinks back into the source frame re-queried at pop time. Without a
    /// usable, on-screen source it falls back to a cross-fade (see ``plan(for:)``).
    ///
    /// Default timing: a spring of perceptual duration 0.45 s and bounce 0.1 — a lively grow
    /// whose overshoot (≈ 0.15 % of the distance) stays below a point on a phone; its settling
    /// time, ≈ 0.62 s, is the duration.
    public static var zoom: TransitionStyle { zoom() }

    /// `duration` in seconds, `nil` for the spring's settling time.
    package static func zoom(duration: Double? = nil, timing: Timing? = nil) -> TransitionStyle {
        TransitionStyle(kind: .zoom, duration: duration, timing: timing)
    }

    /// The cross-fade with its defaults: the new screen dissolves in over the one being left,
    /// in place, push and pop alike. The screen being left stays opaque until the end, so nothing
    /// behind the two screens shows mid-way.
    ///
    /// Default timing: ease-in-out over 0.3 s — no motion to follow, so a short symmetric blend.
    /// Also the Reduce Motion substitute for every moving transition.
    public static var crossFade: TransitionStyle { crossFade() }

    /// `duration` in seconds.
    package static func crossFade(duration: Double? = nil, timing: Timing? = nil) -> TransitionStyle {
        TransitionStyle(kind: .crossFade, duration: duration, timing: timing)
    }

    /// The safe-area morph with its defaults: a slide during which the destination's content
    /// glides from the source's top inset to its own, and bar-less toolbars morph their height.
    ///
    /// On push and on pop alike the *destination* starts at the source's top inset (on a pop,
    /// the screen below starts from the popped screen's inset) and ends at its own; the source
    /// keeps its insets. Default timing: the slide's critically damped spring, which never
    /// overshoots, so the insets never pass their target and content never jitters.
    public static var safeAreaMorph: TransitionStyle { safeAreaMorph() }

    /// `duration` in seconds, `nil` for the spring's settling time.
    package static func safeAreaMorph(duration: Double? = nil, timing: Timing? = nil) -> TransitionStyle {
        TransitionStyle(kind: .safeAreaMorph, duration: duration, timing: timing)
    }

    /// The system-like slide with its defaults: the pushed screen slides in from the trailing
    /// side, the screen below moves 30 % of the width the other way under a dimming and an edge
    /// shadow; pop mirrors it; right-to-left layouts mirror the x axis.
    ///
    /// Default timing: the spring m = 3, k = 1000, c = 500 with which React Navigation imitates
    /// UIKit's push (REFERENCE §6.4). Its damping ratio (≈ 4.56) is evaluated, and handed to
    /// UIKit, as critical damping with the same natural frequency (√(1000/3) ≈ 18.26 rad/s), as
    /// UIKit does before iOS 17 (§2.2): 99 % of the way after ≈ 0.36 s, settled (ε = 0.001) at
    /// ≈ 0.51 s, which is the duration. An ease-in-out curve of 0.35 s is the curve alternative.
    public static var slide: TransitionStyle { slide() }

    /// `duration` in seconds, `nil` for the spring's settling time.
    package static func slide(duration: Double? = nil, timing: Timing? = nil) -> TransitionStyle {
        TransitionStyle(kind: .slide, duration: duration, timing: timing)
    }

    /// The fade with its defaults: the new screen fades in on top of the old one, which stays
    /// put; push and pop alike.
    ///
    /// Default timing: ease-in-out over 0.25 s, Core Animation's default animation length —
    /// one layer changing opacity needs less time than two.
    public static var fade: TransitionStyle { fade() }

    /// `duration` in seconds.
    package static func fade(duration: Double? = nil, timing: Timing? = nil) -> TransitionStyle {
        TransitionStyle(kind: .fade, duration: duration, timing: timing)
    }

    /// Apps ask with `ScreenTransition.card(from:cornerRadius:)`. `cornerRadius` in points: not finite or
    /// negative → 0, at most 10⁹, so two cards that draw the same are equal.
    package static func card(cornerRadius: Double) -> TransitionStyle {
        var style = TransitionStyle(kind: .card)
        style.zoomEnds.sourceShape = .roundedRect(cornerRadius: TransitionGeometry.storedRadius(cornerRadius))
        return style
    }

    /// UIKit's own transition: the delegate returns no animator. Reduce Motion is left to UIKit.
    public static var system: TransitionStyle { TransitionStyle(kind: .system) }

    /// The app's own animator (`ScreenTransition.custom(_:)` holds its factory), identified by `name`.
    package static func custom(_ name: String) -> TransitionStyle {
        TransitionStyle(kind: .custom(name))
    }
}

extension TransitionStyle.Kind {
    /// The zoom and the card: a drag can follow their dismissal (`ZoomDismissalDriver`), and their source
    /// is re-read at pop time.
    var growsFromSource: Bool {
        switch self {
        case .zoom, .card: return true
        case .crossFade, .safeAreaMorph, .slide, .fade, .system, .custom: return false
        }
    }

    /// The timing a style of this kind gets when none is given.
    var defaultTiming: Timing {
        switch self {
        case .zoom, .card: return .spring(SpringTiming(duration: 0.45, bounce: 0.1))
        case .slide, .safeAreaMorph, .system, .custom:
            return .spring(SpringTiming(mass: 3, stiffness: 1000, damping: 500))
        case .crossFade, .fade: return .curve(.easeInOut)
        }
    }

    /// The duration a style of this kind gets with a curve timing and no explicit duration.
    var defaultCurveDuration: Double {
        switch self {
        case .zoom, .card: return 0.45
        case .crossFade: return 0.3
        case .fade: return 0.25
        case .slide, .safeAreaMorph, .system, .custom: return 0.35
        }
    }
}
