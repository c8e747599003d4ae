import Foundation
import Testing
import TransitionKitCore
import UIKitModels

/// A transitioning delegate that vends what it is given and logs nothing itself.
@MainActor
final class ScriptedTransitioningDelegate: ModeledTransitioningDelegate {
    var presentation: (any ModeledAnimatedTransitioning)?
    var dismissal: (any ModeledAnimatedTransitioning)?
    var dismissalInteraction: (any ModeledInteractiveTransitioning)?
    /// Makes the presentation controller to vend; `nil`: UIKit's default.
    var makePresentationController: ((ViewControllerModel) -> PresentationControllerModel)?
    private(set) var presentingAsked: [String] = []
    private(set) var presentationControllersAsked = 0

    func animationController(
        forPresented presented: ViewControllerModel, presenting: ViewControllerModel,
        source: ViewControllerModel
    ) -> (any ModeledAnimatedTransitioning)? {
        presentingAsked.append(presenting.name)
        return presentation
    }

    func interactionControllerForPresentation(using animator: any ModeledAnimatedTransitioning)
        -> (any ModeledInteractiveTransitioning)?
    { nil }

    func animationController(forDismissed dismissed: ViewControllerModel) -> (
        any ModeledAnimatedTransitioning
    )? {
        dismissal
    }

    func interactionControllerForDismissal(using animator: any ModeledAnimatedTransitioning)
        -> (any ModeledInteractiveTransitioning)?
    { dismissalInteraction }

    func presentationController(
        forPresented presented: ViewControllerModel, presenting: ViewControllerModel,
        source: ViewControllerModel
    ) -> PresentationControllerModel? {
        presentationControllersAsked += 1
        return makePresentationController?(presented)
    }
}

/// The presentation contract model follows `UIViewController.h`, `UIViewControllerTransitioning.h`
/// and `UIPresentationController.h`: call order, views per style, links, appearance pairing, one
/// completion, refusals.
@MainActor
@Suite struct PresentationModelTests {
    let ledger = ContractLedger()
    let clock = ModelClock()
    let window: ViewModel
    let model: PresentationModel
    let animations: AnimatorFactoryModel
    let root: NavigationControllerModel
    let grid: ViewControllerModel
    let detail: ViewControllerModel
    let delegate = ScriptedTransitioningDelegate()

    init() {
        window = ViewModel.window(ledger: ledger)
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        model = PresentationModel(window: window, animations: animations)
        grid = ViewControllerModel("grid", ledger: ledger)
        detail = ViewControllerModel("detail", ledger: ledger)
        root = NavigationControllerModel("navigation", rootViewController: grid, ledger: ledger, clock: clock)
        window.addSubview(root.view)
        delegate.presentation = InterruptibleAnimationController(animations: animations)
        delegate.dismissal = InterruptibleAnimationController(animations: animations)
        detail.transitioningDelegate = delegate
    }

