import Foundation
import Testing
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite struct ZoomSnapshotChoiceTests {
    private static let cell = CGRect(x: 20, y: 200, width: 100, height: 100)
    private static let image = CGRect(x: 0, y: 100, width: 390, height: 390)

    private static func geometry(
        _ operation: NavigationOperation, source: CGRect?, destination: CGRect?
    ) -> TransitionGeometry {
        var geometry = TransitionGeometry.samplePhone(operation: operation)
        geometry.zoom = .init(sourceFrame: source, destinationFrame: destination)
        return geometry
    }

    @Test func pushSnapshotsTheDestinationAfterRendering() {
        let choice = ZoomSnapshotChoice.choose(
            for: Self.geometry(.push, source: Self.cell, destination: Self.image))
        #expect(choice == ZoomSnapshotChoice(view: .destination, afterScreenUpdates: true))
    }

    @Test func popSnapshotsTheDestinationAsItIs() {
        let choice = ZoomSnapshotChoice.choose(
            for: Self.geometry(.pop, source: Self.cell, destination: Self.image))
        #expect(choice == ZoomSnapshotChoice(view: .destination, afterScreenUpdates: false))
    }

    @Test func withoutADestinationTheSourceIsUsed() {
        let zeroSize = CGRect(x: 0, y: 0, width: 0, height: 0)
        #expect(
            ZoomSnapshotChoice.choose(for: Self.geometry(.push, source: Self.cell, destination: nil))
                == ZoomSnapshotChoice(view: .source, afterScreenUpdates: false))
        #expect(
            ZoomSnapshotChoice.choose(for: Self.geometry(.pop, source: Self.cell, destination: zeroSize))
                == ZoomSnapshotChoice(view: .source, afterScreenUpdates: true))
    }

    @Test func withoutUsableFramesThereIsNoSnapshot() {
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(ZoomSnapshotChoice.choose(for: Self.geometry(.push, source: nil, destination: nil)) == nil)
        #expect(ZoomSnapshotChoice.choose(for: Self.geometry(.push, source: nan, destination: .zero)) == nil)
    }
}
