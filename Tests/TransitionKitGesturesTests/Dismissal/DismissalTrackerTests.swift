import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// 2-D tracking of the dismissal drag.
struct DismissalTrackerTests {
    @Test func readingsAreTheScreensPose() {
        var tracker = DismissalTracker()
        tracker.begin()
        tracker.record(
            translation: CGPoint(x: 3, y: 120), velocity: CGPoint(x: 0, y: 600), pinchScale: 0.9,
            scaleVelocity: -0.4,
            timestamp: 0.1)
        #expect(tracker.translation == CGPoint(x: 3, y: 120))
        #expect(tracker.velocity == CGPoint(x: 0, y: 600))
        #expect(tracker.scale == 0.9)
        #expect(tracker.scaleVelocity == -0.4)
    }

    @Test func aCaughtScreenContinuesFromItsPose() {
        var tracker = DismissalTracker()
        tracker.begin(at: CGPoint(x: 0, y: 150), scale: 0.9)
        #expect(tracker.translation == CGPoint(x: 0, y: 150))
        tracker.record(translation: CGPoint(x: 0, y: 10), velocity: .zero, pinchScale: 0.5, timestamp: 1)
        #expect(tracker.translation == CGPoint(x: 0, y: 160))
        #expect(tracker.scale == 0.45)
    }

    @Test func aMissingVelocityIsEstimatedFromTimestamps() {
        var tracker = DismissalTracker()
        tracker.begin()
        tracker.record(translation: .zero, velocity: .zero, timestamp: 0)
        tracker.record(
            translation: CGPoint(x: 3, y: 10), velocity: CGPoint(x: CGFloat.nan, y: 0), timestamp: 0.125)
        #expect(tracker.velocity == CGPoint(x: 24, y: 80))
        tracker.record(
            translation: CGPoint(x: 0, y: 20), velocity: CGPoint(x: 0, y: CGFloat.infinity), timestamp: 0.125)
        #expect(tracker.velocity == .zero, "no time step: 0")
    }

    @Test func nonFiniteReadingsKeepThePreviousPose() {
        var tracker = DismissalTracker()
        tracker.begin()
        tracker.record(translation: CGPoint(x: 5, y: 50), velocity: .zero, pinchScale: 0.8, timestamp: 0)
        tracker.record(
            translation: CGPoint(x: CGFloat.nan, y: 60), velocity: .zero, pinchScale: .nan,
            scaleVelocity: .nan,
            timestamp: .nan)
        #expect(tracker.translation == CGPoint(x: 5, y: 60))
        #expect(tracker.scale == 0.8)
        #expect(tracker.scaleVelocity == 0)
        tracker.record(translation: .zero, velocity: .zero, pinchScale: -1, timestamp: 1)
        #expect(tracker.scale == 0)
    }
}
