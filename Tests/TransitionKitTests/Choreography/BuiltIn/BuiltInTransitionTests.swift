import Foundation
import Testing
import TransitionKitGallery

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct BuiltInTransitionTests {
    @Test func namesAreTheDocumentedOnes() {
        #expect(
            BuiltInTransition.allCases.map(\.name) == [
                "zoom", "crossFade", "safeAreaMorph", "slide", "fade", "toolbarCrossFade", "toolbarMorph",
                "matchedZoom", "card",
            ])
        #expect(BuiltInTransition(rawValue: "slide") == .slide)
        #expect(BuiltInTransition(rawValue: "Slide") == nil)
        #expect(BuiltInTransition(rawValue: "") == nil)
    }

    @Test func samplePhoneIsAGridAndADetail() {
        let push = TransitionGeometry.samplePhone()
        #expect(push.containerBounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(push.from.toolbarFrame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(push.zoom.sourceFrame == CGRect(x: 16, y: 200, width: 114, height: 114))
        #expect(push.zoom.destinationFrame == CGRect(x: 0, y: 91, width: 390, height: 390))
        let pop = TransitionGeometry.samplePhone(operation: .pop)
        #expect(pop.from == push.to)
        #expect(pop.to == push.from)
        #expect(pop.zoom == push.zoom)
        let rtl = TransitionGeometry.samplePhone(layoutDirection: .rightToLeft)
        #expect(rtl.zoom.sourceFrame?.minX == 260)
        #expect(TransitionGeometry.samplePhone(detailToolbarHeight: .nan) == push)
        #expect(TransitionGeometry.samplePhone(detailToolbarHeight: -1) == push)
    }

    @Test func toolbarEntriesDrawTheirToolbars() {
        let crossFade = BuiltInTransition.toolbarCrossFade.samplePlan()
        #expect(crossFade.roles == [.fromView, .dimming, .shadow, .toView, .fromToolbar, .toToolbar])
        #expect(crossFade.state(of: .toToolbar, at: 0.5)?.frame.height == 44)
        #expect(crossFade.state(of: .toToolbar, at: 0.5)?.alpha == 0.5)
        let morph = BuiltInTransition.toolbarMorph.samplePlan(operation: .pop)
        #expect(morph.state(of: .toToolbar, at: 0.5)?.frame.height == 70)
        #expect(morph.state(of: .toView, at: 0)?.additionalSafeAreaInsets?.top == 96)
        #expect(BuiltInTransition.safeAreaMorph.samplePlan() == BuiltInTransition.toolbarMorph.samplePlan())
        #expect(BuiltInTransition.slide.samplePlan().element(for: .toToolbar) == nil)
    }

    @Test(arguments: BuiltInTransition.allCases)
    func samplePlansUseTheirStyle(transition: BuiltInTransition) {
        let plan = transition.samplePlan(layoutDirection: .rightToLeft)
        #expect(plan.duration == transition.style.duration)
        #expect(plan.timing == transition.style.timing)
        #expect(
            plan
                == transition.style.plan(
                    for: transition.sampleGeometry(layoutDirection: .rightToLeft),
                    toolbars: transition.toolbars))
    }

    @Test func sampleZoomZooms() {
        #expect(BuiltInTransition.zoom.samplePlan().element(for: .zoomSnapshot) != nil)
        #expect(
            BuiltInTransition.zoom.samplePlan(operation: .pop, layoutDirection: .rightToLeft).element(
                for: .zoomSnapshot) != nil)
    }
}
