import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The zoom's views and flying copy as the run resolves them: registered closures
/// asked after layout at every push and pop (a per-push override hands the same closures to both,
/// an interactive pop too), the screens' providers told the operation and the other screen, and
/// the media viewer's ends (image content, the app's flying view, the asked-for snapshot).
@MainActor
@Suite struct TransitionRunZoomEndsTests {
    /// The closures of one registration (or of a per-push override, which serves the push and
    /// the pop it undoes): asked after the arriving screen's layout each time, so a cell
    /// re-dequeued since the vend, and a page that exists only after layout, are the ones found.
    @Test(arguments: [false, true])
    func closuresAreAskedAfterLayoutAtThePushAndAgainAtThePop(interactivePop: Bool) throws {
        let scene = AnimatorScene()
        let ledger = scene.ledger
        let grid = scene.grid.view
        let detail = scene.detail.view
        scene.addsPagerPageOnLayout()
        var asked: [String] = []
        let lookup = ZoomLookup<ViewModel>(
            source: {
                asked.append("source")
                return grid.subviews.last { $0.name.hasPrefix("cell") }
            },
            destination: {
                asked.append("destination")
                return detail.descendant(named: "page")
            })
        var generation = 1
        let reuseTheCell = { (_: ModeledTransitionAnimator.Run) in
            // Between the vend and the animation the shown cell is reused for another photo.
            grid.subviews.last { $0.name.hasPrefix("cell") }?.removeFromSuperview()
            generation += 1
            grid.addSubview(ViewModel("cell \(generation)", frame: AnimatorScene.cellFrame, ledger: ledger))
        }
        scene.delegate.onVend = reuseTheCell
        let mark = ledger.workLog.count
        let push = try #require(scene.push(.zoom, zoom: lookup))
        let pushLog = Array(ledger.workLog.dropFirst(mark))
        #expect(asked == ["source", "destination"])
        let laidOut = try #require(pushLog.firstIndex(of: .layout("detail")))
        let measured = try #require(pushLog.firstIndex(of: .convert("cell 2")))
        #expect(laidOut < measured, "\(pushLog)")
        #expect(pushLog.contains(.convert("page")), "the page made by layout is the destination")
        #expect(push.run.plan?.element(for: .zoomSnapshot)?.from.frame == AnimatorScene.cellFrame)
        scene.clock.runUntilIdle()

        let interaction = interactivePop ? PercentDrivenTransitionModel(ledger: ledger) : nil
        let popMark = ledger.workLog.count
        let pop = try #require(scene.pop(.zoom, zoom: lookup, interaction: interaction))
        if let interaction {
            interaction.update(0.3)
            interaction.finish()
        }
        let popLog = Array(ledger.workLog.dropFirst(popMark))
        #expect(asked == ["source", "destination", "source", "destination"], "asked again at the pop")
        #expect(popLog.contains(.convert("cell 3")), "the pop measures the cell shown then: \(popLog)")
        #expect(!popLog.contains(.convert("cell 2")))
        #expect(pop.run.plan?.element(for: .zoomSnapshot)?.to.frame == AnimatorScene.cellFrame)
        scene.clock.runUntilIdle()
        #expect(grid.subviews.allSatisfy { !$0.isHidden } && detail.subviews.allSatisfy { !$0.isHidden })
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    /// `TransitionZoomViewProviding` is told the operation and the other screen, push and pop.
    @Test(arguments: [false, true])
    func providersAreToldTheOperationAndTheOtherScreen(interactivePop: Bool) throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.pushAndSettle(.zoom)
        let interaction = interactivePop ? PercentDrivenTransitionModel(ledger: scene.ledger) : nil
        try #require(scene.pop(.zoom, interaction: interaction) != nil)
        interaction?.finish()
        scene.clock.runUntilIdle()
        let contexts = scene.staging.zoomViewContexts.map { "\($0.screen) \($0.operation) \($0.other)" }
        #expect(
            contexts == ["grid push detail", "detail push grid", "grid pop detail", "detail pop grid"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `zoomsImageContent()`: the ends are where the images show (the detail's 4:3 photo
    /// letterboxed in its square view), and the copy flies aspect-fill.
    @Test(arguments: NavigationOperation.allCases)
    func theZoomFliesBetweenTheImagesDisplayedRects(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.staging.imageViews = [ObjectIdentifier(scene.cell), ObjectIdentifier(scene.photo)]
        scene.staging.displayedImages[ObjectIdentifier(scene.photo)] = DisplayedImage(
            size: CGSize(width: 4000, height: 3000), contentMode: .aspectFit)
        var style = TransitionStyle.zoom
        style.zoomEnds.imageContent = true
        if operation == .pop { scene.pushAndSettle(.slide) }
        let vended = try #require(operation == .push ? scene.push(style) : scene.pop(style))
        let snapshot = try #require(vended.run.plan?.element(for: .zoomSnapshot))
        let letterboxed = CGRect(x: 0, y: 148.75, width: 390, height: 292.5)
        let ends = operation == .push ? (snapshot.from, snapshot.to) : (snapshot.to, snapshot.from)
        #expect(ends.0.frame == AnimatorScene.cellFrame, "the cell's aspect-fill image fills the cell")
        #expect(ends.1.frame == letterboxed)
        #expect(scene.staging.filledCopies == ["image copy of photo"])
        scene.clock.runUntilIdle()
        #expect(!scene.cell.isHidden && !scene.photo.isHidden)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Bad input: an image view with no image (or an unusable image size) keeps its frame.
    @Test func anImageViewWithoutAnImageKeepsItsFrame() throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.staging.imageViews = [ObjectIdentifier(scene.cell)]  // the photo's image is loading
        scene.staging.imageViews.insert(ObjectIdentifier(scene.photo))
        scene.staging.displayedImages[ObjectIdentifier(scene.photo)] = DisplayedImage(
            size: CGSize(width: CGFloat.nan, height: 0), contentMode: .aspectFit)
        var style = TransitionStyle.zoom
        style.zoomEnds.imageContent = true
        let vended = try #require(scene.push(style))
        #expect(vended.run.plan?.element(for: .zoomSnapshot)?.to.frame == AnimatorScene.photoFrame)
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// By default the copy is taken from the view showing content: with the destination's image
    /// still loading, the source's image flies instead of a blank snapshot of the destination.
    @Test(arguments: NavigationOperation.allCases)
    func theCopyComesFromTheViewShowingAnImage(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.staging.imageViews = [ObjectIdentifier(scene.cell)]
        if operation == .pop { scene.pushAndSettle(.slide) }
        try #require((operation == .push ? scene.push(.zoom) : scene.pop(.zoom)) != nil)
        let names = scene.navigation.containerView.subviews.map(\.name)
        #expect(names.contains("image copy of cell"), "\(names)")
        #expect(scene.photo.snapshots.isEmpty)
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `.snapshot(.source)` and `.snapshot(.destination)`.
    @Test(arguments: [ZoomSnapshotChoice.Preference.source, .destination])
    func anAppCanAskWhichViewIsCopied(preference: ZoomSnapshotChoice.Preference) throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.staging.imageViews = [ObjectIdentifier(scene.photo)]
        var style = TransitionStyle.zoom
        style.zoomEnds.snapshot = preference
        try #require(scene.push(style) != nil)
        let names = scene.navigation.containerView.subviews.map(\.name)
        if preference == .source {
            #expect(scene.cell.snapshots.count == 1 && !names.contains("image copy of photo"), "\(names)")
        } else {
            #expect(scene.cell.snapshots.isEmpty && names.contains("image copy of photo"), "\(names)")
        }
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `flyingImage { … }`: the app's view flies (made when the transition runs), and the zoom
    /// views are hidden meanwhile and shown again after.
    @Test func theAppsFlyingViewFlies() throws {
        let scene = AnimatorScene()
        let poster = ViewModel("poster", ledger: scene.ledger)
        var made = 0
        var lookup = ZoomLookup<ViewModel>(source: { scene.cell }, destination: { scene.photo })
        lookup.flyingImage = {
            made += 1
            return poster
        }
        try #require(scene.push(.zoom, zoom: lookup) != nil)
        #expect(made == 1)
        #expect(poster.superview === scene.navigation.containerView)
        #expect(scene.cell.isHidden && scene.photo.isHidden)
        #expect(scene.cell.snapshots.isEmpty && scene.photo.snapshots.isEmpty)
        scene.clock.runUntilIdle()
        #expect(poster.superview == nil, "the flying view was left in the container")
        #expect(!scene.cell.isHidden && !scene.photo.isHidden)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The app's flying image and a zoom view's image copy are made ready to fly in one place:
    /// both clipped; the app's image always fills its frame, the copy only under
    /// `zoomsImageContent()` (else it keeps its view's content mode).
    @Test(arguments: [false, true])
    func everyFlyingImageIsClippedAndTheAppsAlwaysFills(imageContent: Bool) throws {
        for appsImage in [false, true] {
            let scene = AnimatorScene()
            scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.cell }
            scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
            scene.staging.imageViews = [ObjectIdentifier(scene.cell), ObjectIdentifier(scene.photo)]
            let poster = ViewModel("poster", ledger: scene.ledger)
            var lookup = ZoomLookup<ViewModel>(source: { nil }, destination: { nil })
            if appsImage { lookup.flyingImage = { poster } }
            var style = TransitionStyle.zoom
            style.zoomEnds.imageContent = imageContent
            try #require(scene.push(style, zoom: lookup) != nil)
            let flying = try #require(scene.navigation.containerView.subviews.last)
            #expect(flying.name == (appsImage ? "poster" : "image copy of photo"))
            #expect(flying.clipsToBounds, "\(flying.name) is clipped")
            let filled = appsImage || imageContent
            #expect(scene.staging.filledCopies == (filled ? [flying.name] : []), "app's image: \(appsImage)")
            scene.clock.runUntilIdle()
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
    }

    /// `fliesOffWhenSourceIsMissing()`: the cell was deleted while the detail showed; the pop
    /// flies the detail off and leaves nothing moved.
    /// Interactive or not, finished or cancelled, the popped screen is left unmoved and opaque.
    @Test(arguments: [(false, true), (true, true), (true, false)])
    func aPopWhoseSourceIsGoneFliesOff(interactive: Bool, finishes: Bool) throws {
        let scene = AnimatorScene()
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { scene.grid.view.descendant(named: "cell") }
        var style = TransitionStyle.zoom
        style.zoomEnds.whenSourceIsMissing = .flyOff
        scene.pushAndSettle(style)
        scene.cell.removeFromSuperview()
        let interaction = interactive ? PercentDrivenTransitionModel(ledger: scene.ledger) : nil
        let vended = try #require(scene.pop(style, interaction: interaction))
        #expect(vended.run.plan?.roles == [.toView, .fromView])
        if let interaction {
            interaction.update(0.5)
            #expect(scene.detail.view.presentationTransform == .translation(x: 0, y: 422))
            #expect(scene.detail.view.presentationAlpha == 0.5)
            if finishes { interaction.finish() } else { interaction.cancel() }
        }
        scene.clock.runUntilIdle()
        #expect(scene.navigation.topViewController === (finishes ? scene.grid : scene.detail))
        #expect(scene.detail.view.transform2D == .identity && scene.detail.view.alpha == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

/// Bad input for the zoom's closures.
extension TransitionRunZoomEndsTests {
    /// A closure returns a view of the wrong screen (the pushed screen's photo as the source):
    /// it is measured where it is, the zoom flies from there, and it is shown again after.
    @Test(arguments: NavigationOperation.allCases)
    func aClosureReturningAViewOfTheWrongScreenIsMeasuredWhereItIs(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        let lookup = ZoomLookup<ViewModel>(source: { scene.photo }, destination: { scene.cell })
        if operation == .pop { scene.pushAndSettle(.slide) }
        let mark = scene.navigation.events.count
        let vended = try #require(
            operation == .push ? scene.push(.zoom, zoom: lookup) : scene.pop(.zoom, zoom: lookup))
        let snapshot = try #require(vended.run.plan?.element(for: .zoomSnapshot))
        let sourceEnd = operation == .push ? snapshot.from.frame : snapshot.to.frame
        #expect(sourceEnd == AnimatorScene.photoFrame)
        scene.clock.runUntilIdle()
        #expect(!scene.cell.isHidden && !scene.photo.isHidden)
        #expect(scene.navigation.events.dropFirst(mark).filter(\.isCompletion) == [.completeTransition(true)])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A closure returns a view with a NaN frame (traps-prone values): the source end is
    /// unusable, so the zoom's cross-fade plays; the destination end is unusable, so the copy
    /// lands on the whole screen. Either way every number in the plan is finite, nothing is left
    /// hidden and `completeTransition` is called once.
    @Test(arguments: [true, false])
    func aViewWithANaNFrameFromAClosureNeverTraps(sourceIsBroken: Bool) throws {
        let scene = AnimatorScene()
        let broken = ViewModel(
            "broken", frame: CGRect(x: CGFloat.nan, y: 0, width: CGFloat.nan, height: 40),
            ledger: scene.ledger)
        (sourceIsBroken ? scene.grid.view : scene.detail.view).addSubview(broken)
        let lookup = ZoomLookup<ViewModel>(
            source: { sourceIsBroken ? broken : scene.cell },
            destination: { sourceIsBroken ? scene.photo : broken })
        let vended = try #require(scene.push(.zoom, zoom: lookup))
        let plan = try #require(vended.run.plan)
        #expect((plan.element(for: .zoomSnapshot) == nil) == sourceIsBroken)
        #expect(!plan.elements.isEmpty, "a plan to check")
        for element in plan.elements {
            for frame in [element.from.frame, element.to.frame] {
                let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
                #expect(finite, "\(element.role)")
            }
        }
        scene.clock.runUntilIdle()
        #expect(!broken.isHidden && !scene.cell.isHidden && !scene.photo.isHidden)
        #expect(scene.navigation.events.filter(\.isCompletion) == [.completeTransition(true)])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Nothing the closures capture (screens included) outlives the transition.
    @Test func theClosuresAndWhatTheyCaptureAreReleasedWhenTheTransitionEnds() throws {
        final class Captured {}
        let scene = AnimatorScene()
        weak var captured: Captured?
        do {
            let object = Captured()
            captured = object
            var lookup = ZoomLookup<ViewModel>(
                source: { [object] in
                    _ = object
                    return scene.cell
                },
                destination: { scene.photo })
            lookup.flyingImage = { [object] in
                _ = object
                return nil
            }
            lookup.additions = { [object] in
                _ = object
                return [
                    PlanAddition(
                        view: scene.photo, from: VisualState(frame: .zero), to: VisualState(frame: .zero))
                ]
            }
            try #require(scene.push(.zoom, zoom: lookup) != nil)
            scene.delegate.zoom = .screens  // a registration's factory makes new closures each time
        }
        scene.clock.runUntilIdle()
        #expect(captured == nil, "a zoom closure outlived its transition")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

extension TransitionRunZoomEndsTests {
    /// `zoom(id:).zoomsImageContent()`: the named views' ends are their images' rects.
    @Test(arguments: NavigationOperation.allCases)
    func aZoomByIdentifierFliesBetweenTheImagesDisplayedRects(operation: NavigationOperation) throws {
        let scene = AnimatorScene()
        scene.staging.transitionIDs = [
            ObjectIdentifier(scene.cell): "photo-7", ObjectIdentifier(scene.photo): "photo-7",
        ]
        scene.staging.imageViews = [ObjectIdentifier(scene.cell), ObjectIdentifier(scene.photo)]
        scene.staging.displayedImages[ObjectIdentifier(scene.photo)] = DisplayedImage(
            size: CGSize(width: 4000, height: 3000), contentMode: .aspectFit)
        var style = TransitionStyle.zoom(identifier: "photo-7")
        style.zoomEnds.imageContent = true
        if operation == .pop { scene.pushAndSettle(.slide) }
        let vended = try #require(operation == .push ? scene.push(style) : scene.pop(style))
        let snapshot = try #require(vended.run.plan?.element(for: .zoomSnapshot))
        let ends = operation == .push ? (snapshot.from, snapshot.to) : (snapshot.to, snapshot.from)
        #expect(ends.0.frame == AnimatorScene.cellFrame)
        #expect(ends.1.frame == CGRect(x: 0, y: 148.75, width: 390, height: 292.5))
        scene.clock.runUntilIdle()
        #expect(!scene.cell.isHidden && !scene.photo.isHidden)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
