/// An interaction let go toward an outcome another rule decided (the zoom dismissal's `DismissalPolicy`),
/// not the pan's release policy.
@MainActor
package protocol DecidedRelease: AnyObject {
    /// Lets go toward `outcome`, handing off `velocity` in progress per second (positive toward completion;
    /// NaN counts as 0).
    func end(_ outcome: ReleaseOutcome, velocity: Double)
}
