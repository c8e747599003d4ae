import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct ToolbarLayoutTests {
    @Test func toolbarSitsAtTopOfSafeArea() {
        let layout = ToolbarLayout(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaTop: 47, height: 44)
        #expect(layout.toolbarFrame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(layout.backgroundFrame == CGRect(x: 0, y: 0, width: 390, height: 91))
        #expect(layout.contentFrame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(layout.additionalSafeAreaTop == 44)
    }

    @Test func landscapeInsetsContentBySideSafeArea() {
        let layout = ToolbarLayout(
            bounds: CGRect(x: 0, y: 0, width: 844, height: 390), safeAreaTop: 0, safeAreaLeft: 47,
            safeAreaRight: 47, environment: ToolbarEnvironment(idiom: .phone, verticalSizeClass: .compact))
        #expect(layout.toolbarFrame == CGRect(x: 0, y: 0, width: 844, height: 32))
        #expect(layout.contentFrame == CGRect(x: 47, y: 0, width: 750, height: 32))
        #expect(layout.additionalSafeAreaTop == 32)
    }

    @Test func boundsOriginIsRespected() {
        let layout = ToolbarLayout(
            bounds: CGRect(x: 10, y: 20, width: 300, height: 500), safeAreaTop: 5, height: 50)
        #expect(layout.toolbarFrame == CGRect(x: 10, y: 25, width: 300, height: 50))
        #expect(layout.backgroundFrame == CGRect(x: 10, y: 20, width: 300, height: 55))
    }

    @Test func sheetEnvironmentGivesFiftySix() {
        let layout = ToolbarLayout(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 800), safeAreaTop: 0,
            environment: ToolbarEnvironment(idiom: .phone, presentation: .sheet))
        #expect(layout.toolbarFrame.height == 56)
        #expect(layout.additionalSafeAreaTop == 56)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteBoundsBecomeZero(value: CGFloat) {
        let layout = ToolbarLayout(
            bounds: CGRect(x: 0, y: 0, width: value, height: 100), safeAreaTop: 20, height: 44)
        #expect(layout.toolbarFrame == CGRect(x: 0, y: 20, width: 0, height: 44))
        #expect(layout.additionalSafeAreaTop == 44)
    }

    @Test func negativeBoundsSizeClampsToZeroKeepingOrigin() {
        let layout = ToolbarLayout(
            bounds: CGRect(origin: CGPoint(x: 5, y: 6), size: CGSize(width: -100, height: -50)),
            safeAreaTop: 0, height: 44)
        #expect(layout.toolbarFrame == CGRect(x: 5, y: 6, width: 0, height: 44))
        #expect(layout.contentFrame == CGRect(x: 5, y: 6, width: 0, height: 44))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -5])
    func badHeightOrInsetsBecomeZero(value: CGFloat) {
        let layout = ToolbarLayout(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), safeAreaTop: value, safeAreaLeft: value,
            safeAreaRight: value, height: value)
        #expect(layout.toolbarFrame == CGRect(x: 0, y: 0, width: 100, height: 0))
        #expect(layout.contentFrame == CGRect(x: 0, y: 0, width: 100, height: 0))
        #expect(layout.additionalSafeAreaTop == 0)
    }

    @Test func sideInsetsWiderThanBoundsGiveEmptyContent() {
        let layout = ToolbarLayout(
            bounds: CGRect(x: 0, y: 0, width: 60, height: 100), safeAreaTop: 0, safeAreaLeft: 50,
            safeAreaRight: 50, height: 44)
        #expect(layout.contentFrame == CGRect(x: 50, y: 0, width: 0, height: 44))
    }

    @Test func heightIsNotLimitedByBounds() {
        let layout = ToolbarLayout(bounds: .zero, safeAreaTop: 0, height: 44)
        #expect(layout.toolbarFrame == CGRect(x: 0, y: 0, width: 0, height: 44))
        #expect(layout.additionalSafeAreaTop == 44)
    }
}
