import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A radius for each corner of a view, in points: the shape of a message bubble (three round
/// corners and a small one by the tail) that a single corner radius cannot describe.
///
/// Corners are physical (top-left … bottom-right), like a ``VisualState``'s frame: a plan says
/// where things are on screen. A side's shape given with leading and trailing corners is
/// resolved for the transition's ``TransitionLayoutDirection`` when the plan is made.
///
/// ```swift
/// let bubble = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4)
/// let state = VisualState(frame: bubbleFrame).with(\.cornerRadii, bubble)
/// bubble.interpolated(to: CornerRadii(uniform: 0), fraction: 0.5).bottomRight   // 2
/// ```
///
/// ## Bad input
/// Every radius is normalized when set: clamped to 0…10⁹, NaN → 0. Radii larger than the view
/// are scaled down when drawn, all by the same factor, until adjacent corners fit the side they
/// share (the rule CSS uses for `border-radius`).
package struct CornerRadii: Sendable, Hashable, Interpolatable {
    /// The top-left corner's radius.
    package var topLeft: Double {
        didSet { topLeft = Self.normalized(topLeft) }
    }
    /// The top-right corner's radius.
    package var topRight: Double {
        didSet { topRight = Self.normalized(topRight) }
    }
    /// The bottom-left corner's radius.
    package var bottomLeft: Double {
        didSet { bottomLeft = Self.normalized(bottomLeft) }
    }
    /// The bottom-right corner's radius.
    package var bottomRight: Double {
        didSet { bottomRight = Self.normalized(bottomRight) }
    }

    /// Creates radii; each is normalized (0…10⁹, NaN → 0).
    ///
    /// - Parameters:
    ///   - topLeft: The top-left radius.
    ///   - topRight: The top-right radius.
    ///   - bottomLeft: The bottom-left radius.
    ///   - bottomRight: The bottom-right radius.
    package init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = Self.normalized(topLeft)
        self.topRight = Self.normalized(topRight)
        self.bottomLeft = Self.normalized(bottomLeft)
        self.bottomRight = Self.normalized(bottomRight)
    }

    /// The same radius at every corner.
    ///
    /// - Parameter radius: The radius (normalized).
    package init(uniform radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    /// The radii a `fraction` of the way to `target`, corner by corner; never below 0 (a
    /// spring's overshoot stops at a square corner). A NaN fraction counts as 0, and fractions
    /// are clamped to ±10⁶.
    ///
    /// - Complexity: O(1); allocates nothing.
    package func interpolated(to target: CornerRadii, fraction: Double) -> CornerRadii {
        let fraction = MotionLimits.fraction(fraction)
        return CornerRadii(
            topLeft: max(mix(topLeft, target.topLeft, fraction), 0),
            topRight: max(mix(topRight, target.topRight, fraction), 0),
            bottomLeft: max(mix(bottomLeft, target.bottomLeft, fraction), 0),
            bottomRight: max(mix(bottomRight, target.bottomRight, fraction), 0))
    }

    private static func normalized(_ radius: Double) -> Double {
        MotionLimits.clamped(radius, to: 0...MotionLimits.magnitude, nan: 0)
    }
}

extension CornerRadii {
    /// Radii given by reading direction, resolved to physical corners: in a right-to-left
    /// layout the leading corners are on the right.
    ///
    /// ```swift
    /// CornerRadii(topLeading: 18, topTrailing: 18, bottomLeading: 4, bottomTrailing: 18,
    ///             layoutDirection: .rightToLeft).bottomRight   // 4
    /// ```
    ///
    /// - Parameters:
    ///   - topLeading: The top corner on the leading side.
    ///   - topTrailing: The top corner on the trailing side.
    ///   - bottomLeading: The bottom corner on the leading side.
    ///   - bottomTrailing: The bottom corner on the trailing side.
    ///   - layoutDirection: The transition's reading direction.
    package init(
        topLeading: Double, topTrailing: Double, bottomLeading: Double, bottomTrailing: Double,
        layoutDirection: TransitionLayoutDirection
    ) {
        switch layoutDirection {
        case .leftToRight:
            self.init(
                topLeft: topLeading, topRight: topTrailing, bottomLeft: bottomLeading,
                bottomRight: bottomTrailing)
        case .rightToLeft:
            self.init(
                topLeft: topTrailing, topRight: topLeading, bottomLeft: bottomTrailing,
                bottomRight: bottomLeading)
        }
    }

    /// The radii as drawn in a rect of `size`: all scaled by the same factor, just enough that
    /// adjacent corners fit the side they share (`f = min(1, width / (topLeft + topRight), …)`);
    /// a size without area draws no corners.
    ///
    /// ```swift
    /// CornerRadii(uniform: 80).fitted(to: CGSize(width: 100, height: 40))   // every radius 20
    /// ```
    ///
    /// - Parameter size: The drawn rect's size.
    /// - Returns: Radii that fit.
    /// - Complexity: O(1); allocates nothing.
    package func fitted(to size: CGSize) -> CornerRadii {
        let width = Double(size.width)
        let height = Double(size.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return CornerRadii(uniform: 0) }
        /// How much a side of `length` shrinks two corners whose radii add up to `sum`.
        func fit(_ sum: Double, _ length: Double) -> Double { sum > length ? length / sum : 1 }
        let factor = min(
            fit(topLeft + topRight, width), fit(bottomLeft + bottomRight, width),
            fit(topLeft + bottomLeft, height), fit(topRight + bottomRight, height))
        guard factor < 1 else { return self }
        return CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor, bottomLeft: bottomLeft * factor,
            bottomRight: bottomRight * factor)
    }

    /// The one radius every rounded corner shares, when they share one — drawable as a layer's
    /// corner radius on just those corners (``roundedCorners``); `nil` when two rounded corners
    /// differ (the shape needs a mask path). Square corners everywhere share 0.
    package var sharedRadius: Double? {
        let shared = max(topLeft, topRight, bottomLeft, bottomRight)
        /// Whether a corner is square or shares the largest radius.
        func agrees(_ radius: Double) -> Bool { radius == 0 || radius == shared }
        return agrees(topLeft) && agrees(topRight) && agrees(bottomLeft) && agrees(bottomRight) ? shared : nil
    }

    /// One radius on some corners, the others square (a layer's `cornerRadius` on its
    /// `maskedCorners`).
    ///
    /// - Parameters:
    ///   - corners: The rounded corners.
    ///   - radius: Their radius.
    package init(corners: Corners, radius: Double) {
        /// The radius of a corner.
        func on(_ corner: Corners) -> Double { corners.contains(corner) ? radius : 0 }
        self.init(
            topLeft: on(.topLeft), topRight: on(.topRight), bottomLeft: on(.bottomLeft),
            bottomRight: on(.bottomRight))
    }

    /// The closest shape that one shared radius draws (so that Core Animation can animate it):
    /// the largest radius on every rounded corner, the square corners kept square. Equal to
    /// `self` when the rounded corners already share one radius.
    ///
    /// ```swift
    /// CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4).sharingOneRadius
    /// // 18 on every corner
    /// ```
    var sharingOneRadius: CornerRadii {
        CornerRadii(corners: roundedCorners, radius: max(topLeft, topRight, bottomLeft, bottomRight))
    }

    /// The corners with a radius above 0.
    package var roundedCorners: Corners {
        var corners: Corners = []
        if topLeft > 0 { corners.insert(.topLeft) }
        if topRight > 0 { corners.insert(.topRight) }
        if bottomLeft > 0 { corners.insert(.bottomLeft) }
        if bottomRight > 0 { corners.insert(.bottomRight) }
        return corners
    }

    /// How a view draws a per-corner shape (the port's `cornerRadii`), decided here so the
    /// device adapter only carries it out: rounded corners that share one radius are a corner
    /// radius on just those corners; others a mask path — except while animating, where a path
    /// would not follow the animation, so they are drawn ``sharingOneRadius``. No shape (`nil`)
    /// rounds every corner with the view's own radius.
    ///
    /// ```swift
    /// CornerRadii.Drawing(CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 0, bottomRight: 0), animating: false)
    /// // radius 18 on [.topLeft, .topRight], no path
    /// ```
    package struct Drawing: Sendable, Hashable {
        /// The corners the layer's corner radius rounds (`layer.maskedCorners`).
        package var roundedCorners: Corners
        /// The layer's corner radius, or `nil` to leave the view's own.
        package var cornerRadius: Double?
        /// The radii of the mask path, or `nil` for no mask.
        package var path: CornerRadii?

        /// The drawing of a shape.
        ///
        /// - Parameters:
        ///   - radii: The shape, or `nil` for none.
        ///   - animating: Whether it is set inside an animation block.
        package init(_ radii: CornerRadii?, animating: Bool) {
            guard let radii = animating ? radii?.sharingOneRadius : radii else {
                self.init(roundedCorners: .all, cornerRadius: nil, path: nil)
                return
            }
            guard let shared = radii.sharedRadius else {
                self.init(roundedCorners: .all, cornerRadius: 0, path: radii)
                return
            }
            self.init(
                roundedCorners: shared > 0 ? radii.roundedCorners : .all, cornerRadius: shared, path: nil)
        }

        private init(roundedCorners: Corners, cornerRadius: Double?, path: CornerRadii?) {
            self.roundedCorners = roundedCorners
            self.cornerRadius = cornerRadius
            self.path = path
        }
    }

    /// The shape a layer's corner radius on some corners draws, as the port reads it back: `nil`
    /// when every corner is rounded (the plain ``VisualState/cornerRadius``).
    ///
    /// - Parameters:
    ///   - corners: The rounded corners (`layer.maskedCorners`).
    ///   - radius: The layer's corner radius.
    /// - Returns: The radii, or `nil`.
    static func masked(_ corners: Corners, radius: Double) -> CornerRadii? {
        corners == .all ? nil : CornerRadii(corners: corners, radius: radius)
    }

    /// A set of physical corners (`CACornerMask` on device, bit for bit).
    package struct Corners: OptionSet, Sendable, Hashable {
        /// The bit field, in `CACornerMask`'s order.
        package let rawValue: UInt8

        /// Creates a set from its bit field.
        ///
        /// - Parameter rawValue: The bits.
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The top-left corner (`layerMinXMinYCorner`).
        package static let topLeft = Corners(rawValue: 1 << 0)
        /// The top-right corner (`layerMaxXMinYCorner`).
        package static let topRight = Corners(rawValue: 1 << 1)
        /// The bottom-left corner (`layerMinXMaxYCorner`).
        package static let bottomLeft = Corners(rawValue: 1 << 2)
        /// The bottom-right corner (`layerMaxXMaxYCorner`).
        package static let bottomRight = Corners(rawValue: 1 << 3)
        /// Every corner.
        package static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }
}
