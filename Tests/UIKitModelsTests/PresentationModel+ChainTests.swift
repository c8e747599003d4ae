import Foundation
import Testing
import TransitionKitCore
import UIKitModels

/// The presentation model refuses what UIKit refuses and takes down what UIKit takes down: no
/// presentation from a controller whose view is not in a window, the presenter of a context
/// presentation (`definesPresentationContext`), a dismissal that removes every controller above
/// the one dismissed, animating only the top one, and the presentation controller's callbacks.
/// Every ledger here fails the test on a violation it does not declare.
@MainActor
@Suite struct PresentationModelChainTests {
    let scene = PresentationWindow(navigation: true)

    /// A screen with its own transitioning delegate (kept by the screen, as the library's is).
    private func screen(_ name: String, style: PresentationStyle = .custom) -> ViewControllerModel {
        let screen = ViewControllerModel(name, ledger: scene.ledger)
        let delegate = ScriptedTransitioningDelegate()
        delegate.presentation = InterruptibleAnimationController(animations: scene.animations)
        delegate.dismissal = InterruptibleAnimationController(animations: scene.animations)
        delegate.makePresentationController = { .wrapping($0, ledger: scene.ledger) }
        screen.transitioningDelegate = delegate
        screen.associatedObject = delegate
        screen.modalPresentationStyle = style
        return screen
    }

