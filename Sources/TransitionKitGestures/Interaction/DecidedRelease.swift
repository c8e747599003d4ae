/// An interaction that can be let go toward an outcome another rule decided: the library's own
/// handles (``InteractionHandle``), which the zoom dismissal ends with its ``DismissalPolicy``'s
/// outcome instead of the pan's release policy.
///
/// ```swift
/// if let handle = interaction as? any DecidedRelease {
///     handle.end(.finish, velocity: 1.2)
/// }
/// ```
@MainActor
package protocol DecidedRelease: AnyObject {
    /// Lets go toward `outcome`, handing off `velocity` (progress per second).
    ///
    /// - Parameters:
    ///   - outcome: Finish or cancel.
    ///   - velocity: Progress per second, positive toward completion; NaN counts as 0.
    func end(_ outcome: ReleaseOutcome, velocity: Double)
}
