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
            source: .init(frame: Self.cell, cornerRadius: 8, isInWindow: true, isHidden: false, alpha: 1),
            destination: .init(
                frame: Self.image, cornerRadius: 0, isInWindow: true, isHidden: false, alpha: 1))
        #expect(
            zoom
                == TransitionGeometry.Zoom(
                    sourceFrame: Self.cell, sourceCornerRadius: 8, destinationFrame: Self.image,
                    destinationCornerRadius: 0))
    }

    @Test func invisibleOrMissingViewsGiveNoFrame() {
        let hidden = TransitionGeometry.Zoom(
            source: .init(frame: Self.cell, cornerRadius: 8, isInWindow: true, isHidden: true, alpha: 1),
            destination: .init(
                frame: Self.image, cornerRadius: 12, isInWindow: true, isHidden: false, alpha: 1))
        #expect(hidden.sourceFrame == nil)
        #expect(hidden.sourceCornerRadius == 0)
        #expect(hidden.destinationCornerRadius == 12)
        #expect(TransitionGeometry.Zoom(source: nil, destination: nil) == .noViews)
    }

    @Test func aMissingSourceMakesTheZoomPlayItsCrossFade() {
        var geometry = TransitionGeometry.samplePhone(operation: .push)
        geometry.zoom = TransitionGeometry.Zoom(
            source: nil,
            destination: .init(
                frame: Self.image, cornerRadius: 0, isInWindow: true, isHidden: false, alpha: 1))
        let plan = TransitionStyle.zoom.plan(for: geometry)
        #expect(plan?.element(for: .zoomSnapshot) == nil)
        #expect(plan?.roles == TransitionStyle.crossFade.plan(for: geometry)?.roles)
    }

    @Test func aZeroSizeSourceFallsBackToo() {
        var geometry = TransitionGeometry.samplePhone(operation: .pop)
        geometry.zoom = TransitionGeometry.Zoom(
            source: .init(
                frame: CGRect(x: 10, y: 10, width: 0, height: 0), cornerRadius: 4, isInWindow: true,
                isHidden: false, alpha: 1),
            destination: nil)
        #expect(TransitionStyle.zoom.plan(for: geometry)?.element(for: .zoomSnapshot) == nil)
    }

    private static func measurement(isInWindow: Bool = true, isHidden: Bool = false, alpha: Double = 1)
        -> ZoomViewMeasurement
    {
        ZoomViewMeasurement(
            frame: cell, cornerRadius: 8, isInWindow: isInWindow, isHidden: isHidden, alpha: alpha)
    }

    @Test func visibleOnlyInAWindowNotHiddenAndOpaqueEnough() {
        #expect(Self.measurement().isVisible)
        #expect(!Self.measurement(isInWindow: false).isVisible)
        #expect(!Self.measurement(isHidden: true).isVisible)
        #expect(!Self.measurement(isInWindow: false, isHidden: true).isVisible)
    }

    /// The alpha threshold is strict: exactly 0.01 is invisible, the next value above it visible.
    @Test func alphaEdgeAtOneHundredth() {
        #expect(ZoomViewMeasurement.minimumVisibleAlpha == 0.01)
        #expect(!Self.measurement(alpha: 0.01).isVisible)
        #expect(Self.measurement(alpha: 0.01.nextUp).isVisible)
        #expect(!Self.measurement(alpha: 0.01.nextDown).isVisible)
        #expect(!Self.measurement(alpha: 0).isVisible)
        #expect(!Self.measurement(alpha: -1).isVisible)
        #expect(!Self.measurement(alpha: .nan).isVisible)
        #expect(Self.measurement(alpha: 0.02).isVisible)
    }

    @Test func aNearlyTransparentSourceGivesNoFrame() {
        let zoom = TransitionGeometry.Zoom(source: Self.measurement(alpha: 0.01), destination: nil)
        #expect(zoom == .noViews)
    }

    @Test func measurementsHashEveryProperty() {
        let cell = ZoomViewMeasurement(
            frame: Self.cell, cornerRadius: 8, isInWindow: true, isHidden: false, alpha: 1)
        let same = ZoomViewMeasurement(
            frame: Self.cell, cornerRadius: 8, isInWindow: true, isHidden: false, alpha: 1)
        #expect(same.hashValue == cell.hashValue)
        #expect(Set([cell, same]).count == 1)
        var variants = Array(repeating: cell, count: 5)
        variants[0].frame = Self.image
        variants[1].cornerRadius = 0
        variants[2].isInWindow = false
        variants[3].isHidden = true
        variants[4].alpha = 0.5
        for variant in variants {
            #expect(Set([cell, variant]).count == 2, "\(variant)")
        }
    }
}
