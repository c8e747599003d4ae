// Neutral: also compiles and runs on Linux (import Foundation and TransitionKitGestures only).
// The second Contract block, unchanged, and a test that runs it.
import Foundation
import Testing
import TransitionKitGestures

func decide() -> Bool {
    let decision = DismissalPolicy.default.resolve(
        translation: CGPoint(x: 0, y: 220), velocity: CGPoint(x: 0, y: 900),
        bounds: CGSize(width: 390, height: 844))
    let velocity = decision.initialVelocity  // per axis, relative to the remaining distance
    _ = velocity.dx + velocity.dy
    return decision.outcome == .dismiss  // .dismiss or .restore: the dismissal's finish or cancel
}

struct PresentationsContractTests {
    @Test func theNeutralContractDismissesAFlickDown() {
        #expect(decide())
    }
}
