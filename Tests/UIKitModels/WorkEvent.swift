/// One piece of UIKit work, or a test's own marker, in the order it happened: the ledger's
/// ``ContractLedger/workLog``, for tests that assert what a coordinator asks for and in which order
/// (lay a screen out before measuring what is in it, measure before snapshotting).
///
/// ```swift
/// let log = ledger.workLog
/// let laidOut = try #require(log.firstIndex(of: .layout("detail")))
/// let measured = try #require(log.firstIndex(of: .convert("photo")))
/// #expect(laidOut < measured)
/// ```
package enum WorkEvent: Sendable, Hashable, CustomStringConvertible {
    /// `layoutIfNeeded()` on the named view.
    case layout(String)
    /// `snapshotView(afterScreenUpdates:)` of the named view.
    case snapshot(String, afterScreenUpdates: Bool)
    /// `convert(_:to:)` from the named view's coordinates: how a view is measured.
    case convert(String)
    /// The named view was added, inserted, moved or removed (`addSubview`, `insertSubview…`,
    /// `removeFromSuperview`).
    case hierarchy(String)
    /// A property animator was created, with its name.
    case animatorCreated(String)
    /// A marker a test put in with ``ContractLedger/note(_:)``.
    case note(String)

    /// One short line.
    package var description: String {
        switch self {
        case .layout(let name): "layout \(name)"
        case .snapshot(let name, let after): "snapshot \(name)\(after ? " after screen updates" : "")"
        case .convert(let name): "convert from \(name)"
        case .hierarchy(let name): "hierarchy \(name)"
        case .animatorCreated(let name): "animator created \(name)"
        case .note(let text): "note \(text)"
        }
    }
}
