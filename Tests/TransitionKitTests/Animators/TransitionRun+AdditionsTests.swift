import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// "Several per transition, without a cliff": a registration's added elements
/// (`ScreenTransition.adding(_:)`, neutrally ``ZoomLookup/additions``) join the built-in plan and
/// are played, scrubbed, reversed and cancelled by its one animator; whatever happens, the views
/// are left as they were and `completeTransition` is called once.
@MainActor
@Suite struct TransitionRunAdditionsTests {
    /// The detail's info panel, which exists only there, and how it moves in the push: up 40 pt
    /// and from alpha 0 over the second half.
    nonisolated static let panelFrame = CGRect(x: 20, y: 520, width: 350, height: 120)
    nonisolated static let shown = VisualState(frame: panelFrame)
    nonisolated static let hidden = shown.with(\.alpha, 0).with(\.transform, .translation(x: 0, y: 40))
    nonisolated static let window = TimeWindow(start: 0.5, end: 1)

    /// A scene whose detail has a panel, and a lookup adding the panel's element, counting asks.
    @MainActor final class Added {
        let scene = AnimatorScene()
        let panel: ViewModel
        var asked = 0
        var lookup: ZoomLookup<ViewModel> = .screens

        init() {
            panel = ViewModel("panel", frame: TransitionRunAdditionsTests.panelFrame, ledger: scene.ledger)
            scene.detail.view.addSubview(panel)
            panel.alpha = 0.9
            lookup = ZoomLookup(source: { nil }, destination: { nil })
            lookup.additions = { [unowned self] in
                asked += 1
                return [
                    PlanAddition(
                        view: panel, from: TransitionRunAdditionsTests.hidden,
                        to: TransitionRunAdditionsTests.shown,
                        window: TransitionRunAdditionsTests.window)
                ]
            }
        }

        /// The panel exactly as the app left it.
        func expectUntouched(_ comment: Comment? = nil) {
            #expect(panel.frame == TransitionRunAdditionsTests.panelFrame, comment)
            #expect(panel.alpha == 0.9 && panel.transform2D == .identity, comment)
            #expect(panel.presentationAlpha == 0.9 && panel.presentationTransform == .identity, comment)
        }
    }

