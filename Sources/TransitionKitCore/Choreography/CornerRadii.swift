import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A radius per corner in points (a message bubble), physical like a ``VisualState``'s frame; leading and
/// trailing corners are resolved when the plan is made. Each is clamped to 0…10⁹, NaN → 0.
package struct CornerRadii: Sendable, Hashable, Interpolatable {
    package var topLeft: Double {
        didSet { topLeft = Self.normalized(topLeft) }
    }
    package var topRight: Double {
        didSet { topRight = Self.normalized(topRight) }
    }
    package var bottomLeft: Double {
        didSet { bottomLeft = Self.normalized(bottomLeft) }
    }
    package var bottomRight: Double {
        didSet { bottomRight = Self.normalized(bottomRight) }
    }

    /// Each radius is normalized (0…10⁹, NaN → 0).
    package init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = Self.normalized(topLeft)
        self.topRight = Self.normalized(topRight)
        self.bottomLeft = Self.normalized(bottomLeft)
        self.bottomRight = Self.normalized(bottomRight)
    }

    package init(uniform radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    /// Corner by corner, never below 0 (a spring's overshoot stops at a square corner); NaN counts as 0 and
    /// fractions are clamped to ±10⁶. O(1).
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
    /// In a right-to-left layout the leading corners are on the right.
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

    /// All scaled by one factor until adjacent corners fit their side, `min(1, width / (topLeft + topRight),
    /// …)` (CSS's `border-radius` rule); a size without area draws no corners. O(1).
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

    /// The radius every rounded corner shares (a layer's corner radius on ``roundedCorners``); `nil` when two
    /// differ and the shape needs a mask path. All square shares 0.
    var sharedRadius: Double? {
        let shared = max(topLeft, topRight, bottomLeft, bottomRight)
        /// Whether a corner is square or shares the largest radius.
        func agrees(_ radius: Double) -> Bool { radius == 0 || radius == shared }
        return agrees(topLeft) && agrees(topRight) && agrees(bottomLeft) && agrees(bottomRight) ? shared : nil
    }

    /// A layer's `cornerRadius` on its `maskedCorners`; the other corners square.
    package init(corners: Corners, radius: Double) {
        func on(_ corner: Corners) -> Double { corners.contains(corner) ? radius : 0 }
        self.init(
            topLeft: on(.topLeft), topRight: on(.topRight), bottomLeft: on(.bottomLeft),
            bottomRight: on(.bottomRight))
    }

    /// The largest radius on every rounded corner (square ones kept): the closest shape Core Animation can
    /// animate; `self` when the rounded corners already share one radius.
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

    /// How a view draws a per-corner shape: one shared radius on just those corners, else a mask path, except
    /// while animating (a path would not follow) ``sharingOneRadius``; `nil` is the view's own radius.
    package struct Drawing: Sendable, Hashable {
        /// The corners the layer's corner radius rounds (`layer.maskedCorners`).
        package var roundedCorners: Corners
        /// The layer's corner radius, or `nil` to leave the view's own.
        package var cornerRadius: Double?
        /// The radii of the mask path, or `nil` for no mask.
        package var path: CornerRadii?

        /// `animating`: set inside an animation block.
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

    /// What a layer's radius on `corners` draws, read back; `nil` when every corner is rounded (the plain
    /// ``VisualState/cornerRadius``).
    static func masked(_ corners: Corners, radius: Double) -> CornerRadii? {
        corners == .all ? nil : CornerRadii(corners: corners, radius: radius)
    }

    /// A set of physical corners (`CACornerMask` on device, bit for bit).
    package struct Corners: OptionSet, Sendable, Hashable {
        /// The bit field, in `CACornerMask`'s order.
        package let rawValue: UInt8

        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The top-left corner (`layerMinXMinYCorner`).
        package static let topLeft = Corners(rawValue: 1 << 0)
        /// The top-right corner (`layerMaxXMinYCorner`).
        package static let topRight = Corners(rawValue: 1 << 1)
        /// The bottom-left corner (`layerMinXMaxYCorner`).
        package static let bottomLeft = Corners(rawValue: 1 << 2)
        /// The bottom-right corner (`layerMaxXMaxYCorner`).
        package static let bottomRight = Corners(rawValue: 1 << 3)
        package static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }
}
