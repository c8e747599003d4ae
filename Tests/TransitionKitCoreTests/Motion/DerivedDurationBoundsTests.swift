import Testing

@testable import TransitionKitCore

/// Every duration the library derives from a spring lies in 0…60 s, and a spring is rescaled to
/// settle in any time asked for within 0.001…60 s.
struct DerivedDurationBoundsTests {
    private static let hostile: [Double] = [
        .nan, .infinity, -.infinity, 0, -1, 1e-300, -1e-300, 1e300, -1e300, .leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, 1e-12, 1e-6, 0.5, 1, 1e6, 1e12,
    ]

    private static func natural(_ spring: SpringTiming) -> Double {
        Timing.spring(spring).naturalDuration(fallback: 0.35)
    }

    /// A spring too weakly damped to settle within the bound plays as one that never settles:
    /// the fallback (damping 1e-12 once lasted 1.4e13 s, damping 0 0.35 s).
    @Test func aBarelyDampedSpringPlaysTheFallbackAsAnUndampedOne() {
        #expect(Self.natural(SpringTiming(stiffness: 100, damping: 1e-12)) == 0.35)
        #expect(Self.natural(SpringTiming(stiffness: 100, damping: 0)) == 0.35)
    }

    /// `SpringTiming(duration: 1e-300, bounce: -0.99)` once became stiffness 100 (the default for
    /// a non-finite stiffness) with the damping cap: a spring settling in 6.9e10 s.
    @Test func aTinyPerceptualDurationIsTheStiffestSpringNotTheDefault() {
        let stiff = SpringTiming(duration: 1e-300, bounce: -0.99)
        #expect(stiff.stiffness == 1e12)
        #expect(Self.natural(stiff) <= 60)
        #expect(SpringTiming(response: 1e-300, dampingFraction: 1).stiffness == 1e12)
        #expect(abs(SpringTiming(duration: 1e300).stiffness - 1e-6) < 1e-18)
    }

    @Test func everyInitializerDerivesADurationWithinTheBound() {
        for a in Self.hostile {
            for b in Self.hostile {
                let springs = [
                    SpringTiming(mass: a, stiffness: b, damping: a),
                    SpringTiming(mass: 1, stiffness: a, damping: b),
                    SpringTiming(duration: a, bounce: b), SpringTiming(response: a, dampingFraction: b),
                    SpringTiming(dampingRatio: a, duration: b), SpringTiming(duration: 0.5).settling(in: a),
                ]
                for spring in springs {
                    let duration = Self.natural(spring)
                    #expect(duration.isFinite && duration >= 0 && duration <= 60, "\(spring): \(duration)")
                    #expect(spring == spring)
                }
            }
        }
    }

    @Test func settlingInHonoursEveryRequestWithinTheBound() {
        let springs = [
            SpringTiming(duration: 0.5, bounce: 0.3), SpringTiming(dampingRatio: 1, duration: 0.4),
            SpringTiming(response: 0.3, dampingFraction: 0.6),
            SpringTiming(mass: 3, stiffness: 1e-4, damping: 1e-2),
        ]
        for spring in springs {
            for seconds in [0.001, 0.01, 0.35, 1, 10, 60] {
                let settled = spring.settling(in: seconds).settlingDuration()
                #expect(abs(settled - seconds) <= 1e-9 * seconds, "\(spring) in \(seconds): \(settled)")
            }
            #expect(abs(spring.settling(in: 1e-9).settlingDuration() - 0.001) <= 1e-12)
            #expect(abs(spring.settling(in: 1e9).settlingDuration() - 60) <= 1e-6)
        }
    }
}
