import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The toolbar's frame and the screen's top inset. Bad input is clamped (non-finite or negative to 0, at
/// most 10⁹), never trapped on. The height is not capped by the bounds, often provisional early in layout.
struct ToolbarLayout: Sendable, Equatable {
    /// The toolbar's frame in the container's coordinate space.
    package var toolbarFrame: CGRect {
        didSet { toolbarFrame = MotionLimits.finite(toolbarFrame) }
    }
    /// The toolbar's background frame: from the top of the bounds (under the status bar) to the
    /// toolbar's bottom edge, full width.
    var backgroundFrame: CGRect {
        didSet { backgroundFrame = MotionLimits.finite(backgroundFrame) }
    }
    /// The frame the toolbar's items go in: the toolbar frame inset by the left and right safe
    /// area (the sensor housing in landscape).
    var contentFrame: CGRect {
        didSet { contentFrame = MotionLimits.finite(contentFrame) }
    }
    /// The value for the screen's `additionalSafeAreaInsets.top`: the toolbar height.
    package var additionalSafeAreaTop: CGFloat {
        didSet { additionalSafeAreaTop = Self.sanitized(additionalSafeAreaTop) }
    }

    /// Insets in points; `safeAreaTop` is the ancestors' part only (status bar, sensor housing).
    package init(
        bounds: CGRect,
        safeAreaTop: CGFloat,
        safeAreaLeft: CGFloat = 0,
        safeAreaRight: CGFloat = 0,
        height: CGFloat
    ) {
        let box = Self.sanitized(bounds)
        let top = Self.sanitized(safeAreaTop)
        let left = Self.sanitized(safeAreaLeft)
        let right = Self.sanitized(safeAreaRight)
        let barHeight = Self.sanitized(height)
        toolbarFrame = CGRect(x: box.minX, y: box.minY + top, width: box.width, height: barHeight)
        backgroundFrame = CGRect(x: box.minX, y: box.minY, width: box.width, height: top + barHeight)
        let contentWidth = max(0, box.width - left - right)
        contentFrame = CGRect(
            x: box.minX + min(left, box.width),
            y: box.minY + top,
            width: contentWidth,
            height: barHeight
        )
        additionalSafeAreaTop = barHeight
    }

    package init(
        bounds: CGRect,
        safeAreaTop: CGFloat,
        safeAreaLeft: CGFloat = 0,
        safeAreaRight: CGFloat = 0,
        environment: ToolbarEnvironment
    ) {
        self.init(
            bounds: bounds,
            safeAreaTop: safeAreaTop,
            safeAreaLeft: safeAreaLeft,
            safeAreaRight: safeAreaRight,
            height: environment.height
        )
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(0, value), CGFloat(MotionLimits.magnitude)) : 0
    }

    private static func sanitized(_ rect: CGRect) -> CGRect {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite,
            rect.size.height.isFinite
        else { return .zero }
        let finite = MotionLimits.finite(rect)
        return CGRect(
            x: finite.origin.x,
            y: finite.origin.y,
            width: max(0, finite.size.width),
            height: max(0, finite.size.height)
        )
    }
}

extension ToolbarLayout {
    /// The ancestors' top inset: the reported `safeAreaTop` minus the container's own toolbar inset, at least
    /// 0 and finite (the reported inset may lag a new height).
    static func containerSafeTop(reported: CGFloat, ownAdditional: CGFloat) -> CGFloat {
        guard reported.isFinite else { return 0 }
        let own = ownAdditional.isFinite ? max(0, ownAdditional) : 0
        return max(0, reported - own)
    }
}
