import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Matched views played by the run: both screens walked once after layout, a flying
/// copy per pair, the pair's views hidden while it flies and shown again when the transition
/// ends, push and pop alike.
@MainActor
@Suite struct TransitionRunMatchingTests {
    /// The sample scene with a caption in each screen; the cell and the photo carry `photo-7`,
    /// the captions `caption-7`.
    static func scene() -> (scene: AnimatorScene, gridCaption: ViewModel, detailCaption: ViewModel) {
        let scene = AnimatorScene()
        let gridCaption = ViewModel(
            "grid caption", frame: CGRect(x: 20, y: 310, width: 100, height: 20), ledger: scene.ledger)
        scene.grid.view.addSubview(gridCaption)
        let detailCaption = ViewModel(
            "detail caption", frame: CGRect(x: 16, y: 500, width: 358, height: 30), ledger: scene.ledger)
        scene.detail.view.addSubview(detailCaption)
        scene.staging.transitionIDs = [
            ObjectIdentifier(scene.cell): "photo-7", ObjectIdentifier(scene.photo): "photo-7",
            ObjectIdentifier(gridCaption): "caption-7", ObjectIdentifier(detailCaption): "caption-7",
        ]
        return (scene, gridCaption, detailCaption)
    }

    @Test(arguments: NavigationOperation.allCases)
    func matchedViewsFlyAsCopiesAndAreShownAgainAfterwards(operation: NavigationOperation) throws {
        let (scene, gridCaption, detailCaption) = Self.scene()
        if operation == .pop { scene.pushAndSettle(.slide) }
        var staged: (plan: TransitionPlan, geometry: TransitionGeometry)?
        scene.delegate.onVend = { run in run.onStaged = { staged = ($0, $1) } }
        try #require((operation == .push ? scene.push(.matched) : scene.pop(.matched)) != nil)
        let (plan, geometry) = try #require(staged)
        let leavingCaption = operation == .push ? gridCaption : detailCaption
        #expect(plan.roles == [.fromView, .toView, .matched("photo-7"), .matched("caption-7")])
        #expect(
            geometry.matched.pairs.first?.leaving.frame
                == (operation == .push ? AnimatorScene.cellFrame : AnimatorScene.photoFrame))
        #expect(plan.state(of: .matched("caption-7"), at: 0)?.frame == leavingCaption.frame)
        let views = [scene.cell, scene.photo, gridCaption, detailCaption]
        #expect(views.allSatisfy { $0.isHidden }, "the matched views are hidden while their copies fly")
        let copies = scene.navigation.containerView.subviews.filter { $0.name.hasPrefix("snapshot") }
        #expect(copies.count == 2)
        scene.clock.runUntilIdle()
        #expect(views.allSatisfy { !$0.isHidden }, "a matched view was left hidden")
        #expect(copies.allSatisfy { $0.superview == nil }, "a flying copy was left in the container")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: NavigationOperation.allCases)
    func theZoomByIdentifierFliesTheNamedViewsAndMovesTheOthers(operation: NavigationOperation) throws {
        let (scene, gridCaption, detailCaption) = Self.scene()
        if operation == .pop { scene.pushAndSettle(.slide) }
        var staged: TransitionPlan?
        scene.delegate.onVend = { run in run.onStaged = { plan, _ in staged = plan } }
        let style = TransitionStyle.zoom(identifier: "photo-7")
        try #require((operation == .push ? scene.push(style) : scene.pop(style)) != nil)
        let plan = try #require(staged)
        #expect(plan.roles.contains(.zoomSnapshot))
        #expect(plan.roles.last == .matched("caption-7"))
        // The zoom's source is the grid's cell, push and pop alike.
        let zoomFrames = [
            plan.state(of: .zoomSnapshot, at: 0)?.frame, plan.state(of: .zoomSnapshot, at: 1)?.frame,
        ]
        #expect(
            zoomFrames
                == (operation == .push
                    ? [AnimatorScene.cellFrame, AnimatorScene.photoFrame]
                    : [AnimatorScene.photoFrame, AnimatorScene.cellFrame]))
        #expect([scene.cell, scene.photo, gridCaption, detailCaption].allSatisfy { $0.isHidden })
        scene.clock.runUntilIdle()
        #expect([scene.cell, scene.photo, gridCaption, detailCaption].allSatisfy { !$0.isHidden })
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Apple's zoom: the identifier marked in the screen below only — the zoom grows
    /// from it into the whole pushed screen and shrinks back into it, instead of cross-fading.
    @Test(arguments: NavigationOperation.allCases)
    func aZoomByIdentifierMarkedBelowOnlyGrowsIntoTheWholeScreen(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        scene.staging.transitionIDs = [ObjectIdentifier(scene.cell): "photo-7"]
        if operation == .pop { scene.pushAndSettle(.slide) }
        var staged: (plan: TransitionPlan, geometry: TransitionGeometry)?
        scene.delegate.onVend = { run in run.onStaged = { staged = ($0, $1) } }
        let style = TransitionStyle.zoom(identifier: "photo-7")
        try #require((operation == .push ? scene.push(style) : scene.pop(style)) != nil)
        let (plan, geometry) = try #require(staged)
        #expect(geometry.zoom.sourceFrame == AnimatorScene.cellFrame)
        #expect(plan.roles.contains(.zoomSnapshot))
        scene.clock.runUntilIdle()
        #expect(!scene.cell.isHidden, "the source was left hidden")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [TransitionStyle.matched, .zoom(identifier: "photo-7")])
    func aCancelledInteractivePopPutsEveryMatchedViewBack(style: TransitionStyle) throws {
        let (scene, gridCaption, detailCaption) = Self.scene()
        scene.pushAndSettle(style)
        let views = [scene.detail.view, scene.grid.view, scene.cell, scene.photo, gridCaption, detailCaption]
        let before = views.map(ViewLook.init)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        try #require(scene.pop(style, interaction: interaction) != nil)
        interaction.update(0.4)
        #expect([scene.cell, scene.photo, gridCaption, detailCaption].allSatisfy { $0.isHidden })
        interaction.cancel()
        scene.clock.runUntilIdle()
        for (view, look) in zip(views, before) {
            #expect(ViewLook(view) == look, "\(view.name)")
        }
        #expect(scene.navigation.containerView.subviews.map(\.name) == ["detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Layout, then one walk per screen: a page that exists only after the pager's first layout
    /// is matched.
    @Test func aDestinationThatExistsOnlyAfterLayoutIsMatched() throws {
        let scene = AnimatorScene()
        let ledger = scene.ledger
        scene.detail.view.layoutHandler = { view in
            guard view.descendant(named: "page caption") == nil else { return }
            let caption = ViewModel(
                "page caption", frame: CGRect(x: 16, y: 500, width: 358, height: 30), ledger: ledger)
            scene.staging.transitionIDs[ObjectIdentifier(caption)] = "caption-7"
            view.addSubview(caption)
        }
        let gridCaption = ViewModel(
            "grid caption", frame: CGRect(x: 20, y: 310, width: 100, height: 20), ledger: ledger)
        scene.grid.view.addSubview(gridCaption)
        scene.staging.transitionIDs[ObjectIdentifier(gridCaption)] = "caption-7"
        var staged: TransitionPlan?
        scene.delegate.onVend = { run in run.onStaged = { plan, _ in staged = plan } }
        try #require(scene.push(.matched) != nil)
        let plan = try #require(staged)
        #expect(plan.roles.last == .matched("caption-7"))
        #expect(
            plan.state(of: .matched("caption-7"), at: 1)?.frame
                == CGRect(x: 16, y: 500, width: 358, height: 30))
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aMatchedViewRemovedMidTransitionIsNotLeftHidden() throws {
        let (scene, gridCaption, _) = Self.scene()
        try #require(scene.push(.matched) != nil)
        gridCaption.removeFromSuperview()
        scene.clock.runUntilIdle()
        #expect(!gridCaption.isHidden)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A matched view removed from its screen in the middle of an interactive pop, then the pop
    /// cancelled or finished: it is not left hidden, and the other matched views look as before.
    @Test(arguments: [false, true])
    func aMatchedViewRemovedMidInteractivePopIsNotLeftHidden(finishes: Bool) throws {
        let (scene, gridCaption, detailCaption) = Self.scene()
        scene.pushAndSettle(.matched)
        let before = ViewLook(gridCaption)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        try #require(scene.pop(.matched, interaction: interaction) != nil)
        interaction.update(0.5)
        #expect(detailCaption.isHidden && gridCaption.isHidden)
        detailCaption.removeFromSuperview()
        if finishes { interaction.finish() } else { interaction.cancel() }
        scene.clock.runUntilIdle()
        #expect(!detailCaption.isHidden && !gridCaption.isHidden)
        #expect(ViewLook(gridCaption) == before)
        #expect(scene.navigation.topViewController === (finishes ? scene.grid : scene.detail))
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func stylesThatDoNotMatchDoNotWalkTheScreens() throws {
        let (scene, _, _) = Self.scene()
        let converts = scene.ledger.workLog.count
        try #require(scene.push(.crossFade) != nil)
        #expect(!scene.cell.isHidden)
        #expect(
            scene.ledger.workLog.dropFirst(converts).filter { $0.description.hasPrefix("convert") }.isEmpty)
    }
}
