import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A cubic Bézier timing curve, as used by Core Animation and `UICubicTimingParameters`.
///
/// The curve runs from (0, 0) to (1, 1) through two control points. Input is a fraction of the
/// animation's duration, output is a fraction of the distance travelled:
///
/// ```swift
/// let curve = TimingCurve.easeInOut
/// curve.value(at: 0.25)   // 0.12916193…
/// curve.slope(at: 0.5)    // 1.72413793…
/// ```
///
/// The solver inverts the curve's x polynomial with Newton–Raphson, falling back to bisection,
/// and is accurate to well below 1e-9 for every curve with control points inside the unit square.
///
/// ## Bad input
/// - Control-point x coordinates are clamped to 0…1 so that the curve stays a function of time
///   (Core Animation requires the same), and an x within 10⁻⁹ of 0 or 1 becomes 0 or 1 (so the
///   end slopes stay finite). y coordinates may leave 0…1 (anticipation, overshoot); they are
///   clamped to ±10⁶, so every value and slope is finite.
/// - A non-finite coordinate is replaced by the matching coordinate of ``linear``.
/// - ``value(at:)`` and its slope clamp their input to 0…1 (NaN counts as 0) instead of
///   extrapolating the curve.
public struct TimingCurve: Sendable, Hashable {
    /// The first control point (the curve's tangent at its start).
    package var controlPoint1: CGPoint { CGPoint(x: x1, y: y1) }
    /// The second control point (the curve's tangent at its end).
    package var controlPoint2: CGPoint { CGPoint(x: x2, y: y2) }

    private let x1: Double
    private let y1: Double
    private let x2: Double
    private let y2: Double
    /// The control points this curve reverses, so reversing again gives them back exactly (1 − (1 − 0.1) is
    /// 0.09999999999999998). Not part of the value: equality and hashing read the points only.
    private let reversalOf: ControlPoints?

    /// The four coordinates of a curve's control points.
    private struct ControlPoints: Sendable {
        let x1: Double
        let y1: Double
        let x2: Double
        let y2: Double
    }

    /// Creates a curve from two control points.
    ///
    /// - Parameters:
    ///   - controlPoint1: The first control point; x is clamped to 0…1.
    ///   - controlPoint2: The second control point; x is clamped to 0…1.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        x1 = Self.sanitized(Double(controlPoint1.x), fallback: 0, clampToUnit: true)
        y1 = Self.sanitized(Double(controlPoint1.y), fallback: 0, clampToUnit: false)
        x2 = Self.sanitized(Double(controlPoint2.x), fallback: 1, clampToUnit: true)
        y2 = Self.sanitized(Double(controlPoint2.y), fallback: 1, clampToUnit: false)
        reversalOf = nil
    }

    /// Whether two curves have the same control points (however they were reached).
    public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Starts slowly: control points (0.42, 0) and (1, 1), as `UIView.AnimationCurve.easeIn`.
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Ends slowly: control points (0, 0) and (0.58, 1), as `UIView.AnimationCurve.easeOut`.
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1), as
    /// `UIView.AnimationCurve.easeInOut` (UIKit's default for block animations).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's default curve, (0.25, 0.1) and (0.25, 1): what `UICubicTimingParameters()`
    /// uses and what most system animations follow.
    package static let systemDefault = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The progress reached at a fraction of the duration.
    ///
    /// - Parameter time: A fraction of the duration; clamped to 0…1, NaN counts as 0.
    /// - Returns: The fraction of the distance travelled; exactly 0 at 0 and exactly 1 at 1.
    /// - Complexity: O(1); allocates nothing.
    public func value(at time: Double) -> Double {
        let u = Self.clampedUnit(time)
        if u == 0 { return 0 }
        if u == 1 { return 1 }
        return sampleY(solveParameter(forX: u))
    }

    /// Progress per unit of time fraction (`time` clamped to 0…1, NaN → 0); divide by the duration for
    /// progress per second. At the ends it follows the nearest non-degenerate control point. O(1).
    package func slope(at time: Double) -> Double {
        let u = Self.clampedUnit(time)
        if u == 0 { return startGradient }
        if u == 1 { return endGradient }
        let s = solveParameter(forX: u)
        let dx = derivativeX(s)
        guard abs(dx) > 1e-12 else { return 0 }
        return derivativeY(s) / dx
    }

    /// `reversed().value(at: t) == 1 - value(at: 1 - t)`: (x, y) → (1 − x, 1 − y), swapped; reversing twice
    /// gives back `self` bit for bit.
    package func reversed() -> TimingCurve {
        let points = ControlPoints(x1: x1, y1: y1, x2: x2, y2: y2)
        guard let original = reversalOf else {
            return TimingCurve(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1, reversalOf: points)
        }
        return TimingCurve(
            x1: original.x1, y1: original.y1, x2: original.x2, y2: original.y2, reversalOf: points)
    }

    // MARK: - Solver

    private init(x1: Double, y1: Double, x2: Double, y2: Double, reversalOf: ControlPoints? = nil) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.reversalOf = reversalOf
    }

    private static func sanitized(_ value: Double, fallback: Double, clampToUnit: Bool) -> Double {
        guard value.isFinite else { return fallback }
        guard clampToUnit else { return min(max(value, -1e6), 1e6) }
        if value < 1e-9 { return 0 }
        if value > 1 - 1e-9 { return 1 }
        return value
    }

    private static func clampedUnit(_ value: Double) -> Double {
        guard value > 0 else { return 0 }  // also catches NaN
        return min(value, 1)
    }

    private func sampleX(_ s: Double) -> Double {
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx
        let ax = 1 - cx - bx
        return ((ax * s + bx) * s + cx) * s
    }

    private func sampleY(_ s: Double) -> Double {
        let cy = 3 * y1
        let by = 3 * (y2 - y1) - cy
        let ay = 1 - cy - by
        return ((ay * s + by) * s + cy) * s
    }

    private func derivativeX(_ s: Double) -> Double {
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx
        let ax = 1 - cx - bx
        return (3 * ax * s + 2 * bx) * s + cx
    }

    private func derivativeY(_ s: Double) -> Double {
        let cy = 3 * y1
        let by = 3 * (y2 - y1) - cy
        let ay = 1 - cy - by
        return (3 * ay * s + 2 * by) * s + cy
    }

    /// Solves `X(s) = x` for the curve parameter `s` in 0…1.
    private func solveParameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        // Newton–Raphson from s = x converges in a handful of steps for ordinary curves.
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < tolerance { return s }
            let slope = derivativeX(s)
            guard abs(slope) > 1e-7 else { break }
            let next = s - error / slope
            guard next >= 0, next <= 1 else { break }
            s = next
        }
        // Bisection always converges because X is monotone on 0…1 for x control points in 0…1.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = sampleX(s)
            if abs(value - x) < tolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    private var startGradient: Double {
        if x1 > 0 { return y1 / x1 }
        if y1 == 0, x2 > 0 { return y2 / x2 }
        if y1 == 0, y2 == 0 { return 1 }
        return 0
    }

    private var endGradient: Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if y2 == 1, x1 < 1 { return (y1 - 1) / (x1 - 1) }
        if y1 == 1, y2 == 1 { return 1 }
        return 0
    }
}
