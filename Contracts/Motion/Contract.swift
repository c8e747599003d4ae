import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The Contract (code outside the project calls these names on Linux), compiled by
/// `swift build` on Linux and by the iOS compile gate.
///
/// The Contract is a list of signatures rather than a program, so each of its lines is quoted
/// verbatim in the comment above the call that checks it: values of the types the line names go
/// in (`cgPoint`, `double`), and the result is bound to the type the line promises. A renamed
/// member, a changed argument label or an incompatible type stops the build. Never called;
/// `MotionContractTests` checks the same calls' values.
///
/// Amended by the CHANGELOG's migration table: the Contract's `Spring` is now
/// `SpringTiming`, so that it never collides with SwiftUI's `Spring`.
func motionContract(timingCurve: TimingCurve, spring: SpringTiming, cgPoint: CGPoint, double: Double) {
    // import TransitionKit
    // TimingCurve.linear / .easeIn / .easeOut / .easeInOut           // static members
    let _: [TimingCurve] = [TimingCurve.linear, .easeIn, .easeOut, .easeInOut]
    // TimingCurve(controlPoint1: CGPoint, controlPoint2: CGPoint)
    let _: TimingCurve = TimingCurve(controlPoint1: cgPoint, controlPoint2: cgPoint)
    // timingCurve.value(at: Double) -> Double                         // progress for a time fraction
    let _: Double = timingCurve.value(at: double)
    // SpringTiming(mass: Double, stiffness: Double, damping: Double)
    let _: SpringTiming = SpringTiming(mass: double, stiffness: double, damping: double)
    // SpringTiming(duration: Double, bounce: Double)
    let _: SpringTiming = SpringTiming(duration: double, bounce: double)
    // SpringTiming(response: Double, dampingFraction: Double)
    let _: SpringTiming = SpringTiming(response: double, dampingFraction: double)
    // spring.stiffness, spring.damping, spring.mass, spring.dampingRatio   // Double
    let _: [Double] = [spring.stiffness, spring.damping, spring.mass, spring.dampingRatio]
    // spring.value(at time: Double, initialVelocity: Double) -> Double     // fraction of the distance, 0 → 1
    let _: Double = spring.value(at: double, initialVelocity: double)
    // spring.velocity(at time: Double, initialVelocity: Double) -> Double  // fraction per second
    let _: Double = spring.velocity(at: double, initialVelocity: double)
}
