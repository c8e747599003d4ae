import Foundation
import TestSupport
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The expensive UIKit work a transition asks for, counted by the models:
/// snapshots (and those after screen updates, a render pass each), layout passes, view-hierarchy
/// changes and property animators created.
@MainActor
@Suite struct TransitionRunWorkTests {
    /// A built-in as the tests play it, with a name for the printed table.
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let style: TransitionStyle
        /// Whether the zoom views are image views (the flying copy is the image, not a snapshot).
        var zoomsImages = false
        /// Whether the screens are bar-less with toolbars of different heights (44 and 56 pt, the
        /// content inset by them), so toolbars and insets morph too.
        var hasToolbars = false
        var description: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "zoom (snapshot)", style: .zoom),
        Case(name: "zoom (image)", style: .zoom, zoomsImages: true),
        Case(name: "crossFade", style: .crossFade), Case(name: "safeAreaMorph", style: .safeAreaMorph),
        Case(name: "slide", style: .slide), Case(name: "fade", style: .fade),
        Case(name: "safeAreaMorph (toolbars 44/56)", style: .safeAreaMorph, hasToolbars: true),
        Case(name: "slide (toolbars 44/56)", style: .slide, hasToolbars: true),
    ]

    /// The most each built-in may ask for in one push or pop, the navigation model's own share (the
    /// leaving view removed at the end) included: one snapshot (the zoom's, when the view is not an
    /// image view), two layout passes (the arriving screen before it is measured, the container at
    /// the start states) plus two when insets morph (the start state and the animation block), six
    /// tree changes (the arriving screen, two temporary views in and out, the leaving screen out),
    /// one animator.
    static let bounds = WorkCounter(
        snapshots: 1, snapshotsAfterScreenUpdates: 1, layoutPasses: 4, hierarchyChanges: 6,
        animatorCreations: 1)

    static func scene(for testCase: Case) -> AnimatorScene {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        _ = scene.photo  // loads the detail's view: the fixture's work, not the transition's
        if testCase.zoomsImages {
            scene.staging.imageViews = [ObjectIdentifier(scene.cell), ObjectIdentifier(scene.photo)]
        }
        if testCase.hasToolbars {
            for (screen, height) in [(scene.grid, 44.0), (scene.detail, 56.0)] {
                let toolbar = ViewModel(
                    "\(screen.name) toolbar", frame: CGRect(x: 0, y: 47, width: 390, height: height),
                    ledger: scene.ledger)
                screen.view.addSubview(toolbar)
                scene.staging.toolbars[ObjectIdentifier(screen)] = toolbar
                screen.additionalSafeArea = Insets(top: height, left: 0, bottom: 0, right: 0)
            }
        }
        return scene
    }

    @Test(arguments: cases)
    func anInteractiveUpdateAsksForNoExpensiveWork(testCase: Case) throws {
        let scene = Self.scene(for: testCase)
        scene.pushAndSettle(testCase.style)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        try #require(scene.pop(testCase.style, interaction: interaction) != nil)
        let before = scene.ledger.work
        for step in 1...19 {
            interaction.update(CGFloat(step) / 20)
        }
        interaction.pause()
        interaction.update(0.3)
        #expect((scene.ledger.work - before).expensive == WorkCounter(), "\(scene.ledger.work - before)")
        interaction.finish()
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func eachBuiltInsWorkPerTransitionIsPrintedAndBounded() throws {
        var lines = [
            "work per transition (push | pop): snapshots (after updates), layout, hierarchy, animators"
        ]
        for testCase in Self.cases {
            let scene = Self.scene(for: testCase)
            let beforePush = scene.ledger.work
            scene.pushAndSettle(testCase.style)
            let push = scene.ledger.work - beforePush
            let beforePop = scene.ledger.work
            scene.pop(testCase.style)
            scene.clock.runUntilIdle()
            let pop = scene.ledger.work - beforePop
            lines.append("\(testCase.name): \(Self.row(push)) | \(Self.row(pop))")
            for (operation, work) in [("push", push), ("pop", pop)] {
                #expect(Self.isWithin(work, Self.bounds), "\(testCase.name) \(operation): \(work)")
                #expect(
                    work.animatorCreations == 1, "\(testCase.name) \(operation): one animator per transition")
            }
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        MeasuredTable.show(lines)
    }

    static func row(_ work: WorkCounter) -> String {
        "\(work.snapshots) (\(work.snapshotsAfterScreenUpdates)), \(work.layoutPasses), \(work.hierarchyChanges), "
            + "\(work.animatorCreations)"
    }

    static func isWithin(_ work: WorkCounter, _ bound: WorkCounter) -> Bool {
        work.snapshots <= bound.snapshots
            && work.snapshotsAfterScreenUpdates <= bound.snapshotsAfterScreenUpdates
            && work.layoutPasses <= bound.layoutPasses && work.hierarchyChanges <= bound.hierarchyChanges
            && work.animatorCreations <= bound.animatorCreations
    }
}
