/// Announces each transition of a lane (a navigation controller) `.willBegin` once and ended once, whether
/// `willShow`'s coordinator or the library's animator sees it first (see NavigationInternals, Announcements).
struct AnnouncementGate<Lane: Hashable> {
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

    init() {}

    /// The number of open transitions.
    var openCount: Int { open.count }

    /// `true` until the ticket's transition ended or was abandoned.
    func isOpen(_ ticket: Ticket) -> Bool {
        open[ticket] != nil
    }

    /// `willShow` saw an animated transition of the lane: emit `.willBegin`, end the ticket from the
    /// coordinator's completion.
    mutating func coordinatorAnnounces(in lane: Lane) -> Ticket {
        makeTicket(.coordinator, in: lane)
    }

    /// A ticket when the animator announces (end it when the animator finishes); `nil` while a transition of
    /// the lane is open (the one `willShow` just announced, or one still running).
    mutating func animatorAnnounces(in lane: Lane, announcingAnimatorIsAlive: Bool) -> Ticket? {
        if !announcingAnimatorIsAlive {
            for (ticket, owner) in open where owner == lane && ticket.source == .animator {
                open[ticket] = nil
            }
        }
        guard !open.values.contains(lane) else { return nil }
        return makeTicket(.animator, in: lane)
    }

    /// `true` when the end should be emitted; an end for a ticket no longer open is ignored.
    mutating func end(_ ticket: Ticket) -> Bool {
        open.removeValue(forKey: ticket) != nil
    }

    /// For a released navigation controller: its open transitions can still be ended, and block nothing.
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
