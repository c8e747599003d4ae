import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The animation controller's coordinator, driven through the navigation-controller model as UIKit
/// drives `TransitionAnimator`: one animator per transition, started once, completed once, cleaned
/// up, with nothing the models record as a misuse.
@MainActor
@Suite struct TransitionRunTests {
    nonisolated static let builtIns: [TransitionStyle] = [
        .zoom, .card(cornerRadius: 16), .crossFade, .safeAreaMorph, .slide, .fade,
    ]

    @Test(arguments: builtIns, NavigationOperation.allCases)
    func everyBuiltInCompletesOnceAndEndsCleanly(style: TransitionStyle, operation: NavigationOperation) {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        if operation == .pop { scene.pushAndSettle(style) }
        let eventsBefore = scene.navigation.events.count
        if operation == .push { scene.push(style) } else { scene.pop(style) }
        scene.clock.runUntilIdle()
        let events = scene.navigation.events.dropFirst(eventsBefore)
        #expect(events.filter(\.isCompletion) == [.completeTransition(true)])
        #expect(events.contains(.animationEnded(true)))
        let shown = operation == .push ? "detail" : "grid"
        #expect(scene.navigation.containerView.subviews.map(\.name) == [shown], "temporary views removed")
        #expect(!scene.cell.isHidden && !scene.photo.isHidden, "zoom views shown again")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theAnimatorIsBuiltOnceAndIsTheSameForTheWholeTransition() throws {
        let scene = AnimatorScene()
        let animator = try #require(scene.push(.slide))
        let context = try #require(animator.context)
        let first = animator.run.interruptibleAnimator(using: context)
        let second = animator.run.interruptibleAnimator(using: context)
        #expect(first === second)
        #expect(scene.ledger.work.animatorCreations == 1)
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

extension TransitionRunTests {
    @Test(arguments: builtIns)
    func aCancelledInteractivePopPutsEveryTouchedPropertyBack(style: TransitionStyle) throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.pushAndSettle(style)
        let views = [scene.detail.view, scene.grid.view, scene.cell, scene.photo]
        let before = views.map(ViewLook.init)
        let insetsBefore = [scene.detail.additionalSafeArea, scene.grid.additionalSafeArea]
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let mark = scene.navigation.events.count
        try #require(scene.pop(style, interaction: interaction) != nil)
        interaction.update(0.4)
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(
            scene.navigation.events.dropFirst(mark).filter(\.isCompletion) == [.completeTransition(false)])
        for (view, look) in zip(views, before) {
            #expect(ViewLook(view) == look, "\(view.name)")
        }
        #expect([scene.detail.additionalSafeArea, scene.grid.additionalSafeArea] == insetsBefore)
        #expect(scene.navigation.containerView.subviews.map(\.name) == ["detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anInteractionStartsTheAnimatorAndAnimateTransitionDoesNotRestartIt() throws {
        let scene = AnimatorScene()
        scene.pushAndSettle(.slide)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let mark = scene.navigation.events.count
        let animator = try #require(scene.pop(.slide, interaction: interaction))
        let context = try #require(animator.context)
        let property = animator.run.interruptibleAnimator(using: context)
        #expect(property.state == .active && !property.isRunning, "paused by the interaction, not started")
        interaction.update(0.5)
        interaction.finish()
        scene.clock.runUntilIdle()
        #expect(scene.navigation.events.dropFirst(mark).filter(\.isCompletion) == [.completeTransition(true)])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func alongsideAnimationsJoinTheAnimatorBeforeAndAfterItExists() throws {
        let scene = AnimatorScene()
        let badge = ViewModel("badge", ledger: scene.ledger)
        let banner = ViewModel("banner", ledger: scene.ledger)
        scene.window.addSubview(badge)
        scene.window.addSubview(banner)
        scene.delegate.onVend = { run in run.addAlongsideAnimations { badge.alpha = 0 } }
        let animator = try #require(scene.push(.crossFade))
        animator.run.addAlongsideAnimations { banner.alpha = 0.5 }
        scene.clock.advance(by: 0.15)
        #expect(badge.presentationAlpha > 0 && badge.presentationAlpha < 1, "added before: runs with it")
        #expect(banner.presentationAlpha > 0.5 && banner.presentationAlpha < 1, "added after: the rest of it")
        scene.clock.runUntilIdle()
        #expect(badge.alpha == 0 && banner.alpha == 0.5)
        animator.run.addAlongsideAnimations { badge.alpha = 1 }
        #expect(badge.alpha == 0, "after the end: dropped")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aLateAskForTheAnimatorGetsTheSpentOneAndBuildsNothing() throws {
        let scene = AnimatorScene()
        let animator = try #require(scene.push(.slide))
        let context = try #require(animator.context)
        let first = animator.run.interruptibleAnimator(using: context)
        scene.clock.runUntilIdle()
        let work = scene.ledger.work
        let late = animator.run.interruptibleAnimator(using: context)
        #expect(late === first)
        #expect(scene.ledger.work - work == WorkCounter())
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func animationEndedWithoutACompletionStopsTheAnimatorAndPutsTheScreensBack() throws {
        let scene = AnimatorScene()
        scene.pushAndSettle(.slide)
        let before = ViewLook(scene.detail.view)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let mark = scene.navigation.events.count
        let animator = try #require(scene.pop(.slide, interaction: interaction))
        var finished: [Bool] = []
        animator.run.onFinish = { finished.append($0) }
        interaction.update(0.3)
        animator.run.animationEnded(false)
        #expect(ViewLook(scene.detail.view) == before)
        #expect(finished == [false])
        #expect(scene.navigation.events.dropFirst(mark).filter(\.isCompletion).isEmpty)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

extension NavigationEvent {
    /// Whether the event is a `completeTransition(_:)` call.
    var isCompletion: Bool {
        guard case .completeTransition = self else { return false }
        return true
    }
}

/// A paused or stopped property animator is never released; the owner stops
/// and finishes it when the transition is abandoned.
extension TransitionRunTests {
    @Test func aNavigationControllerReleasedMidGestureReleasesNoPausedAnimator() async throws {
        var scene: AnimatorScene? = AnimatorScene()
        let ledger = try #require(scene).ledger
        weak var weakAnimator: PropertyAnimatorModel?
        weak var weakContext: TransitionContextModel?
        weak var weakDetail: ViewModel?
        do {
            let scene = try #require(scene)
            scene.pushAndSettle(.slide)
            let interaction = PercentDrivenTransitionModel(ledger: ledger)
            let vended = try #require(scene.pop(.slide, interaction: interaction))
            let context = try #require(vended.context)
            weakContext = context
            weakAnimator = vended.run.interruptibleAnimator(using: context)
            weakDetail = scene.detail.view
            interaction.update(0.4)
            #expect(weakAnimator?.state == .active && weakAnimator?.isRunning == false, "paused mid-gesture")
        }
        scene = nil  // the navigation controller, its screens and its gesture go away mid-gesture
        for _ in 0..<20 { await Task.yield() }
        #expect(weakContext == nil, "the abandoned transition's context is released")
        #expect(weakAnimator == nil, "and its animator")
        #expect(weakDetail == nil, "and its screens")
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func anAnimatorActivatedAfterTheTransitionEndedIsFinishedBeforeItIsReleased() async throws {
        let ledger: ContractLedger
        weak var weakAnimator: PropertyAnimatorModel?
        do {
            let scene = AnimatorScene()
            ledger = scene.ledger
            let vended = try #require(scene.push(.slide))
            let context = try #require(vended.context)
            scene.clock.runUntilIdle()
            // A late query scrubs the spent animator it is handed (UIKit may ask again after the end).
            let late = vended.run.interruptibleAnimator(using: context)
            late.fractionComplete = 0.5
            weakAnimator = late
            #expect(weakAnimator?.state == .active)
        }
        for _ in 0..<20 { await Task.yield() }
        #expect(weakAnimator == nil)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }
}

/// A cross-fade never shows what is behind the two screens.
extension TransitionRunTests {
    @Test(arguments: NavigationOperation.allCases)
    func aRunningCrossFadeNeverShowsWhatIsBehindTheScreens(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        if operation == .pop { scene.pushAndSettle(.slide) }
        try #require((operation == .push ? scene.push(.crossFade) : scene.pop(.crossFade)) != nil)
        var lowest = 1.0
        for _ in 0...20 {
            lowest = min(lowest, scene.screensCoverage)
            scene.clock.advance(by: 0.015)
        }
        #expect(lowest > 0.999, "the two screens cover only \(lowest) of what is behind them")
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: NavigationOperation.allCases)
    func aScrubbedCrossFadeNeverShowsWhatIsBehindTheScreens(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        if operation == .pop { scene.pushAndSettle(.slide) }
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let vended =
            operation == .push
            ? scene.push(.crossFade, interaction: interaction)
            : scene.pop(.crossFade, interaction: interaction)
        try #require(vended != nil)
        var lowest = 1.0
        for step in 0...20 {
            interaction.update(CGFloat(step) / 20)
            lowest = min(lowest, scene.screensCoverage)
        }
        #expect(lowest > 0.999, "the two screens cover only \(lowest) of what is behind them")
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

/// The destination keeps the app's own alpha,
/// transform and corner radius after a transition that does not animate them.
extension TransitionRunTests {
    @Test(arguments: builtIns, NavigationOperation.allCases)
    func theDestinationKeepsItsOwnLookWhereThePlanDoesNotAnimateIt(
        style: TransitionStyle, operation: NavigationOperation
    ) throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        if operation == .pop { scene.pushAndSettle(.slide) }
        let destination = operation == .push ? scene.detail.view : scene.grid.view
        destination.alpha = 0.96
        destination.transform2D = .scale(0.99)
        destination.cornerRadius = 12
        let vended = try #require(operation == .push ? scene.push(style) : scene.pop(style))
        let element = try #require(vended.run.plan?.element(for: .toView))
        scene.clock.runUntilIdle()
        if element.from.alpha == element.to.alpha {
            #expect(destination.alpha == 0.96, "alpha, not animated, became \(destination.alpha)")
        }
        if element.from.transform == element.to.transform {
            #expect(
                destination.transform2D == .scale(0.99),
                "transform, not animated, became \(destination.transform2D)")
        }
        if element.from.cornerRadius == element.to.cornerRadius {
            #expect(
                destination.cornerRadius == 12,
                "corner radius, not animated, became \(destination.cornerRadius)")
        }
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

/// Room for the observers: told after layout with the transition's numbers, and
/// alongside animations over a part of the transition.
extension TransitionRunTests {
    @Test func observersAreToldAfterLayoutWithThePlanAndItsGeometry() throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        var told: [(TransitionPlan, TransitionGeometry)] = []
        scene.delegate.onVend = { run in
            run.onStaged = { plan, geometry in
                scene.ledger.note("staged")
                told.append((plan, geometry))
            }
        }
        let mark = scene.ledger.workLog.count
        scene.push(.zoom)
        let log = Array(scene.ledger.workLog.dropFirst(mark))
        try #require(told.count == 1)
        let (plan, geometry) = told[0]
        #expect(geometry.zoom.sourceFrame == AnimatorScene.cellFrame)
        #expect(geometry.zoom.destinationFrame == AnimatorScene.photoFrame)
        #expect(plan.element(for: .zoomSnapshot)?.from.frame == AnimatorScene.cellFrame)
        let laidOut = try #require(log.firstIndex(of: .layout("detail")))
        let built = try #require(log.firstIndex { if case .animatorCreated = $0 { true } else { false } })
        let staged = try #require(log.firstIndex(of: .note("staged")))
        #expect(laidOut < staged && built < staged, "\(log)")
        scene.clock.runUntilIdle()
        #expect(told.count == 1, "once")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func alongsideAnimationsOverAPartOfTheTransitionFollowItsProgress() throws {
        let scene = AnimatorScene()
        let badge = ViewModel("badge", ledger: scene.ledger)
        scene.window.addSubview(badge)
        scene.pushAndSettle(.slide)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        scene.delegate.onVend = { run in
            run.addAlongsideAnimations(over: TimeWindow(start: 0.5, end: 1)) { badge.alpha = 0 }
        }
        try #require(scene.pop(.slide, interaction: interaction) != nil)
        interaction.update(0.4)
        #expect(badge.presentationAlpha == 1, "before its part")
        interaction.update(0.75)
        #expect(abs(badge.presentationAlpha - 0.5) < 1e-9, "half way through its part")
        interaction.cancel()
        scene.clock.runUntilIdle()
        #expect(badge.alpha == 1, "a cancelled transition takes it back")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
