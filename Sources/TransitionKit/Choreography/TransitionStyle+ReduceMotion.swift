extension TransitionStyle {
    /// The style to actually play under the user's motion settings.
    ///
    /// When *Reduce Motion* or *Prefer Cross-Fade Transitions* is on, every transition that moves
    /// things across the screen becomes the default cross-fade:
    ///
    /// | kind | Reduce Motion or Prefer Cross-Fade |
    /// | --- | --- |
    /// | zoom, slide, safeAreaMorph, custom | cross-fade |
    /// | crossFade, fade | unchanged (they do not move anything) |
    /// | system | unchanged (UIKit applies its own rule) |
    ///
    /// A style whose ``reduceMotionPolicy`` is `.playAsDesigned` is always returned unchanged —
    /// the per-registration opt-out. The substitute is the default ``crossFade`` (0.3 s
    /// ease-in-out), whatever the original's timing.
    ///
    /// ```swift
    /// TransitionStyle.zoom.resolved(reduceMotionEnabled: true, prefersCrossFadeTransitions: false)
    /// // == .crossFade
    /// ```
    ///
    /// - Parameters:
    ///   - reduceMotionEnabled: `UIAccessibility.isReduceMotionEnabled`.
    ///   - prefersCrossFadeTransitions: `UIAccessibility.prefersCrossFadeTransitions`.
    /// - Returns: The style to play.
    public func resolved(reduceMotionEnabled: Bool, prefersCrossFadeTransitions: Bool) -> TransitionStyle {
        guard reduceMotionPolicy == .substituteCrossFade else { return self }
        let reduces: Bool
        switch kind {
        case .zoom, .slide, .safeAreaMorph, .custom:
            reduces = reduceMotionEnabled || prefersCrossFadeTransitions
        case .crossFade, .fade, .system: reduces = false
        }
        return reduces ? .crossFade : self
    }
}
