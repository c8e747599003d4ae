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
    let scene = PresentationWindow(navigation: true)
    let detail: ViewControllerModel
    let delegate = ScriptedTransitioningDelegate()

    init() {
        detail = ViewControllerModel("detail", ledger: scene.ledger)
        delegate.presentation = InterruptibleAnimationController(animations: scene.animations)
        delegate.dismissal = InterruptibleAnimationController(animations: scene.animations)
        detail.transitioningDelegate = delegate
    }

    /// `UIViewController.h:245`: "reading it will always return a concrete presentation style",
    /// `.pageSheet` for a `UIViewController`, by default and when set to `.automatic`.
    @Test func theStyleReadsConcrete() {
        let screen = ViewControllerModel("screen", ledger: scene.ledger)
        #expect(screen.modalPresentationStyle == .pageSheet, "the default, .automatic, resolved")
        screen.modalPresentationStyle = .overFullScreen
        #expect(screen.modalPresentationStyle == .overFullScreen)
        screen.modalPresentationStyle = .automatic
        #expect(screen.modalPresentationStyle == .pageSheet)
    }

    @Test(arguments: [PresentationStyle.custom, .fullScreen, .overFullScreen])
    func presentationAsksInOrderWithTheViewsOfItsStyle(style: PresentationStyle) throws {
        detail.modalPresentationStyle = style
        var completions = 0
        scene.model.present(detail, from: scene.grid) { completions += 1 }
        let context = try #require(scene.model.running?.context)
        #expect(context.viewController(forKey: .from) === scene.root, "the farthest ancestor presents")
        #expect(context.view(forKey: .from) === (style == .fullScreen ? scene.root.view : nil))
        #expect(context.view(forKey: .to) === detail.view)
        #expect(context.presentationStyle == style)
        #expect(
            detail.presentingViewController === scene.root && scene.root.presentedViewController === detail)
        #expect(detail.activeTransitionCoordinator != nil)
        scene.clock.runUntilIdle()
        #expect(
            Array(scene.model.events.prefix(2)) == [
                .animationControllerForPresented("detail", presenting: "navigation", source: "grid"),
                .interactionControllerForPresentation,
            ])
        #expect(scene.model.events.suffix(2) == [.coordinatorCompletion(cancelled: false), .completion])
        #expect(completions == 1)
        #expect(
            scene.root.view.isInWindow == (style != .fullScreen), ".fullScreen removes the presenter's view")
        #expect(detail.appearance == [.willAppear, .didAppear])
        #expect(scene.root.appearance == (style == .fullScreen ? [.willDisappear, .didDisappear] : []))
        #expect(detail.activeTransitionCoordinator == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [PresentationStyle.custom, .fullScreen])
    func dismissalCancelledHalfWayKeepsThePresentationAndPairsAppearance(style: PresentationStyle) throws {
        detail.modalPresentationStyle = style
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        delegate.dismissalInteraction = interaction
        var completions = 0
        scene.model.dismiss(detail) { completions += 1 }
        let context = try #require(scene.model.running?.context)
        #expect(context.viewController(forKey: .to) === scene.root)
        #expect(context.view(forKey: .to) === (style == .fullScreen ? scene.root.view : nil))
        #expect(context.finalFrame(for: detail) == .zero, "the dismissed view leaves the window")
        interaction.update(0.5)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(
            detail.presentingViewController === scene.root, "a cancelled dismissal keeps the presentation")
        #expect(detail.view.isInWindow)
        #expect(scene.root.view.isInWindow == (style != .fullScreen))
        #expect(detail.appearance == [.willAppear, .didAppear, .willDisappear, .willAppear, .didAppear])
        #expect(completions == 0, "no completion for a cancelled dismissal")
        #expect(context.completions == [false])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `UIPresentationController.h:90`: the presented view "Must be an ancestor of a presented view
    /// controller's view"; the context hands it both ways, and it is what leaves the container.
    @Test(arguments: [PresentationStyle.custom, .fullScreen])
    func aCustomPresentationControllersWrapperIsTheContextsView(style: PresentationStyle) throws {
        detail.modalPresentationStyle = style
        delegate.makePresentationController = { .wrapping($0, ledger: scene.ledger) }
        scene.model.present(detail, from: scene.grid)
        let presented = try #require(scene.model.running?.context.view(forKey: .to))
        scene.clock.runUntilIdle()
        #expect(delegate.presentationControllersAsked == (style == .custom ? 1 : 0), "asked for .custom only")
        if style == .custom {
            #expect(presented.name == "EscapeView")
            #expect(detail.view.superview === presented, "the controller's view inside, filling it")
            #expect(detail.view.frame == presented.bounds)
        } else {
            #expect(presented === detail.view)
        }
        scene.model.dismiss(detail)
        #expect(scene.model.running?.context.view(forKey: .from) === presented)
        scene.clock.runUntilIdle()
        #expect(!presented.isInWindow && !detail.view.isInWindow)
        #expect(scene.model.presentationController(of: detail) == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `UIPresentationController.h:104-107`: a `.custom` presentation's controller whose
    /// `shouldRemovePresentersView` is `true` removes the presenter's view as `.fullScreen` does —
    /// the context hands it as the presentation's `from` view (its final frame zero) and the
    /// dismissal's `to` view, and the presenter gets paired appearance callbacks.
    @Test(arguments: [false, true])
    func aCustomControllerThatRemovesThePresentersViewActsAsFullScreen(removes: Bool) throws {
        detail.modalPresentationStyle = .custom
        delegate.makePresentationController = {
            .wrapping($0, shouldRemovePresentersView: removes, ledger: scene.ledger)
        }
        scene.model.present(detail, from: scene.grid)
        let presenting = try #require(scene.model.running?.context)
        #expect(presenting.view(forKey: .from) === (removes ? scene.root.view : nil))
        #expect(presenting.finalFrame(for: scene.root) == (removes ? .zero : scene.window.bounds))
        scene.clock.runUntilIdle()
        #expect(scene.model.presentationController(of: detail)?.shouldRemovePresentersView == removes)
        #expect(scene.root.view.isInWindow == !removes)
        #expect(scene.root.appearance == (removes ? [.willDisappear, .didDisappear] : []))
        scene.model.dismiss(detail)
        let dismissing = try #require(scene.model.running?.context)
        #expect(dismissing.view(forKey: .to) === (removes ? scene.root.view : nil))
        scene.clock.runUntilIdle()
        #expect(scene.root.view.superview === scene.window)
        #expect(
            scene.root.appearance
                == (removes ? [.willDisappear, .didDisappear, .willAppear, .didAppear] : []))
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [PresentationStyle.custom, .fullScreen])
    func finishedDismissalRemovesThePresentation(style: PresentationStyle) {
        detail.modalPresentationStyle = style
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        var completions = 0
        scene.model.dismiss(scene.grid) { completions += 1 }
        scene.clock.runUntilIdle()
        #expect(scene.model.events.contains(.animationControllerForDismissed("detail")))
        #expect(detail.presentingViewController == nil && scene.root.presentedViewController == nil)
        #expect(!detail.view.isInWindow && scene.root.view.isInWindow)
        #expect(detail.appearance == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(completions == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aTransitioningDelegateNobodyKeepsIsGoneAndUIKitAnimates() {
        weak var released: ScriptedTransitioningDelegate?
        do {
            let temporary = ScriptedTransitioningDelegate()
            released = temporary
            detail.transitioningDelegate = temporary
        }
        #expect(released == nil)
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        #expect(
            !scene.model.events.contains {
                if case .animationControllerForPresented = $0 { true } else { false }
            })
        #expect(detail.presentingViewController === scene.root)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func presentingTwiceIsRefusedAndRecorded() {
        detail.modalPresentationStyle = .custom  // its animator fills the container
        scene.model.present(detail, from: scene.grid)
        scene.ledger.expect(PresentationModel.Contract.presentOnce) {
            scene.model.present(ViewControllerModel("other", ledger: scene.ledger), from: scene.grid)
        }
        scene.clock.runUntilIdle()
    }

    @Test func aDismissalWhilePresentingIsRefusedNotRecorded() {
        detail.modalPresentationStyle = .custom  // its animator fills the container
        scene.model.present(detail, from: scene.grid)
        var completions = 0
        scene.model.dismiss(detail) { completions += 1 }
        #expect(
            scene.model.events.last
                == .refused(
                    "Attempt to dismiss from view controller navigation while a presentation or dismiss is in progress"
                ))
        scene.clock.runUntilIdle()
        #expect(detail.presentingViewController === scene.root)
        #expect(completions == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
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
        scene.root.view.frame = scene.window.bounds
        let portrait = scene.root.view.frame
        detail.modalPresentationStyle = style
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        scene.model.resize(to: landscape.size)
        #expect(scene.window.bounds == landscape)
        #expect(detail.view.frame == landscape)
        #expect(scene.root.view.frame == (style == .fullScreen ? portrait : landscape))
        scene.model.knowsPresentersFinalFrame = knowsFinalFrame
        scene.model.dismiss(detail)
        let context = try #require(scene.model.running?.context)
        #expect(
            context.finalFrame(for: scene.root)
                == (style == .fullScreen && !knowsFinalFrame ? .zero : landscape))
        scene.clock.runUntilIdle()
        #expect(scene.root.view.isInWindow)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func customPresentationCapturesTheStatusBarOnlyWhenAsked() {
        detail.modalPresentationStyle = .custom
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        #expect(scene.model.statusBarAppearanceOwner(root: scene.root) === scene.root)
        detail.modalPresentationCapturesStatusBarAppearance = true
        #expect(scene.model.statusBarAppearanceOwner(root: scene.root) === detail)
    }
}
