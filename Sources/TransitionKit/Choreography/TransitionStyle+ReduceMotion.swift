extension TransitionStyle {
    /// The style to actually play under the user's motion settings.
    ///
    /// The rule follows what iOS itself reduces. *Reduce Motion* asks for fewer zooms and
    /// depth effects; *Prefer Cross-Fade Transitions* (only on together with Reduce Motion)
    /// additionally asks that things sliding in and out cross-fade instead. So:
    ///
    /// | kind | Reduce Motion | + Prefer Cross-Fade |
    /// | --- | --- | --- |
    /// | zoom, custom | cross-fade | cross-fade |
    /// | slide, safeAreaMorph | unchanged (as the system push) | cross-fade |
    /// | crossFade, fade | unchanged | unchanged |
    /// | system | unchanged (UIKit applies its own rule) | unchanged |
    ///
    /// A style whose ``reduceMotionPolicy`` is `.playAsDesigned` is always returned unchanged.
    /// The substitute is the default ``crossFade`` (0.3 s ease-in-out), whatever the original's
    /// timing. `prefersCrossFadeTransitions` alone counts as both settings on, as the system
    /// never reports it without Reduce Motion.
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
        case .zoom, .custom: reduces = reduceMotionEnabled || prefersCrossFadeTransitions
        case .slide, .safeAreaMorph: reduces = prefersCrossFadeTransitions
        case .crossFade, .fade, .system: reduces = false
        }
        return reduces ? .crossFade : self
    }
}
