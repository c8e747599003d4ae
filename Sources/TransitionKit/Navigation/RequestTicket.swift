/// The number a ``NavigationQueue`` gives each request it receives, in arrival order.
///
/// Every ticket ends in exactly one of ``NavigationQueueEvent/completed(_:)``,
/// ``NavigationQueueEvent/cancelled(_:)`` or ``NavigationQueueEvent/dropped(_:_:_:)``; tickets
/// start executing in increasing order.
package struct RequestTicket: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The ticket's position in arrival order, starting at 0 for a new queue.
    package let rawValue: UInt64

    /// Creates a ticket.
    ///
    /// - Parameter rawValue: The position in arrival order.
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders tickets by arrival.
    ///
    /// - Parameters:
    ///   - lhs: A ticket.
    ///   - rhs: Another ticket.
    /// - Returns: Whether `lhs` arrived before `rhs`.
    package static func < (lhs: RequestTicket, rhs: RequestTicket) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#` followed by the number, e.g. `#3`.
    package var description: String { "#\(rawValue)" }
}
