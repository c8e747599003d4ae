import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a container puts its toolbar, and how far it insets the screen's content.
///
/// The toolbar sits at the top of the container's safe area, spans the container's full width
/// and is ``ToolbarEnvironment/height`` tall; the screen receives that height as its
/// `additionalSafeAreaInsets.top`, so scroll views and safe-area-pinned layouts clear it.
///
/// ```swift
/// let layout = ToolbarLayout(
///     bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
///     safeAreaTop: 47, safeAreaLeft: 0, safeAreaRight: 0, height: 44)
/// layout.toolbarFrame             // (0, 47, 390, 44)
/// layout.additionalSafeAreaTop    // 44
/// ```
///
/// Bad input is clamped, never trapped on:
/// - a bounds rectangle with a NaN or infinite component is treated as `.zero`; a negative width
///   or height is clamped to 0 (the origin is kept);
/// - a NaN, infinite or negative inset is treated as 0;
/// - a NaN, infinite or negative height is treated as 0;
/// - finite values beyond 10⁹ points are clamped to it, so every sum stays finite.
///
/// The properties are normalized when set as well: a frame's NaN or infinite component becomes
/// 0 and the rest is clamped to ±10⁹; ``additionalSafeAreaTop`` follows the height rule.
///
/// The height is not limited to the bounds: bounds are often provisional early in layout, and the
/// screen's inset must not jump when they settle.
package struct ToolbarLayout: Sendable, Equatable {
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

    /// Computes the layout.
    ///
    /// - Parameters:
    ///   - bounds: The container view's bounds.
    ///   - safeAreaTop: The container's own top safe-area inset (status bar, sensor housing).
    ///   - safeAreaLeft: The container's left safe-area inset.
    ///   - safeAreaRight: The container's right safe-area inset.
    ///   - height: The toolbar height, usually ``ToolbarEnvironment/height``.
    /// - Complexity: O(1), allocation-free.
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

    /// Computes the layout for an environment's height.
    ///
    /// - Parameters:
    ///   - bounds: The container view's bounds.
    ///   - safeAreaTop: The container's own top safe-area inset.
    ///   - safeAreaLeft: The container's left safe-area inset.
    ///   - safeAreaRight: The container's right safe-area inset.
    ///   - environment: Supplies the toolbar height.
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
    /// The top safe-area inset a container gets from its ancestors, without its own toolbar inset.
    ///
    /// A container insets its screen by setting its own `additionalSafeAreaInsets.top` to the
    /// toolbar height, so the `safeAreaInsets.top` it then reports includes that height. The
    /// toolbar must sit below the ancestors' part only (status bar, sensor housing):
    ///
    /// ```swift
    /// ToolbarLayout.containerSafeTop(reported: 91, ownAdditional: 44)  // 47
    /// ```
    ///
    /// Bad input is clamped, never trapped on: a NaN or infinite `reported` gives 0; a NaN,
    /// infinite or negative `ownAdditional` counts as 0; a result below 0 (the reported inset not
    /// yet updated for a new toolbar height) is 0.
    ///
    /// - Parameters:
    ///   - reported: The container view's `safeAreaInsets.top`.
    ///   - ownAdditional: The container's own `additionalSafeAreaInsets.top`.
    /// - Returns: The ancestors' top inset, at least 0 and finite.
    /// - Complexity: O(1).
    static func containerSafeTop(reported: CGFloat, ownAdditional: CGFloat) -> CGFloat {
        guard reported.isFinite else { return 0 }
        let own = ownAdditional.isFinite ? max(0, ownAdditional) : 0
        return max(0, reported - own)
    }
}
