import TransitionKit

extension TransitionStyle {
    /// The style the navigation delegate plays for this one when Reduce Motion (or Prefer
    /// Cross-Fade Transitions) is `reduceMotion`: the cross-fade for a moving style unless it opts
    /// out with `.reduceMotion(playsAsDesigned: true)`, the style itself otherwise. For a sample
    /// app's own "play as under Reduce Motion" switch; the delegate reads the real settings itself.
    ///
    /// ```swift
    /// TransitionStyle.zoom.resolved(reduceMotion: true)   // .crossFade
    /// ```
    ///
    /// - Parameter reduceMotion: Whether to play as under Reduce Motion.
    /// - Returns: The style that plays.
    public func resolved(reduceMotion: Bool) -> TransitionStyle {
        MotionPreferences(reduceMotion: reduceMotion).resolve(self)
    }
}
