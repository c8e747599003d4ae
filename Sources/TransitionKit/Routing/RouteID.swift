/// The identity of one route in a ``RouteStack``, unique for the stack's lifetime.
///
/// IDs increase in push order and are never reused, so the UIKit side can key its hosting
/// controllers by them; a route pushed again with the same payload gets a new ID.
package struct RouteID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The route's position in push order; the initial root is 0.
    package let rawValue: UInt64

    /// Creates an ID.
    ///
    /// - Parameter rawValue: The position in push order.
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders IDs by push order.
    ///
    /// - Parameters:
    ///   - lhs: An ID.
    ///   - rhs: Another ID.
    /// - Returns: Whether `lhs` was created before `rhs`.
    package static func < (lhs: RouteID, rhs: RouteID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `route#` followed by the number.
    package var description: String { "route#\(rawValue)" }
}
