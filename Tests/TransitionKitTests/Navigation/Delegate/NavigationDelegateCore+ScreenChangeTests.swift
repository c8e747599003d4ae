import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// VoiceOver hears of every transition's end: the coordinator posts a screen change that
/// focuses the screen shown — the arriving one when the transition finished, the leaving one when
/// it was cancelled — once per transition, before observers hear the end.
@MainActor
@Suite struct NavigationDelegateCoreScreenChangeTests {
    let scene = NavigationScene()

    @Test(arguments: ModeledPlayer.allCases)
    func aFinishedPushAndPopFocusTheScreenShown(player: ModeledPlayer) {
        let (transitions, navigation) = scene.attachedNavigation(playing: player.transition)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        navigation.popViewController(animated: true)
        scene.settle()
        #expect(transitions.screenChanges == ["detail", "root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCancelledInteractivePopFocusesTheScreenThatStays() throws {
        let driver = ModeledDriver(ledger: scene.ledger)
        let (transitions, navigation) = scene.attachedNavigation(playing: .crossFade, interaction: driver)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        let interaction = try #require(driver.beginPop())
        interaction.update(0.4)
        interaction.cancel()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(transitions.screenChanges == ["detail", "detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aChangeWithoutAnimationLeavesItToUIKit() {
        let (transitions, navigation) = scene.attachedNavigation(playing: .crossFade)
        navigation.pushViewController(scene.screen("detail"), animated: false)
        scene.settle()
        #expect(transitions.screenChanges.isEmpty)
    }

    @Test(arguments: ModeledPlayer.allCases)
    func theScreenChangeComesBeforeObserversHearTheEnd(player: ModeledPlayer) {
        let (transitions, navigation) = scene.attachedNavigation(playing: player.transition)
        var postedWhenEnded: [Int] = []
        _ = transitions.core.announcer.addObserver { [transitions] announcement in
            if announcement.phase == .didEnd { postedWhenEnded.append(transitions.screenChanges.count) }
        }
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(postedWhenEnded == [1])
    }
}
