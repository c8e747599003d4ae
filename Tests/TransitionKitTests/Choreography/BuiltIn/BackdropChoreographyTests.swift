import Foundation
import Testing
import TransitionKitGestures

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The zoom's and card's backdrop: none, a dimming in a color at a strength, or a blur, grown
/// from nothing by the push and taken back to nothing by the pop.
struct BackdropChoreographyTests {
    static let source = CGRect(x: 16, y: 200, width: 114, height: 114)
    static let zoom = TransitionGeometry.Zoom(sourceFrame: source, sourceCornerRadius: 12)

    static func plan(_ style: TransitionStyle, _ operation: NavigationOperation) -> TransitionPlan? {
        style.plan(for: Fixtures.phone(operation, zoom: zoom))
    }

    @Test(arguments: [TransitionStyle.zoom, .card(cornerRadius: 16)])
    func theDefaultIsTheZoomsOwnDimming(style: TransitionStyle) throws {
        let plan = try #require(Self.plan(style, .push))
        let dimming = try #require(plan.element(for: .dimming))
        #expect(dimming.from.alpha == 0)
        #expect(dimming.to.alpha == 0.3)
        #expect(dimming.to.backgroundColor == .black)
        // Chosen again, the default plays the same plan; the style remembers the choice, which a
        // drag away shows instead of its mapping's backdrop.
        for operation in Fixtures.operations {
            #expect(Self.plan(style.backdrop(.dimming(0.3)), operation) == Self.plan(style, operation))
        }
        #expect(style.backdrop(.dimming(0.3)).backdropChoice == style.backdropChoice)
        #expect(style.chosenBackdrop == nil && style.backdrop(.dimming(0.3)).chosenBackdrop == .dimming(0.3))
    }

    @Test(arguments: [TransitionStyle.zoom, .card(cornerRadius: 16)])
    func aClearBackdropAddsNothingBetweenTheScreens(style: TransitionStyle) throws {
        for operation in Fixtures.operations {
            let plan = try #require(Self.plan(style.backdrop(.clear), operation))
            #expect(!plan.roles.contains(.dimming), "\(operation)")
            #expect(plan.roles.contains(.toView))
        }
    }

    @Test func aTintedBackdropGrowsToItsStrengthInItsColor() throws {
        let white = RGBA(red: 1, green: 1, blue: 1)
        let plan = try #require(Self.plan(.zoom.backdrop(.dimming(white, strength: 0.6)), .push))
        #expect(plan.roles == [.fromView, .dimming, .toView, .zoomSnapshot])
        let dimming = try #require(plan.element(for: .dimming))
        #expect(dimming.from.alpha == 0)
        #expect(dimming.to.alpha == 0.6)
        #expect(dimming.to.backgroundColor == white)
        #expect(dimming.to.frame == Fixtures.screen)
    }

    @Test func aBlurBackdropIsABlurViewBetweenTheScreens() throws {
        let plan = try #require(Self.plan(.card(cornerRadius: 16).backdrop(.blur(.light)), .push))
        #expect(plan.roles == [.fromView, .blurBackdrop(.light), .toView])
        let blur = try #require(plan.element(for: .blurBackdrop(.light)))
        #expect(blur.from.alpha == 0)
        #expect(blur.to.alpha == 1)
        #expect(blur.to.backgroundColor == nil)
        #expect(Role.blurBackdrop(.light).description == "snapshot.backdrop.blur.light")
        #expect(BlurStyle(backdropRole: .blurBackdrop(.systemMaterial)) == .systemMaterial)
        #expect(BlurStyle(backdropRole: .dimming) == nil)
        #expect(BlurStyle(backdropRole: .zoomSnapshot) == nil)
    }

    /// The pop ends with nothing left to vanish: the backdrop is at 0 when the transition ends.
    @Test(arguments: [DismissalBackdrop.dimming(0.3), .dimming(.white, strength: 0.6), .blur(.dark)])
    func thePopTakesTheBackdropBackToNothing(backdrop: DismissalBackdrop) throws {
        for style in [TransitionStyle.zoom, .card(cornerRadius: 16)] {
            let plan = try #require(Self.plan(style.backdrop(backdrop), .pop))
            let element = try #require(
                plan.elements.first { $0.role == .dimming || BlurStyle(backdropRole: $0.role) != nil })
            #expect(element.from.alpha == backdrop.strength)
            #expect(element.to.alpha == 0)
        }
    }

    @Test(arguments: [-0.5, 1.5, Double.nan, .infinity])
    func aStrengthOutsideTheRangeIsClampedAndReported(strength: Double) throws {
        var style = TransitionStyle.zoom
        let reports = Diagnostics.record { style = style.backdrop(.dimming(strength)) }
        #expect(reports.count == 1, "one report for \(strength)")
        let plan = try #require(Self.plan(style, .push))
        let alpha = try #require(plan.element(for: .dimming)?.to.alpha)
        #expect(alpha == (strength > 1 && strength.isFinite ? 1 : 0))
        #expect(alpha.isFinite)
    }

    @Test func otherKindsIgnoreTheBackdropWithADiagnostic() throws {
        var style = TransitionStyle.crossFade
        let reports = Diagnostics.record { style = style.backdrop(.blur(.light)) }
        #expect(reports.count == 1)
        let plan = try #require(style.plan(for: Fixtures.phone(.push, zoom: Self.zoom)))
        #expect(plan.roles == [.fromView, .toView])
    }
}
