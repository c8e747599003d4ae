import Foundation
import Testing

@testable import TransitionKit

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

    static let automaticCases: [(CGFloat?, CGFloat?, ToolbarTransition)] = [
        (44, 44, .crossFade), (44, 44.005, .crossFade), (44, 44.02, .morph), (44, 56, .morph),
        (56, 44, .morph), (44, nil, .crossFade), (nil, 44, .crossFade), (nil, nil, .none),
        (44, .nan, .crossFade), (0, 44, .crossFade),
    ]

    @Test(arguments: automaticCases)
    func automaticRuleMatchesHeights(from: CGFloat?, to: CGFloat?, expected: ToolbarTransition) {
        #expect(ToolbarTransition.automatic(for: Self.geometry(from: from, to: to)) == expected)
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
        let elements = ToolbarTransition.morph.elements(for: Self.geometry(from: 44, to: 56))
        #expect(elements.map(\.from.frame.height) == [44, 44])
        #expect(elements.map(\.to.frame.height) == [56, 56])
        #expect(elements.map(\.from.alpha) == [1, 0])
        #expect(elements.map(\.to.alpha) == [0, 1])
    }

    @Test func aSingleToolbarFadesAloneEvenWhenMorphing() {
        let onlyTo = ToolbarTransition.morph.elements(for: Self.geometry(from: nil, to: 56))
        #expect(onlyTo.map(\.role) == [.toToolbar])
        #expect(
            onlyTo.first?.from == VisualState(frame: CGRect(x: 0, y: 47, width: 390, height: 56), alpha: 0))
        let onlyFrom = ToolbarTransition.morph.elements(for: Self.geometry(from: 44, to: nil))
        #expect(onlyFrom.map(\.role) == [.fromToolbar])
        #expect(onlyFrom.first?.to.alpha == 0)
        #expect(ToolbarTransition.none.elements(for: Self.geometry(from: 44, to: 56)).isEmpty)
        #expect(ToolbarTransition.crossFade.elements(for: Self.geometry(from: nil, to: nil)).isEmpty)
    }
}
