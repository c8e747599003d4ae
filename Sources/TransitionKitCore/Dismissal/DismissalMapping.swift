import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a zoomed screen follows the finger that drags or pinches it away: the finger's translation
/// and pinch scale in, the screen's ``VisualState`` out.
///
/// ```swift
/// transitions.zoomDismissal?.mapping = DismissalMapping(minimumScale: 0.8, backdrop: .blur(.systemMaterial))
/// ```
///
/// Dragged 200 pt down, that screen follows the finger at scale 0.9.
///
/// ## The mapping
/// With d = the translation's length, m = ``minimumScale`` and D = ``distance``:
/// - **Scale.** `1 − (1 − m) · d / D` until it reaches m at d = D; past it the scale rubber-bands
///   toward 0 as a scroll view past its end (REFERENCE §3.1, c = 0.55, the dimension being m):
///   `m − (1 − 1 / (x · 0.55 / m + 1)) · m` with x = `(d / D − 1) · (1 − m)`. A pinch multiplies
///   it (a pinch out counts as 1: the screen never grows past its size).
/// - **Position.** Follows the finger on the ``followedAxes`` (both for `followsFinger: true`,
///   one with `followsFinger: .vertical`, a player dragged down only) or stays in place; with
///   ``shrinksTowardSource`` the center also moves toward the source's center by the
///   shrink fraction k = `(1 − scale) / (1 − m)` (clamped to `0…1`).
/// - **Corner radius.** ``cornerRadius`` × k, in the screen's own points (the transform scales it).
/// - **Backdrop.** ``backdrop`` at a strength of `1 − k`: full at full size,
///   gone at the minimum scale — or of `k` with ``backdropGrows`` (a dimmer that
///   deepens as the screen shrinks). Settled, it is at its resting strength when restored and
///   gone when dismissed.
/// - **Shadow.** ``shadow``'s opacity times k (see ``DismissalShadow``), gone once settled.
///
/// ```swift
/// // A player dragged down only, lifting off with a shadow:
/// DismissalMapping(followsFinger: .vertical, shadow: .fadingIn(opacity: 0.3, radius: 12))
/// // A media viewer whose dimmer deepens as the photo shrinks:
/// DismissalMapping(backdrop: .dimming(0.6), backdropGrows: true)
/// ```
///
/// ## Bad input
/// Settings are normalized when set and by the initializer, reported to the diagnostics: a minimum
/// scale above 1 or below 0 is clamped into `0…1` (NaN becomes the default 0.6); a distance or
/// corner radius that is not finite, or a distance that is not positive, takes its default (and a
/// negative radius becomes 0); a backdrop's strength outside `0…1` is clamped
/// (`DismissalBackdrop.normalized(_:)`); axes beyond horizontal and vertical are dropped, and an
/// empty set is `followsFinger: false` (the screen scales in place, a defined choice: the card's);
/// a shadow is normalized by ``DismissalShadow``. Readings: a non-finite translation component counts as 0, a
/// non-finite pinch as 1, a negative one as 0; the state's numbers are normalized by
/// ``VisualState`` itself. Every state is defined.
public struct DismissalMapping: Sendable, Hashable {
    /// The axes on which a dragged screen follows the finger.
    ///
    /// `true` is both axes, `false` none (the screen scales in place), so
    /// `DismissalMapping(followsFinger: true)` reads as before.
    public struct Axes: OptionSet, Sendable, Hashable, ExpressibleByBooleanLiteral {
        /// The bits: 1 horizontal, 2 vertical.
        public let rawValue: Int

        /// Creates a set of axes from its bits (see ``rawValue``); other bits are dropped by the
        /// mapping, reported.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Both axes for `true`, none for `false`.
        ///
        /// - Parameter value: Whether the screen follows the finger.
        public init(booleanLiteral value: Bool) { self = value ? .both : [] }

        /// Left and right.
        public static let horizontal = Axes(rawValue: 1)
        /// Up and down.
        public static let vertical = Axes(rawValue: 2)
        /// Both: the screen follows the finger wherever it goes.
        public static let both: Axes = [.horizontal, .vertical]

        /// `point` with the components of the axes not in the set as 0.
        package func followed(_ point: CGPoint) -> CGPoint {
            CGPoint(x: contains(.horizontal) ? point.x : 0, y: contains(.vertical) ? point.y : 0)
        }
    }

