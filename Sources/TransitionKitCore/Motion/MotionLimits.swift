import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The bounds the motion values normalize their numbers into, so that every blend, sum and
/// product of them stays finite.
///
/// Coordinates, lengths, scales, translations, insets and color components are kept within
/// ±``magnitude`` (far beyond any screen); blend fractions within ±``fractionLimit``. A blend
/// `a + f·(b − a)` of such values is then below 10¹⁶ in magnitude: never infinite, never NaN.
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

    /// A stored number: `fallback` for NaN and ±∞, else the value clamped to ±``magnitude``.
    ///
    /// - Parameters:
    ///   - value: The number given.
    ///   - fallback: What NaN and the infinities become.
    @inline(__always)
    package static func finite(_ value: Double, fallback: Double) -> Double {
        value.isFinite ? min(max(value, -magnitude), magnitude) : fallback
    }

    /// A stored number in a range: `fallback` for NaN, else the value clamped into `range`.
    ///
    /// - Parameters:
    ///   - value: The number given.
    ///   - range: The values kept.
    ///   - fallback: What NaN becomes.
    @inline(__always)
    package static func clamped(_ value: Double, to range: ClosedRange<Double>, nan fallback: Double)
        -> Double
    {
        value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
    }

    /// A rectangle whose components are each ``finite(_:fallback:)`` with fallback 0.
    ///
    /// - Parameter rect: The rectangle given.
    @inline(__always)
    package static func finite(_ rect: CGRect) -> CGRect {
        CGRect(
            x: finite(Double(rect.origin.x), fallback: 0), y: finite(Double(rect.origin.y), fallback: 0),
            width: finite(Double(rect.size.width), fallback: 0),
            height: finite(Double(rect.size.height), fallback: 0))
    }

    /// A relative start velocity: NaN and ±∞ → 0, else clamped to ±``handOffVelocity``.
    ///
    /// - Parameter velocity: The velocity given.
    @inline(__always)
    package static func handOff(_ velocity: Double) -> Double {
        velocity.isFinite ? min(max(velocity, -handOffVelocity), handOffVelocity) : 0
    }

    /// A blend fraction: NaN → 0, clamped to ±``fractionLimit``.
    ///
    /// - Parameter fraction: The fraction given.
    @inline(__always)
    package static func fraction(_ fraction: Double) -> Double {
        clamped(fraction, to: -fractionLimit...fractionLimit, nan: 0)
    }
}
