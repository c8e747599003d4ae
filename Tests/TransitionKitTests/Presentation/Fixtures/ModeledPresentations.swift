import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What a `ScreenTransition` is to a presentation in the modelled world: a style, the zoom's
/// views, whether the source stays hidden, and a `.custom` factory.
@MainActor
struct PresentedTransition {
    var style: TransitionStyle
    var zoom: ZoomLookup<ViewModel>?
    var hidesSource = false
    var makeAnimator: ModeledTransition.Factory?

    init(
        _ style: TransitionStyle, zoom: ZoomLookup<ViewModel>? = nil, hidesSource: Bool = false,
        makeAnimator: ModeledTransition.Factory? = nil
    ) {
        self.style = style
        self.zoom = zoom
        self.hidesSource = hidesSource
        self.makeAnimator = makeAnimator
    }
}

/// What `NavigationDelegate` is to presentations on device, over the presentation contract model:
/// the host of a ``PresentationCore`` (beside the navigation coordinator whose
/// registrations and observers it shares), answering each member in one line, with the library's
/// real ``TransitionRun`` behind its animators. Nothing here decides.
@MainActor
final class ModeledPresentations: ModeledNavigationControllerDelegate, PresentationHost {
    typealias Stack = NavigationControllerModel
    typealias Transition = PresentedTransition
    typealias Animation = any ModeledAnimatedTransitioning
    typealias Interaction = any ModeledInteractiveTransitioning
    typealias Driver = ModeledDriver
    typealias Animator = ModeledTransitionAnimator
    typealias PresentationView = ViewModel
    typealias CatchableTransition = PercentDrivenTransitionModel

    let navigation: NavigationDelegateCore<ModeledPresentations>
    let coordinator: PresentationCore<ModeledPresentations>
    let model: PresentationModel
    let staging: StagingModel
    var motionPreferences = MotionPreferences.standard
    /// The navigation delegate methods UIKit sees: none by default (presentations only); with
    /// `.animationController` and `.interactionController` it also vends a navigation controller's
    /// pushes and pops, as `NavigationDelegate` does.
    var implementedMethods: Set<NavigationDelegateMethod> = []
    /// The library's animators made, held weakly, with their decisions.
    private(set) var madeAnimators: [MadePresentationAnimator] = []

    init(model: PresentationModel, staging: StagingModel, defaultTransition: PresentedTransition? = nil) {
        self.model = model
        self.staging = staging
        navigation = NavigationDelegateCore(defaultTransition: defaultTransition)
        coordinator = PresentationCore(navigation: navigation)
        navigation.host = self
    }

    /// `present(_:transition:animated:completion:)` (`transition` `nil`: the registrations).
    func present(
        _ presented: ViewControllerModel, from presenter: ViewControllerModel,
        transition: PresentedTransition? = nil, animated: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        coordinator.present(
            presented, from: presenter, transition: transition, animated: animated, completion: completion)
    }

    /// Observes every announcement of presentations; returns the log it fills.
    func recordAnnouncements() -> PresentationAnnouncementLog {
        let log = PresentationAnnouncementLog()
        _ = navigation.announcer.addObserver { [log] announcement in log.record(announcement) }
        return log
    }

    // MARK: UIKit calls (a navigation controller's delegate)

