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
            let v0 = initialVelocity.isFinite ? -initialVelocity : 0
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
                let root = spring.splitFrequency
                let r1 = -zeta * omega0 + root
                let r2 = -zeta * omega0 - root
                let c2 = (v0 - r1 * x0) / (r2 - r1)
                regime = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
            }
        }

        func displacement(at t: Double) -> Double {
            guard t.isFinite else { return 0 }
            switch regime {
            case .undamped(let omega, let b):
                return cos(omega * t) + b * sin(omega * t)
            case .underdamped(let decay, let frequency, let b):
                return exp(-decay * t) * (cos(frequency * t) + b * sin(frequency * t))
            case .critical(let omega, let c):
                return exp(-omega * t) * (1 + c * t)
            case .overdamped(let r1, let r2, let c1, let c2):
                return c1 * exp(r1 * t) + c2 * exp(r2 * t)
            }
        }

        func velocity(at t: Double) -> Double {
            guard t.isFinite else { return 0 }
            switch regime {
            case .undamped(let omega, let b):
                return omega * (b * cos(omega * t) - sin(omega * t))
            case .underdamped(let decay, let frequency, let b):
                let cosine = cos(frequency * t)
                let sine = sin(frequency * t)
                return exp(-decay * t)
                    * ((frequency * b - decay) * cosine - (decay * b + frequency) * sine)
            case .critical(let omega, let c):
                return exp(-omega * t) * (c - omega * (1 + c * t))
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
                return max(0, log(amplitude / epsilon) / decay)
            case .critical(let omega, let c):
                // |x| ≤ e^(−ωt)(1 + |c|t), decreasing after its peak.
                let peak = abs(c) > omega ? (abs(c) - omega) / (omega * abs(c)) : 0
                return Self.solveDecreasing(from: peak, epsilon: epsilon) {
                    exp(-omega * $0) * (1 + abs(c) * $0)
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
