import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A route screen for the router's coordinator: a `UIHostingController` stand-in whose content is
/// a string, owning the view controller model UIKit holds.
@MainActor
final class RouteScreenModel: RouteScreenPort {
    var routeState: RouteScreenState<String, LinkModel>
    /// The view controller the navigation controller model holds for this screen.
    let controller: ViewControllerModel
    /// Every root view the coordinator set, in order (`nil`: an empty view).
    private(set) var rootViews: [String?] = []
    /// The environment each root view was set under, in order (`nil`: none captured).
    private(set) var environments: [StackEnvironmentModel?] = []

    init(
        _ name: String, ledger: ContractLedger, transitions: RouteTransitions<TransitionStyle> = .default,
        zoomLink: LinkModel? = nil
    ) {
        routeState = RouteScreenState(transitions: transitions, zoomLink: zoomLink, content: name)
        controller = ViewControllerModel(name, ledger: ledger)
    }

    /// The screen's name (its controller's).
    var name: String { controller.name }

    func setRootView(_ content: String?, environment: StackEnvironmentModel?) {
        rootViews.append(content)
        environments.append(environment)
    }

    /// How many times the content was evaluated off screen.
    private(set) var evaluations = 0
    /// What evaluating the content does besides counting (SwiftUI runs the screen's modifiers,
    /// which declare its destinations).
    var onEvaluate: (() -> Void)?

    func evaluateContent() {
        evaluations += 1
        onEvaluate?()
    }
}

/// An object an app puts in the environment outside the stack (`.environmentObject(store)`).
final class StoreModel {}

/// The SwiftUI environment where a stack sits (`EnvironmentValues`), reduced to what the tests
/// follow: an environment object, a custom key's value and an `openURL` override.
struct StackEnvironmentModel: Equatable {
    /// `.environmentObject(store)` outside the stack.
    var store: StoreModel?
    /// `.environment(\.accent, …)`: a custom environment key.
    var customKey: String
    /// `.environment(\.openURL, OpenURLAction { … })`, named.
    var openURL: String

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.store === rhs.store && lhs.customKey == rhs.customKey && lhs.openURL == rhs.openURL
    }
}

/// Finds screens among the navigation model's view controllers (weakly, as UIKit's entries are the
/// screens themselves on device).
@MainActor
final class ScreenResolverModel: RouteScreenResolverPort {
    private var screens: [ObjectIdentifier: WeakReference<RouteScreenModel>] = [:]

    func register(_ screen: RouteScreenModel) {
        screens[ObjectIdentifier(screen.controller)] = WeakReference(screen)
    }

    func screen(shownBy entry: ViewControllerModel) -> RouteScreenModel? {
        screens[ObjectIdentifier(entry)]?.object.flatMap { $0.controller === entry ? $0 : nil }
    }

    func entry(for screen: RouteScreenModel) -> ViewControllerModel {
        screen.controller
    }
}

/// One navigation-stack call, as ``NavigationRecorder`` logs it (screens by name).
enum NavigationCall: Equatable {
    case push(String, animated: Bool)
    case pop(animated: Bool)
    case popTo(String, animated: Bool)
    case popToRoot(animated: Bool)
    case setStack([String], animated: Bool)
}

/// The navigation controller model behind ``NavigationStackPort`` with every stack call logged, so a
/// test can assert exactly which UIKit call a route change became.
@MainActor
final class NavigationRecorder: NavigationStackPort {
    typealias PortDelegate = any ModeledNavigationControllerDelegate

    let model: NavigationControllerModel
    private(set) var calls: [NavigationCall] = []

    init(_ model: NavigationControllerModel) {
        self.model = model
    }

    var viewControllers: [ViewControllerModel] { model.viewControllers }
    var topViewController: ViewControllerModel? { model.topViewController }
    var delegate: (any ModeledNavigationControllerDelegate)? {
        get { model.delegate }
        set { model.delegate = newValue }
    }
    var viewLayoutDirection: TransitionLayoutDirection { model.viewLayoutDirection }
    var isInteractivePopGestureEnabled: Bool {
        get { model.isInteractivePopGestureEnabled }
        set { model.isInteractivePopGestureEnabled = newValue }
    }
    var isInteractiveContentPopGestureEnabled: Bool {
        get { model.isInteractiveContentPopGestureEnabled }
        set { model.isInteractiveContentPopGestureEnabled = newValue }
    }
    var viewIfLoaded: ViewModel? { model.viewIfLoaded }
    var parent: ViewControllerModel? { model.parent }
    var additionalSafeArea: Insets {
        get { model.additionalSafeArea }
        set { model.additionalSafeArea = newValue }
    }
    var activeTransitionCoordinator: TransitionCoordinatorModel? { model.activeTransitionCoordinator }
    var hidesBottomBarWhenPushed: Bool { model.hidesBottomBarWhenPushed }
    var isNavigationOrTabBarController: Bool { model.isNavigationOrTabBarController }
    var largeTitleDisplayMode: LargeTitleDisplayMode { model.largeTitleDisplayMode }
    var prefersLargeTitles: Bool { model.prefersLargeTitles }
    var isNavigationBarHidden: Bool { model.isNavigationBarHidden }
    var navigationBarView: ViewModel { model.navigationBarView }
    var tabBarView: ViewModel? { model.tabBarView }
    var tabBarVariant: TabBarVariant { model.tabBarVariant }
    func layOutBars() { model.layOutBars() }