    @Test(arguments: [PresentationStyle.custom, .fullScreen, .overFullScreen])
    func presentationAsksInOrderWithTheViewsOfItsStyle(style: PresentationStyle) throws {
        detail.modalPresentationStyle = style
        var completions = 0
        model.present(detail, from: grid) { completions += 1 }
        let context = try #require(model.running?.context)
        #expect(context.viewController(forKey: .from) === root, "the farthest ancestor presents")
        #expect(context.view(forKey: .from) === (style == .fullScreen ? root.view : nil))
        #expect(context.view(forKey: .to) === detail.view)
        #expect(context.presentationStyle == style)
        #expect(detail.presentingViewController === root && root.presentedViewController === detail)
        #expect(detail.activeTransitionCoordinator != nil)
        clock.runUntilIdle()
        #expect(
            Array(model.events.prefix(2)) == [
                .animationControllerForPresented("detail", presenting: "navigation", source: "grid"),
                .interactionControllerForPresentation,
            ])
        #expect(model.events.suffix(2) == [.coordinatorCompletion(cancelled: false), .completion])
        #expect(completions == 1)
        #expect(root.view.isInWindow == (style != .fullScreen), ".fullScreen removes the presenter's view")
        #expect(detail.appearance == [.willAppear, .didAppear])
        #expect(root.appearance == (style == .fullScreen ? [.willDisappear, .didDisappear] : []))
        #expect(detail.activeTransitionCoordinator == nil)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test(arguments: [PresentationStyle.custom, .fullScreen])
    func dismissalCancelledHalfWayKeepsThePresentationAndPairsAppearance(style: PresentationStyle) throws {
        detail.modalPresentationStyle = style
        model.present(detail, from: grid)
        clock.runUntilIdle()
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        delegate.dismissalInteraction = interaction
        var completions = 0
        model.dismiss(detail) { completions += 1 }
        let context = try #require(model.running?.context)
        #expect(context.viewController(forKey: .to) === root)
        #expect(context.view(forKey: .to) === (style == .fullScreen ? root.view : nil))
        #expect(context.finalFrame(for: detail) == .zero, "the dismissed view leaves the window")
        interaction.update(0.5)
        interaction.cancel()
        clock.runUntilIdle()
        #expect(detail.presentingViewController === root, "a cancelled dismissal keeps the presentation")
        #expect(detail.view.isInWindow)
        #expect(root.view.isInWindow == (style != .fullScreen))
        #expect(detail.appearance == [.willAppear, .didAppear, .willDisappear, .willAppear, .didAppear])
        #expect(completions == 0, "no completion for a cancelled dismissal")
        #expect(context.completions == [false])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    /// `UIPresentationController.h:90`: the presented view "Must be an ancestor of a presented view
    /// controller's view"; the context hands it both ways, and it is what leaves the container.
    @Test(arguments: [PresentationStyle.custom, .fullScreen])
    func aCustomPresentationControllersWrapperIsTheContextsView(style: PresentationStyle) throws {
        detail.modalPresentationStyle = style
        let ledger = self.ledger
        delegate.makePresentationController = { .wrapping($0, ledger: ledger) }
        model.present(detail, from: grid)
        let presented = try #require(model.running?.context.view(forKey: .to))
        clock.runUntilIdle()
        #expect(delegate.presentationControllersAsked == (style == .custom ? 1 : 0), "asked for .custom only")
        if style == .custom {
            #expect(presented.name == "EscapeView")
            #expect(detail.view.superview === presented, "the controller's view inside, filling it")
            #expect(detail.view.frame == presented.bounds)
        } else {
            #expect(presented === detail.view)
        }
        model.dismiss(detail)
        #expect(model.running?.context.view(forKey: .from) === presented)
        clock.runUntilIdle()
        #expect(!presented.isInWindow && !detail.view.isInWindow)
        #expect(model.presentationController(of: detail) == nil)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    /// `UIPresentationController.h:104-107`: a `.custom` presentation's controller whose
    /// `shouldRemovePresentersView` is `true` removes the presenter's view as `.fullScreen` does —
    /// the context hands it as the presentation's `from` view (its final frame zero) and the
    /// dismissal's `to` view, and the presenter gets paired appearance callbacks.
    @Test(arguments: [false, true])
    func aCustomControllerThatRemovesThePresentersViewActsAsFullScreen(removes: Bool) throws {
        detail.modalPresentationStyle = .custom
        let ledger = self.ledger
        delegate.makePresentationController = {
            .wrapping($0, shouldRemovePresentersView: removes, ledger: ledger)
        }
        model.present(detail, from: grid)
        let presenting = try #require(model.running?.context)
        #expect(presenting.view(forKey: .from) === (removes ? root.view : nil))
        #expect(presenting.finalFrame(for: root) == (removes ? .zero : window.bounds))
        clock.runUntilIdle()
        #expect(model.presentationController(of: detail)?.shouldRemovePresentersView == removes)
        #expect(root.view.isInWindow == !removes)
        #expect(root.appearance == (removes ? [.willDisappear, .didDisappear] : []))
        model.dismiss(detail)
        let dismissing = try #require(model.running?.context)
        #expect(dismissing.view(forKey: .to) === (removes ? root.view : nil))
        clock.runUntilIdle()
        #expect(root.view.superview === window)
        #expect(
            root.appearance
                == (removes ? [.willDisappear, .didDisappear, .willAppear, .didAppear] : []))
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test(arguments: [PresentationStyle.custom, .fullScreen])
    func finishedDismissalRemovesThePresentation(style: PresentationStyle) {
        detail.modalPresentationStyle = style
        model.present(detail, from: grid)
        clock.runUntilIdle()
        var completions = 0
        model.dismiss(grid) { completions += 1 }
        clock.runUntilIdle()
        #expect(model.events.contains(.animationControllerForDismissed("detail")))
        #expect(detail.presentingViewController == nil && root.presentedViewController == nil)
        #expect(!detail.view.isInWindow && root.view.isInWindow)
        #expect(detail.appearance == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(completions == 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aTransitioningDelegateNobodyKeepsIsGoneAndUIKitAnimates() {
        weak var released: ScriptedTransitioningDelegate?
        do {
            let temporary = ScriptedTransitioningDelegate()
            released = temporary
            detail.transitioningDelegate = temporary
        }
        #expect(released == nil)
        model.present(detail, from: grid)
        clock.runUntilIdle()
        #expect(
            !model.events.contains { if case .animationControllerForPresented = $0 { true } else { false } })
        #expect(detail.presentingViewController === root)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func presentingTwiceIsRefusedAndRecorded() {
        detail.modalPresentationStyle = .custom  // its animator fills the container
        model.present(detail, from: grid)
        ledger.expect(PresentationModel.Contract.presentOnce) {
            model.present(ViewControllerModel("other", ledger: ledger), from: grid)
        }
        clock.runUntilIdle()
    }

    @Test func aDismissalWhilePresentingIsRefusedNotRecorded() {
        detail.modalPresentationStyle = .custom  // its animator fills the container
        model.present(detail, from: grid)
        var completions = 0
        model.dismiss(detail) { completions += 1 }
        #expect(
            model.events.last
                == .refused(
                    "Attempt to dismiss from view controller navigation while a presentation or dismiss is in progress"
                ))
        clock.runUntilIdle()
        #expect(detail.presentingViewController === root)
        #expect(completions == 0)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    /// A size change while presented: the presented view and the views in the window take the new
    /// size; a presenter's view out of the window keeps its old frame. The dismissal's context
    /// reports that presenter's final frame as the container's bounds, or `.zero` when the test
    /// says UIKit does not know it.
    @Test(arguments: [PresentationStyle.custom, .fullScreen], [true, false])
    func aResizeWhilePresentedLeavesAPresenterOutOfTheWindowAtItsOldSize(
        style: PresentationStyle, knowsFinalFrame: Bool
    ) throws {
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.view.frame = window.bounds
        let portrait = root.view.frame
        detail.modalPresentationStyle = style
        model.present(detail, from: grid)
        clock.runUntilIdle()
        model.resize(to: landscape.size)
        #expect(window.bounds == landscape)
        #expect(detail.view.frame == landscape)
        #expect(root.view.frame == (style == .fullScreen ? portrait : landscape))
        model.knowsPresentersFinalFrame = knowsFinalFrame
        model.dismiss(detail)
        let context = try #require(model.running?.context)
        #expect(
            context.finalFrame(for: root) == (style == .fullScreen && !knowsFinalFrame ? .zero : landscape))
        clock.runUntilIdle()
        #expect(root.view.isInWindow)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func customPresentationCapturesTheStatusBarOnlyWhenAsked() {
        detail.modalPresentationStyle = .custom
        model.present(detail, from: grid)
        clock.runUntilIdle()
        #expect(model.statusBarAppearanceOwner(root: root) === root)
        detail.modalPresentationCapturesStatusBarAppearance = true
        #expect(model.statusBarAppearanceOwner(root: root) === detail)
    }
}
