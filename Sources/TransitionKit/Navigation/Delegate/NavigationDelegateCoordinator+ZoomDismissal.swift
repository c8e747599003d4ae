import TransitionKitCore
import TransitionKitGestures

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

    /// Runs `begin` — a zoom dismissal starting a pop (``beginInteractivePop(of:)``) or a presented
    /// screen's dismissal — so that the transition decided inside it leaves its leaving screen to
    /// the dismissal (``TransitionDecision/leavingScreenIsDriven``).
    ///
    /// One owner per property: while the finger drags, the dismissal sets the zoomed screen's
    /// centre, transform and corner radius directly; the pop's property animator, paused and
    /// scrubbed through the interaction handle's 2-D feed, keeps everything else (the screen
    /// below, the dimming, observers' `animateAlongside`) but never animates that screen. Its plan
    /// element is held at its start and restored when the transition ends; no flying copy is made.
    /// Re-planning the pop from the dragged pose at the release would also give one owner, but
    /// needs a second animator mid-transition; holding the element keeps the single animator.
    ///
    /// The library's animator vended meanwhile takes `hold` (``holdSettle(of:decision:)``): its
    /// end waits until the dismissal's settling springs arrived.
    ///
    /// - Parameters:
    ///   - hold: Keeps the transition open until the dragged screen settled; `nil` for none.
    ///   - begin: Starts the transition.
    /// - Returns: What `begin` returned.
    func beginningZoomDismissal<Result>(holding hold: SettleHold? = nil, _ begin: () -> Result) -> Result {
        zoomDismissalBegins = true
        zoomDismissalHold = hold
        defer {
            zoomDismissalBegins = false
            zoomDismissalHold = nil
        }
        return begin()
    }

    /// Starts (or catches) a zoom dismissal's pop of `stack` through `begin`
    /// (``beginningZoomDismissal(holding:_:)``), unless the pop it would catch can no longer be
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
        return beginningZoomDismissal(holding: hold, begin)
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

    /// Gives the library's `animator` the beginning zoom dismissal's hold when its decision leaves
    /// the leaving screen to the dismissal (``TransitionDecision/leavingScreenIsDriven``).
    ///
    /// - Parameters:
    ///   - animator: The animator just made.
    ///   - decision: What it plays.
    func holdSettle(of animator: Host.Animator, decision: TransitionDecision) {
        guard decision.leavingScreenIsDriven else { return }
        animator.settleHold = zoomDismissalHold
    }
}

/// The scene of the latest zoom pop that began, as its `.willBegin` announcement measured it: the
/// zoom dismissal reads it right after it started the pop (the library's animator announces once
/// the scene is staged, synchronously inside the interactive start).
///
/// ```swift
/// let record = DismissalSceneRecord()
/// coordinator.addObserver(record.observe)
/// record.scene     // screen, source and container of the pop that just began
/// ```
@MainActor
final class DismissalSceneRecord {
    /// The latest scene; `nil` before a pop began or after it ended.
    private(set) var scene: DismissalScene?

    /// Records a pop's scene at `.willBegin`, forgets it when a transition ends.
    ///
    /// - Parameter announcement: An announcement of the navigation delegate.
    func observe<Screen>(_ announcement: TransitionAnnouncement<Screen>) {
        switch announcement.phase {
        case .willBegin:
            scene = announcement.geometry.flatMap { geometry in
                geometry.operation == .pop ? DismissalScene(popOf: geometry, style: announcement.style) : nil
            }
        case .didEnd, .didCancel:
            scene = nil
        }
    }
}

extension DismissalScene {
    /// The scene of a pop: the popped screen's frame, the zoom's source frame (re-read at pop
    /// time, `nil` when it is gone), the container's size, whether the played style flies off
    /// without a source (`zoomEnds.whenSourceIsMissing == .flyOff`), a card's own corner
    /// radius (its `zoomEnds.sourceShape`'s) and the backdrop the style chose, if any.
    ///
    /// - Parameters:
    ///   - geometry: The pop's geometry.
    ///   - style: The style the pop plays, if the library plays it (a card takes the card's
    ///     mapping; `.whenSourceIsMissing(.flyOff)` flies off without a source).
    package init(popOf geometry: TransitionGeometry, style: TransitionStyle? = nil) {
        self.init(
            screenFrame: geometry.from.frame, sourceFrame: geometry.zoom.sourceFrame,
            bounds: geometry.containerBounds.size, isCard: style?.kind == .card)
        fliesOffWithoutSource = style?.zoomEnds.whenSourceIsMissing == .flyOff
        backdrop = style?.chosenBackdrop
        if isCard {
            cardCornerRadius = style?.zoomEnds.sourceShape?.cornerRadius(
                for: geometry.zoom.sourceFrame ?? geometry.from.frame)
        }
    }
}
