import Foundation
import Testing
import TransitionKit

@testable import TransitionKitPreview

/// The gallery's `systemBars` entry: the cross-fade with the bars moving as
/// `SystemBarChoreography` moves them on device.
@Suite struct PreviewCatalogSystemBarsTests {
    private func translation(_ scene: PreviewScene, _ bar: String, at progress: Double) -> Double? {
        scene.plan.state(of: .custom(bar), at: progress)?.transform.translationY
    }

    @Test func thePushSlidesTheTabBarDownAndTheNavigationBarIn() throws {
        let scene = try #require(
            PreviewCatalog.builtIn.entry(named: "systemBars")?.scene(.push, .leftToRight))
        #expect(translation(scene, "tabBar", at: 0) == 0)
        #expect(translation(scene, "tabBar", at: 0.5) == 41.5)
        #expect(translation(scene, "tabBar", at: 1) == 83)
        #expect(translation(scene, "navigationBar", at: 0) == -91)
        #expect(translation(scene, "navigationBar", at: 0.5) == -45.5)
        #expect(translation(scene, "navigationBar", at: 1) == 0)
        let crossFade = try #require(
            PreviewCatalog.builtIn.entry(named: "crossFade")?.scene(.push, .leftToRight))
        #expect(Array(scene.plan.elements.prefix(crossFade.plan.count)) == crossFade.plan.elements)
    }

    @Test func thePopPlaysTheBarsBack() throws {
        let scene = try #require(PreviewCatalog.builtIn.entry(named: "systemBars")?.scene(.pop, .rightToLeft))
        #expect(translation(scene, "tabBar", at: 0) == 83)
        #expect(translation(scene, "tabBar", at: 1) == 0)
        #expect(translation(scene, "navigationBar", at: 0) == 0)
        #expect(translation(scene, "navigationBar", at: 1) == -91)
    }
}
