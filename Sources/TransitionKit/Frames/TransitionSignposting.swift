/// Where a transition's animation interval is written: `OSSignposter.beginAnimationInterval` and
/// `endInterval` on device (`OSSignpostTransitions`), a model recording begins and ends in tests.
///
/// ```swift
/// signposts.beginInterval(7, TransitionIntervalName(from: "Grid", to: "Detail", style: "zoom", kind: .push))
/// signposts.endInterval(7, .finished)
/// ```
///
/// ``TransitionIntervalRecorder`` calls ``beginInterval(_:_:)`` once per transition and
/// ``endInterval(_:_:)`` exactly once for each begun identity; a conformance needs no checks.
@MainActor
package protocol TransitionSignposting: AnyObject {
    /// Begins the animation interval `id`.
    ///
    /// - Parameters:
    ///   - id: The interval's identity, unique per recorder.
    ///   - name: The screen pair and style.
    func beginInterval(_ id: UInt64, _ name: TransitionIntervalName)

    /// Ends the animation interval `id`.
    ///
    /// - Parameters:
    ///   - id: An identity passed to ``beginInterval(_:_:)``.
    ///   - outcome: How the transition ended.
    func endInterval(_ id: UInt64, _ outcome: TransitionOutcome)
}
