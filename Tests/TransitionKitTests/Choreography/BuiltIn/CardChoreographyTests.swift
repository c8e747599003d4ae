import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct CardChoreographyTests {
    static let source = CGRect(x: 16, y: 200, width: 114, height: 114)
    static let zoom = TransitionGeometry.Zoom(sourceFrame: source, sourceCornerRadius: 12)

    static func plan(
        _ operation: NavigationOperation, _ direction: TransitionLayoutDirection = .leftToRight,
        zoom: TransitionGeometry.Zoom = zoom, cornerRadius: Double = 16
    ) -> TransitionPlan? {
        TransitionStyle.card(cornerRadius: cornerRadius).plan(
            for: Fixtures.phone(operation, direction, zoom: zoom))
    }

    @Test func styleIsTheCardKindTimedAsTheZoom() {
        let card = TransitionStyle.card(cornerRadius: 16)
        #expect(card.kind == .card)
        #expect(card.kind.growsFromSource)
        #expect(TransitionStyle.zoom.kind.growsFromSource)
        #expect(!TransitionStyle.slide.kind.growsFromSource)
        #expect(card.timing == TransitionStyle.zoom.timing)
        #expect(card.duration == TransitionStyle.zoom.duration)
    }

    /// The screen itself is clipped to a rect going from the card's frame to the screen's, width
    /// and height each linearly (114 → 390 and 114 → 844: non-uniform), the radius 16 → 0; it is
    /// never scaled, faded or snapshotted.
    @Test func pushClipsTheOpaqueScreenToAMorphingRoundedRect() {
        let plan = Self.plan(.push)
        #expect(plan?.roles == [.fromView, .dimming, .toView])
        let start = plan?.state(of: .toView, at: 0)
        #expect(start?.frame == Self.source)
        #expect(start?.cornerRadius == 16)
        #expect(start?.alpha == 1)
        #expect(start?.transform == .identity)
        let middle = plan?.state(of: .toView, at: 0.5)
        #expect(middle?.frame == CGRect(x: 8, y: 100, width: 252, height: 479))
        #expect(middle?.cornerRadius == 8)
        #expect(middle?.alpha == 1)
        #expect(middle?.transform == .identity)
        #expect(plan?.state(of: .toView, at: 1) == VisualState(frame: Fixtures.screen))
        #expect(plan?.state(of: .dimming, at: 0)?.alpha == 0)
        #expect(plan?.state(of: .dimming, at: 0.5)?.alpha == 0.15)
        #expect(plan?.state(of: .dimming, at: 1)?.alpha == 0.3)
        #expect(plan?.element(for: .fromView)?.from == VisualState(frame: Fixtures.screen))
        #expect(plan?.element(for: .fromView)?.to == VisualState(frame: Fixtures.screen))
    }

    /// The dismissal is the presentation backwards, into the source re-read then; the dismissed
    /// screen leaves on top.
    @Test func popShrinksBackIntoTheSourceReadAtPopTime() {
        let scrolled = CGRect(x: 146, y: 420, width: 114, height: 114)
        let plan = Self.plan(.pop, zoom: .init(sourceFrame: scrolled))
        #expect(plan?.roles == [.toView, .dimming, .fromView])
        #expect(plan?.state(of: .fromView, at: 0) == VisualState(frame: Fixtures.screen))
        let middle = plan?.state(of: .fromView, at: 0.5)
        #expect(middle?.frame == CGRect(x: 73, y: 210, width: 252, height: 479))
        #expect(middle?.cornerRadius == 8)
        #expect(plan?.state(of: .fromView, at: 1) == VisualState(frame: scrolled, cornerRadius: 16))
        #expect(plan?.state(of: .dimming, at: 0)?.alpha == 0.3)
        #expect(plan?.state(of: .dimming, at: 1)?.alpha == 0)
        #expect(plan?.state(of: .toView, at: 0.5) == VisualState(frame: Fixtures.screen))
    }

    /// Right-to-left moves nothing by itself: the source frame is measured in the container, so a
    /// mirrored card (x 260) gives the mirrored morph.
    @Test(arguments: [NavigationOperation.push, .pop])
    func rightToLeftFollowsTheMirroredSource(operation: NavigationOperation) {
        let mirrored = CGRect(x: 260, y: 200, width: 114, height: 114)
        let plan = Self.plan(operation, .rightToLeft, zoom: .init(sourceFrame: mirrored))
        let screen: Role = operation == .push ? .toView : .fromView
        #expect(plan?.state(of: screen, at: 0.5)?.frame == CGRect(x: 130, y: 100, width: 252, height: 479))
        let cardEnd = operation == .push ? 0.0 : 1.0
        #expect(plan?.state(of: screen, at: cardEnd) == VisualState(frame: mirrored, cornerRadius: 16))
    }

    @Test(arguments: [Double.nan, -4, -.infinity, .infinity, 0])
    func aRadiusThatIsNotFiniteOrNegativeIsSquare(radius: Double) {
        let plan = Self.plan(.push, cornerRadius: radius)
        #expect(plan?.state(of: .toView, at: 0) == VisualState(frame: Self.source))
    }

    /// The source view's own radius (12) gives way to the card's.
    @Test func theCardsRadiusWinsOverTheSourcesOwn() {
        #expect(Self.plan(.push, cornerRadius: 30)?.state(of: .toView, at: 0)?.cornerRadius == 30)
    }

    @Test(arguments: ZoomChoreographyTests.unusableSources, Fixtures.operations)
    func unusableSourceFallsBackToTheCrossFade(source: CGRect?, operation: NavigationOperation) {
        let style = TransitionStyle.card(cornerRadius: 16)
        let geometry = Fixtures.phone(operation, zoom: .init(sourceFrame: source))
        let crossFade = TransitionStyle.crossFade.duration(style.duration).timing(style.timing).plan(
            for: geometry)
        #expect(style.plan(for: geometry) == crossFade)
    }

    @Test(arguments: [true, false])
    func reduceMotionPlaysTheCrossFade(reduceMotion: Bool) {
        let style = TransitionStyle.card(cornerRadius: 16)
        let played = MotionPreferences(reduceMotion: reduceMotion).resolve(style)
        #expect(played == (reduceMotion ? .crossFade : style))
        #expect(
            MotionPreferences(reduceMotion: true).resolve(style.reduceMotion(playsAsDesigned: true)).kind
                == .card)
    }

    @Test func theLibraryPlaysIt() {
        let decision = TransitionDecision.decide(
            style: .card(cornerRadius: 16), operation: .push, layoutDirection: .leftToRight,
            preferences: .standard)
        #expect(decision.player == .library)
        #expect(decision.style?.kind == .card)
    }
}
