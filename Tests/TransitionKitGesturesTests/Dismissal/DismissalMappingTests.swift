import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The finger → zoomed screen mapping: linear shrink to the minimum scale over the
/// distance, a scroll-view rubber band past it, corners and backdrop following the scale.
struct DismissalMappingTests {
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func halfTheDistanceIsHalfTheShrink() {
        let mapping = DismissalMapping.default
        let state = mapping.screenState(frame: screen, translation: CGPoint(x: 0, y: 200))
        #expect(state.frame == screen)
        #expect(state.transform == Transform2D(scaleX: 0.8, scaleY: 0.8, translationX: 0, translationY: 200))
        #expect(close(state.cornerRadius, 16))
        #expect(close(mapping.backdropFraction(scale: 0.8), 0.5))
        #expect(mapping.backdrop.alpha(at: 0.5) == 0.15)
    }

    @Test func theWholeDistanceReachesTheMinimumInAnyDirection() {
        let mapping = DismissalMapping.default
        #expect(mapping.scale(translation: CGPoint(x: 240, y: -320)) == 0.6)
        let state = mapping.screenState(frame: screen, translation: CGPoint(x: 240, y: -320))
        #expect(state.cornerRadius == 32)
        #expect(mapping.backdropFraction(scale: 0.6) == 0)
    }

    @Test func pastTheDistanceTheScaleRubberBandsLikeAScrollView() {
        // REFERENCE §8.4: b(50, 390) = 25.688623 — here x = 0.05 of scale past m = 0.39.
        let mapping = DismissalMapping(minimumScale: 0.39)
        let scale = mapping.scale(translation: CGPoint(x: 0, y: 400 * (1 + 0.05 / 0.61)))
        #expect(abs(scale - (0.39 - 0.025688623)) < 1e-9)
        #expect(
            abs(DismissalMapping.default.scale(translation: CGPoint(x: 0, y: 800)) - 0.4390243902439024)
                < 1e-12)
        #expect(DismissalMapping.default.scale(translation: CGPoint(x: 0, y: 1e6)) > 0, "never reaches 0")
    }

    @Test func aPinchMultipliesTheScaleButNeverGrowsIt() {
        let mapping = DismissalMapping.default
        #expect(mapping.scale(translation: .zero, pinchScale: 0.5) == 0.5)
        #expect(mapping.scale(translation: CGPoint(x: 0, y: 200), pinchScale: 0.5) == 0.4)
        #expect(mapping.scale(translation: .zero, pinchScale: 1.5) == 1)
    }

    @Test func scalingInPlaceIgnoresWhereTheFingerIs() {
        let card = DismissalMapping(minimumScale: 0.8, followsFinger: false)
        let state = card.screenState(frame: screen, translation: CGPoint(x: 50, y: 200))
        #expect(state.transform.translationX == 0 && state.transform.translationY == 0)
        #expect(abs(state.transform.scaleX - (1 - 0.2 * 206.155281280883 / 400)) < 1e-9)
    }

    /// The card's default (the card: "dragged back by scaling in place"): 0.85 over
    /// 200 pt, 16 pt corners, the center where it rests whichever way the finger goes.
    @Test func theCardScalesInPlaceWithRoundingCorners() {
        let card = DismissalMapping.card
        #expect(card.followedAxes.isEmpty && !card.shrinksTowardSource)
        #expect(card.minimumScale == 0.85 && card.distance == 200 && card.cornerRadius == 16)
        #expect(card.backdrop == .dimming(0.3))
        let down = card.screenState(frame: screen, translation: CGPoint(x: 0, y: 100))
        #expect(down.frame == screen)
        #expect(down.transform.translationX == 0 && down.transform.translationY == 0)
        #expect(close(down.transform.scaleX, 0.925) && down.transform.scaleY == down.transform.scaleX)
        #expect(close(down.cornerRadius, 8), "16 · (1 − 0.925) / 0.15")
        #expect(close(card.backdropFraction(scale: down.transform.scaleX), 0.5))
        // 120 right and 160 up: 200 pt away, the minimum reached; still in place.
        let corner = card.screenState(frame: screen, translation: CGPoint(x: 120, y: -160))
        #expect(corner.transform == Transform2D(scaleX: 0.85, scaleY: 0.85, translationX: 0, translationY: 0))
        #expect(corner.cornerRadius == 16)
        #expect(card.screenState(frame: screen, translation: .zero) == VisualState(frame: screen))
    }

    @Test func shrinkingTowardTheSourceMovesTheCenterByTheShrinkFraction() {
        let mapping = DismissalMapping(shrinksTowardSource: true)
        let source = CGRect(x: 20, y: 100, width: 100, height: 100)
        let state = mapping.screenState(frame: screen, translation: CGPoint(x: 0, y: 200), source: source)
        #expect(close(state.transform.translationX, -62.5), "(70 − 195) · 0.5")
        #expect(close(state.transform.translationY, 64), "200 + (150 − 422) · 0.5")
        let without = mapping.screenState(frame: screen, translation: CGPoint(x: 0, y: 200))
        #expect(without.transform.translationY == 200, "no source: follows the finger only")
    }

    @Test func backdropsHaveTheirOwnAlphas() {
        #expect(DismissalBackdrop.dimming(0.4).alpha(at: 1) == 0.4)
        #expect(DismissalBackdrop.blur(.systemMaterial).alpha(at: 0.25) == 0.25)
        #expect(DismissalBackdrop.clear.alpha(at: 1) == 0)
        #expect(DismissalBackdrop.dimming(7).alpha(at: 1) == 1)
        #expect(DismissalBackdrop.dimming(.nan).alpha(at: 1) == 0)
        #expect(DismissalBackdrop.dimming(0.4).alpha(at: .nan) == 0)
    }

    @Test func backdropsDescribeTheirViews() {
        #expect(DismissalBackdrop.dimming(0.4).color == .black)
        #expect(DismissalBackdrop.dimming(0.4).blurStyle == nil)
        #expect(DismissalBackdrop.blur(.systemThinMaterial).blurStyle == .systemThinMaterial)
        #expect(DismissalBackdrop.blur(.systemThinMaterial).color == nil)
        #expect(DismissalBackdrop.clear.color == nil && DismissalBackdrop.clear.blurStyle == nil)
        // UIBlurEffect.h: ExtraLight 0, Light 1, Dark 2, Regular 4, Prominent 5,
        // SystemUltraThinMaterial 6 … SystemChromeMaterial 10.
        #expect(BlurStyle.allCases.map(\.blurEffectRawValue) == [0, 1, 2, 4, 5, 6, 7, 8, 9, 10])
    }
}

