/// How a scrubbed run continues: the scrubber sets `fractionComplete` to ``startFraction`` and
/// `isReversed`, then calls `continueAnimation(withTimingParameters:durationFactor:)`.
package struct ScrubRun: Sendable, Hashable {
    package enum Direction: Sendable, Hashable, CaseIterable {
        /// Toward the end state (progress 1): the push or pop completes.
        case forward
        /// Toward the start state (progress 0): the transition is undone.
        case reverse

        package var isReversed: Bool { self == .reverse }

        /// The progress the run ends at: exactly 1 forward, exactly 0 in reverse.
        var targetFraction: Double { self == .forward ? 1 : 0 }

        /// A reversed animator reports `fractionComplete` along the reversed run (forward = 1 − reported);
        /// only used to draw the slider during a run. NaN → 0, clamped to `0...1`.
        func forwardFraction(reported: Double) -> Double {
            let clamped = ScrubPolicy.clampedFraction(reported)
            return self == .forward ? clamped : 1 - clamped
        }
    }

    package enum Timing: Sendable, Hashable {
        /// The plan's own timing (its spring or curve): what Play and Reverse use, so a run looks
        /// exactly like the transition on device.
        case plan
        /// For `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`; the relative velocity is
        /// played as ``playedInitialVelocity`` (NaN and ±∞ → 0, the rest clamped to ±10¹²).
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

    package var direction: Direction
    /// The progress to set before running, in `0...1`: the current one, or the opposite end when
    /// a run starts from where it would stop. Normalized when set: NaN → 0, clamped to `0...1`.
    var startFraction: Double {
        didSet { startFraction = ScrubPolicy.clampedFraction(startFraction) }
    }
    /// `continueAnimation`'s `durationFactor`: the distance left to the target, in `0...1` (NaN → 0).
    package var durationFactor: Double {
        didSet { durationFactor = ScrubPolicy.clampedFraction(durationFactor) }
    }
    package var timing: Timing

    /// `startFraction`: NaN → 0, clamped to `0...1`; the duration factor is its distance to the target.
    package init(direction: Direction, startFraction: Double, timing: Timing) {
        let start = ScrubPolicy.clampedFraction(startFraction)
        self.direction = direction
        self.startFraction = start
        self.durationFactor = abs(direction.targetFraction - start)
        self.timing = timing
    }
}
