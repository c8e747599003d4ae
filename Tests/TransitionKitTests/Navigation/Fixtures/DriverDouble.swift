import Foundation
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// Stands in for `PanTransitionDriver` as the navigation delegate sees it: installed on a
/// navigation controller, it starts a pop the way the pan does (through the bar-less queue's gate
/// when there is one) and is vended as the interactive controller of the pop it asked for.
@MainActor
final class DriverDouble: InteractionDriving {
    typealias Stack = NavigationControllerModel
    typealias Animation = any ModeledAnimatedTransitioning
    typealias Interaction = any ModeledInteractiveTransitioning

    let ledger: ContractLedger
    private(set) weak var navigationController: NavigationControllerModel?
    private(set) var installs = 0
    private(set) var uninstalls = 0
    private var pending: PercentDrivenTransitionModel?

    init(ledger: ContractLedger) {
        self.ledger = ledger
    }

    var awaitsTransition: Bool { pending != nil }
    var touchWillLand: (@MainActor () -> Void)?

    /// A touch lands on the driver's gesture.
    func touch() {
        touchWillLand?()
    }

    func install(on navigationController: NavigationControllerModel) {
        self.navigationController = navigationController
        installs += 1
    }

    func uninstall() {
        navigationController = nil
        uninstalls += 1
    }

    func interactionController(for animationController: any ModeledAnimatedTransitioning)
        -> (any ModeledInteractiveTransitioning)?
    {
        pending
    }

    /// A pan begins: the pop is asked for (through `gate` when given, as the pan asks an
    /// `InteractivePopGating` controller), and the interaction UIKit started is returned, or
    /// `nil` when no interactive pop began.
    /// The app's own gesture: a pop driven through a handle over the percent-driven model.
    func beginInteractivePop() -> (any TransitionInteraction)? {
        beginPop().map(PercentDrivenHandle.init)
    }

    func beginPop(through gate: (() -> Void)? = nil) -> PercentDrivenTransitionModel? {
        guard let navigationController else { return nil }
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

/// A ``TransitionInteraction`` over the percent-driven model: finishes at or past half way.
@MainActor
final class PercentDrivenHandle: TransitionInteraction {
    private let interaction: PercentDrivenTransitionModel
    private(set) var isActive = true

    init(_ interaction: PercentDrivenTransitionModel) {
        self.interaction = interaction
    }

    func update(progress: Double) {
        guard isActive else { return }
        interaction.update(CGFloat(progress))
    }

    func end(velocity: Double) {
        guard isActive else { return }
        isActive = false
        if interaction.percentComplete >= 0.5 { interaction.finish() } else { interaction.cancel() }
    }

    func cancel() {
        guard isActive else { return }
        isActive = false
        interaction.cancel()
    }
}
