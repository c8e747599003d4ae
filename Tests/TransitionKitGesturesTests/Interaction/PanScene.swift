import Foundation
import TransitionKitCore
import UIKitModels

@testable import TransitionKitGestures

/// The contract models behind the pan interaction coordinator's ports.
@MainActor
enum ModelPanPorts: PanInteractionPorts {
    typealias Navigation = NavigationControllerModel
    typealias Gesture = PanGestureModel
    typealias Touch = TouchModel
    typealias Interaction = PercentDrivenTransitionModel
    typealias AnimationController = ModeledAnimationController

    static func addGestureRecognizer(_ gesture: PanGestureModel, to navigation: NavigationControllerModel) {
        gesture.view = navigation.view
    }

    static func removeGestureRecognizer(_ gesture: PanGestureModel) {
        gesture.view = nil
    }
}

/// What `PanTransitionDriver` is on device, over the models: the interaction controller UIKit
/// starts (UIKit's half played by `PercentDrivenTransitionModel`, `super`), the two recognisers'
/// target and delegate, forwarding everything to the real coordinator.
@MainActor
final class ModelPanDriver: ModeledInteractiveTransitioning {
    let percent: PercentDrivenTransitionModel
    let pan = PanGestureModel()
    let catcher = PanGestureModel()
    let coordinator: PanInteractionCoordinator<ModelPanPorts>

    init(activation: PanActivation, ledger: ContractLedger, clock: ModelClock) {
        percent = PercentDrivenTransitionModel(ledger: ledger)
        coordinator = PanInteractionCoordinator(
            activation: activation, pan: pan, catcher: catcher, clock: { [clock] in clock.now })
        coordinator.interaction = percent
        for recognizer in [pan, catcher] {
            recognizer.addTarget { [weak self] in self?.coordinator.handle($0) }
            recognizer.shouldBegin = { [weak self] in self?.coordinator.shouldBegin($0) ?? false }
        }
        catcher.isEnabled = false
    }

    /// Every transition UIKit started with this interaction controller, in order.
    private(set) var startedContexts: [TransitionContextModel] = []

    var wantsInteractiveStart: Bool { percent.wantsInteractiveStart }

    func startInteractiveTransition(_ context: TransitionContextModel) {
        startedContexts.append(context)
        coordinator.startInteractiveTransition(context) { percent.startInteractiveTransition(context) }
    }
}

/// A pop (or push) that fades the arriving screen in (alpha 0 → 1) and slides the leaving one out,
/// written the way a careful interruptible animator is: one property animator for the whole
/// transition, started by `animateTransition` only if no interaction started it, completing with
/// `!transitionWasCancelled`. The arriving screen's on-screen alpha *is* the transition's on-screen
/// progress.
@MainActor
final class FadeAnimationController: ModeledAnimatedTransitioning {
    let animations: AnimatorFactoryModel
    let duration: TimeInterval
    var implementsInterruptibleAnimator = true
    private(set) var animator: PropertyAnimatorModel?
    private(set) var arrivingView: ViewModel?

    init(animations: AnimatorFactoryModel, duration: TimeInterval = 0.4) {
        self.animations = animations
        self.duration = duration
    }

    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval { duration }

    func animateTransition(using context: TransitionContextModel) {
        let animator = makeAnimator(context)
        if animator.state == .inactive { animator.startAnimation() }
    }

    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimating {
        makeAnimator(context)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }

    private func makeAnimator(_ context: TransitionContextModel) -> PropertyAnimatorModel {
        if let animator { return animator }
        let animator = animations.makePropertyAnimator(
            duration: duration, timing: .linear, initialVelocity: .zero)
        self.animator = animator
        let container = context.containerView
        if let toView = context.view(forKey: .to) {
            arrivingView = toView
            animations.performWithoutAnimation {
                container.addSubview(toView)
                toView.frame = container.bounds
                toView.alpha = 0
            }
            animator.addAnimations { toView.alpha = 1 }
        }
        animator.addCompletion { [weak context] _ in
            guard let context else { return }
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }
}

/// The navigation delegate the way `NavigationDelegate` vends: its own animator for every push
/// and pop (or none, UIKit's slide, when ``vendsAnimator`` is `false`), and the driver when the
/// coordinator says so.
@MainActor
final class DriverVendingDelegate: ModeledNavigationControllerDelegate {
    let animations: AnimatorFactoryModel
    weak var driver: ModelPanDriver?
    var vendsAnimator = true
    /// Whether to vend an animator for an operation between two screens (by name); by default
    /// ``vendsAnimator``.
    var vendsFor: ((NavigationOperation, String, String) -> Bool)?
    var interruptible = true
    private(set) var lastAnimation: FadeAnimationController?