    /// The scale the screen reaches after ``distance`` points; normalized into `0…1`.
    public var minimumScale: Double {
        didSet { minimumScale = Self.normalizedMinimumScale(minimumScale) }
    }
    /// The drag, in points, over which the screen shrinks to ``minimumScale``; normalized.
    public var distance: Double {
        didSet { distance = Self.normalizedDistance(distance) }
    }
    /// The corner radius at ``minimumScale``, in the screen's own points; normalized.
    public var cornerRadius: Double {
        didSet { cornerRadius = Self.normalizedCornerRadius(cornerRadius) }
    }
    /// The axes on which the screen follows the finger; none scales it in place (the card).
    /// Normalized when set: bits other than ``Axes/horizontal`` and ``Axes/vertical`` are dropped.
    public var followedAxes: Axes {
        didSet { followedAxes = Self.normalizedAxes(followedAxes) }
    }
    /// Whether the screen's center also moves toward the source it zoomed from as it shrinks.
    public var shrinksTowardSource: Bool
    /// What shows behind the screen while dragged, unless the transition chose its own
    /// (`ScreenTransition.backdrop(_:staysUnderScreen:)`, which the drag plays in this mapping's
    /// direction, ``backdropGrows``); normalized when set (`DismissalBackdrop.normalized(_:)`).
    public var backdrop: DismissalBackdrop {
        didSet { backdrop = backdrop.normalized("DismissalMapping.backdrop") }
    }
    /// Which way the backdrop's strength goes as the screen shrinks: `false` (the default, iOS's
    /// zoom), full at rest and gone at the minimum scale, so the screen below shows; `true`, none at
    /// rest and full at the minimum scale, a dimmer that deepens as the screen is dragged away (a
    /// messenger's media viewer).
    public var backdropGrows: Bool
    /// The shadow under the screen; ``DismissalShadow/none`` by default.
    public var shadow: DismissalShadow

    /// The iOS 18-like feel: down to 0.6 over 400 pt, corners up to 32 pt, following the finger,
    /// behind the zoom's own 0.3 dimming.
    package static let `default` = DismissalMapping()

    /// The App Store card's feel: scales in place to 0.85 over 200 pt, corners up to 16 pt (the coordinator
    /// puts the card's own radius in their place); a 100 pt drag gives scale 0.925 and 8 pt corners.
    package static let card = DismissalMapping(
        minimumScale: 0.85, distance: 200, cornerRadius: 16, followsFinger: false)

    /// Creates a mapping.
    ///
    /// ```swift
    /// DismissalMapping(followsFinger: .vertical, shadow: .fadingIn(opacity: 0.3, radius: 12))
    /// DismissalMapping(minimumScale: 0.85, followsFinger: false)   // scales in place, as the card
    /// ```
    ///
    /// - Parameters:
    ///   - minimumScale: The scale reached after `distance`, 0.6 by default.
    ///   - distance: Points of drag to reach it, 400 by default.
    ///   - cornerRadius: The corner radius at the minimum scale, 32 by default.
    ///   - followsFinger: The axes the screen follows the finger on: both (`true`, the default),
    ///     `.vertical` (down and up only) or none (`false`: it scales in place); the scale still
    ///     follows the whole drag.
    ///   - shrinksTowardSource: Move toward the source while shrinking, `false` by default.
    ///   - backdrop: What shows behind, `.dimming(0.3)` by default.
    ///   - backdropGrows: Whether the backdrop deepens as the screen shrinks instead of fading,
    ///     `false` by default.
    ///   - shadow: The shadow under the screen, none by default.
    public init(
        minimumScale: Double = 0.6, distance: Double = 400, cornerRadius: Double = 32,
        followsFinger: Axes = .both, shrinksTowardSource: Bool = false,
        backdrop: DismissalBackdrop = .dimming(0.3), backdropGrows: Bool = false,
        shadow: DismissalShadow = .none
    ) {
        self.minimumScale = Self.normalizedMinimumScale(minimumScale)
        self.distance = Self.normalizedDistance(distance)
        self.cornerRadius = Self.normalizedCornerRadius(cornerRadius)
        self.followedAxes = Self.normalizedAxes(followsFinger)
        self.shrinksTowardSource = shrinksTowardSource
        self.backdrop = backdrop.normalized("DismissalMapping.backdrop")
        self.backdropGrows = backdropGrows
        self.shadow = shadow
    }

