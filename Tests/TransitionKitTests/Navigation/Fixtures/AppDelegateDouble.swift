import Foundation
import TransitionKitCore
import UIKitModels

/// The app's own navigation delegate: records every call it receives, vends what it is given,
/// and may act in `didShow` (a push from `didShow`).
@MainActor
final class AppDelegateDouble: ModeledNavigationControllerDelegate {
    var implementedMethods = Set(NavigationDelegateMethod.allCases)
    var animationController: (any ModeledAnimatedTransitioning)?
    var onDidShow: ((NavigationControllerModel, ViewControllerModel) -> Void)?
    private(set) var calls: [String] = []

    func navigationController(
        _ navigationController: NavigationControllerModel, willShow viewController: ViewControllerModel,
        animated: Bool
    ) {
        calls.append("willShow \(viewController.name)")
    }

    func navigationController(
        _ navigationController: NavigationControllerModel, didShow viewController: ViewControllerModel,
        animated: Bool
    ) {
        calls.append("didShow \(viewController.name)")
        onDidShow?(navigationController, viewController)
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        calls.append("animationController \(operation) \(fromVC.name)→\(toVC.name)")
        return animationController
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)? {
        calls.append("interactionController")
        return nil
    }
}
