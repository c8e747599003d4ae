import Foundation

extension SpringTiming {
    /// The closed-form solution of m·x″ + c·x′ + k·x = 0 with x(0) = 1 and x′(0) = −v,
    /// where x is the displacement from the target (REFERENCE §2.1).
    struct Oscillator {
        private enum Regime {
            case underdamped(decay: Double, frequency: Double, b: Double)
            case critical(omega: Double, c: Double)
            case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
            case undamped(omega: Double, b: Double)
        }

        private let regime: Regime

        init(_ spring: SpringTiming, initialVelocity: Double) {
            let v0 = initialVelocity.isFinite ? -min(max(initialVelocity, -1e12), 1e12) : 0
            let x0 = 1.0
            let omega0 = spring.naturalFrequency
            let zeta = spring.effectiveRatio
            if zeta == 0 {
                regime = .undamped(omega: omega0, b: v0 / omega0)
            } else if abs(zeta - 1) < 1e-6 {
                regime = .critical(omega: omega0, c: v0 + omega0 * x0)
            } else if zeta < 1 {
                let decay = zeta * omega0
                let frequency = spring.splitFrequency
                regime = .underdamped(decay: decay, frequency: frequency, b: (v0 + decay * x0) / frequency)
            } else {
                // r2 = −ω0(ζ + √(ζ² − 1)), and r1 = ω0² / r2 from r1·r2 = ω0²: the textbook
                // −ζω0 + ω0√(ζ² − 1) cancels to 0 (or above) for a large ζ, and the motion would
                // then never decay.
                let r2 = -zeta * omega0 - spring.splitFrequency
                let r1 = omega0 * omega0 / r2
                let c2 = (v0 - r1 * x0) / (r2 - r1)
                regime = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
            }
        }

        /// A time with the same phase as `t` for an oscillation of angular frequency `omega`
        /// whose angle `omega · t` would overflow (the sine of ∞ is NaN); `t` itself otherwise.
        private static func phaseTime(_ t: Double, _ omega: Double) -> Double {
            (omega * t).isFinite ? t : fmod(t, 2 * Double.pi / omega)
        }

        func displacement(at t: Double) -> Double {
            guard t.isFinite else { return 0 }
            switch regime {
            case .undamped(let omega, let b):
                let t = Self.phaseTime(t, omega)
                return cos(omega * t) + b * sin(omega * t)
            case .underdamped(let decay, let frequency, let b):
                let envelope = exp(-decay * t)
                guard envelope > 0 else { return 0 }
                let t = Self.phaseTime(t, frequency)
                return envelope * (cos(frequency * t) + b * sin(frequency * t))
            case .critical(let omega, let c):
                let decay = exp(-omega * t)
                return decay == 0 ? 0 : decay * (1 + c * t)  // 0·∞ would be NaN
            case .overdamped(let r1, let r2, let c1, let c2):
                return c1 * exp(r1 * t) + c2 * exp(r2 * t)
            }
        }

        func velocity(at t: Double) -> Double {
            guard t.isFinite else { return 0 }
            switch regime {
            case .undamped(let omega, let b):
                let t = Self.phaseTime(t, omega)
                return omega * (b * cos(omega * t) - sin(omega * t))
            case .underdamped(let decay, let frequency, let b):
                let envelope = exp(-decay * t)
                guard envelope > 0 else { return 0 }
                let phase = Self.phaseTime(t, frequency)
                let cosine = cos(frequency * phase)
                let sine = sin(frequency * phase)
                return envelope * ((frequency * b - decay) * cosine - (decay * b + frequency) * sine)
            case .critical(let omega, let c):
                let decay = exp(-omega * t)
                return decay == 0 ? 0 : decay * (c - omega * (1 + c * t))  // 0·∞ would be NaN
            case .overdamped(let r1, let r2, let c1, let c2):
                return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
            }
        }

        /// The time after which an upper bound of |x| stays below `epsilon`.
        func settlingTime(epsilon: Double) -> Double {
            switch regime {
            case .undamped:
                return .infinity
            case .underdamped(let decay, _, let b):
                let amplitude = (1 + b * b).squareRoot()
                // log a − log ε when a subnormal ε overflows the quotient a / ε.
                let ratio = amplitude / epsilon
                let logRatio = ratio.isFinite ? log(ratio) : log(amplitude) - log(epsilon)
                return max(0, logRatio / decay)
            case .critical(let omega, let c):
                // |x| ≤ e^(−ωt)(1 + |c|t), decreasing after its peak.
                let peak = abs(c) > omega ? (abs(c) - omega) / (omega * abs(c)) : 0
                return Self.solveDecreasing(from: peak, epsilon: epsilon) {
                    let decay = exp(-omega * $0)
                    return decay == 0 ? 0 : decay * (1 + abs(c) * $0)
                }
            case .overdamped(let r1, let r2, let c1, let c2):
                return Self.solveDecreasing(from: 0, epsilon: epsilon) {
                    abs(c1) * exp(r1 * $0) + abs(c2) * exp(r2 * $0)
                }
            }
        }

        /// The first time ≥ `start` at which a function decreasing from `start` on drops to
        /// `epsilon`, found by doubling and then bisection.
        private static func solveDecreasing(
            from start: Double, epsilon: Double, _ envelope: (Double) -> Double
        ) -> Double {
            if envelope(start) <= epsilon { return start }
            var high = max(start, 0.001) * 2
            var rounds = 0
            while envelope(high) > epsilon, rounds < 64 {
                high *= 2
                rounds += 1
            }
            var low = start
            for _ in 0..<80 {
                let middle = (low + high) / 2
                if envelope(middle) > epsilon { low = middle } else { high = middle }
            }
            return high
        }
    }
}
