import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A router shown by a second navigation controller (a `TransitionStack` re-made for the same
/// router: a re-presented sheet, `.id(_:)`, a rebuilt tab) while the first is still on screen:
/// UIKit's `addChild` would take every screen out of the first at once, so the second waits until
/// the first is let go.
@MainActor
@Suite struct RouterCoreReattachTests {
    let scene = RouterScene(ledger: ContractLedger())
    let window: ViewModel

    init() {
        window = ViewModel.window(ledger: scene.ledger)
    }

    /// The scene's stack holding `root` and `a`, and a second navigation controller, empty (as the
    /// stack makes it).
    private func remade(inWindow: Bool) -> NavigationRecorder {
        if inWindow { window.addSubview(scene.model.view) } else { scene.model.view.removeFromSuperview() }
        scene.push(scene.screen("a"))
        scene.settle()
        let remade = NavigationRecorder(
            NavigationControllerModel(
                "remade", rootViewController: nil, ledger: scene.ledger, clock: scene.clock))
        window.addSubview(remade.model.view)
        return remade
    }

    @Test func theStackOnScreenKeepsItsScreensUntilItIsLetGo() {
        let remade = remade(inWindow: true)
        scene.coordinator.attach(to: remade)
        #expect(scene.uikitStack == ["root", "a"], "the stack on screen is not emptied")
        #expect(remade.model.viewControllers.isEmpty, "the new one waits")
        #expect(scene.coordinator.navigation === scene.navigation)
        scene.coordinator.detach(from: scene.navigation)
        #expect(remade.model.viewControllers.map(\.name) == ["root", "a"], "handed over when let go")
        #expect(scene.coordinator.navigation === remade)
        #expect(remade.calls == [.setStack(["root", "a"], animated: false)])
        #expect(scene.root.rootViews.last != .some(nil), "handed over, never emptied")
    }

    @Test func aStackOffScreenHandsOverAtOnce() {
        let remade = remade(inWindow: false)
        scene.coordinator.attach(to: remade)
        #expect(remade.model.viewControllers.map(\.name) == ["root", "a"])
        #expect(scene.uikitStack.isEmpty, "UIKit's addChild took them from the old one")
        #expect(scene.coordinator.navigation === remade)
    }

    @Test func aWaitingStackThatGoesAwayIsForgotten() {
        var remade: NavigationRecorder? = remade(inWindow: true)
        scene.coordinator.attach(to: remade!)
        weak let released = remade
        remade = nil
        #expect(released == nil)
        scene.coordinator.detach(from: scene.navigation)
        #expect(scene.coordinator.navigation == nil)
        #expect(scene.uikitStack == ["root", "a"])
    }

    @Test func theWaitingStackLetGoFirstIsForgotten() {
        let remade = remade(inWindow: true)
        scene.coordinator.attach(to: remade)
        scene.coordinator.detach(from: remade)
        scene.coordinator.detach(from: scene.navigation)
        #expect(remade.model.viewControllers.isEmpty)
        #expect(scene.coordinator.navigation == nil)
    }
}
