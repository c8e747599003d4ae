import Foundation
import Testing

@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct InterpolationTests {
    @Test func endPointsAreExactForAwkwardNumbers() {
        let a = 0.1
        let b = 0.7
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(abs(a.interpolated(to: b, fraction: 0.5) - 0.4) < 1e-15)
        let rectA = CGRect(x: 0.1, y: 0.3, width: 10.7, height: 3.3)
        let rectB = CGRect(x: 100.9, y: -7.1, width: 0.2, height: 844)
        #expect(rectA.interpolated(to: rectB, fraction: 1) == rectB)
        #expect(rectA.interpolated(to: rectB, fraction: 0) == rectA)
    }

    @Test func geometryBlendsComponentWise() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 200)
            .interpolated(to: CGRect(x: 50, y: 100, width: 300, height: 0), fraction: 0.25)
        #expect(rect == CGRect(x: 12.5, y: 25, width: 150, height: 150))
        #expect(
            CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 0), fraction: 0.5) == CGPoint(x: 5, y: 5))
        #expect(
            CGSize(width: 2, height: 4).interpolated(to: CGSize(width: 4, height: 8), fraction: 2)
                == CGSize(width: 6, height: 12))
        #expect(CGFloat(1).interpolated(to: 3, fraction: 0.5) == 2)
    }

    @Test func neutralValueTypesBlend() {
        let color = RGBA.black.interpolated(to: RGBA(red: 1, green: 0.5, blue: 0, alpha: 0), fraction: 0.5)
        #expect(color == RGBA(red: 0.5, green: 0.25, blue: 0, alpha: 0.5))
        let transform = Transform2D.identity.interpolated(
            to: Transform2D(scaleX: 2, scaleY: 0, rotation: .pi, translationX: 10, translationY: -10),
            fraction: 0.5)
        #expect(
            transform
                == Transform2D(scaleX: 1.5, scaleY: 0.5, rotation: .pi / 2, translationX: 5, translationY: -5)
        )
        let insets = Insets.zero.interpolated(
            to: Insets(top: 44, left: 2, bottom: 10, right: 4), fraction: 0.5)
        #expect(insets == Insets(top: 22, left: 1, bottom: 5, right: 2))
    }

    @Test func nonFiniteComponentsAreSanitized() {
        #expect(
            RGBA(red: .nan, green: .infinity, blue: 1, alpha: .nan)
                == RGBA(red: 0, green: 0, blue: 1, alpha: 0))
        #expect(Transform2D(scaleX: .nan, rotation: .infinity) == .identity)
        #expect(Insets(top: .nan, left: -.infinity) == .zero)
    }
}
