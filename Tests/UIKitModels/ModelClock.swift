import Foundation

/// The virtual time of a test: running property animators and scheduled actions move only when
/// the test advances it.
///
/// ```swift
/// let clock = ModelClock()
/// animator.startAnimation()
/// clock.advance(by: 0.1)            // the animator's views are 0.1 s into the animation
/// clock.advance(by: 1)              // it finished at 0.35 s; its completions ran then
/// ```
///
/// Events inside one advance happen in time order (an animator ending at 0.35 s completes before
/// a scheduled action at 0.4 s; at equal times animators come first, then actions in the order
/// they were scheduled), so completions that start new animators are played faithfully. An event
/// within a nanosecond after the target is due, so `advance(by: 0.1)` four times reaches an end at
/// 0.4 s despite rounding. While an
/// animator runs the clock keeps it alive, as UIKit does: a running animator may be dropped by its
/// owner, a paused or stopped one may not.
@MainActor
package final class ModelClock {
    /// Seconds since the clock was created.
    package private(set) var now: TimeInterval = 0

    /// Events this close after the target time still fall due (rounding in sums of steps).
    static let tolerance: TimeInterval = 1e-9

    private var running: [PropertyAnimatorModel] = []
    private var actions: [(time: TimeInterval, sequence: Int, action: @MainActor () -> Void)] = []
    private var sequence = 0

    /// Creates a clock at time 0.
    package init() {}

    /// Advances the time, playing every animator end and scheduled action that falls due, in order.
    ///
    /// - Parameter seconds: How far to advance; negative or non-finite advances by 0 (events due
    ///   now still run).
    package func advance(by seconds: TimeInterval) {
        let target = now + (seconds.isFinite && seconds > 0 ? seconds : 0)
        var budget = 100_000
        while budget > 0, let event = nextEvent(until: target) {
            budget -= 1
            now = max(now, event.time)
            event.fire()
        }
        now = max(now, target)
    }

    /// Advances until no animator runs and no action waits, or `limit` seconds have passed.
    ///
    /// - Parameter limit: The most time to advance.
    package func runUntilIdle(limit: TimeInterval = 60) {
        let deadline = now + limit
        while now < deadline, let next = nextEvent(until: deadline) {
            advance(by: next.time - now)
        }
    }

    /// Runs `action` when the clock reaches `now + delay` (a `DispatchQueue.main.async` is a delay
    /// of 0: it runs at the next advance).
    ///
    /// - Parameters:
    ///   - delay: Seconds from now; negative or non-finite means 0.
    ///   - action: The action.
    package func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        scheduledCount += 1
        sequence += 1
        actions.append((now + (delay.isFinite && delay > 0 ? delay : 0), sequence, action))
    }

    /// How many actions were ever scheduled: a `DispatchQueue.main.async` (a next-turn hop) is one.
    package private(set) var scheduledCount = 0

    /// The animators running now.
    package var runningAnimators: [PropertyAnimatorModel] { running }

    /// Whether nothing runs and nothing is scheduled: advancing the clock would change nothing.
    package var isIdle: Bool { running.isEmpty && actions.isEmpty }

    func register(_ animator: PropertyAnimatorModel) {
        if !running.contains(where: { $0 === animator }) { running.append(animator) }
    }

    func unregister(_ animator: PropertyAnimatorModel) {
        running.removeAll { $0 === animator }
    }

    private func nextEvent(until target: TimeInterval) -> (time: TimeInterval, fire: () -> Void)? {
        let animator = running.compactMap { animator in animator.runEndTime.map { (animator, $0) } }
            .min { $0.1 < $1.1 }
        let action = actions.min { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
        let due = target + Self.tolerance
        if let animator, animator.1 <= due, action.map({ animator.1 <= $0.time }) ?? true {
            return (animator.1, { animator.0.clockDidReachRunEnd() })
        }
        if let action, action.time <= due {
            return (
                action.time,
                { [weak self] in
                    self?.actions.removeAll { $0.sequence == action.sequence }
                    action.action()
                }
            )
        }
        return nil
    }
}
