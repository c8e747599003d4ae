import Foundation
import TransitionKitCore

/// The contract models behind the pan interaction coordinator's ports.
@MainActor
package enum ModelPanPorts: PanInteractionPorts {
    package typealias Navigation = NavigationControllerModel
    package typealias Gesture = PanGestureModel
    package typealias Touch = TouchModel
    package typealias Interaction = PercentDrivenTransitionModel
    package typealias AnimationController = ModeledAnimationController

    package static func addGestureRecognizer(
        _ gesture: PanGestureModel, to navigation: NavigationControllerModel
    ) {
        gesture.view = navigation.view
    }

    package static func removeGestureRecognizer(_ gesture: PanGestureModel) {
        gesture.view = nil
    }
}

/// What `PanTransitionDriver` is on device, over the models: the interaction controller UIKit
/// starts (UIKit's half played by `PercentDrivenTransitionModel`, `super`), the two recognizers'
/// target and delegate, forwarding everything to the real coordinator.
@MainActor
package final class ModelPanDriver: ModeledInteractiveTransitioning {
    /// UIKit's half of the driver (`UIPercentDrivenInteractiveTransition`).
    package let percent: PercentDrivenTransitionModel
    /// `panGestureRecognizer`.
    package let pan: PanGestureModel
    /// The catching recognizer.
    package let catcher: PanGestureModel
    /// The real coordinator everything is forwarded to.
    package let coordinator: PanInteractionCore<ModelPanPorts>

    /// Creates a driver whose pan always starts as `activation`.
    ///
    /// - Parameters:
    ///   - activation: How the pan starts.
    ///   - ledger: The test's ledger.
    ///   - clock: The test's clock (the samples' timestamps).
    package convenience init(activation: PanActivation, ledger: ContractLedger, clock: ModelClock) {
        self.init(configuration: .fixed(activation), ledger: ledger, clock: clock)
    }

    /// Creates a driver.
    ///
    /// - Parameters:
    ///   - configuration: How the pan starts: the system's swipe back (`PanTransitionDriver()`) or
    ///     a fixed activation.
    ///   - ledger: The test's ledger.
    ///   - clock: The test's clock (the samples' timestamps).
    package init(configuration: PopGestureConfiguration, ledger: ContractLedger, clock: ModelClock) {
        percent = PercentDrivenTransitionModel(ledger: ledger)
        pan = PanGestureModel(clock: clock)
        catcher = PanGestureModel(clock: clock)
        coordinator = PanInteractionCore(
            configuration: configuration, pan: pan, catcher: catcher, clock: { [clock] in clock.now })
        coordinator.interaction = percent
        for recognizer in [pan, catcher] {
            recognizer.addTarget { [weak self] in self?.coordinator.handle($0) }
            recognizer.shouldBegin = { [weak self] in self?.coordinator.shouldBegin($0) ?? false }
        }
        catcher.isEnabled = false
    }

    /// Every transition UIKit started with this interaction controller, in order.
    package private(set) var startedContexts: [TransitionContextModel] = []

    package var wantsInteractiveStart: Bool { percent.wantsInteractiveStart }

    package func startInteractiveTransition(_ context: TransitionContextModel) {
        startedContexts.append(context)
        coordinator.startInteractiveTransition(context) { percent.startInteractiveTransition(context) }
    }
}
