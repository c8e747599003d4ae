import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Announcements are per navigation controller: every animated transition is
/// announced `.willBegin` once and ends once, also when two controllers transition at once or the
/// app pushes from `didShow`.
@MainActor
@Suite struct NavigationDelegateCoreAnnouncementsTests {
    let scene = NavigationScene()

    @Test(arguments: ModeledPlayer.allCases)
    func twoControllersTransitioningAtOnceLoseNoEvent(player: ModeledPlayer) {
        let transitions = ModeledTransitions(
            animations: scene.animations, defaultTransition: player.transition)
        let first = scene.navigation("first", root: "grid")
        let second = scene.navigation("second", root: "list")
        transitions.attach(to: first)
        transitions.attach(to: second)
        let log = transitions.recordAnnouncements()
        first.pushViewController(scene.screen("photo"), animated: true)
        second.pushViewController(scene.screen("item"), animated: true)
        scene.settle()
        #expect(
            log.lines == [
                "willBegin push grid→photo", "willBegin push list→item",
                "didEnd push grid→photo", "didEnd push list→item",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: ModeledPlayer.allCases)
    func aPushMadeFromDidShowLosesNoEvent(player: ModeledPlayer) {
        let (transitions, navigation) = scene.attachedNavigation(playing: player.transition)
        let app = AppDelegateDouble()
        transitions.additionalDelegate = app
        let more = scene.screen("more")
        app.onDidShow = { navigation, shown in
            guard shown.name == "detail" else { return }
            navigation.pushViewController(more, animated: true)
        }
        let log = transitions.recordAnnouncements()
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail", "more"])
        #expect(
            log.lines == [
                "willBegin push root→detail", "willBegin push detail→more",
                "didEnd push root→detail", "didEnd push detail→more",
            ],
            "UIKit calls didShow before the coordinator's completion: the second begins before the first ends"
        )
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCancelledInteractivePopIsAnnouncedAndCancelledOnce() throws {
        let driver = ModeledDriver(ledger: scene.ledger)
        let (transitions, navigation) = scene.attachedNavigation(playing: .crossFade, interaction: driver)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        let log = transitions.recordAnnouncements()
        let interaction = try #require(driver.beginPop())
        interaction.update(0.4)
        interaction.cancel()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(log.lines == ["willBegin pop detail→root", "didCancel pop detail→root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `willShow` sees a coordinator of the controller's own that can no longer run completion
    /// blocks (`animate(alongsideTransition:completion:)` returns `false`): nothing is announced,
    /// since its end could never be.
    @Test func aCoordinatorThatCannotReportItsEndAnnouncesNothing() {
        let (transitions, navigation) = scene.attachedNavigation()
        let log = transitions.recordAnnouncements()
        let root = navigation.viewControllers[0]
        let finished = TransitionCoordinatorModel(from: root, to: root)
        finished.complete(cancelled: false)
        navigation.presentationCoordinator = finished
        transitions.navigationController(navigation, willShow: root, animated: true)
        navigation.presentationCoordinator = nil
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(log.lines == ["willBegin push root→detail", "didEnd push root→detail"])
    }
}
