import Foundation
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What `PanTransitionDriver` is to the navigation delegate (its `InteractionDriving` side), over
/// the models. Two kinds:
/// - a scripted stand-in (``init(ledger:)``): ``beginPop(through:)`` starts a pop the way the pan
///   does (through the bar-less queue's gate when there is one) and the interaction is vended for
///   the pop it asked for;
/// - the real pan driver (``init(pan:)``): every call is forwarded to its
///   ``PanInteractionCore`` as `PanTransitionDriver` forwards them, installed with the
///   navigation controller's gate (a bar-less controller's queue), and a ``FingerModel`` drives it.
///
/// ``PanDriverModel`` subclasses it to put the real coordinator behind its own recognizers.
@MainActor
class ModeledDriver: InteractionDriving {
    typealias Stack = NavigationControllerModel
    typealias Animation = any ModeledAnimatedTransitioning
    typealias Interaction = any ModeledInteractiveTransitioning

    let ledger: ContractLedger
    /// The real driver, when this is not the scripted stand-in.
    let pan: ModelPanDriver?
    private(set) weak var navigationController: NavigationControllerModel?
    private(set) var installs = 0
    private(set) var uninstalls = 0
    private var pending: PercentDrivenTransitionModel?

    /// The scripted stand-in.
    init(ledger: ContractLedger) {
        self.ledger = ledger
        pan = nil
    }

    /// The real pan driver.
    init(pan: ModelPanDriver, ledger: ContractLedger) {
        self.ledger = ledger
        self.pan = pan
    }

    var awaitsTransition: Bool { pan?.coordinator.awaitsTransition ?? (pending != nil) }

    private weak var scriptedDecider: (any PopDeciding)?

    /// The side deciding "does popping the top screen play a custom transition?" and hearing
    /// touches (the navigation delegate's core) — the real driver's, when there is one.
    var popDecider: (any PopDeciding)? {
        get { pan.map { $0.coordinator.popDecider } ?? scriptedDecider }
        set {
            if let pan { pan.coordinator.popDecider = newValue } else { scriptedDecider = newValue }
        }
    }

    private var scriptedCallObserver: TransitionCallObserver?

    /// Hears the driver's calls to its transition — the real driver's, when there is one.
    var callObserver: TransitionCallObserver? {
        get { pan.map { $0.coordinator.callObserver } ?? scriptedCallObserver }
        set {
            if let pan { pan.coordinator.callObserver = newValue } else { scriptedCallObserver = newValue }
        }
    }

    /// A touch lands on the driver's gesture (the scripted stand-in's finger).
    func touch() {
        if let navigationController { popDecider?.touchWillLand(on: navigationController) }
    }

    /// The app's own gesture begins a pop: the real driver's handle, or for the scripted stand-in
    /// a handle over the percent-driven model.
    func beginInteractivePop() -> (any TransitionInteraction)? {
        if let pan { return pan.coordinator.beginInteractivePop() }
        return beginPop().map(PercentDrivenHandle.init)
    }

    /// Turns the transition running on its own around: the real driver's answer; the scripted
    /// stand-in vends no interaction for transitions it did not start, so it never can.
    func reverseRunningTransition() -> Bool {
        pan?.coordinator.reverseRunningTransition() ?? false
    }

    /// How many times the navigation delegate said the top pair changed.
    private(set) var topScreenChanges = 0

    func topScreenDidChange() {
        topScreenChanges += 1
        pan?.coordinator.topScreenDidChange()
    }

    func install(on navigationController: NavigationControllerModel) {
        self.navigationController = navigationController
        installs += 1
        pan?.coordinator.install(
            on: navigationController, gate: navigationController.subclass as? any InteractivePopGating)
    }

    func uninstall() {
        navigationController = nil
        uninstalls += 1
        pan?.coordinator.uninstall()
    }

    func interactionController(for animationController: any ModeledAnimatedTransitioning)
        -> (any ModeledInteractiveTransitioning)?
    {
        guard let pan else { return pending }
        return pan.coordinator.interactionController(for: ModeledAnimationController(animationController))
            == nil ? nil : pan
    }

    /// A pan begins (the scripted stand-in only): the pop is asked for (through `gate` when given,
    /// as the pan asks an `InteractivePopGating` controller), and the interaction UIKit started is
    /// returned, or `nil` when no interactive pop began.
    func beginPop(through gate: (() -> Void)? = nil) -> PercentDrivenTransitionModel? {
        guard pan == nil, let navigationController else { return nil }
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        pending = interaction
        defer { pending = nil }
        if let gate {
            gate()
        } else {
            navigationController.popViewController(animated: true)
        }
        return interaction.context == nil ? nil : interaction
    }
}
