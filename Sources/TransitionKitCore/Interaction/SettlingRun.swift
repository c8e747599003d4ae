import Foundation

/// How a transition has run on its own since it started or was last released, so a reversal hands off the
/// velocity it has now: its timing curve's derivative or its spring's state.
struct SettlingRun: Sendable, Hashable {
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
    package var motion: Motion

    package init(progress: Double, time: TimeInterval, target: Double, motion: Motion) {
        self.progress = progress
        self.time = time
        self.target = target
        self.motion = motion
    }

    /// Progress per second at `now` (clock seconds): (target − progress) × the motion's velocity; the average
    /// since ``time`` when the timing is unknown; 0 when no time has passed or a number is not finite.
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
