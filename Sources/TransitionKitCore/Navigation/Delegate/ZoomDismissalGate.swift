/// Marks a zoom dismissal's start, so the transition decided meanwhile leaves its leaving screen to the
/// drag (one owner per property; see NavigationInternals, Zoom dismissal).
@MainActor
final class ZoomDismissalGate {
    /// Whether a zoom dismissal's `begin` runs now (``beginning(holding:_:)``).
    private(set) var begins = false
    /// The hold the zoom dismissal beginning now gives the transition it starts.
    private(set) weak var hold: SettleHold?

    /// The animator vended inside `begin` takes `hold`, so its end waits until the dismissal's settling
    /// springs arrived.
    func beginning<Result>(holding hold: SettleHold? = nil, _ begin: () -> Result) -> Result {
        begins = true
        self.hold = hold
        defer {
            begins = false
            self.hold = nil
        }
        return begin()
    }

    /// Gives the library's `animator` the beginning zoom dismissal's hold when its decision leaves
    /// the leaving screen to the dismissal (``TransitionDecision/leavingScreenIsDriven``).
    func holdSettle(of animator: some AnnouncingAnimator, decision: TransitionDecision) {
        guard decision.leavingScreenIsDriven else { return }
        animator.settleHold = hold
    }
}
