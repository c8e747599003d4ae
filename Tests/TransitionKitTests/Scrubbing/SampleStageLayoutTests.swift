import Foundation
import Testing
import TransitionKitGallery

@testable import TransitionKit
@testable import TransitionKitCore

/// Where the scrubber's sample stage puts its screens, cells, picture, titles and stand-ins.
struct SampleStageLayoutTests {
    @Test(arguments: [NavigationOperation.push, .pop])
    func pushShowsGridToDetailAndPopTheReverse(_ operation: NavigationOperation) {
        let geometry = TransitionGeometry.samplePhone(operation: operation)
        let layout = SampleStageLayout(plan: BuiltInTransition.zoom.plan(for: geometry), geometry: geometry)
        #expect(layout.from.kind == (operation == .push ? .grid : .detail))
        #expect(layout.to.kind == (operation == .push ? .detail : .grid))
        #expect(layout.from.frame == geometry.from.frame)
        #expect(layout.to.frame == geometry.to.frame)
        #expect(layout.bounds == geometry.containerBounds)
    }

    @Test func theGridsFirstCellSitsOnTheZoomSourceAndHoldsThePicture() throws {
        let geometry = TransitionGeometry.samplePhone(operation: .push)
        let layout = SampleStageLayout(plan: BuiltInTransition.zoom.plan(for: geometry), geometry: geometry)
        let source = try #require(geometry.zoom.sourceFrame)
        let origin = geometry.from.frame.origin
        #expect(layout.from.cells.count == 12)
        #expect(layout.from.cells[0].frame == source.offsetBy(dx: -origin.x, dy: -origin.y))
        #expect(layout.from.cells[0].pictureFrame == CGRect(origin: .zero, size: source.size))
        #expect(layout.from.cells.dropFirst().allSatisfy { $0.pictureFrame == nil })
        #expect(layout.from.imageFrame == nil)
        #expect(layout.to.cells.isEmpty)
        let destination = try #require(geometry.zoom.destinationFrame)
        #expect(
            layout.to.imageFrame
                == destination.offsetBy(dx: -geometry.to.frame.minX, dy: -geometry.to.frame.minY))
        #expect(layout.standIns.map(\.role) == geometryRoles(BuiltInTransition.zoom.plan(for: geometry)))
        let snapshot = try #require(layout.standIns.first { $0.role == .zoomSnapshot })
        #expect(snapshot.picture == .snapshot)
        #expect(snapshot.clipsToBounds)
        #expect(snapshot.fill == nil)
    }

    /// The plan's temporary roles, each once, in the plan's order.
    private func geometryRoles(_ plan: TransitionPlan) -> [Role] {
        var seen = Set<Role>()
        return plan.roles.filter { $0.isTemporary && seen.insert($0).inserted }
    }

    @Test func theGridMirrorsRightToLeft() {
        let ltr = TransitionGeometry.samplePhone(operation: .push)
        let rtl = TransitionGeometry.samplePhone(operation: .push, layoutDirection: .rightToLeft)
        let left = SampleStageLayout(plan: BuiltInTransition.fade.plan(for: ltr), geometry: ltr)
        let right = SampleStageLayout(plan: BuiltInTransition.fade.plan(for: rtl), geometry: rtl)
        let width = ltr.from.frame.width
        for (l, r) in zip(left.from.cells, right.from.cells) {
            #expect(abs(r.frame.minX - (width - l.frame.maxX)) < 1e-9)
            #expect(r.frame.minY == l.frame.minY)
        }
    }

    @Test func aGeometryWithoutZoomFramesFallsBack() {
        var geometry = TransitionGeometry.samplePhone(operation: .push)
        geometry.zoom.sourceFrame = nil
        geometry.zoom.destinationFrame = nil
        geometry.containerBounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        let layout = SampleStageLayout(plan: BuiltInTransition.fade.plan(for: geometry), geometry: geometry)
        #expect(layout.bounds == SampleStageLayout.fallbackBounds)
        #expect(layout.from.cells[0].frame == CGRect(x: 16, y: 200, width: 114, height: 114))
        let width = geometry.to.frame.width
        #expect(layout.to.imageFrame == CGRect(x: 0, y: 91, width: width, height: width))
    }

    @Test func toolbarsAppearOnlyWhenThePlanAnimatesThem() {
        let geometry = TransitionGeometry.samplePhone(operation: .push)
        let plain = SampleStageLayout(plan: BuiltInTransition.fade.plan(for: geometry), geometry: geometry)
        let morph = SampleStageLayout(
            plan: BuiltInTransition.toolbarMorph.plan(for: geometry), geometry: geometry)
        #expect(plain.from.toolbarFrame == nil)
        #expect(morph.from.toolbarFrame != nil || morph.to.toolbarFrame != nil)
        #expect(morph.from.toolbarTitle == "Photos")
        #expect(morph.to.toolbarTitle == "‹ Photos")
        #expect(morph.from.title == "Grid")
        #expect(morph.to.title == "Detail")
    }

    @Test func standInsOfOtherRoles() {
        #expect(SampleStandIn(role: .snapshot("label")).fill == SampleStageLayout.placeholderFill)
        #expect(SampleStandIn(role: .snapshot("label")).picture == nil)
        #expect(SampleStandIn(role: .dimming).fill == nil)
        #expect(!SampleStandIn(role: .shadow).clipsToBounds)
    }

    @Test func theStageFitsItsRoomOrKeepsItsSize() {
        let stage = CGSize(width: 390, height: 844)
        #expect(SampleStageLayout.fitScale(stage: stage, room: CGSize(width: 195, height: 844)) == 0.5)
        #expect(SampleStageLayout.fitScale(stage: .zero, room: CGSize(width: 100, height: 100)) == 1)
        #expect(SampleStageLayout.fitScale(stage: stage, room: .zero) == 1)
    }

    @Test func thePictureCanvasIsNeverEmpty() {
        #expect(SampleStageLayout.imageCanvas(CGSize(width: 20, height: 10)) == CGSize(width: 20, height: 10))
        #expect(SampleStageLayout.imageCanvas(.zero) == CGSize(width: 1, height: 1))
        #expect(
            SampleStageLayout.imageCanvas(CGSize(width: CGFloat.infinity, height: 5))
                == CGSize(width: 1, height: 1))
    }
}
