/// Makes every transition announce `.willBegin` once and `.didEnd` / `.didCancel` once, whichever
/// of the navigation delegate's two sources sees it first.
///
/// A transition the delegate animates itself is announced by its animator (when vended) and
/// ended by the animator's completion; any other animated transition (UIKit's own, the app
/// delegate's, a custom one) is announced in `willShow` through the transition coordinator and
/// ended by the coordinator's completion. Both sources may see the same transition; the first
/// to announce owns it, and only the owner's end is reported.
///
/// ```swift
/// var gate = AnnouncementGate()
/// gate.announce(.animator)      // true: emit .willBegin
/// gate.announce(.coordinator)   // false: already announced
/// gate.end(.coordinator)        // false: not the owner
/// gate.end(.animator)           // true: emit .didEnd or .didCancel
/// ```
///
/// ## Bad input
/// An end from a source that does not own the open transition, or with nothing open, is
/// ignored. An owner that disappears without ending (an animator UIKit released unused) is
/// dropped with ``abandon()``, so it never blocks later announcements.
public struct AnnouncementGate: Sendable, Hashable {
    /// Who announced a transition.
    public enum Source: Sendable, Hashable, CaseIterable {
        /// The delegate's own animator.
        case animator
        /// The transition coordinator seen in `willShow`.
        case coordinator
    }

    /// The source that owns the open transition, or `nil` when none is open.
    public private(set) var owner: Source?

    /// Creates a gate with no open transition.
    public init() {}

    /// Opens a transition for `source` if none is open.
    ///
    /// - Parameter source: Who wants to announce.
    /// - Returns: `true` when `source` now owns the transition and should emit `.willBegin`.
    public mutating func announce(_ source: Source) -> Bool {
        guard owner == nil else { return false }
        owner = source
        return true
    }

    /// Closes the open transition if `source` owns it.
    ///
    /// - Parameter source: Who reports the end.
    /// - Returns: `true` when the end should be emitted.
    public mutating func end(_ source: Source) -> Bool {
        guard owner == source else { return false }
        owner = nil
        return true
    }

    /// Drops the open transition without an end event.
    public mutating func abandon() {
        owner = nil
    }
}
