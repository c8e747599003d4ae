import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything a transition may animate on one view: frame, alpha, corner radius (or per-corner
/// radii), transform,
/// background color and, for a screen, its additional safe-area insets.
///
/// Frames are untransformed layout frames (a view's center and bounds size) in its superview's
/// coordinates — for screens and temporary views, the transition's container — in points, origin
/// top-left; ``transform`` applies around the frame's center. Optional
/// properties mean "leave alone": the plan animator does not touch a `nil` background color or
/// insets.
///
/// ```swift
/// let start = VisualState(frame: cellFrame, cornerRadius: 12)
/// let end = start.with(\.frame, CGRect(x: 0, y: 0, width: 390, height: 844)).with(\.cornerRadius, 0)
/// ```
public struct VisualState: Sendable, Hashable, Interpolatable {
    /// The view's untransformed frame in its superview's coordinates. Normalized when set: a NaN
    /// or infinite component becomes 0, the rest is clamped to ±10⁹.
    public var frame: CGRect {
        didSet { frame = MotionLimits.finite(frame) }
    }
    /// Opacity. Normalized when set: clamped to 0…1, NaN → 0.
    public var alpha: Double {
        didSet { alpha = Self.normalizedAlpha(alpha) }
    }
    /// Corner radius in points (the plan animator clips to it while it is non-zero). Normalized when
    /// set: clamped to 0…10⁹, NaN → 0.
    public var cornerRadius: Double {
        didSet { cornerRadius = Self.normalizedCornerRadius(cornerRadius) }
    }
    /// When set it is the view's shape and ``cornerRadius`` is not drawn.
    package var cornerRadii: CornerRadii?
    /// A transform applied on top of the frame, around the view's center (normalized by
    /// ``Transform2D`` itself).
    public var transform: Transform2D
    /// The background color, or `nil` to leave the view's own (normalized by ``RGBA`` itself).
    public var backgroundColor: RGBA?
    /// The screen's additional safe-area insets, or `nil` to leave them alone (normalized by
    /// ``Insets`` itself).
    public var additionalSafeAreaInsets: Insets?

    /// Creates a state; every number is normalized as its property says.
    ///
    /// - Parameters:
    ///   - frame: The frame in container coordinates.
    ///   - alpha: Opacity; defaults to 1.
    ///   - cornerRadius: Corner radius; defaults to 0.
    ///   - transform: Transform; defaults to the identity.
    ///   - backgroundColor: Background color; `nil` leaves the view's own.
    ///   - additionalSafeAreaInsets: Safe-area insets; `nil` leaves them alone.
    public init(
        frame: CGRect, alpha: Double = 1, cornerRadius: Double = 0, transform: Transform2D = .identity,
        backgroundColor: RGBA? = nil, additionalSafeAreaInsets: Insets? = nil
    ) {
        self.frame = MotionLimits.finite(frame)
        self.alpha = Self.normalizedAlpha(alpha)
        self.cornerRadius = Self.normalizedCornerRadius(cornerRadius)
        self.transform = transform
        self.backgroundColor = backgroundColor
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.cornerRadii = nil
    }

    /// An empty, invisible state at the origin (zero frame, alpha 0): what a plan answers for an
    /// element it does not have.
    static let absent = VisualState(frame: .zero, alpha: 0)

    /// A copy with one property changed.
    ///
    /// - Parameters:
    ///   - keyPath: The property to change.
    ///   - value: Its new value.
    public func with<Value>(_ keyPath: WritableKeyPath<VisualState, Value>, _ value: Value) -> VisualState {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }

    /// Linear blends (corner radii corner by corner); another optional `nil` on either side jumps at 1.
    /// Overshoot extrapolates, but alpha stays in 0…1 and radii ≥ 0; NaN counts as 0, fractions within ±10⁶.
    package func interpolated(to target: VisualState, fraction: Double) -> VisualState {
        let fraction = MotionLimits.fraction(fraction)
        if fraction == 0 { return self }
        if fraction == 1 { return target }
        var state = VisualState(
            frame: frame.interpolated(to: target.frame, fraction: fraction),
            alpha: min(max(mix(alpha, target.alpha, fraction), 0), 1),
            cornerRadius: max(mix(cornerRadius, target.cornerRadius, fraction), 0),
            transform: transform.interpolated(to: target.transform, fraction: fraction),
            backgroundColor: Self.blend(backgroundColor, target.backgroundColor, fraction),
            additionalSafeAreaInsets: Self.blend(
                additionalSafeAreaInsets, target.additionalSafeAreaInsets, fraction))
        if cornerRadii != nil || target.cornerRadii != nil {
            state.cornerRadii = drawnCornerRadii.interpolated(to: target.drawnCornerRadii, fraction: fraction)
        }
        return state
    }

    /// The radius of each corner as drawn: ``cornerRadii``, else ``cornerRadius`` at every corner.
    var drawnCornerRadii: CornerRadii {
        cornerRadii ?? CornerRadii(uniform: cornerRadius)
    }

    /// Hashes every property (frames component by component, as `CGRect` is not `Hashable` on
    /// every platform).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(alpha)
        hasher.combine(cornerRadius)
        hasher.combine(cornerRadii)
        hasher.combine(transform)
        hasher.combine(backgroundColor)
        hasher.combine(additionalSafeAreaInsets)
    }

    private static func normalizedAlpha(_ alpha: Double) -> Double {
        MotionLimits.clamped(alpha, to: 0...1, nan: 0)
    }

    private static func normalizedCornerRadius(_ radius: Double) -> Double {
        MotionLimits.clamped(radius, to: 0...MotionLimits.magnitude, nan: 0)
    }

    private static func blend<T: Interpolatable>(_ a: T?, _ b: T?, _ fraction: Double) -> T? {
        if let a, let b { return a.interpolated(to: b, fraction: fraction) }
        return fraction >= 1 ? b : a
    }
}