    func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        navigation.vendor.animationController(
            operation: operation, from: fromVC, to: toVC, in: navigationController
        ) {
            nil
        }
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)? {
        navigation.vendor.interactionController(for: animationController, in: navigationController) { nil }
    }

    // MARK: NavigationDelegateHost

    var navigationDelegate: any ModeledNavigationControllerDelegate { self }
    func isTransitionsObject(_ delegate: any ModeledNavigationControllerDelegate) -> Bool {
        delegate is ModeledPresentations
    }

    func forwardedDelegate(of delegate: any ModeledNavigationControllerDelegate)
        -> (any ModeledNavigationControllerDelegate)?
    {
        nil
    }
    func detachTransitionsObject(
        _ delegate: any ModeledNavigationControllerDelegate,
        from navigationController: NavigationControllerModel
    ) {}
    func transitionScreen(of viewController: ViewControllerModel) -> ViewControllerModel { viewController }
    func transitionToolbarHeight(of viewController: ViewControllerModel) -> Double? { nil }
    func style(of transition: PresentedTransition) -> TransitionStyle { transition.style }
    func customAnimationController(
        of transition: PresentedTransition, operation: NavigationOperation, from: ViewControllerModel,
        to: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        transition.makeAnimator?(operation, from, to)
    }
    func makeAnimator(for decision: TransitionDecision, transition: PresentedTransition?)
        -> ModeledTransitionAnimator
    {
        makeAnimator(playing: decision, transition: transition, fallback: .screens)
    }
    func animationController(of animator: ModeledTransitionAnimator) -> any ModeledAnimatedTransitioning {
        animator
    }
    func animateKeyframe(over window: TimeWindow, _ animations: @escaping @MainActor () -> Void) {
        animations()
    }
    func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void) {
        model.animations.clock.schedule(after: 0, action)
    }
    func additionalDelegateDidChange(to delegate: (any ModeledNavigationControllerDelegate)?) {}
    /// The transitions the navigation coordinator asked to scrub (`scrubsTransitions`); none is
    /// expected for a presentation.
    private(set) var scrubRequests: [NavigationOperation] = []
    func scrubRunningTransition(of stack: NavigationControllerModel, operation: NavigationOperation) {
        scrubRequests.append(operation)
    }
    /// The screens VoiceOver was told of, by name, in order.
    private(set) var screenChanges: [String] = []
    func postScreenChanged(focusing screen: ViewControllerModel) { screenChanges.append(screen.name) }
    func hasPreferredTransition(_ screen: ViewControllerModel) -> Bool { false }
    func resignFirstResponder(in screen: ViewControllerModel) -> AnyObject? { nil }
    func restoreFirstResponder(_ responder: AnyObject) {}
    func performWithoutAnimation(_ changes: () -> Void) { model.animations.performWithoutAnimation(changes) }

    // MARK: PresentationHost

    func container(of viewController: ViewControllerModel) -> ScreenContainer<ViewControllerModel> {
        if let tabs = viewController as? TabBarControllerModel {
            return .tabs(selected: tabs.selectedViewController)
        }
        if let split = viewController as? SplitViewControllerModel {
            return .split(children: split.viewControllers, isCollapsed: split.isCollapsed)
        }
        if let stack = viewController as? NavigationControllerModel {
            return .stack(top: stack.topViewController)
        }
        return .screen
    }
    func modalPresentationStyle(of viewController: ViewControllerModel) -> PresentationStyle {
        viewController.modalPresentationStyle
    }
    func layoutDirection(of viewController: ViewControllerModel) -> TransitionLayoutDirection {
        viewController.viewIfLoaded?.effectiveLayoutDirection ?? .leftToRight
    }
    func presentingViewController(of viewController: ViewControllerModel) -> ViewControllerModel? {
        viewController.presentingViewController
    }
    func isViewInWindow(_ viewController: ViewControllerModel) -> Bool {
        viewController.viewIfLoaded?.isInWindow == true
    }
    func isPresenting(_ viewController: ViewControllerModel) -> Bool {
        var root = viewController
        while let parent = root.parent { root = parent }
        return root.presentedViewController != nil
    }
    func setTransitioningDelegate(
        of presented: ViewControllerModel,
        presentation: PresentationCore<ModeledPresentations>.Presentation
    ) {
        let delegate = ModeledPresentationDelegate(host: self, presentation: presentation)
        presented.transitioningDelegate = delegate
        presented.associatedObject = delegate
    }
    func setModalPresentationStyle(_ style: PresentationStyle, of presented: ViewControllerModel) {
        presented.modalPresentationStyle = style
    }
    func captureStatusBarAppearance(by presented: ViewControllerModel) {
        presented.modalPresentationCapturesStatusBarAppearance = true
    }
    func present(
        _ presented: ViewControllerModel, by presenter: ViewControllerModel, animated: Bool,
        completion: (() -> Void)?
    ) {
        model.present(presented, from: presenter, animated: animated, completion: completion)
    }
    /// The screens marked modal to accessibility, by name, in order.
    private(set) var modalToAccessibility: [String] = []
    func markModalToAccessibility(_ screen: ViewControllerModel) { modalToAccessibility.append(screen.name) }
    func dismissPresented(_ presented: ViewControllerModel, animated: Bool, completion: (() -> Void)?) {
        model.dismiss(presented, animated: animated, completion: completion)
    }
    func makeCatchableTransition() -> PercentDrivenTransitionModel {
        PercentDrivenTransitionModel(ledger: model.ledger)
    }
    func interactionController(of transition: PercentDrivenTransitionModel)
        -> any ModeledInteractiveTransitioning
    {
        transition
    }
    var now: Double { model.animations.clock.now }
    func makeAnimator(
        playing decision: TransitionDecision, transition: PresentedTransition?,
        fallback: ZoomLookup<ViewModel>
    ) -> ModeledTransitionAnimator {
        let animator = ModeledTransitionAnimator(
            ModeledTransitionAnimator.Run(
                decision: decision, zoom: (transition?.zoom ?? .screens).orElse(fallback), staging: staging,
                animations: model.animations))
        madeAnimators.append(MadePresentationAnimator(object: animator, decision: decision))
        return animator
    }
    func transitionZoomView(
        of screen: ViewControllerModel, operation: NavigationOperation, otherScreen: ViewControllerModel
    ) -> ViewModel? {
        staging.transitionZoomView(of: screen, operation: operation, otherScreen: otherScreen)
    }
    func zoomSource(of transition: PresentedTransition) -> ViewModel? {
        transition.zoom?.source()
    }
    func hidesSourceWhilePresented(_ transition: PresentedTransition) -> Bool {
        transition.hidesSource
    }
}

