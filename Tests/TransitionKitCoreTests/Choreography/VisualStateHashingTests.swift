import Foundation
import Testing

@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `VisualState` hashes every property, so equal states are one element of a set and states
/// that differ in any one property are two.
@Suite struct VisualStateHashingTests {
    static let base = VisualState(
        frame: CGRect(x: 10, y: 20, width: 300, height: 400), alpha: 0.5, cornerRadius: 12,
        transform: Transform2D(scaleX: 0.9, scaleY: 0.9, rotation: 0, translationX: 4, translationY: 8),
        backgroundColor: RGBA(red: 1, green: 0.5, blue: 0, alpha: 1),
        additionalSafeAreaInsets: Insets(top: 44, left: 0, bottom: 34, right: 0))

    @Test func equalStatesHashAlike() {
        let copy = Self.base.with(\.alpha, 0.5)
        #expect(copy == Self.base)
        #expect(copy.hashValue == Self.base.hashValue)
        #expect(Set([Self.base, copy]).count == 1)
    }

    @Test func aStateDifferingInOnePropertyIsAnotherElement() {
        let variants = [
            Self.base.with(\.frame, CGRect(x: 10, y: 20, width: 300, height: 401)),
            Self.base.with(\.alpha, 0.6),
            Self.base.with(\.cornerRadius, 0),
            Self.base.with(\.transform, .identity),
            Self.base.with(\.backgroundColor, nil),
            Self.base.with(\.additionalSafeAreaInsets, nil),
        ]
        for variant in variants {
            #expect(Set([Self.base, variant]).count == 2, "\(variant)")
        }
    }
}
