#if canImport(UIKit)
    import UIKit

    extension TimingCurve {
        /// The curve as `UICubicTimingParameters` with the same control points.
        @MainActor var cubicTimingParameters: UICubicTimingParameters {
            UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
        }
    }

    extension SpringTiming {
        /// The spring as `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
        ///
        /// Always the explicit-constants initializer — never the duration-fitting ones — so the
        /// device evaluates the same curve the headless tests check. The damping passed is
        /// the effective damping, which mirrors the over-damping clamp.
        ///
        /// - Parameter initialVelocity: Start velocity relative to the remaining distance per
        ///   second (positive toward the target), in `dx` (`dy` is used only by `center`).
        @MainActor public func springTimingParameters(initialVelocity: CGVector = .zero)
            -> UISpringTimingParameters
        {
            UISpringTimingParameters(
                mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(effectiveDamping),
                initialVelocity: initialVelocity)
        }
    }

    extension Timing {
        /// For `UIViewPropertyAnimator`; `initialVelocity` is a spring's relative one (curves ignore it).
        @MainActor package func timingParameters(initialVelocity: CGVector = .zero) -> UITimingCurveProvider {
            switch self {
            case .curve(let curve):
                return curve.cubicTimingParameters
            case .spring(let spring):
                return spring.springTimingParameters(initialVelocity: initialVelocity)
            }
        }
    }
#endif
