import Foundation
import TestSupport
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every hand-off velocity a release derives, and every one a caller stores, lies within
/// ±10⁶ (the remaining distance covered in a microsecond), and every hand-off duration within
/// 0…60 s.
struct HandOffVelocityBoundsTests {
    private static let limit = 1e6

    /// A release at the end with the fastest speed and the smallest ε once handed off 10¹²
    /// (maximumSpeed 10⁶ over ε 10⁻⁶).
    @Test func aReleaseHandsOffAtMostTheBound() {
        let policy = ReleasePolicy(handOffEpsilon: 1e-6, maximumSpeed: 1e6)
        for progress in [0.0, 1e-9, 0.5, 1 - 1e-9, 1] {
            for velocity in [1e6, -1e6, .infinity, -.infinity, 1e300, 7] {
                let decision = policy.resolve(progress: progress, velocity: velocity)
                #expect(abs(decision.initialVelocity) <= Self.limit, "\(progress), \(velocity): \(decision)")
                for outcome in ReleaseOutcome.allCases {
                    let forced = policy.decision(outcome, progress: progress, velocity: velocity)
                    #expect(abs(forced.initialVelocity) <= Self.limit)
                }
            }
        }
        // At the bound exactly: 1 progress per second over ε 10⁻⁶ is 10⁶, kept.
        let atBound = ReleasePolicy(handOffEpsilon: 1e-6).decision(.finish, progress: 1, velocity: 1)
        #expect(atBound.initialVelocity == Self.limit)
        let beyond = ReleasePolicy(handOffEpsilon: 1e-6).decision(.cancel, progress: 0, velocity: 2)
        #expect(beyond.initialVelocity == -Self.limit)
    }

    @Test func storedHandOffVelocitiesAreBounded() {
        for value in HostileValues.extremeDoubles {
            var decision = ReleasePolicy.default.decision(.finish, progress: 0.5)
            decision.initialVelocity = value
            #expect(abs(decision.initialVelocity) <= Self.limit, "\(value)")
            let expected = value.isFinite ? min(max(value, -Self.limit), Self.limit) : 0
            #expect(decision.initialVelocity == expected, "\(value)")

            var velocity = RelativeVelocity(dx: value, dy: value)
            #expect(velocity.dx == expected && velocity.dy == expected, "\(value)")
            #expect(velocity == velocity)
            velocity = .zero
            velocity.dx = value
            velocity.dy = value
            #expect(velocity.dx == expected && velocity.dy == expected, "set \(value)")
            #expect(RelativeVelocity(value) == RelativeVelocity(dx: expected, dy: expected))
        }
    }

    @Test func dismissalHandOffsAreBounded() {
        let bounds = CGSize(width: 390, height: 844)
        for value in HostileValues.extremeDoubles {
            let decision = DismissalPolicy.default.resolve(
                translation: CGPoint(x: 0.5, y: 0.6), velocity: CGPoint(x: value, y: value), bounds: bounds)
            #expect(
                abs(decision.initialVelocity.dx) <= Self.limit
                    && abs(decision.initialVelocity.dy) <= Self.limit)
            let handOff = decision.handOff(
                from: CGPoint(x: 0, y: 0), velocity: CGPoint(x: value, y: value),
                toward: CGPoint(x: 0.5, y: 0.5),
                scaleTarget: 1 + 1e-4)
            #expect(abs(handOff.position.dx) <= Self.limit && abs(handOff.scale) <= Self.limit)
        }
    }

    /// UIKit's percent-driven completion lasts `remaining · duration / speed`: at most 60 s.
    @Test func completionDurationsAreBounded() {
        for remaining in [0.0, 0.5, 1, 1e300, .infinity, .nan] {
            for duration in [0.0, 0.35, 60, 1e300, .infinity, .nan] {
                for speed in [0.1, 1, 10, 1e-300, .leastNonzeroMagnitude] {
                    let seconds = SpringTiming.completionDuration(
                        remainingDistance: remaining, transitionDuration: duration, completionSpeed: speed)
                    #expect(
                        seconds.isFinite && seconds >= 0 && seconds <= 60, "\(remaining) \(duration) \(speed)"
                    )
                }
            }
        }
    }
}