/// Bad input of the mapping.
struct DismissalMappingBadInputTests {
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func aMinimumScaleOutsideZeroToOneIsClampedAndReported() {
        var mapping = DismissalMapping.default
        let reports = Diagnostics.record { mapping = DismissalMapping(minimumScale: 1.5) }
        #expect(mapping.minimumScale == 1)
        #expect(reports.count == 1)
        #expect(mapping.scale(translation: CGPoint(x: 0, y: 5_000)) == 1, "a minimum of 1 never shrinks")
        #expect(mapping.backdropFraction(scale: 1) == 1)
        let setterReports = Diagnostics.record {
            mapping.minimumScale = -0.2
            #expect(mapping.minimumScale == 0)
            #expect(mapping.scale(translation: CGPoint(x: 0, y: 800)) == 0, "a minimum of 0 ends at 0")
            mapping.minimumScale = .nan
            #expect(mapping.minimumScale == 0.6)
        }
        #expect(
            setterReports.map(\.description) == [
                "[dismissal] DismissalMapping.minimumScale -0.2 is outside 0…1; clamped",
                "[dismissal] DismissalMapping.minimumScale is NaN; using 0.6",
            ])
    }

    @Test func unusableDistancesAndRadiiTakeTheirDefaults() {
        let reports = Diagnostics.record {
            #expect(DismissalMapping(distance: 0).distance == 400)
            #expect(DismissalMapping(distance: -.infinity).distance == 400)
            #expect(DismissalMapping(cornerRadius: .nan).cornerRadius == 32)
            #expect(DismissalMapping(cornerRadius: -4).cornerRadius == 0)
        }
        #expect(
            reports.map(\.description) == [
                "[dismissal] DismissalMapping.distance 0.0 is not positive and finite; using 400",
                "[dismissal] DismissalMapping.distance -inf is not positive and finite; using 400",
                "[dismissal] DismissalMapping.cornerRadius nan is not finite; using 32",
            ])
    }

    @Test func nonFiniteReadingsGiveTheRestingState() {
        let mapping = DismissalMapping(shrinksTowardSource: true)
        let state = mapping.screenState(
            frame: screen, translation: CGPoint(x: CGFloat.nan, y: .infinity), pinchScale: .nan,
            source: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(state == VisualState(frame: screen))
        #expect(mapping.scale(translation: .zero, pinchScale: -2) == 0, "a negative pinch counts as 0")
    }

    @Test func aZeroSizeScreenStillHasAState() {
        let state = DismissalMapping.default.screenState(frame: .zero, translation: CGPoint(x: 0, y: 200))
        #expect(state.transform.scaleX == 0.8)
        #expect(state.frame == .zero)
    }
}

/// Equal to within 10⁻¹² (the shrink fraction divides by 1 − m).
private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }
