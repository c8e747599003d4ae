import Foundation
import TransitionKitCore

/// A finger on a navigation controller that has a pan driver installed.
///
/// It plays what UIKit does with a touch: it asks each enabled recognizer's delegate
/// (`gestureRecognizer(_:shouldReceive:)`) before the recognizer sees the touch; the catching
/// recognizer begins at once (it is an instant pan), the pop pan once the finger has moved
/// ``hysteresis`` points, asking `gestureRecognizerShouldBegin(_:)` (the model does). Points are in
/// window coordinates.
@MainActor
package final class FingerModel {
    /// How far the finger moves before UIKit's pan recognizer begins.
    package static let hysteresis: CGFloat = 10

    /// The driver whose recognizers the finger meets.
    package let driver: ModelPanDriver
    /// The test's clock, advanced by each move.
    package let clock: ModelClock
    /// The touch while the finger is down.
    package private(set) var touch: TouchModel?
    private var start = CGPoint.zero
    private var panTracks = false

    /// Creates a finger meeting `driver`'s recognizers.
    package init(driver: ModelPanDriver, clock: ModelClock) {
        self.driver = driver
        self.clock = clock
    }

    private var coordinator: PanInteractionCore<ModelPanPorts> { driver.coordinator }

    /// Whether the finger is down.
    package var isDown: Bool { touch != nil }

    /// Whether one of the driver's recognizers follows the finger.
    package var isRecognized: Bool { isRecognizing(driver.catcher) || isRecognizing(driver.pan) }

    /// The finger lands.
    ///
    /// - Parameter point: Where, in window coordinates.
    package func touchDown(at point: CGPoint) {
        let touch = TouchModel(inWindow: point)
        self.touch = touch
        start = point
        if driver.catcher.isEnabled, coordinator.shouldReceive(touch, by: driver.catcher) {
            driver.catcher.begin(at: point)
        }
        panTracks =
            driver.pan.isEnabled && driver.pan.view != nil && !isRecognizing(driver.catcher)
            && coordinator.shouldReceive(touch, by: driver.pan)
    }

    /// The finger moves to `x` (window coordinates), at `velocity` points per second.
    package func move(toX x: CGFloat, velocity: CGFloat = 0, seconds: TimeInterval = 1.0 / 60) {
        clock.advance(by: seconds)
        touch?.locationInWindow.x = x
        let translation = CGPoint(x: x - start.x, y: 0)
        let speed = CGPoint(x: velocity, y: 0)
        if isRecognizing(driver.catcher) {
            driver.catcher.change(translation: translation, velocity: speed)
        } else if isRecognizing(driver.pan) {
            driver.pan.change(translation: translation, velocity: speed)
        } else if panTracks, abs(translation.x) >= Self.hysteresis {
            panTracks = false
            driver.pan.play(.init(.began, translation: translation, velocity: speed, location: start))
        }
    }

    /// The finger lifts at `velocity` points per second.
    package func lift(velocity: CGFloat = 0) {
        let x = touch?.locationInWindow.x ?? start.x
        let translation = CGPoint(x: x - start.x, y: 0)
        let speed = CGPoint(x: velocity, y: 0)
        for recognizer in [driver.catcher, driver.pan] where isRecognizing(recognizer) {
            recognizer.end(translation: translation, velocity: speed)
        }
        touch = nil
        panTracks = false
    }

    /// The system cancels the touch (a call comes in).
    package func cancelTouch() {
        for recognizer in [driver.catcher, driver.pan] where isRecognizing(recognizer) {
            recognizer.cancel()
        }
        touch = nil
        panTracks = false
    }

    /// A whole swipe: lands at `from`, moves to `to` in `steps`, lifts at `velocity`.
    package func swipe(
        fromX from: CGFloat, toX to: CGFloat, steps: Int = 6, velocity: CGFloat = 0, y: CGFloat = 400
    ) {
        touchDown(at: CGPoint(x: from, y: y))
        for step in 1...max(steps, 1) {
            move(toX: from + (to - from) * CGFloat(step) / CGFloat(max(steps, 1)), velocity: velocity)
        }
        lift(velocity: velocity)
    }

    private func isRecognizing(_ recognizer: PanGestureModel) -> Bool {
        recognizer.recognizerState == .began || recognizer.recognizerState == .changed
    }
}