    /// A scale in `0…1` for a translation in points from rest and a pinch scale (1 = none). O(1).
    package func scale(translation: CGPoint, pinchScale: Double = 1) -> Double {
        let t = DismissalPolicy.sanitized(translation)
        let d = (Double(t.x) * Double(t.x) + Double(t.y) * Double(t.y)).squareRoot()
        let m = minimumScale
        let f = d / distance
        let dragged: Double
        if f <= 1 {
            dragged = 1 - (1 - m) * f
        } else {
            let overshoot = (f - 1) * (1 - m)
            dragged = m > 0 ? m - (1 - 1 / (overshoot * 0.55 / m + 1)) * m : 0
        }
        return max(dragged, 0) * min(DismissalPolicy.sanitizedScale(pinchScale), 1)
    }

    /// `(1 − scale) / (1 − minimumScale)` in `0…1` (0 when the minimum is 1).
    package func shrinkFraction(scale: Double) -> Double {
        guard minimumScale < 1, scale.isFinite else { return 0 }
        return min(max((1 - scale) / (1 - minimumScale), 0), 1)
    }

    /// In `0…1`: 1 at full size and 0 at ``minimumScale`` and below, the other way round when
    /// ``backdropGrows``.
    package func backdropFraction(scale: Double) -> Double {
        backdropGrows ? shrinkFraction(scale: scale) : 1 - shrinkFraction(scale: scale)
    }

    /// 0 when dismissed: the backdrop leaves with the screen rather than vanishing.
    package func settledBackdropFraction(_ outcome: DismissalOutcome) -> Double {
        outcome == .restore ? backdropFraction(scale: 1) : 0
    }

    /// The shadow's share of ``DismissalShadow/opacity`` in `0…1`; 0 once settled (the springs take it away).
    package func shadowFraction(scale: Double) -> Double {
        shrinkFraction(scale: scale)
    }

    /// `frame` (the resting frame in the container) with the transform (scale, then the center's offset) and
    /// corner radius; `source` is for ``shrinksTowardSource``. O(1).
    package func screenState(
        frame: CGRect, translation: CGPoint, pinchScale: Double = 1, source: CGRect? = nil
    ) -> VisualState {
        let scale = scale(translation: translation, pinchScale: pinchScale)
        let k = shrinkFraction(scale: scale)
        let t = followedAxes.followed(DismissalPolicy.sanitized(translation))
        var offsetX = Double(t.x)
        var offsetY = Double(t.y)
        if shrinksTowardSource, let source, Double(source.midX).isFinite, Double(source.midY).isFinite {
            offsetX += Double(source.midX - frame.midX) * k
            offsetY += Double(source.midY - frame.midY) * k
        }
        return VisualState(
            frame: frame, cornerRadius: cornerRadius * k,
            transform: Transform2D(scaleX: scale, scaleY: scale, translationX: offsetX, translationY: offsetY)
        )
    }

    private static func normalizedAxes(_ axes: Axes) -> Axes {
        let known = axes.intersection(.both)
        if known != axes {
            Diagnostics.report(
                "dismissal",
                "DismissalMapping.followedAxes \(axes.rawValue) names unknown axes; using \(known.rawValue)")
        }
        return known
    }

    private static func normalizedMinimumScale(_ scale: Double) -> Double {
        guard !scale.isNaN else {
            Diagnostics.report("dismissal", "DismissalMapping.minimumScale is NaN; using 0.6")
            return 0.6
        }
        if scale < 0 || scale > 1 {
            Diagnostics.report("dismissal", "DismissalMapping.minimumScale \(scale) is outside 0…1; clamped")
        }
        return min(max(scale, 0), 1)
    }

    private static func normalizedDistance(_ distance: Double) -> Double {
        guard distance.isFinite, distance > 0 else {
            Diagnostics.report(
                "dismissal", "DismissalMapping.distance \(distance) is not positive and finite; using 400")
            return 400
        }
        return distance
    }

    private static func normalizedCornerRadius(_ radius: Double) -> Double {
        guard radius.isFinite else {
            Diagnostics.report("dismissal", "DismissalMapping.cornerRadius \(radius) is not finite; using 32")
            return 32
        }
        return max(radius, 0)
    }
}
