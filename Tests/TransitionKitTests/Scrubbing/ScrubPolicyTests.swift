import Foundation
import Testing
import TransitionKitGestures

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct ScrubPolicyTests {
    static let cases: [(NavigationOperation, TransitionLayoutDirection, Double)] = [
        // The x translation (per point) that grows progress: push drags toward the leading edge.
        (.push, .leftToRight, -1), (.push, .rightToLeft, 1), (.pop, .leftToRight, 1),
        (.pop, .rightToLeft, -1),
    ]

    @Test(arguments: cases)
    func panDrivesLikeTheNavigationGesture(
        operation: NavigationOperation, layoutDirection: TransitionLayoutDirection, sign: Double
    ) {
        let policy = ScrubPolicy(operation: operation, layoutDirection: layoutDirection)
        let forward = CGPoint(x: sign * 100, y: 37)
        #expect(policy.fraction(translation: forward, from: 0, travelDistance: 400) == 0.25)
        #expect(policy.fraction(translation: forward, from: 0.5, travelDistance: 400) == 0.75)
        let backward = CGPoint(x: -sign * 100, y: 0)
        #expect(policy.fraction(translation: backward, from: 0.5, travelDistance: 400) == 0.25)
    }

    @Test func panClampsToTheTransition() {
        let policy = ScrubPolicy(operation: .pop)
        #expect(policy.fraction(translation: CGPoint(x: 1000, y: 0), from: 0.5, travelDistance: 400) == 1)
        #expect(policy.fraction(translation: CGPoint(x: -1000, y: 0), from: 0.5, travelDistance: 400) == 0)
    }

    @Test(arguments: [CGFloat(0), -400, .nan, .infinity])
    func unusableTravelDistanceKeepsTheStart(travel: CGFloat) {
        let policy = ScrubPolicy(operation: .pop)
        #expect(policy.fraction(translation: CGPoint(x: 100, y: 0), from: 0.5, travelDistance: travel) == 0.5)
    }

    @Test func badTranslationOrStartIsDefined() {
        let policy = ScrubPolicy(operation: .pop)
        #expect(
            policy.fraction(translation: CGPoint(x: CGFloat.nan, y: 0), from: 0.5, travelDistance: 400) == 0.5
        )
        #expect(policy.fraction(translation: CGPoint(x: 100, y: 0), from: .nan, travelDistance: 400) == 0.25)
        #expect(policy.fraction(translation: CGPoint(x: 100, y: 0), from: 7, travelDistance: 400) == 1)
    }

    @Test func playContinuesFromTheCurrentProgressWithThePlanTiming() {
        let policy = ScrubPolicy(operation: .push)
        #expect(
            policy.play(.forward, from: 0.25)
                == ScrubRun(direction: .forward, startFraction: 0.25, timing: .plan))
        #expect(policy.play(.forward, from: 0.25).durationFactor == 0.75)
        #expect(policy.play(.reverse, from: 0.25).durationFactor == 0.25)
        #expect(policy.play(.reverse, from: 0.25).startFraction == 0.25)
    }

    @Test(arguments: [1.0, 0.9995, 5, .infinity])
    func playFromTheEndStartsOver(fraction: Double) {
        let run = ScrubPolicy(operation: .pop).play(.forward, from: fraction)
        #expect(run.startFraction == 0)
        #expect(run.durationFactor == 1)
        #expect(run.direction == .forward)
    }

    @Test(arguments: [0.0, 0.0005, -3, .nan])
    func reverseFromTheStartStartsOverFromTheEnd(fraction: Double) {
        let run = ScrubPolicy(operation: .pop).play(.reverse, from: fraction)
        #expect(run.startFraction == 1)
        #expect(run.durationFactor == 1)
        #expect(run.direction == .reverse)
    }

    @Test func playJustOutsideTheToleranceContinues() {
        #expect(ScrubPolicy(operation: .push).play(.forward, from: 0.99).startFraction == 0.99)
        #expect(ScrubPolicy(operation: .push).play(.reverse, from: 0.01).startFraction == 0.01)
    }

    @Test func slowReleasePastHalfwayFinishesWithTheReleaseSpring() {
        let run = ScrubPolicy(operation: .pop).release(fraction: 0.75, velocity: .zero, travelDistance: 400)
        #expect(run.direction == .forward)
        #expect(run.startFraction == 0.75)
        #expect(run.durationFactor == 0.25)
        #expect(run.timing == .spring(.handOff, initialVelocity: 0))
    }

    @Test func slowReleaseBeforeHalfwayCancels() {
        let run = ScrubPolicy(operation: .pop).release(fraction: 0.25, velocity: .zero, travelDistance: 400)
        #expect(run.direction == .reverse)
        #expect(run.durationFactor == 0.25)
    }

    @Test func flickAlongTheOperationFinishesWithRelativeVelocity() {
        // Pop, left-to-right: +800 pt/s over 400 pt is 2 progress/s, decisive; 2 / 0.75 left.
        let run = ScrubPolicy(operation: .pop).release(
            fraction: 0.25, velocity: CGPoint(x: 800, y: 0), travelDistance: 400)
        #expect(run.direction == .forward)
        #expect(run.timing == .spring(.handOff, initialVelocity: 2 / 0.75))
    }

    @Test func sameFlickCancelsAPush() {
        // Push, left-to-right: the same flick is −2 progress/s; toward 0 it is 2 / 0.25 = 8.
        let run = ScrubPolicy(operation: .push).release(
            fraction: 0.25, velocity: CGPoint(x: 800, y: 0), travelDistance: 400)
        #expect(run.direction == .reverse)
        #expect(run.timing == .spring(.handOff, initialVelocity: 8))
        let mirrored = ScrubPolicy(operation: .push, layoutDirection: .rightToLeft).release(
            fraction: 0.25, velocity: CGPoint(x: 800, y: 0), travelDistance: 400)
        #expect(mirrored.direction == .forward)
    }

    @Test func badReleaseInputIsDefined() {
        let policy = ScrubPolicy(operation: .pop)
        let nanVelocity = policy.release(
            fraction: 0.75, velocity: CGPoint(x: CGFloat.nan, y: 0), travelDistance: 400)
        #expect(nanVelocity.timing == .spring(.handOff, initialVelocity: 0))
        #expect(nanVelocity.direction == .forward)
        let nanFraction = policy.release(fraction: .nan, velocity: .zero, travelDistance: 0)
        #expect(nanFraction.direction == .reverse)
        #expect(nanFraction.startFraction == 0)
    }

    @Test func releaseSpringIsSanitized() {
        let policy = ScrubPolicy(
            operation: .pop, releaseSpring: SpringTiming(mass: .nan, stiffness: -1, damping: 10))
        let run = policy.release(fraction: 0.75, velocity: .zero, travelDistance: 400)
        // SpringTiming's own rule: a mass or stiffness that is not finite and positive becomes
        // Core Animation's default, 1 and 100.
        #expect(run.timing == .spring(SpringTiming(mass: 1, stiffness: 100, damping: 10), initialVelocity: 0))
    }
}
