import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The safe-area morph with a SwiftUI screen: the insets settle at the start and the
/// screen's frame carries the top inset's change instead, continuously at every progress.
struct TransitionPlanSettledInsetsTests {
    private func morph(_ operation: NavigationOperation) throws -> TransitionPlan {
        try #require(
            TransitionStyle.safeAreaMorph.plan(
                for: .samplePhone(operation: operation, detailToolbarHeight: 96)))
    }

    @Test func theArrivingScreensInsetsSettleAndItsFrameCarriesTheDifference() throws {
        let plan = try morph(.push)
        let before = try #require(plan.element(for: .toView))
        let start = try #require(before.from.additionalSafeAreaInsets)
        let end = try #require(before.to.additionalSafeAreaInsets)
        #expect(start.top == 44)
        #expect(end.top == 96)
        let after = try #require(plan.settlingSafeAreaInsets().element(for: .toView))
        #expect(after.from.additionalSafeAreaInsets == end)
        #expect(after.to == before.to)
        #expect(after.from.frame == before.from.frame.offsetBy(dx: 0, dy: -52))
        #expect(after.from.frame.size == after.to.frame.size, "no layout: the size never changes")
    }

    @Test func theContentsTopFollowsTheInsetsAtEveryProgress() throws {
        for operation in [NavigationOperation.push, .pop] {
            let plan = try morph(operation)
            let settled = plan.settlingSafeAreaInsets()
            let index = try #require(plan.roles.firstIndex(of: .toView))
            for step in 0...10 {
                let progress = Double(step) / 10
                let animated = plan.state(ofElementAt: index, at: progress)
                let moved = settled.state(ofElementAt: index, at: progress)
                let animatedTop = Double(animated.frame.minY) + (animated.additionalSafeAreaInsets?.top ?? 0)
                let movedTop = Double(moved.frame.minY) + (moved.additionalSafeAreaInsets?.top ?? 0)
                #expect(abs(animatedTop - movedTop) < 1e-9, "\(operation) at \(progress)")
                #expect(
                    moved.additionalSafeAreaInsets
                        == settled.element(for: .toView)?.to.additionalSafeAreaInsets)
            }
        }
    }

    @Test func plansWithoutAnInsetChangeAreUnchanged() throws {
        let slide = try #require(TransitionStyle.slide.plan(for: .samplePhone()))
        #expect(slide.settlingSafeAreaInsets().elements == slide.elements)
        let equalToolbars = try #require(TransitionStyle.safeAreaMorph.plan(for: .samplePhone()))
        #expect(equalToolbars.settlingSafeAreaInsets().elements == equalToolbars.elements)
        #expect(slide.settlingSafeAreaInsets().duration == slide.duration)
    }

    @Test func hostingControllersAndTheirSubclassesSettle() {
        let route = [
            "TransitionKit.RouteHostingController", "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_",
            "UIViewController",
        ]
        #expect(TransitionPlan.settlesSafeAreaInsets(classNames: route))
        #expect(TransitionPlan.settlesSafeAreaInsets(classNames: route.dropFirst()))
        #expect(
            !TransitionPlan.settlesSafeAreaInsets(classNames: [
                "App.DetailViewController", "UIViewController",
            ]))
        #expect(!TransitionPlan.settlesSafeAreaInsets(classNames: []))
    }
}
