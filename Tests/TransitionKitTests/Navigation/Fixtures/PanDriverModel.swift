import Foundation
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What `PanTransitionDriver` is on device, as the navigation delegate installs it: the real
/// ``PanInteractionCore`` behind the two recognizers, UIKit's percent-driven half played by
/// `PercentDrivenTransitionModel`. Nothing here decides. A ``ModeledDriver`` so that the
/// modelled navigation delegate (whose driver type is the double) installs it.
@MainActor
final class PanDriverModel: ModeledDriver, ModeledInteractiveTransitioning {
    let percent: PercentDrivenTransitionModel
    let edgePan = PanGestureModel()
    let catcher = PanGestureModel()
    let coordinator: PanInteractionCore<ModelPanPorts>

    init(ledger: ContractLedger, clock: ModelClock) {
        percent = PercentDrivenTransitionModel(ledger: ledger)
        coordinator = PanInteractionCore(
            activation: .edge(.leading), pan: edgePan, catcher: catcher, clock: { [clock] in clock.now })
        super.init(ledger: ledger)
        coordinator.interaction = percent
        for recognizer in [edgePan, catcher] {
            recognizer.addTarget { [weak self] in self?.coordinator.handle($0) }
            recognizer.shouldBegin = { [weak self] in self?.coordinator.shouldBegin($0) ?? false }
        }
        catcher.isEnabled = false
    }

    // MARK: InteractionDriving

    override var awaitsTransition: Bool { coordinator.awaitsTransition }

    override var popDecider: (any PopDeciding)? {
        get { coordinator.popDecider }
        set { coordinator.popDecider = newValue }
    }

    override func topScreenDidChange() {
        coordinator.topScreenDidChange()
    }

    override var callObserver: TransitionCallObserver? {
        get { coordinator.callObserver }
        set { coordinator.callObserver = newValue }
    }

    override func beginInteractivePop() -> (any TransitionInteraction)? {
        coordinator.beginInteractivePop()
    }

    override func reverseRunningTransition() -> Bool {
        coordinator.reverseRunningTransition()
    }

    override func install(on navigationController: NavigationControllerModel) {
        coordinator.install(on: navigationController)
    }

    override func uninstall() {
        coordinator.uninstall()
    }

    override func interactionController(for animationController: any ModeledAnimatedTransitioning)
        -> (any ModeledInteractiveTransitioning)?
    {
        coordinator.interactionController(for: ModeledAnimationController(animationController)) == nil
            ? nil : self
    }

    // MARK: ModeledInteractiveTransitioning

    var wantsInteractiveStart: Bool { percent.wantsInteractiveStart }

    func startInteractiveTransition(_ context: TransitionContextModel) {
        coordinator.startInteractiveTransition(context) { percent.startInteractiveTransition(context) }
    }

    // MARK: The finger

    /// A swipe from the leading edge across most of the screen, lifted fast, the way UIKit
    /// delivers it: the touch is offered to the pan (`gestureRecognizer(_:shouldReceive:)`), the
    /// pan asks to begin after the first movement, then follows the finger and ends.
    ///
    /// - Returns: Whether the driver's pan began.
    @discardableResult
    func swipe() -> Bool {
        let start = CGPoint(x: 5, y: 400)
        guard edgePan.isEnabled, edgePan.view != nil,
            coordinator.shouldReceive(TouchModel(inWindow: start), by: edgePan)
        else { return false }
        let fast = CGPoint(x: 800, y: 0)
        edgePan.play(.init(.began, translation: CGPoint(x: 12, y: 0), velocity: fast, location: start))
        guard edgePan.recognizerState == .began else { return false }
        for x in stride(from: 60, through: 300, by: 60) {
            edgePan.change(translation: CGPoint(x: CGFloat(x), y: 0), velocity: fast)
        }
        edgePan.end(translation: CGPoint(x: 300, y: 0), velocity: fast)
        return true
    }
}