    func loadViewIfNeeded() { model.loadViewIfNeeded() }

    func pushViewController(_ viewController: ViewControllerModel, animated: Bool) {
        calls.append(.push(viewController.name, animated: animated))
        model.pushViewController(viewController, animated: animated)
    }

    @discardableResult
    func popViewController(animated: Bool) -> ViewControllerModel? {
        calls.append(.pop(animated: animated))
        return model.popViewController(animated: animated)
    }

    @discardableResult
    func popToViewController(_ viewController: ViewControllerModel, animated: Bool) -> [ViewControllerModel]?
    {
        calls.append(.popTo(viewController.name, animated: animated))
        return model.popToViewController(viewController, animated: animated)
    }

    @discardableResult
    func popToRootViewController(animated: Bool) -> [ViewControllerModel]? {
        calls.append(.popToRoot(animated: animated))
        return model.popToRootViewController(animated: animated)
    }

    func setViewControllers(_ viewControllers: [ViewControllerModel], animated: Bool) {
        calls.append(.setStack(viewControllers.map(\.name), animated: animated))
        model.setViewControllers(viewControllers, animated: animated)
    }
}

/// What the adapters do on device, for the models: the navigation controller's delegate forwards
/// `didShow` to the coordinator (as `RouteNavigationObserver` does) and asks it for the transition
/// when UIKit asks for an animation controller (as the bar-less registration's factory does),
/// recording each answer; it vends no animator, so UIKit's own slide plays.
@MainActor
final class RouterNavigationGlue: ModeledNavigationControllerDelegate {
    typealias Coordinator = RouterCore<NavigationRecorder, ScreenResolverModel>

    /// What the coordinator answered each time UIKit asked for an animation controller.
    struct Asked {
        var operation: NavigationOperation
        var from: String
        var to: String
        var style: TransitionStyle?
        var zoomSource: AnchorModel?
        /// The zoom source's frame in the navigation controller's container, measured when asked.
        var zoomSourceFrame: CGRect?
    }

    weak var coordinator: Coordinator?
    let navigation: NavigationRecorder
    private(set) var asked: [Asked] = []

    init(coordinator: Coordinator, navigation: NavigationRecorder) {
        self.coordinator = coordinator
        self.navigation = navigation
    }

    var implementedMethods: Set<NavigationDelegateMethod> { [.didShow, .animationController] }

    func navigationController(
        _ navigationController: NavigationControllerModel, didShow viewController: ViewControllerModel,
        animated: Bool
    ) {
        coordinator?.navigationDidShow(navigation)
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        let resolver = coordinator?.resolver
        let choice = coordinator?.transition(
            between: resolver?.screen(shownBy: fromVC), and: resolver?.screen(shownBy: toVC),
            operation: operation)
        let container = navigationController.containerView
        asked.append(
            Asked(
                operation: operation, from: fromVC.name, to: toVC.name, style: choice?.style,
                zoomSource: choice?.zoomSource,
                zoomSourceFrame: choice?.zoomSource.map { $0.view.convert($0.view.bounds, to: container) }))
        return nil
    }
}

/// A `RouteLink`'s handle (`RouteZoomAnchorBox`), counting what it published.
@MainActor
final class LinkModel: RouteZoomLinkPort {
    weak var anchor: AnchorModel?
    var isSourceHidden = false {
        didSet { publishedHidden.append(isSourceHidden) }
    }
    /// Every value published, in order.
    private(set) var publishedHidden: [Bool] = []
}

/// The anchor view SwiftUI lays out behind a link's label (`RouteZoomAnchorView`): a view model,
/// and the screens' root views it knows about (`next is UIViewController` on device).
@MainActor
final class AnchorModel: RouteZoomAnchorPort {
    weak var link: LinkModel?
    let view: ViewModel
    /// The root views of screens (a view controller's `view`).
    var screenRoots: [ViewModel] = []

    init(_ name: String = "anchor", frame: CGRect, ledger: ContractLedger) {
        view = ViewModel(name, frame: frame, ledger: ledger)
    }

    /// `isHidden`, forwarded as `RouteZoomAnchorView.isHidden.didSet` does.
    var isHidden: Bool {
        get { view.isHidden }
        set {
            view.isHidden = newValue
            RouteZoomAnchor.anchorHiddenDidChange(self)
        }
    }

