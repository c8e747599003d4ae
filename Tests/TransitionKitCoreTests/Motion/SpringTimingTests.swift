import Foundation
import Testing

@testable import TransitionKitCore

struct SpringTimingTests {
    static let d05b03 = SpringTiming(mass: 1, stiffness: 157.913670417, damping: 17.592918860)
    static let d05b0 = SpringTiming(mass: 1, stiffness: 157.913670417, damping: 25.132741229)
    static let times = [0.05, 0.1, 0.25, 0.5, 1.0]

    // REFERENCE §8.3.
    static let progressVectors: [(SpringTiming, Double, [Double])] = [
        (
            SpringTiming(mass: 1, stiffness: 100, damping: 10), 0,
            [0.1044054735, 0.3402998466, 1.0233595799, 1.0745905666, 1.0021701167]
        ),
        (d05b03, 0, [0.1457150135, 0.4233021231, 0.9840874910, 1.0144984216, 1.0000715969]),
        (d05b0, 0, [0.1313114554, 0.3577395565, 0.8210255536, 0.9863990685, 0.9999526894]),
        (
            SpringTiming(mass: 1, stiffness: 157.913670417, damping: 35.903916041, allowsOverdamping: true),
            0,
            [0.1144302569, 0.2908257110, 0.6673818029, 0.9077644863, 0.9929113292]
        ),
        (d05b03, 2, [0.2079901608, 0.4955891939, 1.0034178594, 1.0118266983, 1.0000862784]),
        (d05b0, 4, [0.2380090736, 0.4715833738, 0.8642394718, 0.9901339540, 0.9999666388]),
        (d05b03, -1, [0.1145774399, 0.3871585877, 0.9744223068, 1.0158342833, 1.0000642561]),
        (
            SpringTiming(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true), 0,
            [0.0850264664, 0.1731121594, 0.3896820917, 0.6320925132, 0.8663085449]
        ),
    ]

    @Test(arguments: progressVectors.indices)
    func progressMatchesClosedFormVectors(index: Int) {
        let (spring, velocity, expected) = Self.progressVectors[index]
        for (time, value) in zip(Self.times, expected) {
            #expect(abs(spring.value(at: time, initialVelocity: velocity) - value) < 1e-8)
        }
    }

