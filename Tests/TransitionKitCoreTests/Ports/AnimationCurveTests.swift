import Foundation
import Testing

@testable import TransitionKitCore

/// `completionAnimationCurve`'s values map to UIKit's cubic Béziers, control point for control
/// point.
@Suite struct AnimationCurveTests {
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
        TimingCurve(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
    }

    @Test func eachCurveIsUIKitsBezier() {
        #expect(AnimationCurve.easeInOut.timingCurve == curve(0.42, 0, 0.58, 1))
        #expect(AnimationCurve.easeIn.timingCurve == curve(0.42, 0, 1, 1))
        #expect(AnimationCurve.easeOut.timingCurve == curve(0, 0, 0.58, 1))
        #expect(AnimationCurve.linear.timingCurve == curve(0, 0, 1, 1))
    }
}
