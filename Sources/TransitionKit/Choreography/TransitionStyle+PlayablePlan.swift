extension TransitionStyle {
    /// The plan an animator plays for this style: never `nil`.
    ///
    /// An animator that has been vended must animate something, even for a style that has no
    /// plan of its own. The chain, in order:
    /// 1. this style's ``plan(for:toolbars:)``;
    /// 2. for `.system` and `.custom` (no plan: normally never handed to a built-in animator),
    ///    the default ``crossFade`` plan with the same `toolbars`;
    /// 3. an empty plan of duration 0 with linear timing — a last guard that no current style
    ///    reaches, since the cross-fade always has a plan.
    ///
    /// ```swift
    /// TransitionStyle.system.playablePlan(for: geometry, toolbars: .crossFade)
    /// // == TransitionStyle.crossFade.plan(for: geometry, toolbars: .crossFade)
    /// ```
    ///
    /// Push and pop follow ``plan(for:toolbars:)`` (the geometry carries the operation).
    ///
    /// - Parameters:
    ///   - geometry: The transition's geometry.
    ///   - toolbars: The bar-less toolbars' transition; `nil` takes the style's own.
    /// - Returns: A plan to play.
    /// - Complexity: O(1): at most eight elements.
    public func playablePlan(for geometry: TransitionGeometry, toolbars: ToolbarTransition? = nil)
        -> TransitionPlan
    {
        plan(for: geometry, toolbars: toolbars)
            ?? Self.crossFade.plan(for: geometry, toolbars: toolbars)
            ?? TransitionPlan(elements: [], duration: 0, timing: .linear)
    }
}