    init(animations: AnimatorFactoryModel) {
        self.animations = animations
    }

    var implementedMethods: Set<NavigationDelegateMethod> { [.animationController, .interactionController] }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        guard vendsFor?(operation, fromVC.name, toVC.name) ?? vendsAnimator else { return nil }
        let animation = FadeAnimationController(animations: animations)
        animation.implementsInterruptibleAnimator = interruptible
        lastAnimation = animation
        return animation
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)? {
        guard let driver,
            driver.coordinator.interactionController(for: ModeledAnimationController(animationController))
                != nil
        else { return nil }
        return driver
    }
}

/// A window holding a navigation controller with a driver installed, and a finger.
///
/// The finger plays what UIKit does with a touch: it asks each enabled recogniser's delegate
/// (`gestureRecognizer(_:shouldReceive:)`) before the recogniser sees the touch; the catching
/// recogniser begins at once (it is an instant pan), the pop pan once the finger has moved
/// ``hysteresis`` points, asking `gestureRecognizerShouldBegin(_:)` (the model does). Points are in
/// window coordinates.
@MainActor
final class PanScene {
    /// How far the finger moves before UIKit's pan recogniser begins.
    static let hysteresis: CGFloat = 10

    let ledger = ContractLedger()
    let clock = ModelClock()
    let window: ViewModel
    let navigation: NavigationControllerModel
    let delegate: DriverVendingDelegate
    let driver: ModelPanDriver
    private(set) var screens: [ViewControllerModel]

    private(set) var touch: TouchModel?
    private var start = CGPoint.zero
    private var panTracks = false

    var coordinator: PanInteractionCoordinator<ModelPanPorts> { driver.coordinator }
    var width: CGFloat { navigation.view.bounds.width }

    /// A navigation controller holding `depth` screens (`screen 0` … at the top), with a driver.
    init(
        activation: PanActivation = .edge(.leading), depth: Int = 2,
        navigationFrame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), install: Bool = true
    ) {
        let ledger = ledger
        window = ViewModel.window(ledger: ledger)
        screens = (0..<max(depth, 1)).map { ViewControllerModel("screen \($0)", ledger: ledger) }
        navigation = NavigationControllerModel(
            rootViewController: screens[0], frame: navigationFrame, ledger: ledger, clock: clock)
        window.addSubview(navigation.view)
        let animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        delegate = DriverVendingDelegate(animations: animations)
        driver = ModelPanDriver(activation: activation, ledger: ledger, clock: clock)
        delegate.driver = driver
        navigation.delegate = delegate
        for screen in screens.dropFirst() {
            navigation.pushViewController(screen, animated: false)
        }
        if install { coordinator.install(on: navigation) }
    }

    /// The transition's on-screen progress: the arriving screen's alpha as rendered now.
    var onScreenProgress: Double? {
        delegate.lastAnimation?.arrivingView?.presentationAlpha
    }

    /// Pushes a screen, animated, as a button would.
    func push(_ name: String) {
        let screen = ViewControllerModel(name, ledger: ledger)
        screens.append(screen)
        navigation.pushViewController(screen, animated: true)
    }

    // MARK: The finger

    /// A finger lands.
    ///
    /// - Parameter point: Where, in window coordinates.
    func touchDown(at point: CGPoint) {
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
    func move(toX x: CGFloat, velocity: CGFloat = 0, seconds: TimeInterval = 1.0 / 60) {
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
    func lift(velocity: CGFloat = 0) {
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
    func cancelTouch() {
        for recognizer in [driver.catcher, driver.pan] where isRecognizing(recognizer) {
            recognizer.cancel()
        }
        touch = nil
        panTracks = false
    }

    /// A whole swipe: lands at `from`, moves to `to` in `steps`, lifts at `velocity`.
    func swipe(fromX from: CGFloat, toX to: CGFloat, steps: Int = 6, velocity: CGFloat = 0, y: CGFloat = 400)
    {
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
