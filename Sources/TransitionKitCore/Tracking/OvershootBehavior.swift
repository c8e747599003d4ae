/// Progress past 0 or 1: pinned, or stretched like `UIScrollView`'s bounce inside `-1...2`. The UIKit
/// driver clamps: `UIPercentDrivenInteractiveTransition` clamps below 0 and shows above 1 as complete.
package enum OvershootBehavior: Sendable, Hashable {
    /// Progress is pinned to `0...1`.
    case clamp
    /// A non-finite or non-positive coefficient behaves as, and equals, `.clamp`: every value equals itself.
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

    /// Raw progress (translation over travel) into ``progressRange``: NaN maps to 0, ±∞ to the ends. O(1).
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

    /// `(1 − 1/(x·c/d + 1))·d`, in `0..<dimension` (`dimension` for an infinite overshoot); 0 for a negative
    /// overshoot or a dimension that is not positive. 100 pt past on 812 pt gives 51.510957 pt.
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
