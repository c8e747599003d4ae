import Foundation

/// Where and when a transition last started running on its own — its start, or a release — as
/// forward progress and a clock's seconds: what a request that turns the transition around reads
/// the velocity it carries from.
///
/// ```swift
/// let anchor = ProgressAnchor(progress: 0, time: 10)
/// anchor.velocity(at: 0.5, now: 10.25)   // 2 progress per second
/// ```
package struct ProgressAnchor: Sendable, Equatable {
    /// The forward progress, 0…1.
    package var progress: Double
    /// The clock's seconds.
    package var time: TimeInterval

    /// An anchor at `progress` and `time`.
    package init(progress: Double, time: TimeInterval) {
        self.progress = progress
        self.time = time
    }

    /// The forward progress velocity (progress per second) averaged from the anchor up to
    /// `progress` at `now`: 0 when no time has passed or the result is not finite.
    ///
    /// - Parameters:
    ///   - progress: The forward progress on screen now.
    ///   - now: The clock's seconds now.
    /// - Returns: Progress per second.
    package func velocity(at progress: Double, now: TimeInterval) -> Double {
        guard now > time else { return 0 }
        let velocity = (progress - self.progress) / (now - time)
        return velocity.isFinite ? velocity : 0
    }
}
