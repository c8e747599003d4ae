import Foundation
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The scrubber's controls as a navigation scrubbing session sees them: every progress shown and
/// the notice on the stage.
@MainActor
final class ScrubControlsModel: ScrubControlsPort {
    private(set) var shown: [Double] = []
    private(set) var readout = ""
    private(set) var notice: String?

    func showProgress(_ fraction: Double, readout: String) {
        shown.append(fraction)
        self.readout = readout
    }

    func showNotice(_ text: String?) {
        notice = text
    }

    /// How many times the session said it is over.
    private(set) var ends = 0

    func scrubDidEnd() {
        ends += 1
    }
}

/// A navigation scrubbing session on the models: the app's navigation delegate (the modelled
/// `NavigationDelegate`), a navigation controller in a window holding a grid, the real pan driver
/// attached to it, a detail screen, and the session scrubbing the push (or pop) between them.
@MainActor
final class NavigationScrubScene {
    let scene = NavigationScene()
    let transitions: ModeledTransitions
    let grid: GridScreenModel
    let detail: ViewerScreenModel
    let navigation: NavigationControllerModel
    let driver: PanDriverModel
    let controls = ScrubControlsModel()
    let frames: FrameClockModel
    let pan = PanGestureModel()
    private(set) var session: NavigationScrubSession<ModelPanPorts, FrameClockModel>!

    var ledger: ContractLedger { scene.ledger }
    var clock: ModelClock { scene.clock }

    init(
        _ operation: NavigationOperation = .push, defaultTransition: ModeledTransition = .slide,
        configure: (NavigationScrubScene) -> Void = { _ in }
    ) {
        transitions = ModeledTransitions(animations: scene.animations, defaultTransition: defaultTransition)
        grid = GridScreenModel("grid", ledger: scene.ledger)
        detail = ViewerScreenModel("detail", ledger: scene.ledger)
        navigation = NavigationControllerModel(
            "navigation", rootViewController: grid, ledger: scene.ledger, clock: scene.clock)
        scene.window.addSubview(navigation.view)
        driver = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
        frames = FrameClockModel(clock: scene.clock)
        transitions.attach(to: navigation, interaction: driver)
        configure(self)
        let scrubbed: NavigationScrubSession<ModelPanPorts, FrameClockModel>.Scrubbed =
            operation == .push ? .push(detail, onto: grid) : .pop(detail, to: grid)
        makeSession(scrubbed)
    }

    /// Replaces the session (bad-input scenes scrub other screens).
    func makeSession(_ scrubbed: NavigationScrubSession<ModelPanPorts, FrameClockModel>.Scrubbed) {
        let session = NavigationScrubSession(
            scrubbing: scrubbed, navigation: navigation, driver: driver.coordinator, host: controls,
            frames: frames, clock: { [clock = scene.clock] in clock.now })
        pan.view = navigation.view
        pan.addTarget { [weak session, navigation] pan in session?.pan(pan, in: navigation.view) }
        self.session = session
    }

    /// The names of the stack's screens.
    var stack: [String] { navigation.viewControllers.map(\.name) }

    /// The library animator of the latest transition.
    var animator: InterruptibleAnimationController? {
        transitions.madeAnimators.last?.object
    }

    /// Lets every animation, frame and scheduled action finish.
    func settle() { clock.runUntilIdle(limit: 10) }
}

/// A `.custom` animation controller that never calls `completeTransition`: its interruptible
/// animator fades the arriving screen in and ends, and nothing completes the transition.
@MainActor
final class SilentAnimationController: ModeledAnimatedTransitioning {
    let animations: AnimatorFactoryModel
    let duration: TimeInterval = 0.3
    private var animator: PropertyAnimatorModel?

    init(animations: AnimatorFactoryModel) {
        self.animations = animations
    }

    var implementsInterruptibleAnimator: Bool { true }

    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval { duration }

    func animateTransition(using context: TransitionContextModel) {
        let animator = interruptibleAnimator(using: context)
        if animator.state == .inactive { animator.startAnimation() }
    }

    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimatorPort {
        if let animator { return animator }
        let animator = animations.makePropertyAnimator(
            duration: duration, timing: .linear, initialVelocity: .zero)
        if let arriving = context.view(forKey: .to) {
            context.containerView.addSubview(arriving)
            arriving.alpha = 0
            animator.addAnimations { arriving.alpha = 1 }
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}
