import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A dismissed card settles exactly onto its source frame — width and height each on their own, as
/// the card's plan ends its pop — with the card's own corner radius; its springs start from the
/// screen as the drag left it (scaled in place, at rest).
@Suite struct CardSettleTests {
    let bounds = CGSize(width: 390, height: 844)
    let source = CGRect(x: 20, y: 100, width: 350, height: 200)

    func scene(card: Bool) -> DismissalScene {
        var scene = DismissalScene(
            screenFrame: CGRect(origin: .zero, size: bounds), sourceFrame: source, bounds: bounds,
            isCard: card)
        if card { scene.cardCornerRadius = 24 }
        return scene
    }

    var decision: DismissalDecision {
        DismissalPolicy.default.resolve(
            translation: CGPoint(x: 0, y: 260), velocity: CGPoint(x: 0, y: 900), bounds: bounds)
    }

    @Test func aDismissedCardLandsOnItsSourceFrameWithItsRadius() {
        let rest = scene(card: true).settledState(.dismiss, decision: decision, mapping: .card)
        #expect(rest.frame.size == source.size, "350 × 200: the source's width and height")
        #expect(rest.transform == Transform2D(translationX: 0, translationY: 200 - 422))
        let center = CGPoint(
            x: rest.frame.midX + rest.transform.translationX, y: rest.frame.midY + rest.transform.translationY
        )
        #expect(center == CGPoint(x: source.midX, y: source.midY), "(195, 200)")
        #expect(rest.cornerRadius == 24, "the card's own radius, unscaled")
    }

    @Test func aCardsPositionSpringStartsAtRestFromWhereTheScreenIs() {
        let scene = scene(card: true)
        let rest = scene.settledState(.dismiss, decision: decision, mapping: .card)
        let handOff = scene.handOff(to: rest, decision: decision, mapping: .card)
        #expect(handOff.position == RelativeVelocity(dx: 0, dy: 0), "scaled in place: the center was at rest")
        #expect(handOff.scale == 0)
    }

    @Test func aZoomStillLandsWidthOnWidthAtTheFingersVelocity() {
        let scene = scene(card: false)
        let rest = scene.settledState(.dismiss, decision: decision, mapping: .default)
        #expect(rest.frame == CGRect(origin: .zero, size: bounds))
        #expect(
            rest.transform
                == Transform2D(scaleX: 350.0 / 390, scaleY: 350.0 / 390, translationX: 0, translationY: -222))
        let handOff = scene.handOff(to: rest, decision: decision, mapping: .default)
        #expect(handOff.position == RelativeVelocity(dx: 0, dy: 900.0 / (-222 - 260)), "follows the finger")
    }
}
