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
}
