import Foundation

/// How a transition has run on its own since it started or was last released — from which
/// progress and when, toward which end, on which motion — so that a reversal hands off the
/// velocity it has at the moment of the request: the derivative of its timing curve, or its
/// spring's state.
///
/// ```swift
/// let run = SettlingRun(progress: 0, time: 10, target: 1, motion: .ownTiming)
/// run.velocity(progress: 0.3318838467, at: 10.12, ownTiming: (.curve(.easeInOut), 0.3))
/// // 1.5971672399 / 0.3 ≈ 5.3239: the ease-in-out's slope 0.12 s into 0.3 s
/// ```
package struct SettlingRun: Sendable, Hashable {
    /// What moves the transition.
    package enum Motion: Sendable, Hashable {
        /// The animator's own timing over its duration (a button's push or pop), read from the
        /// animation controller when the velocity is asked.
        case ownTiming
        /// A release spring starting at a velocity relative to the distance to the target
        /// (`UISpringTimingParameters`' unit, positive toward it).
        case spring(SpringTiming, initialVelocity: Double)
        /// A motion the coordinator does not know (a scrubber's Play: the animator's own timing
        /// over the remaining share of its duration).
        case unknown
    }

    /// The forward progress where it started running on its own.
    package var progress: Double
    /// The clock's seconds then.
    package var time: TimeInterval
    /// The forward progress it runs toward: 1 (finish) or 0 (cancel).
    package var target: Double
    /// What moves it.
    package var motion: Motion

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - progress: The forward progress where it started on its own.
    ///   - time: The clock's seconds then.
    ///   - target: 1 to finish, 0 to cancel.
    ///   - motion: What moves it.
    package init(progress: Double, time: TimeInterval, target: Double, motion: Motion) {
        self.progress = progress
        self.time = time
        self.target = target
        self.motion = motion
    }

    /// The forward progress velocity (progress per second) at `now`: the distance from
    /// ``progress`` to ``target`` times the motion's own velocity `now − time` seconds in. When the
    /// motion (or the animator's timing) is unknown, the average since ``time`` up to
    /// `onScreen`; 0 when no time has passed or a number is not finite.
    ///
    /// - Parameters:
    ///   - onScreen: The forward progress on screen now (for the average).
    ///   - now: The clock's seconds now.
    ///   - ownTiming: The animator's timing and duration in seconds, for ``Motion/ownTiming``;
    ///     `nil` when the animation controller does not say.
    /// - Returns: Progress per second, positive toward completion.
    package func velocity(progress onScreen: Double, at now: TimeInterval, ownTiming: (Timing, Double)?)
        -> Double
    {
        let elapsed = now - time
        guard elapsed > 0 else { return 0 }
        let velocity: Double
        switch (motion, ownTiming) {
        case (.ownTiming, let (timing, duration)?):
            velocity = (target - progress) * timing.velocity(atTime: elapsed, duration: duration)
        case (.spring(let spring, let initialVelocity), _):
            velocity = (target - progress) * spring.velocity(at: elapsed, initialVelocity: initialVelocity)
        case (.ownTiming, nil), (.unknown, _):
            velocity = (onScreen - progress) / elapsed
        }
        return velocity.isFinite ? velocity : 0
    }
}
