import TransitionKitGestures

/// How a scrubbed transition runs next: which way, from where, for how long and with what timing —
/// the neutral answer behind a scrubber's Play and Reverse buttons and its pan release.
///
/// A scrubber keeps one paused `UIViewPropertyAnimator`; to run it, it sets `fractionComplete` to
/// ``startFraction``, `isReversed` to ``Direction/isReversed`` and calls
/// `continueAnimation(withTimingParameters:durationFactor:)` with ``timing`` and
/// ``durationFactor``.
///
/// ```swift
/// let run = ScrubPolicy(operation: .push).play(.forward, from: 1)
/// run.startFraction    // 0: at the end, Play starts over
/// run.durationFactor   // 1: the whole duration
/// run.timing           // .plan
/// ```
package struct ScrubRun: Sendable, Hashable {
    /// Which way the transition runs.
    package enum Direction: Sendable, Hashable, CaseIterable {
        /// Toward the end state (progress 1): the push or pop completes.
        case forward
        /// Toward the start state (progress 0): the transition is undone.
        case reverse

        /// The value for the animator's `isReversed`: `true` for ``reverse``.
        package var isReversed: Bool { self == .reverse }

        /// The progress the run ends at: exactly 1 forward, exactly 0 in reverse.
        var targetFraction: Double { self == .forward ? 1 : 0 }

        /// The forward progress (0 = start state, 1 = end state) for a `fractionComplete` read
        /// while an animator runs this way.
        ///
        /// Since iOS 11 a reversed animator reports its fraction along the reversed run (the
        /// forward progress is `1 − reported`); a forward one reports it as is. The scrubber only
        /// uses this to draw its slider during a run; before it scrubs, it pauses the animator,
        /// clears `isReversed` and reads `fractionComplete` directly.
        ///
        /// - Parameter reported: The animator's `fractionComplete`; NaN → 0, clamped to `0...1`.
        /// - Returns: The forward progress in `0...1`.
        func forwardFraction(reported: Double) -> Double {
            let clamped = ScrubPolicy.clampedFraction(reported)
            return self == .forward ? clamped : 1 - clamped
        }
    }

    /// The timing a run uses.
    package enum Timing: Sendable, Hashable {
        /// The plan's own timing (its spring or curve): what Play and Reverse use, so a run looks
        /// exactly like the transition on device.
        case plan
        /// The release hand-off: a spring with explicit constants, for
        /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, and the relative
        /// initial velocity (`ReleaseDecision/initialVelocity`) for both components. The velocity
        /// is played as ``playedInitialVelocity``: NaN and ±∞ as 0, the rest clamped to ±10¹².
        case spring(SpringTiming, initialVelocity: Double)

        /// Whether two timings play alike (springs by their played initial velocity), so every
        /// timing equals itself.
        package static func == (lhs: Timing, rhs: Timing) -> Bool {
            switch (lhs, rhs) {
            case (.plan, .plan): return true
            case (.spring(let a, _), .spring(let b, _)):
                return a == b && lhs.playedInitialVelocity == rhs.playedInitialVelocity
            default: return false
            }
        }

        /// Hashes the spring and its played initial velocity.
        package func hash(into hasher: inout Hasher) {
            switch self {
            case .plan: hasher.combine(0)
            case .spring(let spring, _):
                hasher.combine(spring)
                hasher.combine(playedInitialVelocity)
            }
        }

        /// The initial velocity the session hands UIKit: 0 for ``plan`` and for a non-finite
        /// velocity, else the spring's velocity clamped to ±10¹².
        var playedInitialVelocity: Double {
            guard case .spring(_, let velocity) = self, velocity.isFinite else { return 0 }
            return min(max(velocity, -1e12), 1e12)
        }
    }

    /// Which way to run.
    package var direction: Direction
    /// The progress to set before running, in `0...1`: the current one, or the opposite end when
    /// a run starts from where it would stop. Normalized when set: NaN → 0, clamped to `0...1`.
    var startFraction: Double {
        didSet { startFraction = ScrubPolicy.clampedFraction(startFraction) }
    }
    /// The remaining time in units of the plan's duration (`continueAnimation`'s
    /// `durationFactor`): the distance left to the target, in `0...1`. Normalized when set:
    /// NaN → 0, clamped to `0...1`.
    package var durationFactor: Double {
        didSet { durationFactor = ScrubPolicy.clampedFraction(durationFactor) }
    }
    /// The timing to continue with.
    package var timing: Timing

    /// Creates a run. Normally produced by ``ScrubPolicy``.
    ///
    /// - Parameters:
    ///   - direction: Which way to run.
    ///   - startFraction: The progress to start from; NaN → 0, clamped to `0...1`.
    ///   - timing: The timing to continue with.
    ///
    /// The duration factor is the distance from `startFraction` to the direction's target.
    package init(direction: Direction, startFraction: Double, timing: Timing) {
        let start = ScrubPolicy.clampedFraction(startFraction)
        self.direction = direction
        self.startFraction = start
        self.durationFactor = abs(direction.targetFraction - start)
        self.timing = timing
    }
}
