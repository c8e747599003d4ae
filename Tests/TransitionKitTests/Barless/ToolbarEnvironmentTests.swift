import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct ToolbarEnvironmentTests {
    typealias Env = ToolbarEnvironment

    @Test func standardHeights() {
        #expect(Env(idiom: .phone).height == 44)
        #expect(Env(idiom: .pad).height == 50)
        #expect(Env(idiom: .phone, presentation: .sheet).height == 56)
        #expect(Env(idiom: .phone, verticalSizeClass: .compact).height == 32)
        #expect(Env(idiom: .other).height == 44)
        #expect(Env(idiom: .phone, verticalSizeClass: .unspecified).height == 44)
    }

    @Test func compactHeightWinsOverSheetOnPhone() {
        #expect(Env(idiom: .phone, presentation: .sheet, verticalSizeClass: .compact).height == 32)
    }

    @Test(arguments: Env.Presentation.allCases, Env.VerticalSizeClass.allCases)
    func padIsAlwaysFifty(presentation: Env.Presentation, sizeClass: Env.VerticalSizeClass) {
        #expect(Env(idiom: .pad, presentation: presentation, verticalSizeClass: sizeClass).height == 50)
    }

    @Test func customHeightWins() {
        #expect(Env(idiom: .pad, customHeight: 70).height == 70)
        #expect(Env(idiom: .phone, presentation: .sheet, customHeight: 20).height == 20)
        #expect(Env(customHeight: 0).height == 0)
    }

    @Test func negativeCustomHeightClampsToZero() {
        #expect(Env(customHeight: -10).height == 0)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteCustomHeightFallsBackToStandard(value: CGFloat) {
        #expect(Env(idiom: .phone, customHeight: value).height == 44)
        #expect(Env(idiom: .pad, customHeight: value).height == 50)
    }
}
