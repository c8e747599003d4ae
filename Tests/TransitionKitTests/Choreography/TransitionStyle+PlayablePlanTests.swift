import Foundation
import Testing

@testable import TransitionKit

struct TransitionStylePlayablePlanTests {
    static let planless: [TransitionStyle] = [.system, .custom("flip")]
    static let toolbars: [ToolbarTransition?] = [nil, ToolbarTransition.noToolbars, .crossFade, .heightMorph]

    @Test(arguments: planless, toolbars)
    func systemAndCustomPlayTheDefaultCrossFade(style: TransitionStyle, toolbars: ToolbarTransition?) throws {
        for operation in [NavigationOperation.push, .pop] {
            let geometry = TransitionGeometry.samplePhone(operation: operation, detailToolbarHeight: 56)
            let plan = style.playablePlan(for: geometry, toolbars: toolbars)
            #expect(plan == TransitionStyle.crossFade.plan(for: geometry, toolbars: toolbars))
            #expect(plan.duration == 0.3)
            #expect(plan.timing == .curve(.easeInOut))
            let roles = plan.roles
            #expect(roles.contains(.fromView) && roles.contains(.toView))
            #expect(
                roles.contains(.toToolbar) == (toolbars != nil && toolbars != ToolbarTransition.noToolbars))
        }
    }

    @Test(arguments: BuiltInTransition.allCases)
    func builtInStylesPlayTheirOwnPlan(transition: BuiltInTransition) {
        let geometry = transition.sampleGeometry(operation: .push, layoutDirection: .leftToRight)
        let style = transition.style
        #expect(
            style.playablePlan(for: geometry, toolbars: .crossFade)
                == style.plan(for: geometry, toolbars: .crossFade))
        #expect(style.playablePlan(for: geometry) == style.plan(for: geometry))
    }

    @Test func aCustomisedStyleKeepsItsDurationAndTiming() {
        let geometry = TransitionGeometry.samplePhone()
        let plan = TransitionStyle.slide(duration: 0.5, timing: .curve(.linear)).playablePlan(for: geometry)
        #expect(plan.duration == 0.5)
        #expect(plan.timing == .curve(.linear))
    }
}
