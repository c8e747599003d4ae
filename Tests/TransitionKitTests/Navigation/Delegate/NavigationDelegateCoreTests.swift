import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The delegate slot, the app's delegate and the drivers, on the navigation-controller model.
@MainActor
@Suite struct NavigationDelegateCoreTests {
    let scene = NavigationScene()
    let navigation: NavigationControllerModel
    let transitions: ModeledTransitions

    init() {
        navigation = scene.navigation()
        transitions = ModeledTransitions(animations: scene.animations)
    }

    @Test func attachingBecomesTheDelegateAndKeepsThePreviousOneAsTheApps() {
        let app = AppDelegateDouble()
        navigation.delegate = app
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        #expect(navigation.delegate === transitions)
        #expect(transitions.additionalDelegate === app)
        #expect(driver.navigationController === navigation)
        #expect(transitions.core.interactionDriver === driver)
        #expect(transitions.forwardingTargets == [ObjectIdentifier(app)], "the forwarding hooks were told")
    }

    @Test func anotherTransitionsObjectNeverBecomesTheAppsDelegate() {
        let other = ModeledTransitions(animations: scene.animations)
        navigation.delegate = other
        transitions.attach(to: navigation)
        #expect(transitions.additionalDelegate == nil)
    }

    @Test func attachingAgainReplacesTheDriver() {
        let first = ModeledDriver(ledger: scene.ledger)
        let second = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: first)
        transitions.attach(to: navigation, interaction: second)
        #expect(first.uninstalls == 1)
        #expect(second.navigationController === navigation)
        transitions.core.interactionDriver = nil
        #expect(second.uninstalls == 1)
        #expect(transitions.core.slot.driver(for: navigation) == nil)
    }

    @Test func aDriverSetBeforeAnyAttachIsUsedByTheNextAttach() {
        let pending = ModeledDriver(ledger: scene.ledger)
        transitions.core.interactionDriver = pending
        #expect(transitions.core.interactionDriver === pending)
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        #expect(transitions.core.slot.driver(for: navigation) === pending)
        #expect(pending.installs == 1)
    }

    @Test func settingTheAppsDelegateMakesUIKitReadTheDelegateAgain() {
        transitions.attach(to: navigation)
        let before = navigation.delegateAssignments
        transitions.additionalDelegate = AppDelegateDouble()
        #expect(navigation.delegateAssignments == before + 2, "assigned nil, then the transitions object")
        #expect(navigation.delegate === transitions)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func detachingHandsTheSlotBackAndLetsGoOfTheHolder() {
        let app = AppDelegateDouble()
        navigation.delegate = app
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        let holder = transitions.core.detach(from: navigation, holder: transitions)
        #expect(holder == nil, "the controller no longer keeps the transitions alive")
        #expect(navigation.delegate === app)
        #expect(driver.uninstalls == 1)
        let other = ModeledTransitions(animations: scene.animations)
        let kept = transitions.core.detach(from: navigation, holder: other)
        #expect(kept === other, "detaching a controller that is not attached changes nothing")
    }

    @Test func anObserverOfAnotherCoordinatorIsNotRemoved() {
        let other = ModeledTransitions(animations: scene.animations)
        let mine = transitions.recordAnnouncements()
        let theirs = other.core.announcer.addObserver { _ in }
        transitions.core.announcer.removeObserver(theirs)
        transitions.attach(to: navigation)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(mine.lines.count == 2)
    }
}
