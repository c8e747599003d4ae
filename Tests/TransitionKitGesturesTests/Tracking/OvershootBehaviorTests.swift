import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct OvershootBehaviorTests {
    @Test func rubberBandOffsetMatchesReferenceVectors() {
        #expect(abs(OvershootBehavior.rubberBandOffset(overshoot: 100, dimension: 812) - 51.510957) < 1e-6)
        #expect(abs(OvershootBehavior.rubberBandOffset(overshoot: 300, dimension: 812) - 137.134084) < 1e-6)
        #expect(abs(OvershootBehavior.rubberBandOffset(overshoot: 50, dimension: 390) - 25.688623) < 1e-6)
    }

    @Test func rubberBandInProgressUnitsScalesWithTravel() {
        let band = OvershootBehavior.rubberBand(coefficient: OvershootBehavior.scrollViewCoefficient)
        // 50 pt past the end of a 390 pt travel shows as 25.688623 pt.
        #expect(abs(band.apply(1 + 50.0 / 390) - (1 + 25.688623 / 390)) < 1e-8)
        #expect(abs(band.apply(-50.0 / 390) - (-25.688623 / 390)) < 1e-8)
        #expect(band.apply(0.42) == 0.42)
    }

    @Test func rubberBandStaysInsideItsRange() {
        let band = OvershootBehavior.rubberBand(coefficient: 0.55)
        for raw in [-1e9, -10, -1, 2, 10, 1e9] {
            let p = band.apply(raw)
            #expect(p > -1 && p < 2)
        }
        #expect(band.apply(.infinity) == 2.0.nextDown, "strictly inside, as documented")
        #expect(band.apply(-.infinity) == (-1.0).nextUp)
        #expect(band.progressRange == -1...2)
    }

    @Test func clampPinsToUnitRange() {
        #expect(OvershootBehavior.clamp.apply(1.3) == 1)
        #expect(OvershootBehavior.clamp.apply(-0.2) == 0)
        #expect(OvershootBehavior.clamp.apply(.infinity) == 1)
        #expect(OvershootBehavior.clamp.apply(0.25) == 0.25)
        #expect(OvershootBehavior.clamp.progressRange == 0...1)
    }

    @Test(arguments: [Double.nan, 0, -1, .infinity])
    func invalidCoefficientBehavesAsClamp(coefficient: Double) {
        let band = OvershootBehavior.rubberBand(coefficient: coefficient)
        #expect(band.apply(1.5) == 1)
        #expect(band.progressRange == 0...1)
    }

    @Test func nanProgressMapsToZero() {
        #expect(OvershootBehavior.clamp.apply(.nan) == 0)
        #expect(OvershootBehavior.rubberBand(coefficient: 0.55).apply(.nan) == 0)
    }

    @Test func rubberBandOffsetRejectsBadInput() {
        #expect(OvershootBehavior.rubberBandOffset(overshoot: -5, dimension: 100) == 0)
        #expect(OvershootBehavior.rubberBandOffset(overshoot: .nan, dimension: 100) == 0)
        #expect(OvershootBehavior.rubberBandOffset(overshoot: 5, dimension: 0) == 0)
        #expect(OvershootBehavior.rubberBandOffset(overshoot: .infinity, dimension: 100) == 100)
    }
}