    var anchorView: ViewModel { view }

    func isScreenRootView(_ view: ViewModel) -> Bool {
        screenRoots.contains { $0 === view }
    }
}

/// The main queue's next turn on the test's clock (`DispatchQueue.main.async`).
@MainActor
struct NextTurnModel: NextTurnPort {
    let clock: ModelClock

    func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void) {
        clock.schedule(after: 0, action)
    }
}

/// A router's published values (`TransitionRouter`'s `@Published depth` and its path).
@MainActor
final class RouterObserverModel: RouterHost {
    private(set) var depths: [Int] = []

    func routerDepthDidChange(_ depth: Int) { depths.append(depth) }

    /// Every path published, in order; the last one is what a binding holds after the router wrote
    /// it.
    private(set) var paths: [[AnyHashable]] = []
    func routerPathDidChange(_ path: [AnyHashable]) { paths.append(path) }
}

/// A router's coordinator attached to a navigation controller model, with the glue, the ledger and
/// the clock, and helpers to make screens.
@MainActor
final class RouterScene {
    let ledger: ContractLedger
    let clock = ModelClock()
    let resolver = ScreenResolverModel()
    let root: RouteScreenModel
    /// The window the navigation controller is in (UIKit animates only what a window shows).
    let window: ViewModel
    let model: NavigationControllerModel
    let navigation: NavigationRecorder
    let coordinator: RouterNavigationGlue.Coordinator
    let glue: RouterNavigationGlue
    let observer = RouterObserverModel()
    /// Every screen made, so UIKit's entries keep finding their screens (on device UIKit holds the
    /// screens themselves).
    private(set) var screens: [RouteScreenModel] = []
    /// Runs on every screen made after the scene (a test's per-screen set-up).
    var onMake: ((RouteScreenModel) -> Void)?

    init(defaultTransition: TransitionStyle = .slide, ledger: ContractLedger = ContractLedger()) {
        self.ledger = ledger
        root = RouteScreenModel("root", ledger: ledger)
        resolver.register(root)
        model = NavigationControllerModel(rootViewController: root.controller, ledger: ledger, clock: clock)
        window = ViewModel.window(ledger: ledger)
        window.addSubview(model.view)
        navigation = NavigationRecorder(model)
        coordinator = RouterCore(
            root: root, defaultTransition: defaultTransition, resolver: resolver,
            nextTurn: NextTurnModel(clock: clock))
        coordinator.observer = observer
        glue = RouterNavigationGlue(coordinator: coordinator, navigation: navigation)
        model.delegate = glue
        coordinator.attach(to: navigation)
        screens.append(root)
    }

    /// Makes a screen (registered with the resolver and kept alive by the scene).
    func screen(
        _ name: String, transitions: RouteTransitions<TransitionStyle> = .default, zoomLink: LinkModel? = nil
    ) -> RouteScreenModel {
        let screen = RouteScreenModel(name, ledger: ledger, transitions: transitions, zoomLink: zoomLink)
        resolver.register(screen)
        screens.append(screen)
        onMake?(screen)
        return screen
    }

    /// Pushes a screen with its own transitions, as a `RouteLink(destination:)` does.
    @discardableResult
    func push(_ screen: RouteScreenModel) -> RouteRefusal? { coordinator.pushFromLink(screen) }

    /// The top screen's `transitionDismiss`, as its Back button pops it.
    @discardableResult
    func dismissTop() -> RouteDismissal { coordinator.dismiss(coordinator.stack.top.payload) }

    /// Sets the stack's path; each value is a screen named after it.
    @discardableResult
    func setPath(_ names: [String]) -> RouteRefusal? {
        coordinator.setPath(names.map(AnyHashable.init)) { value, transitions in
            (value.base as? String).map { screen($0, transitions: transitions) }
        }
    }

    /// The `transitionDismiss` of the screen named `name`: it and the screens above it leave.
    @discardableResult
    func dismiss(_ name: String) -> RouteDismissal {
        guard let route = coordinator.stack.routes.first(where: { $0.payload.name == name }) else {
            return .ignored
        }
        return coordinator.dismiss(route.payload)
    }

    /// The names of the screens UIKit holds, root first.
    var uikitStack: [String] { model.viewControllers.map(\.name) }
    /// The names of the router's routes, root first.
    var routerStack: [String] { coordinator.stack.routes.map(\.payload.name) }

    /// Lets every transition finish.
    func settle() { clock.runUntilIdle() }
}

extension RouterCore where Resolver == ScreenResolverModel {
    /// Pushes a screen with its own transitions, as a `RouteLink(destination:)` does.
    @discardableResult
    func pushFromLink(_ screen: RouteScreenModel) -> RouteRefusal? {
        follow(.push(transitions: screen.routeState.transitions, destination: { screen })) { screen, _ in
            screen
        }
    }
}