/// The object set as a presented controller's `transitioningDelegate` (the UIKit adapter's
/// counterpart): forwards each call to the coordinator with its presentation.
@MainActor
final class ModeledPresentationDelegate: ModeledTransitioningDelegate {
    let host: ModeledPresentations
    let presentation: PresentationCore<ModeledPresentations>.Presentation

    init(host: ModeledPresentations, presentation: PresentationCore<ModeledPresentations>.Presentation) {
        self.host = host
        self.presentation = presentation
    }

    func animationController(
        forPresented presented: ViewControllerModel, presenting: ViewControllerModel,
        source: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        host.coordinator.animationController(forPresenting: presentation, presented: presented)
    }

    func interactionControllerForPresentation(using animator: any ModeledAnimatedTransitioning)
        -> (any ModeledInteractiveTransitioning)?
    {
        host.coordinator.interactionController(forPresenting: presentation, animation: animator)
    }

    func animationController(forDismissed dismissed: ViewControllerModel) -> (
        any ModeledAnimatedTransitioning
    )? {
        host.coordinator.animationController(forDismissing: presentation, dismissed: dismissed)
    }

    func interactionControllerForDismissal(using animator: any ModeledAnimatedTransitioning)
        -> (any ModeledInteractiveTransitioning)?
    {
        host.coordinator.interactionController(forDismissing: presentation, animation: animator)
    }

    /// As `EscapePresentationController`: the presented screen's view in a view of the library's,
    /// removing the presenter's view as the presentation's record says.
    func presentationController(
        forPresented presented: ViewControllerModel, presenting: ViewControllerModel,
        source: ViewControllerModel
    ) -> PresentationControllerModel? {
        .wrapping(
            presented, shouldRemovePresentersView: presentation.removesPresentersView,
            ledger: host.model.ledger)
    }
}

/// The library's animator announces through its run, as `TransitionAnimator` does.
extension ModeledTransitionAnimator: AnnouncingAnimator {
    var onFinish: ((Bool) -> Void)? {
        get { run.onFinish }
        set { run.onFinish = newValue }
    }

    var onStaged: ((TransitionPlan, TransitionGeometry) -> Void)? {
        get { run.onStaged }
        set { run.onStaged = newValue }
    }

    func addAlongsideAnimations(over window: TimeWindow, _ animations: @escaping @MainActor () -> Void) {
        run.addAlongsideAnimations(over: window, animations)
    }

    var settleHold: SettleHold? {
        get { run.settleHold }
        set { run.settleHold = newValue }
    }

    var awaitsSettle: Bool { run.awaitsSettle }

    var callObserver: TransitionCallObserver? {
        get { run.callObserver }
        set { run.callObserver = newValue }
    }

    var drivenView: ViewModel? { run.drivenView }

    func catchRunning(pausing pause: () -> Void) -> Double? {
        run.catchRunning(pausing: pause)
    }
}

/// The announcements an observer received, as lines (`willBegin push grid→detail presentation`),
/// and the announcements themselves.
@MainActor
final class PresentationAnnouncementLog {
    private(set) var lines: [String] = []
    private(set) var announcements: [TransitionAnnouncement<ViewControllerModel>] = []

    func record(_ announcement: TransitionAnnouncement<ViewControllerModel>) {
        announcements.append(announcement)
        lines.append(
            "\(announcement.phase) \(announcement.operation) \(announcement.from.name)→\(announcement.to.name)"
                + (announcement.isPresentation ? " presentation" : "")
                + (announcement.isInteractive ? " interactive" : ""))
    }
}

/// An animator the presentations host made, held weakly, with the decision it plays.
@MainActor
struct MadePresentationAnimator {
    weak var object: ModeledTransitionAnimator?
    let decision: TransitionDecision
}
