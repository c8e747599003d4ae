import Foundation
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What `BarlessNavigationController` is on device, over the UIKit contract models: the
/// navigation controller's subclass overrides (the `delegate` setter and the navigation methods)
/// forwarded to a ``BarlessNavigationCore``, its ``ModeledTransitions`` as `transitions`,
/// and the queue's host. By default a screen is its own stack entry; with ``wraps`` each screen
/// enters the stack in a container of its own, known by the screen's identity, as the toolbar
/// container wraps on device. Nothing else here decides.
@MainActor
final class ModeledBarless: NavigationControllerSubclassing, NavigationQueueHost, InteractivePopGating {
    typealias Stack = NavigationControllerModel

    let transitions: ModeledTransitions
    let coordinator: BarlessNavigationCore<ModeledTransitions, ModeledBarless>
    let clock: ModelClock
    /// Whether screens enter the stack wrapped in a container entry named `[screen]`.
    var wraps = false
    /// The screen each container holds.
    private(set) var contents: [ObjectIdentifier: ViewControllerModel] = [:]

    /// Makes `navigation` a bar-less controller, as `BarlessNavigationController.init` does: the
    /// navigation controller keeps its overrides (and so its transitions) alive.
    @discardableResult
    static func make(_ navigation: NavigationControllerModel, scene: NavigationScene) -> ModeledBarless {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .slide)
        let barless = ModeledBarless(transitions: transitions, clock: scene.clock)
        navigation.subclass = barless
        transitions.contentOfEntry = { [weak barless] in barless?.contents[ObjectIdentifier($0)] }
        barless.coordinator.connect(to: navigation, host: barless)
        return barless
    }

    private init(transitions: ModeledTransitions, clock: ModelClock) {
        self.transitions = transitions
        self.clock = clock
        coordinator = BarlessNavigationCore(transitions: transitions.core)
    }

    /// `viewDidLoad`: attaches the transitions with a driver.
    func viewDidLoad(_ navigation: NavigationControllerModel, driver: ModeledDriver? = nil) {
        transitions.attach(to: navigation, interaction: driver)
    }

    /// `additionalDelegate`.
    var additionalDelegate: (any ModeledNavigationControllerDelegate)? {
        get { transitions.additionalDelegate }
        set { transitions.additionalDelegate = newValue }
    }

    // MARK: Overrides

    func setDelegate(
        _ delegate: (any ModeledNavigationControllerDelegate)?,
        of navigationController: NavigationControllerModel,
        super callSuper: ((any ModeledNavigationControllerDelegate)?) -> Void
    ) {
        coordinator.setDelegate(delegate, super: callSuper)
    }

    func pushViewController(
        _ viewController: ViewControllerModel, animated: Bool,
        of navigationController: NavigationControllerModel,
        super callSuper: () -> Void
    ) {
        coordinator.queue.pushViewController(viewController, animated: animated, super: callSuper)
    }

    func popViewController(
        animated: Bool, of navigationController: NavigationControllerModel,
        super callSuper: () -> ViewControllerModel?
    ) -> ViewControllerModel? {
        coordinator.queue.popViewController(animated: animated, super: callSuper)
    }

    func popToViewController(
        _ viewController: ViewControllerModel, animated: Bool,
        of navigationController: NavigationControllerModel,
        super callSuper: () -> [ViewControllerModel]?
    ) -> [ViewControllerModel]? {
        coordinator.queue.popToViewController(viewController, animated: animated, super: callSuper)
    }

    func popToRootViewController(
        animated: Bool, of navigationController: NavigationControllerModel,
        super callSuper: () -> [ViewControllerModel]?
    ) -> [ViewControllerModel]? {
        coordinator.queue.popToRootViewController(animated: animated, super: callSuper)
    }

    func setViewControllers(
        _ viewControllers: [ViewControllerModel], animated: Bool,
        of navigationController: NavigationControllerModel,
        super callSuper: () -> Void
    ) {
        coordinator.queue.setViewControllers(viewControllers, animated: animated, super: callSuper)
    }

    // MARK: InteractivePopGating

    var canBeginInteractivePop: Bool { coordinator.queue.canBeginInteractivePop }

    func beginInteractivePop() {
        coordinator.queue.beginInteractivePop()
    }

    // MARK: Queue host

    func identity(of viewController: ViewControllerModel) -> ObjectIdentifier {
        ObjectIdentifier(contents[ObjectIdentifier(viewController)] ?? viewController)
    }

    func entry(for screen: ViewControllerModel) -> ViewControllerModel {
        guard wraps else { return screen }
        return ScreenWrapper.wrap(screen, using: self)
    }

    func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void) {
        clock.schedule(after: 0, action)
    }
}

/// The toolbar container's wrapping over the models: a screen enters in a container named
/// `[screen]`, known as a container by the screen it holds.
extension ModeledBarless: ScreenWrappingPort {
    func traits(of screen: ViewControllerModel) -> ScreenWrapTraits {
        contents[ObjectIdentifier(screen)] == nil ? ScreenWrapTraits() : .container
    }

    func providedContainer(for screen: ViewControllerModel) -> ViewControllerModel? {
        nil
    }

    func containedScreen(of container: ViewControllerModel) -> ViewControllerModel? {
        contents[ObjectIdentifier(container)]
    }

    func makeStandardContainer(for screen: ViewControllerModel) -> ViewControllerModel {
        let container = ViewControllerModel("[\(screen.name)]", ledger: screen.ledger)
        container.systemVersion = screen.systemVersion
        contents[ObjectIdentifier(container)] = screen
        return container
    }

    /// The property exists from iOS 18 (the adapter's `responds(to:)`).
    func forwardPreferredTransition(from screen: ViewControllerModel, to container: ViewControllerModel) {
        guard container.systemVersion.hasPreferredTransition else { return }
        container.preferredTransition = screen.preferredTransition
    }
}
