import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct SlideChoreographyTests {
    /// (operation, direction, progress, fromView.minX, toView.minX) on a 390 pt container.
    static let positions: [(NavigationOperation, TransitionLayoutDirection, Double, Double, Double)] = [
        (.push, .leftToRight, 0.5, -58.5, 195), (.push, .rightToLeft, 0.5, 58.5, -195),
        (.pop, .leftToRight, 0.5, 195, -58.5), (.pop, .rightToLeft, 0.5, -195, 58.5),
        (.push, .leftToRight, 0.25, -29.25, 292.5), (.push, .rightToLeft, 0.25, 29.25, -292.5),
        (.pop, .leftToRight, 0.25, 97.5, -87.75), (.pop, .rightToLeft, 0.25, -97.5, 87.75),
        (.push, .leftToRight, 0, 0, 390), (.push, .leftToRight, 1, -117, 0),
        (.pop, .leftToRight, 0, 0, -117), (.pop, .leftToRight, 1, 390, 0),
        (.push, .rightToLeft, 1, 117, 0), (.pop, .rightToLeft, 1, -390, 0),
    ]

    @Test(arguments: positions)
    func screensMoveByExactAmounts(
        operation: NavigationOperation, direction: TransitionLayoutDirection, progress: Double,
        fromX: Double, toX: Double
    ) {
        let plan = TransitionStyle.slide.plan(for: Fixtures.phone(operation, direction))
        let from = plan?.state(of: .fromView, at: progress)
        let to = plan?.state(of: .toView, at: progress)
        #expect(from.map { Double($0.frame.minX) } == fromX)
        #expect(to.map { Double($0.frame.minX) } == toX)
        #expect(from?.frame.size == Fixtures.screen.size)
        #expect(to?.frame.minY == 0)
        #expect(from?.alpha == 1)
        #expect(to?.alpha == 1)
    }

    @Test(arguments: Fixtures.cases.indices)
    func poppedScreenMovesTowardTheTrailingEdge(caseIndex: Int) {
        let (operation, direction) = Fixtures.cases[caseIndex]
        let plan = TransitionStyle.slide.plan(for: Fixtures.phone(operation, direction))
        let moving: Role = operation == .push ? .toView : .fromView
        // Push: the new screen arrives from the trailing side (x decreasing in LTR).
        // Pop: the popped screen leaves toward the trailing side (x increasing in LTR).
        let trailing = direction.leadingToTrailingSign * (operation == .push ? -1 : 1)
        var previous = plan?.state(of: moving, at: 0)?.frame.minX ?? .nan
        for progress in Fixtures.progresses.sorted().dropFirst() {
            let x = plan?.state(of: moving, at: progress)?.frame.minX ?? .nan
            #expect(Double(x - previous) * trailing > 0)
            previous = x
        }
    }

    @Test(arguments: Fixtures.operations)
    func rightToLeftMirrorsEveryFrame(operation: NavigationOperation) throws {
        let ltr = try #require(TransitionStyle.slide.plan(for: Fixtures.phone(operation, .leftToRight)))
        let rtl = try #require(TransitionStyle.slide.plan(for: Fixtures.phone(operation, .rightToLeft)))
        #expect(ltr.roles == rtl.roles)
        #expect(ltr.roles.count == 4)
        var differing = 0
        for progress in Fixtures.progresses {
            for role in ltr.roles {
                let left = try #require(ltr.state(of: role, at: progress))
                let right = try #require(rtl.state(of: role, at: progress))
                let mirrored = CGRect(
                    x: 390 - left.frame.maxX, y: left.frame.minY, width: left.frame.width,
                    height: left.frame.height)
                #expect(Fixtures.close(right.frame, mirrored), "\(role) at \(progress)")
                #expect(right.alpha == left.alpha)
                if !Fixtures.close(right.frame, left.frame) { differing += 1 }
            }
        }
        // The mirror is not trivial: mid-transition, the moving screens are on opposite sides.
        #expect(differing >= 2 * (Fixtures.progresses.count - 2))
    }

    @Test func dimmingAndShadowFollowThePush() {
        let plan = TransitionStyle.slide.plan(for: Fixtures.phone())
        #expect(plan?.roles == [.fromView, .dimming, .shadow, .toView])
        let dimming = plan?.state(of: .dimming, at: 0.5)
        #expect(dimming?.frame == Fixtures.screen)
        #expect(dimming?.alpha == 0.05)
        #expect(dimming?.backgroundColor == .black)
        #expect(plan?.state(of: .dimming, at: 1)?.alpha == 0.1)
        // The 16 pt shadow strip rides just outside the incoming screen's leading edge.
        let shadow = plan?.state(of: .shadow, at: 0.5)
        #expect(shadow?.frame == CGRect(x: 179, y: 0, width: 16, height: 844))
        #expect(shadow?.alpha == 0.5)
        #expect(plan?.state(of: .shadow, at: 1)?.frame == CGRect(x: -16, y: 0, width: 16, height: 844))
        let rtlShadow = TransitionStyle.slide.plan(for: Fixtures.phone(.push, .rightToLeft))?
            .state(of: .shadow, at: 0.5)
        #expect(rtlShadow?.frame == CGRect(x: 195, y: 0, width: 16, height: 844))
    }

    @Test func popClearsTheDimmingOverTheScreenBelow() {
        let plan = TransitionStyle.slide.plan(for: Fixtures.phone(.pop))
        #expect(plan?.roles == [.toView, .dimming, .shadow, .fromView])
        #expect(plan?.state(of: .dimming, at: 0)?.alpha == 0.1)
        #expect(plan?.state(of: .dimming, at: 1)?.alpha == 0)
    }

    @Test func offsetsUseTheContainerWidthAndKeepNonZeroOrigins() {
        let container = CGRect(x: 0, y: 0, width: 400, height: 800)
        let screen = CGRect(x: 0, y: 20, width: 400, height: 780)
        let geometry = TransitionGeometry(
            containerBounds: container, from: .init(frame: screen), to: .init(frame: screen))
        let plan = TransitionStyle.slide.plan(for: geometry)
        #expect(plan?.element(for: .toView)?.from.frame == screen.offsetBy(dx: 400, dy: 0))
        #expect(plan?.element(for: .fromView)?.to.frame == screen.offsetBy(dx: -120, dy: 0))
    }
}
