import TransitionKitCore

/// Whether a zoom dismissal is starting a pop or a presented screen's dismissal right now, so that
/// the transition decided meanwhile leaves its leaving screen to the dismissal
/// (``TransitionDecision/leavingScreenIsDriven``).
///
/// One owner per property: while the finger drags, the dismissal sets the zoomed screen's
/// center, transform and corner radius directly; the pop's property animator, paused and
/// scrubbed through the interaction handle's 2-D feed, keeps everything else (the screen below,
/// the dimming, observers' `animateAlongside`) but never animates that screen. Its plan element is
/// held at its start and restored when the transition ends; no flying copy is made. Re-planning
/// the pop from the dragged pose at the release would also give one owner, but needs a second
/// animator mid-transition; holding the element keeps the single animator.
@MainActor
final class ZoomDismissalGate {
    /// Whether a zoom dismissal's `begin` runs now (``beginning(holding:_:)``).
    private(set) var begins = false
    /// The hold the zoom dismissal beginning now gives the transition it starts.
    private(set) weak var hold: SettleHold?

    /// Runs `begin` — a zoom dismissal starting a pop or a presented screen's dismissal — as the
    /// dismissal's: the library's animator vended meanwhile takes `hold`
    /// (``holdSettle(of:decision:)``), so its end waits until the dismissal's settling springs
    /// arrived.
    ///
    /// - Parameters:
    ///   - hold: Keeps the transition open until the dragged screen settled; `nil` for none.
    ///   - begin: Starts the transition.
    /// - Returns: What `begin` returned.
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
