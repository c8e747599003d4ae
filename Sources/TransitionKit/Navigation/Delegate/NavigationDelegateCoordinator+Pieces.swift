import TransitionKitCore

// The calls other rooms make (the UIKit delegate, presentations, the bar-less controller, the
// SwiftUI stack), answered by the piece that owns the state.

extension NavigationDelegateCoordinator {
    // MARK: Delegate slot

    var attachments: AttachmentTable<Stack, Host.Driver> { slot.attachments }

    func driver(for stack: Stack) -> Host.Driver? {
        slot.driver(for: stack)
    }

    func isAssigningDelegate(of stack: Stack) -> Bool {
        slot.isAssigningDelegate(of: stack)
    }

    func isHost(_ delegate: Stack.PortDelegate?) -> Bool {
        slot.isHost(delegate)
    }

    // MARK: Announcements

    var intervals: TransitionIntervalRecorder { announcer.intervals }

    var screenName: (Screen) -> String {
        get { announcer.screenName }
        set { announcer.screenName = newValue }
    }

    func addObserver(
        for pair: ObservedPair? = nil, _ handler: @escaping @MainActor (Announcement) -> Void
    ) -> TransitionObserverID {
        announcer.addObserver(for: pair, handler)
    }

    func removeObserver(_ id: TransitionObserverID) {
        announcer.removeObserver(id)
    }

    func announce(
        _ animator: Host.Animator, lane: ObjectIdentifier, laneAnimatorIsAlive: Bool,
        announcement: Announcement,
        played: @escaping (inout Announcement, TransitionGeometry) -> Void
    ) -> Bool {
        announcer.announce(
            animator, lane: lane, laneAnimatorIsAlive: laneAnimatorIsAlive, announcement: announcement,
            played: played)
    }

    func announce<Coordinator: TransitionCoordinating>(
        through coordinator: Coordinator, lane: ObjectIdentifier, announcement: Announcement,
        ended: @escaping @MainActor (PendingBegin, TransitionCoordinatorContext) -> Void = { _, _ in }
    ) -> PendingBegin? {
        announcer.announce(through: coordinator, lane: lane, announcement: announcement, ended: ended)
    }

    func completion(playedBy animator: Host.Animator, decision: TransitionDecision, isInteractive: Bool)
        -> (inout Announcement, TransitionGeometry) -> Void
    {
        announcer.completion(playedBy: animator, decision: decision, isInteractive: isInteractive)
    }

    // MARK: Zoom dismissal

    var zoomDismissalHold: SettleHold? { zoomDismissal.hold }

    func beginningZoomDismissal<Result>(holding hold: SettleHold? = nil, _ begin: () -> Result) -> Result {
        zoomDismissal.beginning(holding: hold, begin)
    }

    func holdSettle(of animator: Host.Animator, decision: TransitionDecision) {
        zoomDismissal.holdSettle(of: animator, decision: decision)
    }

    func popPlaysZoom(in stack: Stack) -> Bool {
        vendor.popPlaysZoom(in: stack)
    }

    func beginZoomDismissalPop(
        in stack: Stack, holding hold: SettleHold, _ begin: () -> (any TransitionInteraction)?
    ) -> (any TransitionInteraction)? {
        vendor.beginZoomDismissalPop(in: stack, holding: hold, begin)
    }

    func zoomDismissalView(in stack: Stack) -> Host.Animator.DrivenView? {
        vendor.zoomDismissalView(in: stack)
    }

    // MARK: Vending

    var registry: TransitionRegistry<Screen, Host.Transition> {
        get { vendor.registry }
        set { vendor.registry = newValue }
    }

    var overrides: ScreenOverrides<Screen, Host.Transition> {
        get { vendor.overrides }
        set { vendor.overrides = newValue }
    }

    var scrubsTransitions: Bool {
        get { vendor.scrubsTransitions }
        set { vendor.scrubsTransitions = newValue }
    }

    func animationController(
        operation: NavigationOperation?, from fromViewController: Screen, to toViewController: Screen,
        in stack: Stack, askingApp: () -> Host.Animation?
    ) -> Host.Animation? {
        vendor.animationController(
            operation: operation, from: fromViewController, to: toViewController, in: stack,
            askingApp: askingApp)
    }

    func interactionController(
        for animationController: Host.Animation, in stack: Stack, askingApp: () -> Host.Interaction?
    ) -> Host.Interaction? {
        vendor.interactionController(for: animationController, in: stack, askingApp: askingApp)
    }

    func decide(
        _ operation: NavigationOperation, from fromViewController: Screen, to toViewController: Screen,
        in stack: Stack, interactionIsDriving: Bool
    ) -> (decision: TransitionDecision, transition: Host.Transition?)? {
        vendor.decide(
            operation, from: fromViewController, to: toViewController, in: stack,
            interactionIsDriving: interactionIsDriving)
    }

    func decide(
        _ operation: NavigationOperation, from fromScreen: Screen, to toScreen: Screen,
        override: Host.Transition?, layoutDirection: TransitionLayoutDirection, interactionIsDriving: Bool,
        toolbarHeights: (from: Double?, to: Double?) = (nil, nil)
    ) -> (decision: TransitionDecision, transition: Host.Transition?)? {
        vendor.decide(
            operation, from: fromScreen, to: toScreen, override: override, layoutDirection: layoutDirection,
            interactionIsDriving: interactionIsDriving, toolbarHeights: toolbarHeights)
    }

    // MARK: Navigator

    @discardableResult
    func navigate(_ request: NavigatorRequest, in stack: Stack?) -> Bool {
        navigator.navigate(request, in: stack)
    }
}
