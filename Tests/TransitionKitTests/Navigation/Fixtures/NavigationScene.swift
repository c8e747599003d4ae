import Foundation
import TransitionKitCore
import UIKitModels

/// A ledger, a clock and a window: the world one navigation scenario runs in, with helpers that
/// make navigation controllers and screens in it.
@MainActor
final class NavigationScene {
    let ledger: ContractLedger
    let clock = ModelClock()
    let window: ViewModel
    let animations: AnimatorFactoryModel
    /// The iOS release every screen and navigation controller made here runs on.
    let systemVersion: SystemVersion

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - ledger: The ledger every model records to.
    ///   - systemVersion: The iOS release the screens and navigation controllers run on.
    init(ledger: ContractLedger = ContractLedger(), systemVersion: SystemVersion = .iOS18) {
        self.ledger = ledger
        self.systemVersion = systemVersion
        window = ViewModel.window(ledger: ledger)
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
    }

    /// A screen whose view is not loaded yet.
    func screen(_ name: String) -> ViewControllerModel {
        let screen = ViewControllerModel(name, ledger: ledger)
        screen.systemVersion = systemVersion
        return screen
    }

    /// A navigation controller in the window holding one root screen.
    func navigation(_ name: String = "navigation", root: String = "root") -> NavigationControllerModel {
        let navigation = NavigationControllerModel(
            name, rootViewController: screen(root), ledger: ledger, clock: clock)
        navigation.systemVersion = systemVersion
        window.addSubview(navigation.view)
        return navigation
    }

    /// A navigation controller in the window (see ``navigation(_:root:)``) whose delegate is a
    /// ``ModeledTransitions`` playing `transition` by default, driven by `interaction` when given.
    func attachedNavigation(
        playing transition: ModeledTransition = .system, interaction: ModeledDriver? = nil
    ) -> (transitions: ModeledTransitions, navigation: NavigationControllerModel) {
        let transitions = ModeledTransitions(animations: animations, defaultTransition: transition)
        let navigation = navigation()
        transitions.attach(to: navigation, interaction: interaction)
        return (transitions, navigation)
    }

    /// Lets every running animation and scheduled action finish.
    func settle() {
        clock.runUntilIdle()
    }
}
