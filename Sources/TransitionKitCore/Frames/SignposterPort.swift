/// Where animation intervals are written (`OSSignpostTransitions` on device). The recorder begins each
/// identity once and ends it exactly once, so a conformance needs no checks.
@MainActor
package protocol SignposterPort: AnyObject {
    /// `id` is unique per recorder.
    func beginInterval(_ id: UInt64, _ name: TransitionIntervalName)

    func endInterval(_ id: UInt64, _ outcome: TransitionOutcome)
}
