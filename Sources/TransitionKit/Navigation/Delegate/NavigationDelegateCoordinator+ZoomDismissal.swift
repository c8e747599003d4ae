import TransitionKitCore

extension NavigationDelegateCoordinator {
    /// Whether popping `stack`'s top screen plays a zoom now (override, registration or default,
    /// Reduce Motion included, as ``decide(_:from:to:in:interactionIsDriving:)`` decides): the
    /// zoom dismissal's question before it takes a drag.
    ///
    /// - Parameter stack: A navigation controller.
    /// - Returns: `false` with nothing to pop or any other transition.
    func popPlaysZoom(in stack: Stack) -> Bool {
        let entries = stack.viewControllers
        guard entries.count > 1,
            let decision = decide(
                .pop, from: entries[entries.count - 1], to: entries[entries.count - 2], in: stack,
                interactionIsDriving: true)?.decision
        else { return false }
        return decision.style?.kind.growsFromSource == true
    }

    /// Starts (or catches) a zoom dismissal's pop of `stack` through `begin`
    /// (``ZoomDismissalGate/beginning(holding:_:)``), unless the pop it would catch can no longer be
    /// caught: the library's animator vended last ended and waits for its hold
    /// (``AnnouncingAnimator/awaitsSettle``) — the dismissal's springs still fly the screen and
    /// will end it.
    ///
    /// - Parameters:
    ///   - stack: The navigation controller.
    ///   - hold: Keeps the pop open until the dragged screen settled.
    ///   - begin: Starts or catches the pop (`beginInteractivePop(of:)`).
    /// - Returns: The handle, or `nil` (reported at the debug level) without calling `begin`.
    func beginZoomDismissalPop(
        in stack: Stack, holding hold: SettleHold, _ begin: () -> (any TransitionInteraction)?
    ) -> (any TransitionInteraction)? {
        if let animator = controllers[stack]?.lastVendedAnimation as? Host.Animator, animator.awaitsSettle {
            Diagnostics.report(
                "dismissal", "the pop's animator already ended; it is not caught", level: .debug)
            return nil
        }
        return zoomDismissal.beginning(holding: hold, begin)
    }

    /// The view a zoom dismissal's pop of `stack` drives while the pop runs: the view the
    /// transition context handed the library's animator vended last as the pop's `.from` view
    /// (``AnnouncingAnimator/drivenView``), whose properties the pop restores when it ends.
    ///
    /// - Parameter stack: The navigation controller.
    /// - Returns: The view; `nil` when no pop that leaves its screen to the drag runs.
    func zoomDismissalView(in stack: Stack) -> Host.Animator.DrivenView? {
        (controllers[stack]?.lastVendedAnimation as? Host.Animator)?.drivenView
    }
}
