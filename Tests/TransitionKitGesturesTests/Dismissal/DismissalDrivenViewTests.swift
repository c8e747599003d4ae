import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The driven view's center for a state, and its state read back from the view: one the inverse
/// of the other, in exact values.
struct DismissalDrivenViewTests {
    let scene = DismissalScene(
        screenFrame: CGRect(x: 0, y: 0, width: 390, height: 844), sourceFrame: nil,
        bounds: CGSize(width: 390, height: 844))

    @Test func theCenterIsTheFramesMovedByTheTranslation() {
        let state = VisualState(
            frame: CGRect(x: 20, y: 40, width: 100, height: 60),
            transform: Transform2D(scaleX: 0.5, scaleY: 0.5, translationX: 10, translationY: -30))
        #expect(DismissalScene.drivenCenter(of: state) == CGPoint(x: 80, y: 40))
    }

    @Test func aStoppedViewIsReadBackAroundTheScreensRestingCenter() {
        let state = scene.drivenState(
            size: CGSize(width: 120, height: 80), center: CGPoint(x: 100, y: 700), scaleX: 0.6, scaleY: 0.7,
            alpha: 0.4, cornerRadius: 12)
        #expect(state.frame == CGRect(x: 135, y: 382, width: 120, height: 80), "centered on (195, 422)")
        #expect(
            state.transform == Transform2D(scaleX: 0.6, scaleY: 0.7, translationX: -95, translationY: 278))
        #expect(state.alpha == 0.4 && state.cornerRadius == 12)
    }

    /// Read back, then applied again, the view keeps its center (a caught spring does not jump).
    @Test(arguments: [CGPoint(x: 195, y: 422), CGPoint(x: -40.5, y: 1_200.25), CGPoint(x: 0, y: 0)])
    func readingBackAndApplyingKeepsTheCenter(center: CGPoint) {
        let state = scene.drivenState(
            size: CGSize(width: 390, height: 844), center: center, scaleX: 1, scaleY: 1, alpha: 1,
            cornerRadius: 0)
        #expect(DismissalScene.drivenCenter(of: state) == center)
        let shrunk = scene.drivenState(
            size: CGSize(width: 120, height: 80), center: center, scaleX: 0.6, scaleY: 0.7, alpha: 0.4,
            cornerRadius: 12)
        #expect(DismissalScene.drivenCenter(of: shrunk) == center, "scaled about its center, which stays")
    }
}
