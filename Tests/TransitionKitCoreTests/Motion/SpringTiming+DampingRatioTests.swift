import Foundation
import Testing

@testable import TransitionKitCore

/// Springs in UIKit's terms: a damping ratio and the duration in which the spring settles
/// (ε = 0.001). Vectors computed with python3 from the closed form (REFERENCE §2.1, §2.7).
struct SpringTimingDampingRatioTests {
    /// (ζ, duration, stiffness, damping), mass 1.
    static let vectors: [(Double, Double, Double, Double)] = [
        (0.8, 0.5, 343.970891, 29.674324),
        (1, 0.4, 532.849528, 46.167067),
        (0.5, 1, 198.900042, 14.103193),
        (0.9, 0.3, 821.378804, 51.587473),
    ]

    @Test(arguments: vectors.indices)
    func theSpringWithThatRatioSettlesInThatDuration(index: Int) {
        let (ratio, duration, stiffness, damping) = Self.vectors[index]
        let spring = SpringTiming(dampingRatio: ratio, duration: duration)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - stiffness) < 1e-5)
        #expect(abs(spring.damping - damping) < 1e-5)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        #expect(abs(spring.settlingDuration() - duration) < 1e-9)
    }

    @Test func theIssuesExamples() {
        // The app's 0.5 s, damping 0.8 spring: as a perceptual duration it settles in 0.74 s; in
        // UIKit's terms it settles in 0.5 s.
        #expect(abs(SpringTiming(duration: 0.5, bounce: 0.2).settlingDuration() - 0.737940) < 1e-6)
        #expect(abs(SpringTiming(dampingRatio: 0.8, duration: 0.5).settlingDuration() - 0.5) < 1e-9)
        // The critically damped 0.4 s spring found by trial as `response: 0.27`.
        #expect(abs(SpringTiming(dampingRatio: 1, duration: 0.4).perceptualDuration - 0.272193) < 1e-6)
    }

    @Test func progressOfTheUIKitTermsSpring() {
        // ζ 0.8 settling in 0.5 s, from rest and with UIKit's initialSpringVelocity 2 (two
        // distances per second: the same relative unit as `initialVelocity`).
        let spring = SpringTiming(dampingRatio: 0.8, duration: 0.5)
        let expected: [(Double, Double, Double)] = [
            (0.05, 0.2602581, 0.3054616), (0.1, 0.6284953, 0.6650555), (0.25, 1.0114342, 1.0129835),
        ]
        for (time, fromRest, withVelocity) in expected {
            #expect(abs(spring.value(at: time) - fromRest) < 1e-6)
            #expect(abs(spring.value(at: time, initialVelocity: 2) - withVelocity) < 1e-6)
        }
    }

    @Test func timingSpringIsTheSameSpring() {
        #expect(
            Timing.spring(dampingRatio: 0.8, duration: 0.5)
                == .spring(SpringTiming(dampingRatio: 0.8, duration: 0.5)))
        #expect(
            Timing.spring(dampingRatio: 0.8).naturalDuration(fallback: 9)
                == SpringTiming(dampingRatio: 0.8).settlingDuration())
        #expect(abs(Timing.spring(dampingRatio: 0.8).naturalDuration(fallback: 9) - 0.5) < 1e-9)
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
    func aBadDampingRatioIsCriticalDamping(ratio: Double) {
        #expect(
            SpringTiming(dampingRatio: ratio, duration: 0.4) == SpringTiming(dampingRatio: 1, duration: 0.4))
    }

    @Test func aDampingRatioAboveOneIsCriticalDamping() {
        #expect(SpringTiming(dampingRatio: 3, duration: 0.4) == SpringTiming(dampingRatio: 1, duration: 0.4))
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
    func aBadDurationIsHalfASecond(duration: Double) {
        let spring = SpringTiming(dampingRatio: 0.8, duration: duration)
        #expect(spring == SpringTiming(dampingRatio: 0.8, duration: 0.5))
        #expect(abs(spring.settlingDuration() - 0.5) < 1e-9)
    }
}
