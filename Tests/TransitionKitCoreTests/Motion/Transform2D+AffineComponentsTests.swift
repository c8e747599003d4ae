import Foundation
import Testing
import TransitionKitCore

@Suite struct Transform2DAffineComponentsTests {
    static let transforms: [Transform2D] = [
        .identity, .scale(0.5), .translation(x: 12, y: -7),
        Transform2D(scaleX: 2, scaleY: 0.25, rotation: 0.7, translationX: 3, translationY: 4),
        Transform2D(scaleX: 1, scaleY: -1, rotation: -2.5, translationX: 0, translationY: 9),
    ]

    @Test(arguments: transforms)
    func componentsRoundTrip(_ transform: Transform2D) {
        let m = transform.affineComponents
        let back = Transform2D(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        #expect(abs(back.scaleX - transform.scaleX) < 1e-12)
        #expect(abs(back.scaleY - transform.scaleY) < 1e-12)
        #expect(abs(back.rotation - transform.rotation) < 1e-12)
        #expect(back.translationX == transform.translationX)
        #expect(back.translationY == transform.translationY)
    }

    @Test func aDegenerateXAxisTakesTheRotationFromY() {
        let back = Transform2D(a: 0, b: 0, c: -1, d: 0, tx: 0, ty: 0)
        #expect(back.scaleX == 0)
        #expect(back.scaleY == 1)
        #expect(abs(back.rotation - Double.pi / 2) < 1e-12)
    }

    @Test func nonFiniteComponentsFallBackToTheIdentity() {
        let back = Transform2D(a: .nan, b: 0, c: 0, d: 1, tx: .infinity, ty: 2)
        #expect(back.scaleX == 1)
        #expect(back.translationX == 0)
        #expect(back.translationY == 2)
    }
}
