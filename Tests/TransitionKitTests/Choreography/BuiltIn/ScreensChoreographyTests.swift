import Foundation
import Testing
import TransitionKitGestures

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A zoom's screens playing a simpler choreography while its flying view flies above them.
struct ScreensChoreographyTests {
    static let source = CGRect(x: 16, y: 200, width: 114, height: 114)
    static let destination = CGRect(x: 0, y: 120, width: 390, height: 390)
    static let zoom = TransitionGeometry.Zoom(
        sourceFrame: source, sourceCornerRadius: 12, destinationFrame: destination, destinationCornerRadius: 0
    )

    static func plan(_ style: TransitionStyle, _ operation: NavigationOperation) -> TransitionPlan? {
        style.plan(for: Fixtures.phone(operation, zoom: zoom))
    }

    /// The browser's tab tray: the screens cross-fade with no backdrop, the copy flies as the zoom's.
    @Test(arguments: Fixtures.operations)
    func aCrossFadeUnderTheFlyingView(operation: NavigationOperation) throws {
        let style = TransitionStyle.zoom.screens(.crossFade).backdrop(.clear)
        let plan = try #require(Self.plan(style, operation))
        let crossFade = try #require(
            TransitionStyle.crossFade.plan(for: Fixtures.phone(operation, zoom: Self.zoom)))
        let zoomPlan = try #require(Self.plan(.zoom, operation))
        #expect(plan.roles == [.fromView, .toView, .zoomSnapshot])
        #expect(plan.element(for: .fromView) == crossFade.element(for: .fromView))
        #expect(plan.element(for: .toView) == crossFade.element(for: .toView))
        #expect(plan.element(for: .zoomSnapshot) == zoomPlan.element(for: .zoomSnapshot))
        #expect(plan.duration == zoomPlan.duration)
        #expect(plan.timing == zoomPlan.timing)
    }

    @Test func theBackdropSitsAboveTheBackScreen() throws {
        let plan = try #require(Self.plan(.zoom.screens(.fade).backdrop(.blur(.dark)), .push))
        #expect(plan.roles == [.fromView, .blurBackdrop(.dark), .toView, .zoomSnapshot])
        let pop = try #require(Self.plan(.zoom.screens(.fade), .pop))
        #expect(pop.roles == [.fromView, .dimming, .toView, .zoomSnapshot])
        #expect(pop.element(for: .dimming)?.from.alpha == 0.3)
        #expect(pop.element(for: .dimming)?.to.alpha == 0)
    }

    @Test func aSlideKeepsItsOwnDimming() throws {
        let plan = try #require(Self.plan(.zoom.screens(.slide), .push))
        #expect(plan.roles.filter { $0 == .dimming }.count == 1)
        #expect(plan.roles.last == .zoomSnapshot)
    }

    @Test func aCardsScreensCrossFadeWithoutAMorph() throws {
        let plan = try #require(Self.plan(.card(cornerRadius: 16).screens(.crossFade), .push))
        #expect(plan.roles == [.fromView, .dimming, .toView])
        #expect(plan.element(for: .toView)?.from.frame == Fixtures.screen, "no morph from the card")
    }

    @Test func withoutASourceTheFallbackPlays() throws {
        let style = TransitionStyle.zoom.screens(.crossFade)
        let plan = try #require(style.plan(for: Fixtures.phone(.push)))
        #expect(plan.roles == [.fromView, .toView])
    }

    @Test func aChoreographyThatIsNotSimplerIsIgnoredWithADiagnostic() {
        var style = TransitionStyle.zoom
        let reports = Diagnostics.record {
            style = style.screens(.zoom)
            style = style.screens(.custom("flip"))
        }
        #expect(reports.count == 2)
        #expect(style == .zoom)
        let slide = Diagnostics.record { _ = TransitionStyle.slide.screens(.crossFade) }
        #expect(slide.count == 1, "a slide has no flying view")
    }
}
