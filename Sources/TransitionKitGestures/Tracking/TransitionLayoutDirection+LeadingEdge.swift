extension TransitionLayoutDirection {
    /// How far a touch at `x` lies from a container's leading edge: the left one left-to-right
    /// (`x`), the right one right-to-left (`width − x`).
    ///
    /// ```swift
    /// TransitionLayoutDirection.rightToLeft.distanceFromLeadingEdge(x: 380, width: 390)  // 10
    /// ```
    ///
    /// - Parameters:
    ///   - x: The touch's x in the container, in points.
    ///   - width: The container's width, in points.
    /// - Returns: The distance in points (negative outside the leading edge); `nil` when `x` or
    ///   `width` is not finite.
    /// - Complexity: O(1), no allocation.
    func distanceFromLeadingEdge(x: Double, width: Double) -> Double? {
        guard x.isFinite, width.isFinite else { return nil }
        return self == .leftToRight ? x : width - x
    }
}
