import Foundation
import TestSupport
import Testing

@testable import TransitionKit
@testable import TransitionKitCore
@testable import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every public value built or set with NaN, ±∞, subnormals or ±1e300 equals itself and an
/// identical copy, and hashes the same, so a `Set` does not grow and a SwiftUI diff settles; the
/// numbers it stores are finite.
struct ValueNormalizationSweepTests {
    private static let doubles = HostileValues.extremeDoubles

    private func expectStable<T: Hashable>(_ label: String, _ make: () -> T) {
        let (a, b) = (make(), make())
        #expect(a == a, "\(label): not equal to itself")
        #expect(a == b, "\(label): not equal to an identical copy")
        #expect(a.hashValue == b.hashValue, "\(label): hashes differ")
        #expect(Set([a, b, make()]).count == 1, "\(label): a Set grows")
    }

    private func rects(_ d: Double) -> [CGRect] {
        [
            CGRect(x: d, y: 0, width: 390, height: 844), CGRect(x: 0, y: d, width: 390, height: 844),
            CGRect(x: 0, y: 0, width: d, height: 844), CGRect(x: 0, y: 0, width: 390, height: d),
            CGRect(x: d, y: d, width: d, height: d),
        ]
    }

    private func isFinite(_ rect: CGRect?) -> Bool {
        guard let rect else { return true }
        return [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy { Double($0).isFinite }
    }

    @Test func screensNormalizeAtConstructionAndInTheirSetters() {
        for d in Self.doubles {
            for rect in rects(d) {
                expectStable("Screen(frame: \(rect))") {
                    TransitionGeometry.Screen(frame: rect, toolbarFrame: rect)
                }
                expectStable("Screen.frame = \(rect)") { () -> TransitionGeometry.Screen in
                    var screen = TransitionGeometry.Screen(frame: .zero)
                    screen.frame = rect
                    screen.toolbarFrame = rect
                    return screen
                }
                let screen = TransitionGeometry.Screen(frame: rect, toolbarFrame: rect)
                #expect(isFinite(screen.frame) && isFinite(screen.toolbarFrame), "\(rect)")
            }
        }
    }

    @Test func zoomFramesAndRadiiNormalizeAtConstructionAndInTheirSetters() {
        for d in Self.doubles {
            for rect in rects(d) {
                expectStable("Zoom(\(rect), \(d))") {
                    TransitionGeometry.Zoom(
                        sourceFrame: rect, sourceCornerRadius: d, destinationFrame: rect,
                        destinationCornerRadius: d)
                }
                expectStable("Zoom setters \(rect), \(d)") { () -> TransitionGeometry.Zoom in
                    var zoom = TransitionGeometry.Zoom()
                    zoom.sourceFrame = rect
                    zoom.destinationFrame = rect
                    zoom.sourceCornerRadius = d
                    zoom.destinationCornerRadius = d
                    return zoom
                }
                let zoom = TransitionGeometry.Zoom(
                    sourceFrame: rect, sourceCornerRadius: d, destinationFrame: rect,
                    destinationCornerRadius: d)
                #expect(isFinite(zoom.sourceFrame) && isFinite(zoom.destinationFrame))
                #expect(zoom.sourceCornerRadius.isFinite && zoom.sourceCornerRadius >= 0, "\(d)")
                #expect(zoom.destinationCornerRadius.isFinite && zoom.destinationCornerRadius >= 0, "\(d)")
            }
        }
        #expect(TransitionGeometry.Zoom(sourceCornerRadius: -4) == TransitionGeometry.Zoom())
    }

    @Test func geometriesNormalizeAtConstructionAndInTheirSetters() {
        for d in Self.doubles {
            for rect in rects(d) {
                let screen = TransitionGeometry.Screen(frame: rect)
                expectStable("TransitionGeometry(\(rect))") {
                    TransitionGeometry(containerBounds: rect, from: screen, to: screen)
                }
                expectStable("TransitionGeometry.containerBounds = \(rect)") { () -> TransitionGeometry in
                    var geometry = TransitionGeometry(containerBounds: .zero, from: screen, to: screen)
                    geometry.containerBounds = rect
                    geometry.releaseVelocity = CGPoint(x: d, y: d)
                    return geometry
                }
                #expect(
                    isFinite(
                        TransitionGeometry(containerBounds: rect, from: screen, to: screen).containerBounds))
            }
        }
    }

    @Test func cardRadiiAndDimmingsCompareByWhatTheyPlay() {
        for d in Self.doubles {
            expectStable("card(cornerRadius: \(d))") { TransitionStyle.card(id: 1, cornerRadius: d) }
            expectStable("dimming(\(d))") { DismissalBackdrop.dimming(d) }
        }
        #expect(TransitionStyle.card(id: 1, cornerRadius: -3) == TransitionStyle.card(id: 1, cornerRadius: 0))
        #expect(
            TransitionStyle.card(id: 1, cornerRadius: .nan) == TransitionStyle.card(id: 1, cornerRadius: 0))
        #expect(TransitionStyle.card(id: 1, cornerRadius: 12) != TransitionStyle.card(id: 1, cornerRadius: 0))
        #expect(DismissalBackdrop.dimming(.nan) == .dimming(0))
        #expect(
            DismissalBackdrop.dimming(7) == .dimming(1) && DismissalBackdrop.dimming(.infinity) == .dimming(0)
        )
        #expect(DismissalBackdrop.dimming(0.3) != .dimming(0.4))
    }
}
