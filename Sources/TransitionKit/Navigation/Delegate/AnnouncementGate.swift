/// Makes every navigation transition announce `.willBegin` once and `.didEnd` / `.didCancel` once,
/// per navigation controller (a *lane*), whichever of the navigation delegate's two sources sees
/// it and however transitions overlap.
///
/// Two sources can see one transition:
/// - **The transition coordinator**, in `willShow`, which UIKit calls first for every animated
///   push and pop: each call is a new transition of its lane, ended by that coordinator's
///   completion.
/// - **The library's animator**, when UIKit asks for it right after: it announces only when no
///   transition of its lane is open — so not the one `willShow` has just announced. Vended without
///   one (no coordinator in `willShow`), it announces the transition itself and ends it when it
///   finishes.
///
/// Every announcement is a ``Ticket`` and is ended with that ticket, so the late end of one
/// transition (a coordinator's completion arriving after `didShow` started the next push, or another
/// controller's transition) never closes another.
///
/// ```swift
/// var gate = AnnouncementGate<ObjectIdentifier>()
/// let push = gate.coordinatorAnnounces(in: lane)                          // willShow: emit .willBegin
/// gate.animatorAnnounces(in: lane, announcingAnimatorIsAlive: false)      // nil: already announced
/// let next = gate.coordinatorAnnounces(in: lane)                          // a push from didShow: .willBegin
/// gate.end(push)                                                          // true: emit .didEnd for the first
/// gate.end(next)                                                          // true: and for the second
/// ```
///
/// ## Bad input
/// An end for a ticket that is not open (ended already, abandoned) is ignored. A second vend while
/// a transition of its lane is open announces nothing. An animator-announced
/// transition whose animator UIKit released unused is abandoned (no end event) by its lane's next
/// vend. A forgotten lane (its navigation controller was released) keeps its open transitions
/// endable and blocks nothing.
struct AnnouncementGate<Lane: Hashable> {
    /// Who announced a transition.
    enum Source: Hashable, CaseIterable {
        /// The library's own animator.
        case animator
        /// The transition coordinator seen in `willShow`.
        case coordinator
    }

    /// One announced transition.
    struct Ticket: Hashable {
        /// The announcement's number, unique within the gate.
        let serial: UInt64
        /// Who announced it (and so who ends it).
        let source: Source
    }

    /// The open transitions and their lanes (`nil` once the lane was forgotten).
    private var open: [Ticket: Lane?] = [:]
    private var nextSerial: UInt64 = 0

    /// Creates a gate with no open transition.
    init() {}

    /// The number of open transitions.
    var openCount: Int { open.count }

    /// Whether `ticket`'s transition is open.
    ///
    /// - Parameter ticket: A ticket.
    /// - Returns: `true` until it ended or was abandoned.
    func isOpen(_ ticket: Ticket) -> Bool {
        open[ticket] != nil
    }

    /// `willShow` saw an animated transition of the lane's own: a new transition, announced now.
    ///
    /// - Parameter lane: The navigation controller.
    /// - Returns: The transition's ticket: emit `.willBegin`, end it from the coordinator's completion.
    mutating func coordinatorAnnounces(in lane: Lane) -> Ticket {
        makeTicket(.coordinator, in: lane)
    }

    /// The library vended its animator for a transition of `lane`.
    ///
    /// - Parameters:
    ///   - lane: The navigation controller.
    ///   - announcingAnimatorIsAlive: Whether the animator that announced the lane's open
    ///     animator transition, if there is one, still exists.
    /// - Returns: A new ticket when the animator announces (emit `.willBegin`, end it when the
    ///   animator finishes); `nil` when a transition of the lane is open (the one `willShow` has
    ///   just announced, or one still running).
    mutating func animatorAnnounces(in lane: Lane, announcingAnimatorIsAlive: Bool) -> Ticket? {
        if !announcingAnimatorIsAlive {
            for (ticket, owner) in open where owner == lane && ticket.source == .animator {
                open[ticket] = nil
            }
        }
        guard !open.values.contains(lane) else { return nil }
        return makeTicket(.animator, in: lane)
    }

    /// Closes `ticket`'s transition if it is open.
    ///
    /// - Parameter ticket: The ticket its announcement returned.
    /// - Returns: `true` when the end should be emitted.
    mutating func end(_ ticket: Ticket) -> Bool {
        open.removeValue(forKey: ticket) != nil
    }

    /// Forgets a lane whose navigation controller was released: its open transitions can still be
    /// ended, and block nothing.
    ///
    /// - Parameter lane: The navigation controller's lane.
    mutating func forget(_ lane: Lane) {
        for (ticket, owner) in open where owner == lane { open[ticket] = .some(nil) }
    }

    private mutating func makeTicket(_ source: Source, in lane: Lane) -> Ticket {
        nextSerial += 1
        let ticket = Ticket(serial: nextSerial, source: source)
        open[ticket] = lane
        return ticket
    }
}
