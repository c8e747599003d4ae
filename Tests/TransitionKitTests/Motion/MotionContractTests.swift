import Foundation
import Testing
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The motion API exactly as code outside the project calls it (the contract), with plain
/// `import TransitionKit`: a renamed or reshaped symbol fails this file's build.
struct MotionContractTests {
    @Test func timingCurveContract() {
        let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        let custom = TimingCurve(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
        #expect(custom == curves[3])
        let progress: Double = custom.value(at: 0.25)
        #expect(abs(progress - 0.1291619310) < 1e-7)
    }

    @Test func springContract() {
        let physical = SpringTiming(mass: 1, stiffness: 100, damping: 10)
        let perceptual = SpringTiming(duration: 0.5, bounce: 0.3)
        let response = SpringTiming(response: 0.55, dampingFraction: 0.825)
        let constants: [Double] = [
            physical.stiffness, physical.damping, physical.mass, physical.dampingRatio,
        ]
        #expect(constants == [100, 10, 1, 0.5])
        #expect(abs(perceptual.stiffness - 157.913670) < 1e-6)
        #expect(abs(response.damping - 18.849556) < 1e-6)
        let value: Double = perceptual.value(at: 0.1, initialVelocity: 2)
        let velocity: Double = perceptual.velocity(at: 0.1, initialVelocity: 2)
        #expect(abs(value - 0.4955891939) < 1e-8)
        #expect(abs(300 * velocity - 1676.764) < 1e-3)
    }
}
