import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct PanBeginPolicyTests {
    let policy = PanBeginPolicy.default

    @Test func acceptsTouchOnlyWhenAPopIsPossible() {
        func accepts(stack: Int, running: Bool, x: CGFloat = 40, region: PanRegion = .fullWidth) -> Bool {
            policy.acceptsTouch(
                at: x, containerWidth: 390, region: region, layoutDirection: .leftToRight,
                stackCount: stack, isTransitionRunning: running)
        }
        #expect(accepts(stack: 2, running: false))
        #expect(!accepts(stack: 1, running: false))
        #expect(!accepts(stack: 0, running: false))
        #expect(!accepts(stack: 3, running: true))
        #expect(!accepts(stack: 3, running: false, x: 300, region: .leading(fraction: 0.5)))
    }

    @Test(arguments: TransitionLayoutDirection.allCases)
    func beginsOnHorizontalDragTowardTrailing(direction: TransitionLayoutDirection) {
        let s = CGFloat(direction.leadingToTrailingSign)
        #expect(
            policy.shouldBegin(
                velocity: CGPoint(x: 300 * s, y: 40), translation: .zero, layoutDirection: direction))
        #expect(
            !policy.shouldBegin(
                velocity: CGPoint(x: -300 * s, y: 40), translation: .zero, layoutDirection: direction))
        #expect(
            !policy.shouldBegin(
                velocity: CGPoint(x: 100 * s, y: 400), translation: .zero, layoutDirection: direction))
        #expect(
            !policy.shouldBegin(
                velocity: CGPoint(x: 100 * s, y: -100), translation: .zero, layoutDirection: direction))
    }

    @Test func fallsBackToTranslationWhenVelocityIsUnusable() {
        let t = CGPoint(x: 12, y: 2)
        #expect(policy.shouldBegin(velocity: .zero, translation: t, layoutDirection: .leftToRight))
        #expect(
            policy.shouldBegin(
                velocity: CGPoint(x: CGFloat.nan, y: 0), translation: t, layoutDirection: .leftToRight))
        #expect(!policy.shouldBegin(velocity: .zero, translation: .zero, layoutDirection: .leftToRight))
        #expect(
            !policy.shouldBegin(
                velocity: CGPoint(x: CGFloat.nan, y: 0), translation: CGPoint(x: CGFloat.infinity, y: 0),
                layoutDirection: .leftToRight))
    }

    @Test func dominanceIsTunableAndSanitized() {
        let strict = PanBeginPolicy(horizontalDominance: 2)
        #expect(
            !strict.shouldBegin(
                velocity: CGPoint(x: 300, y: 200), translation: .zero, layoutDirection: .leftToRight))
        #expect(
            strict.shouldBegin(
                velocity: CGPoint(x: 500, y: 200), translation: .zero, layoutDirection: .leftToRight))
        let broken = PanBeginPolicy(horizontalDominance: .nan)
        #expect(
            broken.shouldBegin(
                velocity: CGPoint(x: 300, y: 200), translation: .zero, layoutDirection: .leftToRight))
        #expect(
            !broken.shouldBegin(
                velocity: CGPoint(x: 200, y: 300), translation: .zero, layoutDirection: .leftToRight))
    }

    @Test func pushCatchingRunsTheOtherWay() {
        #expect(
            policy.shouldBegin(
                velocity: CGPoint(x: -300, y: 0), translation: .zero, layoutDirection: .leftToRight,
                operation: .push))
    }

    @Test(arguments: TransitionLayoutDirection.allCases)
    func navigationThatRefusesAPopKeepsThePanFromBeginning(direction: TransitionLayoutDirection) {
        let v = CGPoint(x: 300 * CGFloat(direction.leadingToTrailingSign), y: 0)
        #expect(policy.shouldBegin(velocity: v, translation: .zero, layoutDirection: direction))
        #expect(
            !policy.shouldBegin(
                velocity: v, translation: .zero, layoutDirection: direction, navigationAllowsPop: false))
    }

    @Test func anEdgePanTakesTouchesInABandAtTheContainersLeadingEdge() {
        func accepts(_ x: CGFloat, _ direction: TransitionLayoutDirection, width: CGFloat = 600) -> Bool {
            policy.acceptsTouch(
                at: x, containerWidth: width, activation: .edge(.leading), layoutDirection: direction,
                stackCount: 2, isTransitionRunning: false)
        }
        let band = PanBeginPolicy.leadingEdgeWidth
        #expect(accepts(0, .leftToRight) && accepts(band, .leftToRight))
        #expect(
            !accepts(band + 1, .leftToRight) && !accepts(-1, .leftToRight),
            "outside the band or the container")
        #expect(accepts(600, .rightToLeft) && accepts(600 - band, .rightToLeft))
        #expect(!accepts(600 - band - 1, .rightToLeft) && !accepts(601, .rightToLeft))
        #expect(!accepts(.nan, .leftToRight) && !accepts(10, .leftToRight, width: 0))
        #expect(accepts(10, .leftToRight, width: 12), "a container narrower than the band is all band")
        #expect(
            !policy.acceptsTouch(
                at: 5, containerWidth: 600, activation: .edge(.leading), layoutDirection: .leftToRight,
                stackCount: 1, isTransitionRunning: false), "nothing to pop")
    }

    @Test func aRegionPanTakesTouchesInItsRegion() {
        let accepts = { (x: CGFloat) in
            policy.acceptsTouch(
                at: x, containerWidth: 400, activation: .region(.leading(fraction: 0.5)),
                layoutDirection: .leftToRight, stackCount: 3, isTransitionRunning: false)
        }
        #expect(accepts(150) && !accepts(250))
    }
}
