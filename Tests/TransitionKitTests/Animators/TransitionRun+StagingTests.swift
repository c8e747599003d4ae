import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// How the run sets the scene up when the transition runs: what is on screen while it does, in
/// which order it asks for layout, zoom views, measurements and snapshots, and what the flying
/// copy keeps.
@MainActor
@Suite struct TransitionRunStagingTests {
    /// A snapshot taken after screen updates renders the screen as it is at
    /// that moment, so the arriving screen must not show at full alpha yet and the screen below
    /// must not be drawn above the leaving one.
    @Test(arguments: NavigationOperation.allCases)
    func theZoomSnapshotNeverShowsAHalfBuiltScene(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        if operation == .push {
            scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
            scene.push(.zoom)
        } else {
            scene.pushAndSettle(.slide)
            scene.pop(.zoom)  // the detail offers no zoom view: the grid's cell is snapshotted
        }
        let records = (scene.cell.snapshots + scene.photo.snapshots).filter(\.afterScreenUpdates)
        try #require(records.count == 1, "one snapshot after screen updates")
        let record = try #require(records.first)
        let arriving = operation == .push ? "detail" : "grid"
        let effectiveAlpha = try #require(record.view(named: arriving)).effectiveAlpha
        #expect(
            effectiveAlpha < 1,
            "the arriving screen shows at alpha \(effectiveAlpha) in the snapshot's render")
        #expect(!record.isDrawn("grid", above: "detail"), "the screen below is drawn above the pushed one")
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

/// A zoom of a template image keeps its tint.
extension TransitionRunStagingTests {
    @Test(arguments: NavigationOperation.allCases)
    func theFlyingCopyOfATemplateImageKeepsItsTint(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.staging.imageViews = [ObjectIdentifier(scene.cell), ObjectIdentifier(scene.photo)]
        let tint = RGBA(red: 1, green: 0.2, blue: 0.4, alpha: 1)
        scene.grid.view.tint = tint
        scene.detail.view.tint = tint
        if operation == .pop { scene.pushAndSettle(.slide) }
        try #require((operation == .push ? scene.push(.zoom) : scene.pop(.zoom)) != nil)
        let copy = try #require(
            scene.navigation.containerView.subviews.first { $0.name.hasPrefix("image copy") })
        #expect(
            copy.tint == tint,
            "a template image in the flying copy is drawn in \(String(describing: copy.tint))")
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

/// Decide early, resolve late: the zoom views are found when the transition runs, after the
/// arriving screen has been laid out — a cell re-dequeued since the animator was vended, or one
/// that exists only after layout, is the one that flies — then measured, then snapshotted.
extension TransitionRunStagingTests {
    @Test(arguments: NavigationOperation.allCases)
    func zoomViewsAreResolvedAfterLayoutThenMeasuredThenSnapshotted(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        let ledger = scene.ledger
        let grid = scene.grid.view
        let detail = scene.detail.view
        scene.addsPagerPageOnLayout()
        // The grid's cell is whichever cell shows the photo when asked (cells are reused).
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = {
            ledger.note("resolve source")
            return grid.subviews.last { $0.name.hasPrefix("cell") }
        }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = {
            ledger.note("resolve destination")
            return detail.descendant(named: "page")
        }
        if operation == .pop {
            scene.pushAndSettle(.slide)
            // Popping back, the grid rebuilds its cells when it is laid out again.
            grid.layoutHandler = { view in
                guard view.name == "grid", !view.subviews.contains(where: { $0.name.hasPrefix("cell") })
                else { return }
                view.addSubview(ViewModel("cell 2", frame: AnimatorScene.cellFrame, ledger: ledger))
            }
        }
        let oldCell = scene.cell
        scene.delegate.onVend = { _ in
            // Between the vend and the animation the old cell is reused elsewhere.
            oldCell.removeFromSuperview()
            if operation == .push {
                grid.addSubview(ViewModel("cell 2", frame: AnimatorScene.cellFrame, ledger: ledger))
            }
        }
        let mark = ledger.workLog.count
        let vended = try #require(operation == .push ? scene.push(.zoom) : scene.pop(.zoom))
        let log = Array(ledger.workLog.dropFirst(mark))
        let arriving = operation == .push ? "detail" : "grid"
        let laidOut = try #require(log.firstIndex(of: .layout(arriving)))
        let resolvedSource = try #require(log.firstIndex(of: .note("resolve source")))
        let resolvedDestination = try #require(log.firstIndex(of: .note("resolve destination")))
        let measuredSource = try #require(log.firstIndex(of: .convert("cell 2")))
        let measuredDestination = try #require(log.firstIndex(of: .convert("page")))
        let snapshot = try #require(
            log.firstIndex(of: .snapshot("page", afterScreenUpdates: operation == .push)), "\(log)")
        #expect(laidOut < min(resolvedSource, resolvedDestination), "\(log)")
        #expect(resolvedSource < measuredSource && resolvedDestination < measuredDestination, "\(log)")
        #expect(max(measuredSource, measuredDestination) < snapshot, "\(log)")
        #expect(!log.contains(.convert("cell")), "the reused cell is never measured")
        #expect(
            vended.run.plan?.element(for: .zoomSnapshot)?.from.frame == AnimatorScene.cellFrame
                || vended.run.plan?.element(for: .zoomSnapshot)?.to.frame == AnimatorScene.cellFrame,
            "the zoom flies from (or back to) the new cell")
        scene.clock.runUntilIdle()
        #expect(!oldCell.isHidden)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
