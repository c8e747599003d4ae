import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionGeometry {
    /// A phone-sized sample (390 × 844 pt, a 47 pt status bar) between a grid and a detail
    /// screen, for previews, playgrounds and tests.
    ///
    /// - The grid (light blue) and the detail (light orange) fill the container; each has a
    ///   bar-less toolbar at y 47, the grid's 44 pt tall, the detail's `detailToolbarHeight`,
    ///   and a top additional safe-area inset equal to its toolbar's height.
    /// - The zoom source is a 114 pt grid cell 16 pt from the leading edge at y 200, corner
    ///   radius 12 (mirrored in right-to-left); the destination is the detail's 390 × 390 image
    ///   under its toolbar.
    /// - Push goes grid → detail, pop detail → grid.
    ///
    /// ```swift
    /// let plan = TransitionStyle.zoom.plan(for: .samplePhone(operation: .pop))
    /// ```
    ///
    /// - Parameters:
    ///   - operation: Push or pop; defaults to push.
    ///   - layoutDirection: Reading direction; defaults to left-to-right.
    ///   - detailToolbarHeight: The detail toolbar's height; defaults to 44 (the grid's), so
    ///     toolbars cross-fade. Not finite or negative → 44.
    public static func samplePhone(
        operation: NavigationOperation = .push, layoutDirection: TransitionLayoutDirection = .leftToRight,
        detailToolbarHeight: Double = 44
    ) -> TransitionGeometry {
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let statusBar: CGFloat = 47
        let detailHeight = detailToolbarHeight.isFinite && detailToolbarHeight >= 0 ? detailToolbarHeight : 44
        let grid = Screen(
            frame: bounds, additionalSafeAreaInsets: Insets(top: 44),
            toolbarFrame: CGRect(x: 0, y: statusBar, width: 390, height: 44),
            backgroundColor: RGBA(red: 0.84, green: 0.91, blue: 1))
        let detail = Screen(
            frame: bounds, additionalSafeAreaInsets: Insets(top: detailHeight),
            toolbarFrame: CGRect(x: 0, y: statusBar, width: 390, height: CGFloat(detailHeight)),
            backgroundColor: RGBA(red: 1, green: 0.9, blue: 0.8))
        let cellX: CGFloat = layoutDirection == .leftToRight ? 16 : 390 - 16 - 114
        let zoom = Zoom(
            sourceFrame: CGRect(x: cellX, y: 200, width: 114, height: 114), sourceCornerRadius: 12,
            destinationFrame: CGRect(x: 0, y: statusBar + CGFloat(detailHeight), width: 390, height: 390))
        return TransitionGeometry(
            containerBounds: bounds, from: operation == .push ? grid : detail,
            to: operation == .push ? detail : grid, operation: operation, layoutDirection: layoutDirection,
            zoom: zoom)
    }
}
