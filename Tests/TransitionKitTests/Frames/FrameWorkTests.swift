import Foundation
import TestSupport
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What one frame of a transition asks UIKit for, counted by the models through the real
/// coordinators: an interactive update — the finger's sample through the pan driver's
/// coordinator, the interaction, the navigation delegate's run and its observers' alongside
/// animations — writes the animator's `fractionComplete` and nothing else, in the same turn; a
/// frame of a running transition asks for nothing; the start of each built-in is bounded.
@MainActor
@Suite struct FrameWorkTests {
    /// One interactive update's whole budget: one animator call, the progress.
    static let interactiveUpdate = WorkCounter(animatorCalls: 1, progressWrites: 1)

    /// The most the start of a built-in (the push or pop call until its first frame) asks for, as
    /// measured (the test prints each): one snapshot (a zoom of a view that is not an image view,
    /// after screen updates on a push), two layout passes plus two when insets morph, three tree
    /// changes (the arriving screen, two temporary views), one animator and three calls on it (the
    /// plan's end states added, its completion added, started), and the two screens' insets written
    /// when they morph (the start states; the end states are written inside the animation block).
    static let start = WorkCounter(
        snapshots: 1, snapshotsAfterScreenUpdates: 1, layoutPasses: 4, hierarchyChanges: 3,
        animatorCreations: 1, animatorCalls: 3, insetWrites: 2)

    struct Driven {
        let scene: NavigationScene
        let finger: FingerModel
        let navigation: NavigationControllerModel
        let transitions: ModeledTransitions
        let pan: ModelPanDriver
    }

    /// A navigation controller whose delegate plays `style` through the library's run for every
    /// push and pop, with the real pan driver and a finger, the detail pushed and settled, and an
    /// observer adding alongside animations to every transition.
    static func driven(_ style: TransitionStyle) -> Driven {
        let scene = NavigationScene()
        let staging = StagingModel(ledger: scene.ledger)
        let pan = ModelPanDriver(activation: .edge(.leading), ledger: scene.ledger, clock: scene.clock)
        let driver = ModeledDriver(pan: pan, ledger: scene.ledger)
        let finger = FingerModel(driver: pan, clock: scene.clock)
        let animations = scene.animations
        let transitions = ModeledTransitions(
            animations: animations,
            defaultTransition: ModeledTransition(.custom("run")) { operation, _, _ in
                ModeledTransitionAnimator(
                    ModeledTransitionAnimator.Run(
                        decision: TransitionDecision.decide(
                            style: style, operation: operation, interactionIsDriving: driver.awaitsTransition),
                        zoom: .screens, staging: staging, animations: animations))
            })
        let navigation = scene.navigation()
        transitions.attach(to: navigation, interaction: driver)
        let badge = ViewModel("badge", ledger: scene.ledger)
        _ = transitions.core.announcer.addObserver { announcement in
            announcement.alongside?(.full) { badge.alpha = 0.5 }
            announcement.alongside?(TimeWindow(start: 0.5, end: 1)) { badge.alpha = 0 }
        }
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        return Driven(
            scene: scene, finger: finger, navigation: navigation, transitions: transitions, pan: pan)
    }

    nonisolated static let styles: [TransitionStyle] = [.slide, .crossFade, .fade, .zoom, .safeAreaMorph]

    @Test(arguments: styles)
    func anInteractiveUpdateWritesOnlyTheAnimatorsProgressInTheSameTurn(style: TransitionStyle) throws {
        let driven = Self.driven(style)
        let scene = driven.scene
        driven.finger.touchDown(at: CGPoint(x: 4, y: 400))
        driven.finger.move(toX: 40)
        driven.finger.move(toX: 60)
        try #require(driven.pan.percent.context != nil, "the swipe began a pop")
        let animator = try #require(driven.pan.percent.animator)
        for x in stride(from: 80.0, through: 300, by: 20) {
            let work = scene.ledger.work
            let hops = scene.clock.scheduledCount
            let before = animator.fractionComplete
            driven.finger.move(toX: x, velocity: 300)
            let spent = scene.ledger.work - work
            #expect(spent == Self.interactiveUpdate, "\(style.kind) at \(x): \(spent)")
            #expect(scene.clock.scheduledCount == hops, "no next-turn hop between the touch and the write")
            #expect(animator.fractionComplete > before, "written in the same turn")
            #expect(animator.fractionComplete == driven.pan.percent.percentComplete)
        }
        driven.finger.lift(velocity: 900)
        scene.settle()
        #expect(driven.navigation.viewControllers.map(\.name) == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: styles)
    func aFrameOfARunningTransitionAsksForNothing(style: TransitionStyle) throws {
        let scene = AnimatorScene()
        scene.push(style)
        scene.clock.advance(by: 0.05)
        for _ in 0..<10 {
            let work = scene.ledger.work
            let hops = scene.clock.scheduledCount
            scene.clock.advance(by: 1.0 / 120)
            #expect(scene.ledger.work - work == WorkCounter(), "\(style.kind): \(scene.ledger.work - work)")
            #expect(scene.clock.scheduledCount == hops)
        }
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func eachBuiltInsStartIsPrintedAndBounded() {
        var lines = ["the start of a push | pop (until the first frame): \(WorkCounter())"]
        for testCase in TransitionRunWorkTests.cases {
            let scene = TransitionRunWorkTests.scene(for: testCase)
            let beforePush = scene.ledger.work
            scene.push(testCase.style)
            let push = scene.ledger.work - beforePush
            scene.clock.runUntilIdle()
            let beforePop = scene.ledger.work
            scene.pop(testCase.style)
            let pop = scene.ledger.work - beforePop
            scene.clock.runUntilIdle()
            lines.append("\(testCase.name): \(push) | \(pop)")
            for (operation, work) in [("push", push), ("pop", pop)] {
                #expect(Self.isWithin(work, Self.start), "\(testCase.name) \(operation): \(work)")
            }
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        MeasuredTable.show(lines)
    }

    static func isWithin(_ work: WorkCounter, _ bound: WorkCounter) -> Bool {
        TransitionRunWorkTests.isWithin(work.expensive, bound.expensive)
            && work.animatorCalls <= bound.animatorCalls
            && work.progressWrites <= bound.progressWrites && work.insetWrites <= bound.insetWrites
    }
}
