import Foundation
import TransitionKitCore
import UIKitModels

/// A window over the presentation contract model with a grid screen in it, what the presentation
/// model's suites start from: with `navigation`, the grid is the root of a navigation controller
/// in the window (``root``); without, the grid's view fills the window.
@MainActor
struct PresentationWindow {
    let ledger = ContractLedger()
    let clock = ModelClock()
    let window: ViewModel
    let animations: AnimatorFactoryModel
    let model: PresentationModel
    let grid: ViewControllerModel
    /// The navigation controller showing the grid; `nil` without `navigation`.
    let root: NavigationControllerModel!

    init(navigation: Bool) {
        window = ViewModel.window(ledger: ledger)
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        model = PresentationModel(window: window, animations: animations)
        grid = ViewControllerModel("grid", ledger: ledger)
        if navigation {
            let root = NavigationControllerModel(
                "navigation", rootViewController: grid, ledger: ledger, clock: clock)
            window.addSubview(root.view)
            self.root = root
        } else {
            root = nil
            window.addSubview(grid.view)
            grid.view.frame = window.bounds
        }
    }
}
