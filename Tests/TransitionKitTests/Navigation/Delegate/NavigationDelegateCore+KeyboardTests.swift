import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The keyboard during pushes and pops: the leaving screen's first responder resigns when
/// the transition begins; a cancelled interactive pop gives it back; a responder the app raises
/// mid-transition is left alone.
@MainActor
@Suite struct NavigationDelegateCoreKeyboardTests {
    let scene = NavigationScene()

    /// A screen whose view holds a text field.
    private func screenWithField(_ name: String) -> (ViewControllerModel, ViewModel) {
        let screen = scene.screen(name)
        let field = ViewModel("\(name) field", ledger: scene.ledger)
        screen.onLoadView = { $0.addSubview(field) }
        return (screen, field)
    }

    @Test(arguments: ModeledPlayer.allCases)
    func pushingAndPoppingResignTheLeavingScreensKeyboardAsTheyBegin(player: ModeledPlayer) {
        let transitions = ModeledTransitions(
            animations: scene.animations, defaultTransition: player.transition)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        let (detail, detailField) = screenWithField("detail")
        navigation.pushViewController(detail, animated: true)
        scene.settle()
        transitions.keyboard.becomeFirstResponder(detailField)

        navigation.popViewController(animated: true)
        #expect(
            transitions.keyboard.current == nil, "resigned as the pop begins, not when the screen is gone")
        #expect(transitions.keyboard.resignCount == 1)
        scene.settle()
        #expect(transitions.keyboard.current == nil)
        #expect(transitions.keyboard.becomeCount == 1, "a finished pop gives nothing back")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCancelledInteractivePopGivesTheKeyboardBack() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        let (detail, field) = screenWithField("detail")
        navigation.pushViewController(detail, animated: true)
        scene.settle()
        transitions.keyboard.becomeFirstResponder(field)

        let interaction = try #require(driver.beginPop())
        #expect(transitions.keyboard.current == nil, "resigned as the finger starts")
        interaction.update(0.4)
        interaction.cancel()
        scene.settle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(transitions.keyboard.current === field)
        #expect(
            scene.ledger.violations.isEmpty, "restored once the screen is back in the window: \(scene.ledger)"
        )
    }

    @Test func aKeyboardTheAppRaisesDuringAnInteractivePopIsLeftAlone() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        let (detail, field) = screenWithField("detail")
        navigation.pushViewController(detail, animated: true)
        scene.settle()

        let interaction = try #require(driver.beginPop())
        interaction.update(0.3)
        transitions.keyboard.becomeFirstResponder(field)
        interaction.cancel()
        scene.settle()
        #expect(transitions.keyboard.current === field)
        #expect(transitions.keyboard.becomeCount == 1, "nothing resigned, so nothing restored")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func noKeyboardNothingDone() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(transitions.keyboard.resignCount == 0)
        #expect(transitions.keyboard.becomeCount == 0)
    }
}

/// The search the UIKit adapter runs for the first responder: the root, else depth first in
/// subview order.
@MainActor
@Suite struct ResponderSearchTests {
    @Test func findsTheRootTheFirstMatchDepthFirstOrNothing() {
        let ledger = ContractLedger()
        let root = ViewModel("root", ledger: ledger)
        let card = ViewModel("card", ledger: ledger)
        let deep = ViewModel("deep", ledger: ledger)
        let later = ViewModel("later", ledger: ledger)
        root.addSubview(card)
        card.addSubview(deep)
        root.addSubview(later)
        func search(_ responders: Set<String>) -> String? {
            ResponderSearch.firstResponder(
                in: root, children: \.subviews, isFirstResponder: { responders.contains($0.name) })?.name
        }
        #expect(search(["root", "deep"]) == "root")
        #expect(search(["deep", "later"]) == "deep")
        #expect(search(["later"]) == "later")
        #expect(search([]) == nil)
    }
}
