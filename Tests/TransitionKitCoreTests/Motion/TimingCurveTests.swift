import Foundation
import Testing

@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct TimingCurveTests {
    // REFERENCE §8.1, computed with the WebKit/Chromium solver at ε = 1e-7 (so the table itself is
    // only good to about 1e-7; the exact-reference test below holds this solver to 1e-6 and better).
    static let vectors: [(String, TimingCurve, [Double])] = [
        ("linear", .linear, [0.1, 0.25, 0.5, 0.75, 0.9]),
        ("easeIn", .easeIn, [0.0170266318, 0.0934646510, 0.3153567343, 0.6218618692, 0.8394278445]),
        ("easeOut", .easeOut, [0.1605721555, 0.3781381308, 0.6846432657, 0.9065353490, 0.9829733682]),
        ("easeInOut", .easeInOut, [0.0197224535, 0.1291619310, 0.5, 0.8708380690, 0.9802775465]),
        ("default", .systemDefault, [0.0947963057, 0.4085105914, 0.8024033911, 0.9604589784, 0.9943164775]),
    ]
    static let times = [0.1, 0.25, 0.5, 0.75, 0.9]

    @Test(arguments: vectors.indices)
    func matchesReferenceVectors(index: Int) {
        let (_, curve, expected) = Self.vectors[index]
        for (time, value) in zip(Self.times, expected) {
            #expect(abs(curve.value(at: time) - value) <= 1e-7)
        }
    }

    @Test func endPointsAreExact() {
        for (_, curve, _) in Self.vectors {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
    }

    /// Against a 200-step bisection on the parametric form, over a fine grid and odd curves.
    @Test func agreesWithBisectionReferenceAcrossUnitInterval() {
        let curves =
            Self.vectors.map(\.1) + [
                TimingCurve(controlPoint1: CGPoint(x: 0.9, y: -0.5), controlPoint2: CGPoint(x: 0.1, y: 1.5)),
                TimingCurve(controlPoint1: CGPoint(x: 0.8, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)),
                TimingCurve(controlPoint1: CGPoint(x: 0, y: 1), controlPoint2: CGPoint(x: 1, y: 0)),
            ]
        var worst = 0.0
        for curve in curves {
            for step in 0...1000 {
                let x = Double(step) / 1000
                worst = max(worst, abs(curve.value(at: x) - Self.bisectionReference(curve, x)))
            }
        }
        #expect(worst <= 1e-7)
    }

    @Test func slopesMatchReference() {
        #expect(abs(TimingCurve.easeInOut.slope(at: 0.5) - 1.7241379310) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.slope(at: 0.25) - 1.0592618412) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.slope(at: 0.4) - 1.5971672399) < 1e-7)
        #expect(abs(TimingCurve.easeIn.slope(at: 1) - 1.7241379310) < 1e-9)
        #expect(TimingCurve.easeIn.slope(at: 0) == 0)
        #expect(abs(TimingCurve.systemDefault.slope(at: 0) - 0.4) < 1e-12)
        #expect(abs(TimingCurve.systemDefault.slope(at: 0.25) - 2.2078829457) < 1e-9)
        #expect(TimingCurve.linear.slope(at: 0) == 1)
        #expect(TimingCurve.linear.slope(at: 0.3) == 1)
        #expect(TimingCurve.linear.slope(at: 1) == 1)
    }

    @Test func outOfRangeInputIsClamped() {
        let curve = TimingCurve.easeInOut
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
        #expect(curve.value(at: .infinity) == 1)
        #expect(curve.value(at: -.infinity) == 0)
        #expect(curve.slope(at: 2) == curve.slope(at: 1))
    }

    @Test func badControlPointsAreSanitized() {
        let clamped = TimingCurve(controlPoint1: CGPoint(x: -1, y: 0), controlPoint2: CGPoint(x: 3, y: 1))
        #expect(clamped == .linear)
        let nonFinite = TimingCurve(
            controlPoint1: CGPoint(x: CGFloat.nan, y: CGFloat.infinity), controlPoint2: CGPoint(x: 0.58, y: 1)
        )
        #expect(nonFinite == .easeOut)
        #expect(nonFinite.controlPoint1 == .zero)
    }

    @Test func reversedCurveMirrorsInTime() {
        let curve = TimingCurve.systemDefault
        for step in 0...20 {
            let t = Double(step) / 20
            #expect(abs(curve.reversed().value(at: t) - (1 - curve.value(at: 1 - t))) < 1e-9)
        }
        let mirrored = TimingCurve.easeIn.reversed()
        #expect(abs(mirrored.controlPoint2.x - 0.58) < 1e-12)
        #expect(mirrored.controlPoint1 == .zero && mirrored.controlPoint2.y == 1)
    }

    static func bisectionReference(_ curve: TimingCurve, _ x: Double) -> Double {
        let p1 = curve.controlPoint1
        let p2 = curve.controlPoint2
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(mid, Double(p1.x), Double(p2.x)) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, Double(p1.y), Double(p2.y))
    }
}
