import TransitionKitCore

/// `OSSignposter` as the transitions' signposts use it: every interval begun and ended, in order,
/// as lines (`begin 1 root → detail slide push`, `end 1 finished`). os reports an interval ended
/// twice or never begun (`OSSignpostError.doubleEnd`); the model records either, and an identity
/// begun twice, in the ledger.
///
/// ```swift
/// let signposts = SignposterModel(ledger: ledger)
/// core.announcer.intervals.signposts = signposts
/// navigation.pushViewController(detail, animated: true)
/// #expect(signposts.lines == ["begin 1 root → detail slide push"])
/// ```
@MainActor
package final class SignposterModel: SignposterPort {
    /// Every begin and end, in order.
    package private(set) var lines: [String] = []
    /// The intervals begun and not ended, by identity.
    package private(set) var open: [UInt64: TransitionIntervalName] = [:]
    private let ledger: ContractLedger

    /// Creates a signposter whose misuse goes to `ledger`.
    ///
    /// - Parameter ledger: The scene's ledger.
    package init(ledger: ContractLedger) {
        self.ledger = ledger
    }

    /// `beginAnimationInterval`.
    package func beginInterval(_ id: UInt64, _ name: TransitionIntervalName) {
        if open[id] != nil { ledger.record("signpost interval \(id) begun twice") }
        open[id] = name
        lines.append("begin \(id) \(name.message)")
    }

    /// `endInterval`.
    package func endInterval(_ id: UInt64, _ outcome: TransitionOutcome) {
        if open.removeValue(forKey: id) == nil { ledger.record("signpost interval \(id) ended but not open") }
        lines.append("end \(id) \(outcome.rawValue)")
    }

    /// How many intervals began.
    package var beginCount: Int { lines.filter { $0.hasPrefix("begin") }.count }
    /// How many intervals ended.
    package var endCount: Int { lines.filter { $0.hasPrefix("end") }.count }
}
