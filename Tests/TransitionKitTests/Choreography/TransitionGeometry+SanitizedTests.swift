import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct TransitionGeometrySanitizedTests {
    static let nanRect = CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844)

    @Test func validGeometryIsUnchanged() {
        let geometry = TransitionGeometry.samplePhone(operation: .pop, layoutDirection: .rightToLeft)
        #expect(geometry.sanitized() == geometry)
    }

    @Test func destinationNotYetLaidOutUsesContainerBounds() {
        var geometry = Fixtures.phone()
        geometry.to.frame = .zero
        #expect(geometry.sanitized().to.frame == Fixtures.screen)
        geometry.to.frame = Self.nanRect
        #expect(geometry.sanitized().to.frame == Fixtures.screen)
    }

    @Test func unusableContainerFallsBackToDestinationThenSource() {
        var geometry = Fixtures.phone()
        let toFrame = CGRect(x: 0, y: 0, width: 320, height: 568)
        geometry.to.frame = toFrame
        geometry.containerBounds = Self.nanRect
        #expect(geometry.sanitized().containerBounds == toFrame)
        geometry.containerBounds = .zero
        geometry.to.frame = .zero
        #expect(geometry.sanitized().containerBounds == Fixtures.screen)  // the source's frame
        #expect(geometry.sanitized().to.frame == Fixtures.screen)
        geometry.from.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        let empty = geometry.sanitized()
        #expect(empty.containerBounds == .zero)
        #expect(empty.from.frame == .zero)
        #expect(empty.to.frame == .zero)
    }

    @Test func negativeSizesAreNormalized() {
        var geometry = Fixtures.phone()
        geometry.containerBounds = CGRect(x: 390, y: 844, width: -390, height: -844)
        geometry.from.frame = CGRect(x: 390, y: 0, width: -390, height: 844)
        let sanitized = geometry.sanitized()
        #expect(sanitized.containerBounds == Fixtures.screen)
        #expect(sanitized.from.frame == Fixtures.screen)
    }

    @Test func unusableToolbarAndZoomValuesBecomeNilOrZero() {
        var geometry = Fixtures.phone(
            zoom: .init(
                sourceFrame: Self.nanRect, sourceCornerRadius: -4, destinationFrame: .zero,
                destinationCornerRadius: .nan))
        geometry.from.toolbarFrame = CGRect(x: 0, y: 47, width: 390, height: 0)
        geometry.to.toolbarFrame = Self.nanRect
        let sanitized = geometry.sanitized()
        #expect(sanitized.from.toolbarFrame == nil)
        #expect(sanitized.to.toolbarFrame == nil)
        #expect(sanitized.zoom == .noViews)
    }

    @Test func swappingScreensFlipsOperationAndKeepsZoom() {
        let geometry = TransitionGeometry.samplePhone(operation: .pop)
        let swapped = geometry.swappingScreens
        #expect(swapped.operation == .push)
        #expect(swapped.from == geometry.to)
        #expect(swapped.to == geometry.from)
        #expect(swapped.zoom == geometry.zoom)
        #expect(swapped.swappingScreens == geometry)
    }
}

extension TransitionGeometrySanitizedTests {
    @Test func equalGeometriesHashAlikeAndRectsCount() {
        let a = TransitionGeometry.samplePhone()
        var b = TransitionGeometry.samplePhone()
        #expect(a.hashValue == b.hashValue)
        b.zoom.sourceFrame = nil
        #expect(Set([a, b]).count == 2)
        var c = a
        c.to.toolbarFrame = nil
        #expect(Set([a, b, c, a]).count == 3)
    }
}
