import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct ToolbarTransitionTests {
    static func geometry(from: CGFloat?, to: CGFloat?) -> TransitionGeometry {
        var geometry = Fixtures.phone()
        geometry.from.toolbarFrame = from.map { CGRect(x: 0, y: 47, width: 390, height: $0) }
        geometry.to.toolbarFrame = to.map { CGRect(x: 0, y: 47, width: 390, height: $0) }
        return geometry
    }

    @Test func crossFadeKeepsFramesAndSwapsAlpha() {
        let elements = ToolbarTransition.crossFade.elements(for: Self.geometry(from: 44, to: 56))
        let fromFrame = CGRect(x: 0, y: 47, width: 390, height: 44)
        let toFrame = CGRect(x: 0, y: 47, width: 390, height: 56)
        #expect(
            elements == [
                .init(
                    role: .fromToolbar, from: VisualState(frame: fromFrame),
                    to: VisualState(frame: fromFrame, alpha: 0)),
                .init(
                    role: .toToolbar, from: VisualState(frame: toFrame, alpha: 0),
                    to: VisualState(frame: toFrame)),
            ])
    }

    @Test func morphMovesBothToolbarsBetweenTheTwoFrames() {
        let elements = ToolbarTransition.heightMorph.elements(for: Self.geometry(from: 44, to: 56))
        #expect(elements.map(\.from.frame.height) == [44, 44])
        #expect(elements.map(\.to.frame.height) == [56, 56])
        #expect(elements.map(\.from.alpha) == [1, 0])
        #expect(elements.map(\.to.alpha) == [0, 1])
    }

    @Test func aSingleToolbarGrowsFromOrShrinksToNothingWhenMorphing() {
        let onlyTo = ToolbarTransition.heightMorph.elements(for: Self.geometry(from: nil, to: 56))
        #expect(
            onlyTo == [
                .init(
                    role: .toToolbar,
                    from: VisualState(frame: CGRect(x: 0, y: 47, width: 390, height: 0), alpha: 0),
                    to: VisualState(frame: CGRect(x: 0, y: 47, width: 390, height: 56)))
            ])
        let onlyFrom = ToolbarTransition.heightMorph.elements(for: Self.geometry(from: 44, to: nil))
        #expect(onlyFrom.map(\.role) == [.fromToolbar])
        #expect(
            onlyFrom.first?.to == VisualState(frame: CGRect(x: 0, y: 47, width: 390, height: 0), alpha: 0))
    }

    @Test func aSingleToolbarFadesInPlaceWhenCrossFading() {
        let onlyTo = ToolbarTransition.crossFade.elements(for: Self.geometry(from: nil, to: 56))
        #expect(
            onlyTo.first?.from == VisualState(frame: CGRect(x: 0, y: 47, width: 390, height: 56), alpha: 0))
    }

    @Test func noneOrNoToolbarsGiveNoElements() {
        #expect(ToolbarTransition.noToolbars.elements(for: Self.geometry(from: 44, to: 56)).isEmpty)
        #expect(ToolbarTransition.crossFade.elements(for: Self.geometry(from: nil, to: nil)).isEmpty)
        #expect(ToolbarTransition.heightMorph.elements(for: Self.geometry(from: .nan, to: 0)).isEmpty)
    }
}
