import Foundation
import Testing
import TransitionKit
import TransitionKitPreview

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct PreviewSceneTests {
    @Test(arguments: [
        CGRect.null, CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: -5, height: 10),
        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
        CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity), CGRect(x: 0, y: 0, width: 1e300, height: 10),
        CGRect(x: -1e10, y: 0, width: 10, height: 10), CGRect(x: 6e8, y: 0, width: 6e8, height: 10),
    ])
    func unusableCanvasesBecomeThePhone(canvas: CGRect) {
        let scene = PreviewScene(
            transition: "t", operation: .push, plan: PreviewFixtures.plan, canvas: canvas)
        #expect(scene.canvas == PreviewScene.phoneCanvas)
    }

    @Test func keepsAUsableCanvasAndNamesItsDirection() {
        let canvas = CGRect(x: 10, y: 20, width: 300, height: 600)
        let scene = PreviewScene(
            transition: "t", operation: .pop, layoutDirection: .rightToLeft, plan: PreviewFixtures.plan,
            canvas: canvas)
        #expect(scene.canvas == canvas)
        #expect(scene.layoutDirectionName == "rightToLeft")
        #expect(PreviewFixtures.scene.layoutDirectionName == "leftToRight")
    }
}
