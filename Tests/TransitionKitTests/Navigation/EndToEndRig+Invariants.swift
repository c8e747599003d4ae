import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What must hold after every event of an end-to-end sequence.
extension EndToEndRig {
    /// The contexts the real pan driver was the interaction of.
    var panContexts: [TransitionContextModel] { driver.pan?.startedContexts ?? [] }

    /// The interactive pops that completed, finished and cancelled, by either driver.
    var interactiveOutcomes: (finished: Int, cancelled: Int) { outcomes(caught: false) }

    /// The transitions a driver or UIKit's swipe drove that completed, finished and cancelled:
    /// pops it started, and with `caught`, the transitions a touch caught.
    func outcomes(caught: Bool) -> (finished: Int, cancelled: Int) {
        let driven = panContexts.filter { caught || $0.coordinator?.initiallyInteractive == true }
        let contexts = released.compactMap(\.interaction.context) + driven
        let values = contexts.compactMap(\.completions.first)
        return (values.filter { $0 }.count, values.filter { !$0 }.count)
    }

    func check(settled: Bool) {
        guard let navigation else { return }
        if !scene.ledger.violations.isEmpty { return fail("violations: \(scene.ledger)") }
        scanEvents(of: navigation)
        if coordinatorCompletions != completions + presentationsEnded {
            return fail(
                "\(completions) completeTransition for \(coordinatorCompletions - presentationsEnded) transitions ended"
            )
        }
        checkInteractions()
        let fingerHolds = finger?.isRecognized ?? false
        let idle =
            !navigation.isTransitioning && held == nil && !fingerHolds
            && (queue.map { $0.isIdle && $0.pending.isEmpty } ?? true)
        if idle || settled { checkAtRest(navigation, settled: settled) }
        if settled {
            if navigation.isTransitioning { return fail("still transitioning after settling") }
            if let queue, !queue.isIdle || !queue.pending.isEmpty {
                return fail("the queue is still busy after settling")
            }
        }
    }

    /// Reads the navigation controller's new events: `completeTransition` once per transition,
    /// `animationEnded` and the coordinator's completion agreeing with it; a cancelled transition's
    /// request no longer counts.
    private func scanEvents(of navigation: NavigationControllerModel) {
        let log = navigation.events
        while scanned < log.count {
            let event = log[scanned]
            scanned += 1
            switch event {
            case .completeTransition(let didComplete):
                if let open {
                    return fail("completeTransition(\(didComplete)) after completeTransition(\(open))")
                }
                completions += 1
                open = didComplete
                guard completions <= navigation.transitionsBegun.count else {
                    return fail("completeTransition(\(didComplete)) of no transition")
                }
                if !didComplete {
                    cancelledCompletions += 1
                    undo(navigation.transitionsBegun[completions - 1])
                    if let reversal { requests[reversal].undone = true }
                }
                reversal = nil
            case .animationEnded(let didComplete):
                if open != didComplete {
                    return fail(
                        "animationEnded(\(didComplete)) after completeTransition(\(String(describing: open)))"
                    )
                }
            case .coordinatorCompletion(let cancelled):
                coordinatorCompletions += 1
                if let completed = open, cancelled == completed {
                    return fail(
                        "coordinator completion cancelled: \(cancelled) after completeTransition(\(completed))"
                    )
                }
                open = nil
            default: break
            }
        }
    }

    /// Each interactive transition completes once, with the value its release asked for; only a
    /// transition a driver or UIKit's swipe drove is cancelled; a held transition never completes.
    private func checkInteractions() {
        for (interaction, finished) in released {
            guard let context = interaction.context else { continue }
            if context.completions.count > 1 { return fail("completeTransition \(context.completions)") }
            if let value = context.completions.first, value != finished {
                return fail("a pan released to \(finished ? "finish" : "cancel") completed with \(value)")
            }
        }
        for context in panContexts where context.completions.count > 1 {
            return fail("completeTransition \(context.completions) of a transition the pan driver drove")
        }
        if let context = held?.context, context.isComplete {
            return fail("a held pan's transition completed (\(context.completions)) before its release")
        }
        if let pan = driver.pan, finger?.isRecognized == true, pan.coordinator.phase == .interactive,
            let context = panContexts.last, context.isComplete
        {
            return fail("the transition under the finger completed (\(context.completions))")
        }
        let expectedCancels = outcomes(caught: true).cancelled
        if cancelledCompletions != expectedCancels {
            return fail(
                "\(cancelledCompletions) completeTransition(false) for \(expectedCancels) cancelled interactions"
            )
        }
    }

    /// Nothing runs: the stack is the reference and the queue's, the top screen alone is shown,
    /// and every screen in the stack looks as the app dressed it (a cancel put back what it
    /// touched, a finish left the planned end state: the app's own look, in place).
    private func checkAtRest(_ navigation: NavigationControllerModel, settled: Bool) {
        let names = navigation.viewControllers.map(\.name)
        if names != reference { return fail("stack \(names), reference \(reference)") }
        if let queue, queue.stack != navigation.viewControllers.map(ObjectIdentifier.init) {
            return fail("the queue's stack is not the navigation controller's")
        }
        if let tabBar = navigation.tabBarView, settled,
            tabBar.transform2D != .identity || tabBar.presentationTransform != .identity
                || tabBar.isHidden != navigation.hidesTabBarForStack
        {
            return fail("the tab bar is left mid-way: hidden \(tabBar.isHidden), \(tabBar.transform2D)")
        }
        let shown = navigation.containerView.subviews.map(\.name)
        if settled, shown != [names.last ?? ""] {
            return fail("container shows \(shown), top is \(names.last ?? "")")
        }
        for screen in navigation.viewControllers {
            guard let view = screen.viewIfLoaded, let dress = dresses[screen.name] else { continue }
            let look = Dress(
                alpha: view.alpha, cornerRadius: view.cornerRadius,
                background: view.backgroundRGBA ?? RGBA.clear)
            let top = screen === navigation.topViewController
            if look != dress || view.isHidden || view.transform2D != Transform2D.identity
                || (top && view.frame != navigation.containerView.bounds)
            {
                return fail("\(screen.name) is not as the app left it: \(ViewLook(view)), dressed \(dress)")
            }
        }
    }
}