    @Test(arguments: [TransitionStyle.zoom, .slide, .crossFade])
    func anAddedElementJoinsTheBuiltInPlan(style: TransitionStyle) throws {
        let added = Added()
        let vended = try #require(added.scene.push(style, zoom: added.lookup))
        let plan = try #require(vended.run.plan)
        let element = try #require(plan.element(for: .custom("added.0")))
        #expect(
            element == .init(role: .custom("added.0"), from: Self.hidden, to: Self.shown, window: Self.window)
        )
        #expect(plan.roles.last == .custom("added.0"), "on top of the built-in elements")
        #expect(plan.duration == style.duration)
        #expect(added.asked == 1)
        added.scene.clock.runUntilIdle()
        added.expectUntouched("restored after a finished push")
        #expect(added.scene.navigation.topViewController === added.scene.detail)
        #expect(added.scene.ledger.violations.isEmpty, "\(added.scene.ledger)")
    }

    /// A pop plays the push's elements backwards; the closure is asked again.
    @Test func aPopPlaysTheAdditionBackwards() throws {
        let added = Added()
        added.scene.push(.zoom, zoom: added.lookup)
        added.scene.clock.runUntilIdle()
        let vended = try #require(added.scene.pop(.zoom, zoom: added.lookup))
        let element = try #require(vended.run.plan?.element(for: .custom("added.0")))
        #expect(element.from == Self.shown && element.to == Self.hidden)
        #expect(element.window == TimeWindow(start: 0, end: 0.5))
        #expect(added.asked == 2)
        added.scene.clock.runUntilIdle()
        added.expectUntouched()
        #expect(added.scene.ledger.violations.isEmpty, "\(added.scene.ledger)")
    }

    /// Scrubbed by an interaction, the panel shows the plan's state; cancelled or finished, it is
    /// left exactly as it was and UIKit hears one `completeTransition` (the ledger records a second).
    @Test(arguments: [false, true])
    func aScrubbedTransitionRestoresThePanel(finishes: Bool) throws {
        let added = Added()
        let interaction = PercentDrivenTransitionModel(ledger: added.scene.ledger)
        var finished: [Bool] = []
        let vended = try #require(added.scene.push(.zoom, zoom: added.lookup, interaction: interaction))
        vended.run.onFinish = { finished.append($0) }
        interaction.update(0.75)
        // Half-way through its window (0.5…1): alpha 0.5 of the panel's own 0.9, 20 pt down.
        #expect(abs(added.panel.presentationAlpha - 0.45) < 1e-9)
        #expect(added.panel.presentationTransform == .translation(x: 0, y: 20))
        if finishes { interaction.finish() } else { interaction.cancel() }
        added.scene.clock.runUntilIdle()
        #expect(finished == [finishes])
        #expect(
            added.scene.navigation.topViewController === (finishes ? added.scene.detail : added.scene.grid))
        added.expectUntouched()
        #expect(added.scene.ledger.violations.isEmpty, "\(added.scene.ledger)")
    }

    /// `completeTransition` once with the context model itself, and nothing held after the end.
    @Test func theRunCompletesOnceAndLetsGoOfTheViews() {
        let bench = Bench()
        weak var weakPanel: ViewModel?
        var lookup = ZoomLookup<ViewModel>.screens
        do {
            let panel = ViewModel("panel", frame: Self.panelFrame, ledger: bench.ledger)
            bench.detail.view.addSubview(panel)
            weakPanel = panel
            lookup.additions = { [weak panel] in
                panel.map { [PlanAddition(view: $0, from: Self.hidden, to: Self.shown)] } ?? []
            }
        }
        let context = bench.context(fromView: true, toView: true)
        let run = ModeledTransitionAnimator.Run(
            decision: TransitionDecision.decide(style: .zoom, operation: .push), zoom: lookup,
            staging: bench.staging, animations: bench.animations)
        run.animateTransition(using: context)
        bench.clock.runUntilIdle()
        run.animationEnded(true)
        #expect(context.completions == [true])
        weakPanel?.removeFromSuperview()
        #expect(weakPanel == nil, "the run let go of the added view")
        #expect(bench.ledger.violations.isEmpty, "\(bench.ledger)")
    }

    /// Under Reduce Motion the transition cross-fades, and an added element only fades, at its end
    /// geometry.
    @Test func underReduceMotionAnAdditionOnlyFades() {
        let addition = PlanAddition(view: 0, from: Self.hidden, to: Self.shown, window: Self.window)
        let element = addition.element(at: 2, operation: .push, onlyFades: true)
        #expect(element.role == .custom("added.2"))
        #expect(element.from == Self.shown.with(\.alpha, 0) && element.to == Self.shown)
        let decision = TransitionDecision.decide(
            style: .zoom, operation: .push, preferences: MotionPreferences(reduceMotion: true))
        #expect(decision.style?.kind == .crossFade && decision.requested?.kind == .zoom)
    }

    /// Bad input: the same view given twice moves as its last element says, and is restored.
    @Test func aViewGivenTwiceIsRestored() throws {
        let added = Added()
        let panel = added.panel
        added.lookup.additions = {
            [
                PlanAddition(view: panel, from: Self.hidden, to: Self.shown),
                PlanAddition(view: panel, from: Self.shown, to: Self.shown.with(\.alpha, 0.5)),
            ]
        }
        let interaction = PercentDrivenTransitionModel(ledger: added.scene.ledger)
        try #require(added.scene.push(.slide, zoom: added.lookup, interaction: interaction) != nil)
        interaction.update(0.5)
        interaction.cancel()
        added.scene.clock.runUntilIdle()
        added.expectUntouched()
        #expect(added.scene.ledger.violations.isEmpty, "\(added.scene.ledger)")
    }
}
