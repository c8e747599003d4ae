import Foundation
import TransitionKitCore

/// A model of `UIPanGestureRecognizer` (`UIPanGestureRecognizer.h`, `UIGestureRecognizer.h`) behind
/// the ``GestureRecognizerPort`` port, replaying scripted readings.
///
/// It follows these lines:
/// - `UIGestureRecognizer.h`, states: "UIGestureRecognizerStateBegan, // the recognizer has received
///   touches recognized as the gesture. the action method will be called at the next turn of the
///   run loop" … "UIGestureRecognizerStateEnded … the recognizer will be reset to
///   UIGestureRecognizerStatePossible" … "UIGestureRecognizerStateFailed, // … the action method
///   will not be called". The model calls the actions synchronously; an ended, cancelled or
///   failed recognizer is "reset to UIGestureRecognizerStatePossible" (`UIGestureRecognizer.h:29-31`)
///   at the next turn of the run loop — the next event of its ``ModelClock`` — or at once without
///   a clock (tests of the model alone).
/// - `enabled`: "disabled gesture recognizers will not receive touches. when changed to NO the
///   gesture recognizer will be cancelled if it's currently recognizing a gesture".
/// - `translationInView:`, `velocityInView:` ("velocity of the pan in points/second"),
///   `setTranslation:inView:`. The model keeps one coordinate space: the `in:` view is ignored.
///
/// UIKit documents no misuse of these readings, so the model records nothing.
///
/// ```swift
/// let pan = PanGestureModel()
/// pan.addTarget { driver.handlePan($0) }
/// pan.begin(at: CGPoint(x: 5, y: 300))
/// pan.change(translation: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 400, y: 0))
/// pan.end(translation: CGPoint(x: 180, y: 0), velocity: CGPoint(x: 900, y: 0))
/// ```
@MainActor
package final class PanGestureModel: GestureRecognizerPort {
    /// The view type.
    package typealias PortView = ViewModel

    /// One scripted reading.
    package struct Sample: Sendable, Equatable {
        /// The state delivered.
        package var state: GestureRecognizerState
        /// The translation.
        package var translation: CGPoint
        /// The velocity in points per second.
        package var velocity: CGPoint
        /// The location.
        package var location: CGPoint

        /// Creates a sample.
        ///
        /// - Parameters:
        ///   - state: The state delivered.
        ///   - translation: The translation.
        ///   - velocity: The velocity.
        ///   - location: The location.
        package init(
            _ state: GestureRecognizerState, translation: CGPoint = .zero, velocity: CGPoint = .zero,
            location: CGPoint = .zero
        ) {
            self.state = state
            self.translation = translation
            self.velocity = velocity
            self.location = location
        }
    }

    /// `state`.
    package private(set) var recognizerState = GestureRecognizerState.possible
    /// `view`.
    package weak var view: ViewModel?
    /// Every state delivered to the actions, in order.
    package private(set) var delivered: [GestureRecognizerState] = []
    /// The delegate's `gestureRecognizerShouldBegin(_:)` (`UIGestureRecognizer.h`): "called when a
    /// gesture recognizer attempts to transition out of UIGestureRecognizerStatePossible. returning
    /// NO causes it to transition to UIGestureRecognizerStateFailed". Asked with the `.began`
    /// sample's readings in place; `nil` (no delegate) lets it begin.
    package var shouldBegin: (@MainActor (PanGestureModel) -> Bool)?

    /// The views `translation(in:)` and `velocity(in:)` were asked in, in order (`nil`: the
    /// window): the model answers in one space whatever the view, which is UIKit's answer only
    /// while every reading names the same view.
    package private(set) var spacesAsked: [ObjectIdentifier?] = []
    private var translation = CGPoint.zero
    private var velocity = CGPoint.zero
    private var location = CGPoint.zero
    private var actions: [(target: ObjectIdentifier?, action: @MainActor (PanGestureModel) -> Void)] = []
    private var storedEnabled = true
    private let clock: ModelClock?
    /// Counts the gestures that ended, so a reset scheduled for one leaves the next alone.
    private var endings = 0

    /// Creates a recognizer.
    ///
    /// - Parameters:
    ///   - view: The view it is attached to.
    ///   - clock: The run loop whose next turn resets an ended gesture to `.possible`.
    package init(view: ViewModel? = nil, clock: ModelClock? = nil) {
        self.view = view
        self.clock = clock
    }

    /// `addTarget(_:action:)`.
    ///
    /// - Parameter action: Called with the recognizer at each state it delivers.
    package func addTarget(_ action: @escaping @MainActor (PanGestureModel) -> Void) {
        actions.append((nil, action))
    }

    /// `addTarget(_:action:)` with its target (`UIGestureRecognizer.h:45`: "add a target/action
    /// pair. you can call this multiple times to specify multiple target/actions"). The header
    /// does not say that a pair added twice is kept once: the model keeps both, so the action
    /// then runs twice per state.
    ///
    /// - Parameters:
    ///   - target: The target, for ``removeTarget(_:)``.
    ///   - action: Called with the recognizer at each state it delivers.
    package func addTarget(_ target: AnyObject, action: @escaping @MainActor (PanGestureModel) -> Void) {
        actions.append((ObjectIdentifier(target), action))
    }

    /// `removeTarget(_:action:)` (`UIGestureRecognizer.h:46`: "remove the specified target/action
    /// pair. passing nil for target matches all targets, and the same for actions"): every action
    /// of `target` (the model's actions have no selector: all of the target's match), or of every
    /// target for `nil`.
    ///
    /// - Parameter target: The target, or `nil` for all.
    package func removeTarget(_ target: AnyObject?) {
        let id = target.map(ObjectIdentifier.init)
        actions.removeAll { id == nil || $0.target == id }
    }

    /// `isEnabled`: disabling it while recognizing cancels the gesture.
    package var isEnabled: Bool {
        get { storedEnabled }
        set {
            storedEnabled = newValue
            if !newValue, recognizerState == .began || recognizerState == .changed {
                deliver(.cancelled)
            }
        }
    }

    /// `translation(in:)`.
    package func translation(in view: ViewModel?) -> CGPoint {
        spacesAsked.append(view.map(ObjectIdentifier.init))
        return translation
    }
    /// `velocity(in:)`.
    package func velocity(in view: ViewModel?) -> CGPoint {
        spacesAsked.append(view.map(ObjectIdentifier.init))
        return velocity
    }
    /// `location(in:)`.
    package func location(in view: ViewModel?) -> CGPoint { location }
    /// `setTranslation(_:in:)`.
    package func setTranslation(_ translation: CGPoint, in view: ViewModel?) {
        self.translation = translation
    }

    /// A finger lands and the pan is recognized: `.began` with zero translation.
    ///
    /// - Parameters:
    ///   - location: Where.
    ///   - velocity: The velocity at recognition.
    package func begin(at location: CGPoint = .zero, velocity: CGPoint = .zero) {
        play(Sample(.began, translation: .zero, velocity: velocity, location: location))
    }

    /// The finger moves: `.changed`.
    ///
    /// - Parameters:
    ///   - translation: The translation since the start.
    ///   - velocity: The velocity.
    package func change(translation: CGPoint, velocity: CGPoint = .zero) {
        play(Sample(.changed, translation: translation, velocity: velocity, location: location))
    }

    /// The finger lifts: `.ended`.
    ///
    /// - Parameters:
    ///   - translation: The final translation.
    ///   - velocity: The release velocity.
    package func end(translation: CGPoint, velocity: CGPoint = .zero) {
        play(Sample(.ended, translation: translation, velocity: velocity, location: location))
    }

    /// The system cancels the gesture: `.cancelled`.
    package func cancel() {
        play(Sample(.cancelled, translation: translation, velocity: velocity, location: location))
    }

    /// The touches are not a pan: `.failed` (no action is called).
    package func fail() {
        play(Sample(.failed, translation: translation, velocity: velocity, location: location))
    }

    /// Replays samples in order. A disabled recognizer ignores them; a `.changed`, `.ended` or
    /// `.cancelled` sample without a gesture in progress is ignored, and so is a `.began` sample
    /// during one (a recognizer leaves `.possible` once per gesture: `UIGestureRecognizer.h`
    /// "called when a gesture recognizer attempts to transition out of
    /// UIGestureRecognizerStatePossible").
    ///
    /// - Parameter samples: The readings.
    package func play(_ samples: Sample...) {
        for sample in samples {
            guard storedEnabled else { continue }
            let recognizing = recognizerState == .began || recognizerState == .changed
            switch sample.state {
            case .possible, .failed: break
            case .began: guard !recognizing else { continue }
            case .changed, .ended, .cancelled: guard recognizing else { continue }
            }
            translation = sample.translation
            velocity = sample.velocity
            location = sample.location
            if sample.state == .began, let shouldBegin, !shouldBegin(self) {
                deliver(.failed)
                continue
            }
            deliver(sample.state)
        }
    }

    private func deliver(_ state: GestureRecognizerState) {
        recognizerState = state
        if state != .failed && state != .possible {
            delivered.append(state)
            for entry in actions { entry.action(self) }
        }
        guard state == .ended || state == .cancelled || state == .failed else { return }
        endings += 1
        guard let clock else {
            recognizerState = .possible
            return
        }
        let ending = endings
        clock.schedule(after: 0) { [weak self] in
            guard let self, self.endings == ending, self.recognizerState == state else { return }
            self.recognizerState = .possible
        }
    }
}