    /// "Attempt to present … whose view is not in the window hierarchy": nothing is presented,
    /// the completion never runs, and the call is a violation — a view never loaded, or loaded
    /// and out of the window.
    @Test(arguments: [false, true])
    func presentingFromAControllerOutOfTheWindowIsRefused(loaded: Bool) {
        let loose = ViewControllerModel("loose", ledger: scene.ledger)
        if loaded { loose.loadViewIfNeeded() }
        let detail = screen("detail")
        var completions = 0
        let refused = scene.ledger.expect(PresentationModel.Contract.presentInWindow) {
            scene.model.present(detail, from: loose) { completions += 1 }
        }
        scene.clock.runUntilIdle()
        #expect(refused.map(\.citation) == [PresentationModel.Contract.presentInWindow])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        #expect(
            scene.model.events == [
                .refused("present detail on loose (from loose) whose view is not in the window hierarchy")
            ])
        #expect(detail.presentingViewController == nil && loose.presentedViewController == nil)
        #expect(completions == 0)
        #expect(!detail.view.isInWindow)
    }

    /// `UIViewController.h:189-194`: a context presentation is presented by the nearest controller
    /// that defines the context, the source included; without one, by the farthest ancestor.
    /// `.currentContext` takes the presenter's view out of the window, `.overCurrentContext` not.
    @Test(arguments: [PresentationStyle.currentContext, .overCurrentContext], [false, true])
    func aContextPresentationIsPresentedByTheNearestDefiner(style: PresentationStyle, defines: Bool) {
        let tabs = TabBarControllerModel("tabs", viewControllers: [scene.root], ledger: scene.ledger)
        scene.window.addSubview(tabs.view)
        tabs.view.frame = scene.window.bounds
        scene.root.definesPresentationContext = defines
        let detail = screen("detail", style: style)
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        let presenter: ViewControllerModel = defines ? scene.root : tabs
        #expect(detail.presentingViewController === presenter)
        #expect(presenter.presentedViewController === detail)
        #expect(presenter.view.isInWindow == (style == .overCurrentContext))
        scene.model.dismiss(detail)
        scene.clock.runUntilIdle()
        #expect(presenter.presentedViewController == nil && presenter.view.isInWindow)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Grid presents A, A presents B, B presents C: `dismiss` on the grid takes all three down,
    /// animating C only — A's and B's transitioning delegates are never asked, they get no
    /// appearance callbacks, their presentation controllers hear nothing — and the completion
    /// runs once, after C's `viewDidDisappear`.
    @Test(arguments: [false, true])
    func dismissingFromBelowTakesDownEveryControllerAbove(fullScreenFirst: Bool) {
        let a = screen("A", style: fullScreenFirst ? .fullScreen : .custom)
        let b = screen("B")
        let c = screen("C")
        scene.model.present(a, from: scene.grid)
        scene.clock.runUntilIdle()
        scene.model.present(b, from: a)
        scene.clock.runUntilIdle()
        scene.model.present(c, from: b)
        scene.clock.runUntilIdle()
        let controllers = [a, b].compactMap { scene.model.presentationController(of: $0) }
        let cController = scene.model.presentationController(of: c)
        let eventsBefore = scene.model.events.count
        let appearanceBefore = [a.appearance, b.appearance]
        var completions: [String] = []
        scene.model.dismiss(scene.grid) { completions.append(c.appearance.last.map { "\($0)" } ?? "") }
        #expect(scene.model.running?.context.viewController(forKey: .from) === c)
        #expect(scene.model.running?.context.viewController(forKey: .to) === scene.root)
        scene.clock.runUntilIdle()
        let events = Array(scene.model.events.dropFirst(eventsBefore))
        #expect(events.first == .animationControllerForDismissed("C"))
        #expect(
            !events.contains(.animationControllerForDismissed("A"))
                && !events.contains(.animationControllerForDismissed("B")))
        for screen in [a, b, c] {
            #expect(screen.presentingViewController == nil && screen.presentedViewController == nil)
            #expect(!screen.view.isInWindow)
        }
        #expect(scene.root.presentedViewController == nil && scene.root.view.isInWindow)
        #expect([a.appearance, b.appearance] == appearanceBefore, "the intermediate ones hear nothing")
        #expect(c.appearance.suffix(2) == [.willDisappear, .didDisappear])
        #expect(
            controllers.map(\.calls) == [
                [
                    .presentationTransitionWillBegin, .containerViewWillLayoutSubviews,
                    .presentationTransitionDidEnd(true),
                ],
                [
                    .presentationTransitionWillBegin, .containerViewWillLayoutSubviews,
                    .presentationTransitionDidEnd(true),
                ],
            ])
        #expect(
            cController?.calls.suffix(2) == [.dismissalTransitionWillBegin, .dismissalTransitionDidEnd(true)])
        #expect(completions == ["didDisappear"])
        #expect(scene.window.subviews.map(\.name) == ["navigation"], "every container gone")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `dismiss` sent to a presented controller that presents another dismisses that other one,
    /// not itself; sent to the top one, its presenter dismisses it.
    @Test func dismissSentToAControllerThatPresentsDismissesWhatItPresented() {
        let a = screen("A")
        let b = screen("B")
        scene.model.present(a, from: scene.grid)
        scene.clock.runUntilIdle()
        scene.model.present(b, from: a)
        scene.clock.runUntilIdle()
        scene.model.dismiss(a)
        scene.clock.runUntilIdle()
        #expect(a.presentingViewController === scene.root && a.presentedViewController == nil)
        #expect(b.presentingViewController == nil && !b.view.isInWindow)
        scene.model.dismiss(a)
        scene.clock.runUntilIdle()
        #expect(a.presentingViewController == nil && scene.root.presentedViewController == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A dismissal asked while another runs is ignored with UIKit's message, whoever it is sent to,
    /// and its completion never runs.
    @Test func aDismissalWhileAnotherRunsIsIgnoredWithUIKitsMessage() {
        let a = screen("A")
        let b = screen("B")
        scene.model.present(a, from: scene.grid)
        scene.clock.runUntilIdle()
        scene.model.present(b, from: a)
        scene.clock.runUntilIdle()
        scene.model.dismiss(b)
        var completions = 0
        scene.model.dismiss(scene.grid) { completions += 1 }
        #expect(
            scene.model.events.last
                == .refused(
                    "Attempt to dismiss from view controller navigation while a presentation or dismiss is in progress"
                ))
        scene.clock.runUntilIdle()
        #expect(a.presentingViewController === scene.root, "only B went")
        #expect(completions == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `UIPresentationController.h:87-112`: will-begin, a layout of the container, did-end for the
    /// presentation; a layout at each resize; will-begin and did-end(false) for a cancelled
    /// dismissal, did-end(true) for a finished one; a cancelled presentation ends with did-end(false).
    @Test func thePresentationControllerHearsEveryTransitionCallback() throws {
        let detail = screen("detail")
        scene.model.present(detail, from: scene.grid)
        scene.clock.runUntilIdle()
        let controller = try #require(scene.model.presentationController(of: detail))
        scene.model.resize(to: CGSize(width: 844, height: 390))
        let delegate = try #require(detail.transitioningDelegate as? ScriptedTransitioningDelegate)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        delegate.dismissalInteraction = interaction
        scene.model.dismiss(detail)
        interaction.update(0.3)
        interaction.cancel()
        scene.clock.runUntilIdle()
        delegate.dismissalInteraction = nil
        scene.model.dismiss(detail)
        scene.clock.runUntilIdle()
        #expect(
            controller.calls == [
                .presentationTransitionWillBegin, .containerViewWillLayoutSubviews,
                .presentationTransitionDidEnd(true), .containerViewWillLayoutSubviews,
                .dismissalTransitionWillBegin, .dismissalTransitionDidEnd(false),
                .dismissalTransitionWillBegin, .dismissalTransitionDidEnd(true),
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
