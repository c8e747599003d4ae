extension TransitionLayoutDirection {
    /// Points from the leading edge (`x`, or `width − x` right-to-left), negative outside; `nil` when `x` or
    /// `width` is not finite.
    package func distanceFromLeadingEdge(x: Double, width: Double) -> Double? {
        guard x.isFinite, width.isFinite else { return nil }
        return self == .leftToRight ? x : width - x
    }
}
