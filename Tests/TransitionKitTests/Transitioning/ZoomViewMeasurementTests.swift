import Foundation
import Testing
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite struct ZoomViewMeasurementTests {
    private static let cell = CGRect(x: 20, y: 200, width: 100, height: 100)
    private static let image = CGRect(x: 0, y: 100, width: 390, height: 390)

    @Test func visibleViewsGiveTheirFramesAndRadii() {
        let zoom = TransitionGeometry.Zoom(
            source: .init(frame: Self.cell, cornerRadius: 8, isVisible: true),
            destination: .init(frame: Self.image, cornerRadius: 0, isVisible: true))
        #expect(
            zoom
                == TransitionGeometry.Zoom(
                    sourceFrame: Self.cell, sourceCornerRadius: 8, destinationFrame: Self.image,
                    destinationCornerRadius: 0))
    }

    @Test func invisibleOrMissingViewsGiveNoFrame() {
        let hidden = TransitionGeometry.Zoom(
            source: .init(frame: Self.cell, cornerRadius: 8, isVisible: false),
            destination: .init(frame: Self.image, cornerRadius: 12, isVisible: true))
        #expect(hidden.sourceFrame == nil)
        #expect(hidden.sourceCornerRadius == 0)
        #expect(hidden.destinationCornerRadius == 12)
        #expect(TransitionGeometry.Zoom(source: nil, destination: nil) == .none)
    }

    @Test func aMissingSourceMakesTheZoomPlayItsCrossFade() {
        var geometry = TransitionGeometry.samplePhone(operation: .push)
        geometry.zoom = TransitionGeometry.Zoom(
            source: nil, destination: .init(frame: Self.image, cornerRadius: 0, isVisible: true))
        let plan = TransitionStyle.zoom.plan(for: geometry)
        #expect(plan?.element(for: .zoomSnapshot) == nil)
        #expect(plan?.roles == TransitionStyle.crossFade.plan(for: geometry)?.roles)
    }

    @Test func aZeroSizeSourceFallsBackToo() {
        var geometry = TransitionGeometry.samplePhone(operation: .pop)
        geometry.zoom = TransitionGeometry.Zoom(
            source: .init(frame: CGRect(x: 10, y: 10, width: 0, height: 0), cornerRadius: 4, isVisible: true),
            destination: nil)
        #expect(TransitionStyle.zoom.plan(for: geometry)?.element(for: .zoomSnapshot) == nil)
    }
}
