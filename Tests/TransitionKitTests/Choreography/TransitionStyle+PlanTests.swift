import Foundation
import Testing
import TransitionKitGallery

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct TransitionStylePlanTests {
    static let builtIns = BuiltInTransition.allCases

    @Test func systemAndCustomHaveNoPlan() {
        #expect(TransitionStyle.system.plan(for: .samplePhone()) == nil)
        #expect(TransitionStyle.custom("flip").plan(for: .samplePhone()) == nil)
    }

    @Test(arguments: builtIns, Fixtures.cases.indices)
    func destinationEndsAtRestAndEndPointsAreExact(transition: BuiltInTransition, caseIndex: Int) {
        let (operation, direction) = Fixtures.cases[caseIndex]
        let geometry = transition.sampleGeometry(operation: operation, layoutDirection: direction)
        let plan = transition.plan(for: geometry)
        #expect(plan.roles.filter { $0 == .toView }.count == 1)
        #expect(plan.roles.filter { $0 == .fromView }.count == 1)
        for evaluation in [TransitionPlan.Evaluation.running, .scrubbing] {
            for (index, element) in plan.elements.enumerated() {
                #expect(plan.state(ofElementAt: index, at: 0, evaluation: evaluation) == element.from)
                #expect(plan.state(ofElementAt: index, at: 1, evaluation: evaluation) == element.to)
            }
        }
        let toEnd = plan.element(for: .toView)?.to
        #expect(toEnd?.frame == geometry.to.frame)
        #expect(toEnd?.alpha == 1)
        #expect(toEnd?.transform == .identity)
        #expect(toEnd?.cornerRadius == 0)
        #expect(
            toEnd?.additionalSafeAreaInsets == nil
                || toEnd?.additionalSafeAreaInsets == geometry.to.additionalSafeAreaInsets)
        if let toolbar = plan.element(for: .toToolbar)?.to {
            #expect(toolbar.frame == geometry.to.toolbarFrame)
            #expect(toolbar.alpha == 1)
        }
        // The source never changes insets.
        #expect(plan.element(for: .fromView)?.to.additionalSafeAreaInsets == nil)
        // The destination is drawn above the source, except when a pop plays a push backwards
        // and the popped screen leaves on top.
        let order = plan.roles
        let popsOnTop: Set<BuiltInTransition> = [
            .zoom, .matchedZoom, .card, .slide, .safeAreaMorph, .toolbarCrossFade, .toolbarMorph,
        ]
        let toAbove = operation == .push || !popsOnTop.contains(transition)
        if let from = order.firstIndex(of: .fromView), let to = order.firstIndex(of: .toView) {
            #expect((from < to) == toAbove)
        }
    }

    @Test(arguments: builtIns)
    func everyStateIsFiniteEvenWithSpringOvershoot(transition: BuiltInTransition) {
        for (operation, direction) in Fixtures.cases {
            let plan = transition.samplePlan(operation: operation, layoutDirection: direction)
            for progress in Fixtures.progresses {
                for evaluation in [TransitionPlan.Evaluation.running, .scrubbing] {
                    plan.forEachState(at: progress, evaluation: evaluation) { _, state in
                        #expect(Fixtures.isFinite(state))
                    }
                }
            }
        }
    }

    /// Zoom and slide pops are the push at 1 − p with sides swapped.
    @Test(arguments: [TransitionStyle.zoom, .slide], Fixtures.directions)
    func popIsThePushPlayedBackwards(style: TransitionStyle, direction: TransitionLayoutDirection) {
        let pop = TransitionGeometry.samplePhone(operation: .pop, layoutDirection: direction)
        guard let popPlan = style.plan(for: pop), let pushPlan = style.plan(for: pop.swappingScreens) else {
            Issue.record("built-in styles have plans")
            return
        }
        #expect(popPlan.roles == pushPlan.roles.map(\.swappingSides))
        for progress in Fixtures.progresses {
            for role in pushPlan.roles {
                guard let popped = popPlan.state(of: role.swappingSides, at: progress),
                    let pushed = pushPlan.state(of: role, at: 1 - progress)
                else {
                    Issue.record("missing \(role)")
                    continue
                }
                #expect(Fixtures.close(popped, pushed))
            }
        }
    }

    @Test func unusableContainerStillGivesALawfulPlan() {
        var geometry = Fixtures.phone()
        geometry.containerBounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 0)
        geometry.to.frame = .zero
        geometry.from.frame = .zero
        for transition in Self.builtIns {
            let plan = transition.plan(for: geometry)
            let end = plan.element(for: .toView)?.to
            #expect(end?.frame == .zero)
            #expect(end?.alpha == 1)
            for progress in Fixtures.progresses {
                plan.forEachState(at: progress) { _, state in #expect(Fixtures.isFinite(state)) }
            }
        }
    }

    @Test func explicitToolbarsOverrideTheKindsOwn() {
        let geometry = TransitionGeometry.samplePhone(detailToolbarHeight: 96)
        let noToolbars = TransitionStyle.safeAreaMorph.plan(
            for: geometry, toolbars: ToolbarTransition.noToolbars)
        #expect(noToolbars?.element(for: .fromToolbar) == nil)
        let slideWithToolbars = TransitionStyle.slide.plan(for: geometry, toolbars: .crossFade)
        #expect(slideWithToolbars?.roles.suffix(2) == [.fromToolbar, .toToolbar])
        #expect(TransitionStyle.slide.plan(for: geometry)?.element(for: .toToolbar) == nil)
    }
}
