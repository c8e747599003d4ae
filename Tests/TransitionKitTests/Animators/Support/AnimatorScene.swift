import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A phone-sized window holding a navigation controller whose delegate vends the library's
/// animator (a real ``TransitionRun`` behind ``ModeledTransitionAnimator``), and two screens: a
/// grid with a cell and a detail with a photo.
///
/// ```swift
/// let scene = AnimatorScene()
/// scene.push(.zoom)
/// scene.clock.runUntilIdle()
/// #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
/// ```
@MainActor
final class AnimatorScene: GridAndDetailScene {
    let ledger = ContractLedger()
    let clock = ModelClock()
    let window: ViewModel
    let navigation: NavigationControllerModel
    let grid: ViewControllerModel
    let detail: ViewControllerModel
    let staging: StagingModel
    let animations: AnimatorFactoryModel
    let delegate: VendingDelegate

    init() {
        window = ViewModel.window(ledger: ledger)
        (grid, detail) = Self.screens(
            ledger: ledger,
            dressingGrid: { $0.backgroundRGBA = RGBA(red: 0.84, green: 0.91, blue: 1, alpha: 1) },
            detail: { $0.backgroundRGBA = RGBA(red: 1, green: 0.9, blue: 0.8, alpha: 1) })
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        staging = StagingModel(ledger: ledger)
        delegate = VendingDelegate(staging: staging, animations: animations)
        navigation = NavigationControllerModel(rootViewController: grid, ledger: ledger, clock: clock)
        window.addSubview(navigation.view)
        navigation.delegate = delegate
    }

    /// Pushes the detail with `style`, driven by `interaction` when given.
    ///
    /// - Returns: The animator vended for it.
    @discardableResult
    func push(
        _ style: TransitionStyle, zoom: ZoomLookup<ViewModel> = .screens,
        interaction: PercentDrivenTransitionModel? = nil
    ) -> ModeledTransitionAnimator? {
        delegate.style = style
        delegate.zoom = zoom
        delegate.interaction = interaction
        navigation.pushViewController(detail, animated: true)
        delegate.interaction = nil
        return delegate.lastVended
    }

    /// How opaque the two screens are together, as drawn now: 1 when nothing behind them shows.
    var screensCoverage: Double {
        navigation.containerView.subviews.filter { $0 === grid.viewIfLoaded || $0 === detail.viewIfLoaded }
            .reduce(0) { covered, screen in
                let alpha = screen.isHidden ? 0 : screen.presentationAlpha
                return alpha + (1 - alpha) * covered
            }
    }

    /// Pushes the detail with `style` and lets it finish.
    func pushAndSettle(_ style: TransitionStyle) {
        push(style)
        clock.runUntilIdle()
    }

    /// Pops the detail with `style`, driven by `interaction` when given.
    ///
    /// - Returns: The animator vended for it.
    @discardableResult
    func pop(
        _ style: TransitionStyle, zoom: ZoomLookup<ViewModel> = .screens,
        interaction: PercentDrivenTransitionModel? = nil
    ) -> ModeledTransitionAnimator? {
        delegate.style = style
        delegate.zoom = zoom
        delegate.interaction = interaction
        _ = navigation.popViewController(animated: true)
        delegate.interaction = nil
        return delegate.lastVended
    }
}

/// A navigation delegate that vends a ``ModeledTransitionAnimator`` for the style it is given
/// (decided as `NavigationDelegate` decides) and, when given one, an interaction controller.
@MainActor
final class VendingDelegate: ModeledNavigationControllerDelegate {
    let implementedMethods: Set<NavigationDelegateMethod> = [.animationController, .interactionController]
    let staging: StagingModel
    let animations: AnimatorFactoryModel
    var style: TransitionStyle = .slide
    var zoom: ZoomLookup<ViewModel> = .screens
    var layoutDirection = TransitionLayoutDirection.leftToRight
    var interaction: PercentDrivenTransitionModel?
    /// Whether the pops vended leave their leaving screen to a zoom dismissal
    /// (``TransitionDecision/leavingScreenIsDriven``).
    var leavesScreenToDismissal = false
    /// Called with each run vended, before UIKit uses it.
    var onVend: ((ModeledTransitionAnimator.Run) -> Void)?
    private(set) weak var lastVended: ModeledTransitionAnimator?

    init(staging: StagingModel, animations: AnimatorFactoryModel) {
        self.staging = staging
        self.animations = animations
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewControllerModel, to toVC: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        var decision = TransitionDecision.decide(
            style: style, operation: operation, layoutDirection: layoutDirection,
            interactionIsDriving: interaction != nil,
            toolbarHeights: (
                staging.transitionToolbar(of: fromVC).map { Double($0.bounds.height) },
                staging.transitionToolbar(of: toVC).map { Double($0.bounds.height) }
            ))
        decision.leavingScreenIsDriven = leavesScreenToDismissal && operation == .pop
        let run = ModeledTransitionAnimator.Run(
            decision: decision, zoom: zoom, staging: staging, animations: animations)
        onVend?(run)
        let animator = ModeledTransitionAnimator(run)
        lastVended = animator
        return animator
    }

    func navigationController(
        _ navigationController: NavigationControllerModel,
        interactionControllerFor animationController: any ModeledAnimatedTransitioning
    ) -> (any ModeledInteractiveTransitioning)? {
        interaction
    }
}

extension AnimatorScene {
    /// Makes the detail a pager whose page (`"page"`, at ``photoFrame``) exists only once the
    /// detail has been laid out, as a collection-view cell does.
    func addsPagerPageOnLayout() {
        let ledger = self.ledger
        detail.view.layoutHandler = { view in
            guard view.name == "detail", view.descendant(named: "page") == nil else { return }
            view.addSubview(ViewModel("page", frame: AnimatorScene.photoFrame, ledger: ledger))
        }
    }
}
