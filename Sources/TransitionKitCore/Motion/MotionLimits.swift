import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Values within ±``magnitude`` and fractions within ±``fractionLimit`` keep every blend `a + f·(b − a)`
/// below 10¹⁶ in magnitude: never infinite, never NaN.
package enum MotionLimits {
    /// The largest magnitude a stored coordinate, length or component keeps: 10⁹.
    package static let magnitude = 1e9
    /// The largest magnitude a blend or window fraction keeps: 10⁶ (a spring's overshoot is a
    /// few units at most).
    package static let fractionLimit = 1e6

    /// The longest duration the library derives or accepts, in seconds: 60 (a spring that would
    /// not settle by then plays as one that never settles; longer requests are clamped to it).
    package static let longestDuration = 60.0
    /// The largest magnitude of a spring's start velocity relative to the distance it has left:
    /// 10⁶ (that distance covered in a microsecond), what every hand-off keeps.
    package static let handOffVelocity = 1e6

    /// The shortest settling time a spring is rescaled to, in seconds: 0.001.
    static let shortestSettling = 0.001
    /// The natural frequencies √(k/m) the perceptual spring initializers keep, in radians per
    /// second: with mass 1 they give stiffnesses 10⁻⁶…10¹², the range the physical one keeps.
    static let angularFrequencies: ClosedRange<Double> = 1e-3...1e6

    /// `fallback` for NaN and ±∞, else clamped to ±``magnitude``.
    @inline(__always)
    package static func finite(_ value: Double, fallback: Double) -> Double {
        value.isFinite ? min(max(value, -magnitude), magnitude) : fallback
    }

    /// `fallback` for NaN, else clamped into `range`.
    @inline(__always)
    package static func clamped(_ value: Double, to range: ClosedRange<Double>, nan fallback: Double)
        -> Double
    {
        value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
    }

    /// Each component ``finite(_:fallback:)`` with fallback 0.
    @inline(__always)
    package static func finite(_ rect: CGRect) -> CGRect {
        CGRect(
            x: finite(Double(rect.origin.x), fallback: 0), y: finite(Double(rect.origin.y), fallback: 0),
            width: finite(Double(rect.size.width), fallback: 0),
            height: finite(Double(rect.size.height), fallback: 0))
    }

    /// NaN and ±∞ → 0, else clamped to ±``handOffVelocity``.
    @inline(__always)
    package static func handOff(_ velocity: Double) -> Double {
        velocity.isFinite ? min(max(velocity, -handOffVelocity), handOffVelocity) : 0
    }

    /// NaN → 0, clamped to ±``fractionLimit``.
    @inline(__always)
    package static func fraction(_ fraction: Double) -> Double {
        clamped(fraction, to: -fractionLimit...fractionLimit, nan: 0)
    }
}
