import Foundation
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// Stands in for `PanTransitionDriver` as the navigation delegate sees it: installed on a
/// navigation controller, it starts a pop the way the pan does (through the bar-less queue's gate
/// when there is one) and is vended as the interactive controller of the pop it asked for.
/// ``PanDriverModel`` replaces its members with the real pan coordinator's.
@MainActor
class DriverDouble: InteractionDriving {
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

    var popPlaysCustomTransition: (@MainActor () -> Bool)?
    private(set) var topScreenChanges = 0

    func topScreenDidChange() {
        topScreenChanges += 1
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
