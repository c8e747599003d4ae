import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A `delegate =` after `attach(to:)` on a plain navigation controller: reported once
/// per object, with the fix, at the next moment the library observes the controller; re-attaching
/// restores everything and the assigned object receives the calls.
@MainActor
@Suite struct NavigationDelegateCoreDelegateCheckTests {
    let scene = NavigationScene()

    @Test func aReplacedDelegateIsReportedOnceAtTheNextTouchRequestOrBegin() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        navigation.pushViewController(scene.screen("detail"), animated: false)
        let tabBarDelegate = AppDelegateDouble()
        navigation.delegate = tabBarDelegate
        let reports = Diagnostics.record {
            driver.touch()
            driver.touch()
            #expect(!transitions.core.navigator.navigate(.pop(animated: true), in: navigation))
            #expect(transitions.core.beginInteractivePop(of: navigation) == nil)
        }
        let replaced = reports.filter { $0.category == "delegate" }
        #expect(replaced.count == 1, "once per object")
        #expect(replaced.first?.level == .fault)
        #expect(replaced.first?.message.contains("AppDelegateDouble") == true)
        #expect(replaced.first?.message.contains("additionalDelegate") == true)
        #expect(reports.filter { $0.category == "navigator" }.count == 1, "the dropped request too")
        #expect(navigation.viewControllers.count == 2, "nothing ran")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anotherReplacementIsReportedAgainAndNilToo() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        let first = AppDelegateDouble()
        let second = AppDelegateDouble()
        let reports = Diagnostics.record {
            navigation.delegate = first
            driver.touch()
            navigation.delegate = second
            driver.touch()
            navigation.delegate = nil
            driver.touch()
        }
        #expect(reports.filter { $0.category == "delegate" }.count == 3)
    }

    @Test func reattachingForwardsToTheAssignedObjectAndWorksAgain() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        let tabBarDelegate = AppDelegateDouble()
        navigation.delegate = tabBarDelegate
        // The documented fix: attach again; the previous delegate becomes the additional one.
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        #expect(transitions.additionalDelegate === tabBarDelegate)
        let log = transitions.recordAnnouncements()
        let reports = Diagnostics.record {
            #expect(
                transitions.core.navigator.navigate(
                    .push(scene.screen("detail"), animated: true), in: navigation))
            scene.settle()
        }
        #expect(reports.isEmpty)
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(log.lines == ["willBegin push root→detail", "didEnd push root→detail"])
        #expect(tabBarDelegate.calls.contains("didShow detail"), "the assigned object receives its calls")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
