import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A screen's own iOS 18 `preferredTransition` in a bar-less stack, where UIKit pushes the
/// screen's container: the container carries it, so UIKit plays the screen's zoom; and the
/// library yields only when the entry UIKit moves has one.
@MainActor
@Suite struct BarlessPreferredTransitionTests {
    let scene = NavigationScene(ledger: ContractLedger(), systemVersion: .iOS18)

    private func barless() -> (navigation: NavigationControllerModel, barless: ModeledBarless) {
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.wraps = true
        barless.viewDidLoad(navigation, driver: PanDriverModel(ledger: scene.ledger, clock: scene.clock))
        return (navigation, barless)
    }

    @Test func uikitPlaysTheScreensZoomFromItsContainer() {
        let reports = Diagnostics.record {
            let (navigation, barless) = barless()
            let detail = scene.screen("detail")
            detail.preferredTransition = .zoom
            navigation.pushViewController(detail, animated: true)
            scene.settle()
            #expect(navigation.viewControllers.map(\.name) == ["root", "[detail]"])
            #expect(navigation.systemAnimations == [.zoom], "the screen's zoom, not a plain slide")
            #expect(barless.transitions.madeAnimators.isEmpty)
            #expect(
                !barless.transitions.core.popPlaysCustomTransition(in: navigation), "UIKit's pop too")
            navigation.popViewController(animated: true)
            scene.settle()
            #expect(navigation.systemAnimations == [.zoom, .zoom])
        }
        // The app's registration is not played: UIKit plays the screen's own, and the diagnostics say so.
        #expect(reports.map(\.category) == ["navigation", "navigation"])
        #expect(
            reports.first?.message.contains("sets preferredTransition: UIKit plays it for this push") == true)
        #expect(
            reports.last?.message.contains("sets preferredTransition: UIKit plays it for this pop") == true)
    }

    @Test func aContainerWithoutTheScreensTransitionPlaysTheLibrarys() {
        let (navigation, barless) = barless()
        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: true)
        scene.settle()
        detail.preferredTransition = .zoom  // after its container was made: UIKit cannot see it
        #expect(barless.transitions.core.popPlaysCustomTransition(in: navigation))
        navigation.popViewController(animated: true)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(navigation.systemAnimations.isEmpty, "never UIKit's plain slide")
        #expect(barless.transitions.madeAnimators.count == 2, "the library's slide, push and pop")
    }
}
