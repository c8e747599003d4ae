import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct PanTrackerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var direction: TransitionLayoutDirection
        var operation: NavigationOperation
        /// Physical x displacement that moves progress forward by 0.3 on a 390 pt travel.
        var forwardX: CGFloat
        var testDescription: String { "\(direction) \(operation)" }
    }

    static let cases: [Case] = [
        Case(direction: .leftToRight, operation: .pop, forwardX: 117),
        Case(direction: .rightToLeft, operation: .pop, forwardX: -117),
        Case(direction: .leftToRight, operation: .push, forwardX: -117),
        Case(direction: .rightToLeft, operation: .push, forwardX: 117),
    ]

    @Test(arguments: cases)
    func progressFollowsTheOperationAxis(_ c: Case) throws {
        let tracker = PanTracker(travelDistance: 390, layoutDirection: c.direction, operation: c.operation)
        let forward = try #require(tracker.progress(translation: CGPoint(x: c.forwardX, y: 55)))
        #expect(abs(forward - 0.3) < 1e-12)
        #expect(tracker.progress(translation: CGPoint(x: -c.forwardX, y: 0)) == 0)
        let velocity = try #require(tracker.progressVelocity(CGPoint(x: c.forwardX / 117 * 800, y: 9)))
        #expect(abs(velocity - 800.0 / 390) < 1e-12)
    }

    @Test func progressStartsFromTheAnchor() {
        let tracker = PanTracker(travelDistance: 400, layoutDirection: .leftToRight)
        #expect(tracker.progress(translation: CGPoint(x: -100, y: 0), from: 0.75) == 0.5)
    }

    @Test func clampsByDefaultAndRubberBandsWhenAsked() {
        var tracker = PanTracker(travelDistance: 390, layoutDirection: .leftToRight)
        #expect(tracker.progress(translation: CGPoint(x: 440, y: 0)) == 1)
        tracker.overshoot = .rubberBand(coefficient: 0.55)
        let p = tracker.progress(translation: CGPoint(x: 440, y: 0)) ?? 0
        #expect(abs(p - (1 + 25.688623 / 390)) < 1e-8)
    }

    @Test(arguments: [CGFloat(0), -10, .nan, .infinity])
    func invalidTravelDistanceReadsNothing(distance: CGFloat) {
        let tracker = PanTracker(travelDistance: distance, layoutDirection: .leftToRight)
        #expect(!tracker.hasValidTravelDistance)
        #expect(tracker.progress(translation: CGPoint(x: 10, y: 0)) == nil)
        #expect(tracker.progressVelocity(CGPoint(x: 10, y: 0)) == nil)
    }

    @Test func nonFiniteInputReadsNothing() {
        let tracker = PanTracker(travelDistance: 390, layoutDirection: .leftToRight)
        #expect(tracker.progress(translation: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        #expect(tracker.progress(translation: CGPoint(x: CGFloat.infinity, y: 0)) == nil)
        #expect(tracker.progress(translation: CGPoint(x: 1, y: 0), from: .nan) == nil)
        #expect(tracker.progressVelocity(CGPoint(x: -CGFloat.infinity, y: 0)) == nil)
        // The vertical component never matters.
        #expect(tracker.progress(translation: CGPoint(x: 39, y: CGFloat.nan)) == 0.1)
    }

    @Test func estimatesVelocityFromTimestamps() {
        let a = PanSample(translation: CGPoint(x: 10, y: 0), timestamp: 1.0)
        let b = PanSample(translation: CGPoint(x: 18, y: 4), timestamp: 1.0078125)
        #expect(PanTracker.estimatedVelocity(from: a, to: b) == CGPoint(x: 1024, y: 512))
        #expect(PanTracker.estimatedVelocity(from: b, to: a) == .zero)
        #expect(PanTracker.estimatedVelocity(from: a, to: a) == .zero)
        let bad = PanSample(translation: CGPoint(x: CGFloat.nan, y: 0), timestamp: 2)
        #expect(PanTracker.estimatedVelocity(from: a, to: bad) == .zero)
    }
}