    @Test func velocityMatchesVectors() {
        #expect(
            abs(SpringTiming(mass: 1, stiffness: 100, damping: 10).velocity(at: 0.1) - 5.3350719511) < 1e-8)
        #expect(abs(Self.d05b03.velocity(at: 0.1) - 5.7075583376) < 1e-8)
        #expect(abs(Self.d05b0.velocity(at: 0.1) - 4.4943737624) < 1e-8)
        #expect(abs(Self.d05b03.velocity(at: 0.1, initialVelocity: 2) - 5.5892135201) < 1e-8)
        // 0 → 300 pt, start at 600 pt/s (relative 2): position and velocity at 0.1 s.
        #expect(abs(300 * Self.d05b03.value(at: 0.1, initialVelocity: 2) - 148.676758) < 1e-5)
        #expect(abs(300 * Self.d05b03.velocity(at: 0.1, initialVelocity: 2) - 1676.764) < 1e-3)
    }

    @Test(arguments: [0.0, 2.0, -1.0, 5.0])
    func velocityIsTheDerivativeOfValue(initialVelocity: Double) {
        let springs = [
            Self.d05b03, Self.d05b0,
            SpringTiming(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true),
            SpringTiming(stiffness: 100, damping: 0),
        ]
        for spring in springs {
            #expect(abs(spring.velocity(at: 0, initialVelocity: initialVelocity) - initialVelocity) < 1e-9)
            for time in [0.03, 0.2, 0.7] {
                let h = 1e-6
                let numeric =
                    (spring.value(at: time + h, initialVelocity: initialVelocity)
                        - spring.value(at: time - h, initialVelocity: initialVelocity)) / (2 * h)
                #expect(abs(numeric - spring.velocity(at: time, initialVelocity: initialVelocity)) < 1e-5)
            }
        }
    }

    @Test func durationBounceMapping() {
        let cases: [(Double, Double, Double, Double, Double)] = [
            (0.5, 0.3, 157.913670, 17.592919, 0.7),
            (0.5, 0.15, 157.913670, 21.362830, 0.85),
            (0.5, 0, 157.913670, 25.132741, 1),
            (0.5, -0.3, 157.913670, 35.903916, 1.428571),
            (0.35, 0, 322.272797, 35.903916, 1),
            (1.0, 0.5, 39.478418, 6.283185, 0.5),
        ]
        for (duration, bounce, stiffness, damping, ratio) in cases {
            let spring = SpringTiming(duration: duration, bounce: bounce)
            #expect(spring.mass == 1)
            #expect(abs(spring.stiffness - stiffness) < 1e-6)
            #expect(abs(spring.damping - damping) < 1e-6)
            #expect(abs(spring.dampingRatio - ratio) < 1e-6)
            #expect(abs(spring.perceptualDuration - duration) < 1e-12)
            #expect(abs(spring.bounce - bounce) < 1e-12)
        }
        #expect(SpringTiming(duration: 0.5, bounce: -0.3).allowsOverdamping)
        #expect(!SpringTiming(duration: 0.5, bounce: 0.3).allowsOverdamping)
    }

    @Test func responseDampingFractionMapping() {
        let cases: [(Double, Double, Double, Double)] = [
            (0.55, 0.825, 130.507166, 18.849556),
            (0.5, 0.825, 157.913670, 20.734512),
            (0.15, 0.86, 1754.596338, 72.047192),
        ]
        for (response, fraction, stiffness, damping) in cases {
            let spring = SpringTiming(response: response, dampingFraction: fraction)
            #expect(abs(spring.stiffness - stiffness) < 1e-6)
            #expect(abs(spring.damping - damping) < 1e-6)
            #expect(abs(spring.dampingRatio - fraction) < 1e-12)
        }
        // spring(duration: d, bounce: b ≥ 0) ≡ spring(response: d, dampingFraction: 1 − b)
        let a = SpringTiming(duration: 0.4, bounce: 0.2)
        let b = SpringTiming(response: 0.4, dampingFraction: 0.8)
        #expect(abs(a.value(at: 0.13) - b.value(at: 0.13)) < 1e-12)
    }

    @Test func inverseMappingOfPhysicalSprings() {
        let ca = SpringTiming(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(ca.perceptualDuration - 0.628319) < 1e-6)
        #expect(abs(ca.bounce - 0.5) < 1e-12)
        let system = SpringTiming(mass: 3, stiffness: 1000, damping: 500)
        #expect(abs(system.perceptualDuration - 0.344144) < 1e-6)
        #expect(abs(system.bounce - -0.780911) < 1e-6)
        #expect(abs(system.dampingRatio - 4.564355) < 1e-6)
    }

    @Test func overdampingIsClampedToCriticalByDefault() {
        let clamped = SpringTiming(mass: 1, stiffness: 157.913670417, damping: 35.903916041)
        #expect(!clamped.allowsOverdamping)
        #expect(abs(clamped.effectiveDamping - 25.132741229) < 1e-8)
        // Identical to the critically damped row of REFERENCE §8.3.
        #expect(abs(clamped.value(at: 0.1) - 0.3577395565) < 1e-8)
        #expect(abs(clamped.value(at: 0.25) - 0.8210255536) < 1e-8)
        #expect(abs(clamped.value(at: 0.5) - 0.9863990685) < 1e-8)
        // The reported ratio is the one given.
        #expect(abs(clamped.dampingRatio - 1.428571) < 1e-6)
    }

    @Test func settlingDurationBoundsTheMotion() {
        for spring in [Self.d05b03, Self.d05b0, SpringTiming(mass: 1, stiffness: 100, damping: 10)] {
            let settle = spring.settlingDuration(epsilon: 0.001)
            #expect(settle.isFinite && settle > 0)
            for step in 0..<200 {
                let t = settle + Double(step) * 0.01
                #expect(abs(1 - spring.value(at: t)) <= 0.001 + 1e-12)
            }
        }
        // Sanity bounds from REFERENCE §8.3 ("last t with |x| ≥ ε"): the envelope bound is later.
        #expect(Self.d05b03.settlingDuration() >= 0.8187)
        #expect(Self.d05b03.settlingDuration() < 1.2)
        #expect(Self.d05b0.settlingDuration() >= 0.7347)
        #expect(Self.d05b0.settlingDuration() < 0.9)
        #expect(SpringTiming(stiffness: 100, damping: 0).settlingDuration() == .infinity)
    }

    @Test func badInputFallsBackToDocumentedValues() {
        let spring = SpringTiming(mass: -1, stiffness: .nan, damping: -5)
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 0)
        let zero = SpringTiming(mass: 0, stiffness: 0, damping: .infinity)
        #expect(zero.mass == 1 && zero.stiffness == 100 && zero.damping == 0)
        #expect(SpringTiming(duration: .nan, bounce: 0) == SpringTiming(duration: 0.5, bounce: 0))
        #expect(SpringTiming(duration: -2, bounce: .nan) == SpringTiming(duration: 0.5, bounce: 0))
        #expect(SpringTiming(duration: 0.5, bounce: -5) == SpringTiming(duration: 0.5, bounce: -0.99))
        #expect(SpringTiming(response: 0, dampingFraction: -1).damping == 0)
        #expect(Self.d05b03.value(at: -1) == 0)
        #expect(Self.d05b03.value(at: .nan) == 0)
        #expect(Self.d05b03.value(at: .infinity) == 1)
        #expect(Self.d05b03.velocity(at: .infinity) == 0)
        #expect(Self.d05b03.value(at: 0.1, initialVelocity: .nan) == Self.d05b03.value(at: 0.1))
        #expect(Self.d05b03.settlingDuration(epsilon: -1) == Self.d05b03.settlingDuration(epsilon: 0.001))
    }
}

extension SpringTimingTests {
    @Test(arguments: [0.1, 0.5, 1.7])
    func settlingInKeepsRatioAndMassAndSettlesThen(seconds: Double) {
        let spring = SpringTiming(mass: 2, stiffness: 300, damping: 20)
        let rescaled = spring.settling(in: seconds)
        #expect(rescaled.mass == 2)
        #expect(abs(rescaled.dampingRatio - spring.dampingRatio) < 1e-12)
        #expect(abs(rescaled.settlingDuration() - seconds) < 1e-12)
        // Every time scales by the same factor: the curve is the same, stretched.
        let factor = spring.settlingDuration() / seconds
        #expect(abs(rescaled.value(at: 0.05) - spring.value(at: 0.05 * factor)) < 1e-12)
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity])
    func settlingInRefusesBadDurations(seconds: Double) {
        let spring = SpringTiming(duration: 0.5, bounce: 0.3)
        #expect(spring.settling(in: seconds) == spring)
    }

    @Test func anUndampedSpringCannotBeRescaled() {
        let undamped = SpringTiming(mass: 1, stiffness: 100, damping: 0)
        #expect(undamped.settling(in: 0.5) == undamped)
    }
}
