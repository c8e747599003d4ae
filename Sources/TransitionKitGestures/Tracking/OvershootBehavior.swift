/// What progress does when the finger drags past the start (below 0) or past the end (above 1).
///
/// `.clamp` pins progress to `0...1`. `.rubberBand(coefficient:)` lets it stretch beyond with
/// growing resistance, like `UIScrollView` bouncing:
///
///     b(x) = (1 − 1 / (x·c/d + 1))·d        x = overshoot, d = dimension (1 in progress units)
///
/// so progress stays strictly inside `-1...2` and approaches those bounds only as the overshoot
/// grows without limit (an overshoot so large that the formula rounds to a bound gives the
/// nearest double inside it). `UIPercentDrivenInteractiveTransition` clamps values below 0 and shows
/// values above 1 as complete, so the UIKit driver uses `.clamp`; the rubber band is for
/// headless scrubbers and custom plan animators.
///
/// ```swift
/// OvershootBehavior.clamp.apply(1.3)                          // 1.0
/// OvershootBehavior.rubberBand(coefficient: 0.55).apply(1.3)  // ≈ 1.1285
/// ```
package enum OvershootBehavior: Sendable, Hashable {
    /// Progress is pinned to `0...1`.
    case clamp
    /// Progress stretches beyond `0...1` with resistance; `UIScrollView` uses a coefficient of
    /// ``scrollViewCoefficient``. A non-finite or non-positive coefficient behaves as `.clamp`
    /// and compares equal to it, so every behavior equals itself.
    case rubberBand(coefficient: Double)

    /// The band's coefficient, or `nil` when the behavior clamps.
    private var effectiveCoefficient: Double? {
        guard case .rubberBand(let c) = self, c.isFinite, c > 0 else { return nil }
        return c
    }

    /// Whether two behaviors map progress the same way (a band with an unusable coefficient is
    /// `.clamp`).
    package static func == (lhs: OvershootBehavior, rhs: OvershootBehavior) -> Bool {
        lhs.effectiveCoefficient == rhs.effectiveCoefficient
    }

    /// Hashes the effective coefficient.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(effectiveCoefficient)
    }

    /// The rubber-band coefficient `UIScrollView` is reported to use, 0.55.
    static let scrollViewCoefficient = 0.55

    /// The smallest and largest progress this behavior can produce (open bounds for the band).
    var progressRange: ClosedRange<Double> {
        switch self {
        case .clamp: 0...1
        case .rubberBand(let c) where c.isFinite && c > 0: -1...2
        case .rubberBand: 0...1
        }
    }

    /// Maps raw progress to displayed progress.
    ///
    /// - Parameter progress: Raw progress (translation over travel distance). NaN maps to 0;
    ///   ±∞ map to the ends of ``progressRange`` (clamp: 0 or 1; band: just below 2 or above -1).
    /// - Returns: Progress inside ``progressRange``.
    /// - Complexity: O(1), no allocation.
    package func apply(_ progress: Double) -> Double {
        guard !progress.isNaN else { return 0 }
        switch self {
        case .rubberBand(let c) where c.isFinite && c > 0:
            if progress > 1 {
                let stretched =
                    1 + Self.rubberBandOffset(overshoot: progress - 1, dimension: 1, coefficient: c)
                return min(stretched, Self.upperBandLimit)
            }
            if progress < 0 {
                let stretched = -Self.rubberBandOffset(overshoot: -progress, dimension: 1, coefficient: c)
                return max(stretched, Self.lowerBandLimit)
            }
            return progress
        case .clamp, .rubberBand:
            return min(max(progress, 0), 1)
        }
    }

    /// The damped offset for a raw overshoot, `(1 − 1/(x·c/d + 1))·d`.
    ///
    /// For example, overshoot 100 pt on an 812 pt dimension gives 51.510957 pt.
    ///
    /// - Parameters:
    ///   - overshoot: How far past the limit the finger went (x ≥ 0; negative values give 0).
    ///   - dimension: The size that bounds the stretch (d > 0; otherwise the result is 0).
    ///   - coefficient: Resistance `c`; ``scrollViewCoefficient`` by default.
    /// - Returns: The displayed overshoot, in `0..<dimension` for a finite overshoot (one so large
    ///   that the formula rounds to `dimension` gives the double just below it); `dimension` for an
    ///   infinite overshoot.
    static func rubberBandOffset(
        overshoot: Double, dimension: Double, coefficient: Double = scrollViewCoefficient
    ) -> Double {
        guard overshoot > 0, dimension > 0, dimension.isFinite, coefficient > 0, coefficient.isFinite
        else { return 0 }
        guard overshoot.isFinite else { return dimension }
        let offset = (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
        return min(offset, dimension.nextDown)
    }

    /// The largest progress the band shows: the double just below 2.
    private static let upperBandLimit = 2.0.nextDown
    /// The smallest progress the band shows: the double just above -1.
    private static let lowerBandLimit = (-1.0).nextUp
}
