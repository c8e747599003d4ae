import Foundation
import TransitionKitCore
import UIKitModels

/// A delegate that implements what it is told to and vends what it is given.
@MainActor
final class ScriptedDelegate: ModeledNavigationControllerDelegate {
    var implementedMethods: Set<NavigationDelegateMethod>
    var animationController: (any ModeledAnimatedTransitioning)?
    var interactionController: (any ModeledInteractiveTransitioning)?
    var onWillShow: ((NavigationControllerModel, ViewControllerModel) -> Void)?
    var onDidShow: ((NavigationControllerModel, ViewControllerModel) -> Void)?
    private(set) var coordinatorsAtWillShow: [TransitionCoordinatorModel?] = []

    init(_ methods: Set<NavigationDelegateMethod> = Set(NavigationDelegateMethod.allCases)) {
        implementedMethods = methods
    }

    func navigationController(
        _ navigationController: NavigationControllerModel, willShow viewController: ViewControllerModel,
        animated: Bool
    ) {
        coordinatorsAtWillShow.append(navigationController.activeTransitionCoordinator)
        onWillShow?(navigationController, viewController)
    }

    func navigationController(
        _ navigationController: NavigationControllerModel, didShow viewController: ViewControllerModel,
        animated: Bool
    ) {
        onDidShow?(navigationController, viewController)
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        animationController
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)? {
        interactionController
    }
}

/// A ledger, a clock, a window and a navigation controller holding `root` in it.
@MainActor
struct Scene {
    let ledger = ContractLedger()
    let clock = ModelClock()
    let window: ViewModel
    let navigation: NavigationControllerModel
    let root: ViewControllerModel
    let animations: AnimatorFactoryModel

    init() {
        window = ViewModel.window(ledger: ledger)
        root = ViewControllerModel("root", ledger: ledger)
        navigation = NavigationControllerModel(rootViewController: root, ledger: ledger, clock: clock)
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        window.addSubview(navigation.view)
    }

    func screen(_ name: String) -> ViewControllerModel {
        ViewControllerModel(name, ledger: ledger)
    }
}
