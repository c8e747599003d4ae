import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A screen with its own iOS 18 `preferredTransition` keeps UIKit's pop gestures: the library
/// yields the pop to UIKit, so UIKit's edge swipe (and iOS 26's content pop) must stay on and the
/// driver's own pan must not begin a pop it could not drive.
@MainActor
@Suite struct PreferredTransitionGestureTests {
    /// A stack under a `.crossFade` default whose pushed `detail` zooms by its own
    /// `preferredTransition`, with the pan driver installed.
    private func zoomedDetail(on version: SystemVersion) -> (
        scene: NavigationScene, navigation: NavigationControllerModel, driver: PanDriverModel,
        transitions: ModeledTransitions
    ) {
        let scene = NavigationScene(ledger: ContractLedger(), systemVersion: version)
        let navigation = scene.navigation()
        let driver = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        transitions.attach(to: navigation, interaction: driver)
        let detail = scene.screen("detail")
        detail.preferredTransition = .zoom
        let reports = Diagnostics.record {
            navigation.pushViewController(detail, animated: true)
            scene.settle()
        }
        #expect(reports.map(\.level) == [.debug], "UIKit plays it, not the default: \(reports)")
        return (scene, navigation, driver, transitions)
    }

    @Test(arguments: [SystemVersion.iOS18, .iOS26])
    func thePopIsUIKitsAndSoAreItsGestures(version: SystemVersion) {
        let (scene, navigation, driver, transitions) = zoomedDetail(on: version)
        #expect(navigation.systemAnimations == [.zoom], "UIKit zoomed the push")
        #expect(!transitions.core.popPlaysCustomTransition(in: navigation))
        #expect(navigation.isInteractivePopGestureEnabled, "UIKit's edge swipe stays on")
        #expect(navigation.isInteractiveContentPopGestureEnabled == (version >= .iOS26))
        #expect(!driver.swipe(), "the driver's pan leaves the swipe to UIKit")
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        scene.settle()
        _ = transitions
    }

    @Test(arguments: [SystemVersion.iOS18, .iOS26])
    func uikitsSwipeDrivesTheZoomPopAndCanBeCancelled(version: SystemVersion) throws {
        let (scene, navigation, _, transitions) = zoomedDetail(on: version)
        try Diagnostics.record {
            let swipe = try #require(navigation.beginInteractivePop(), "UIKit's gesture drives the zoom")
            swipe.update(0.3)
            swipe.cancel()
            scene.settle()
            #expect(
                navigation.viewControllers.map(\.name) == ["root", "detail"], "cancelled: nothing popped")
            let again = try #require(
                version >= .iOS26 ? navigation.beginInteractiveContentPop() : navigation.beginInteractivePop()
            )
            again.update(0.6)
            again.finish()
            scene.settle()
        }
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(navigation.systemAnimations == [.zoom, .zoom, .zoom], "each pop is the screen's own zoom")
        #expect(transitions.madeAnimators.isEmpty)
    }

    @Test func belowIOS18TheScreenHasNoPreferredTransitionAndTheLibraryPlays() {
        let scene = NavigationScene(ledger: ContractLedger(), systemVersion: .iOS15)
        let navigation = scene.navigation()
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        transitions.attach(to: navigation)
        let detail = scene.screen("detail")
        #expect(detail.preferredTransition == nil)
        navigation.pushViewController(detail, animated: true)
        scene.settle()
        #expect(transitions.madeAnimators.count == 1, "the default plays")
        #expect(navigation.systemAnimations.isEmpty)
        #expect(transitions.core.popPlaysCustomTransition(in: navigation))
    }
}
