import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Where `transitionToolbarHidden(_:)` applies: no toolbar height while hidden, and
/// the system bar only for the navigation controller's top screen.
@MainActor
struct RouteBarVisibilityTests {
    @Test func aHiddenToolbarAsksForNoHeight() {
        #expect(RouteBarVisibility.preferredToolbarHeight(hidden: true) == 0)
        #expect(RouteBarVisibility.preferredToolbarHeight(hidden: false) == nil)
    }

    @Test func onlyAChangedChoiceIsApplied() {
        #expect(RouteBarVisibility.change(from: false, to: true) == true)
        #expect(RouteBarVisibility.change(from: true, to: false) == false)
        #expect(RouteBarVisibility.change(from: true, to: true) == nil)
        #expect(RouteBarVisibility.change(from: false, to: false) == nil)
    }

    @Test func onlyTheTopScreenChangesTheSystemBar() {
        let ledger = ContractLedger()
        let root = ViewControllerModel("root", ledger: ledger)
        let navigation = NavigationControllerModel(
            rootViewController: root, ledger: ledger, clock: ModelClock())
        #expect(RouteBarVisibility.systemBar(of: navigation, for: root) === navigation)
        let top = ViewControllerModel("top", ledger: ledger)
        navigation.pushViewController(top, animated: false)
        #expect(RouteBarVisibility.systemBar(of: navigation, for: root) == nil, "covered")
        #expect(RouteBarVisibility.systemBar(of: navigation, for: top) === navigation)
        #expect(
            RouteBarVisibility.systemBar(of: nil as NavigationControllerModel?, for: top) == nil, "bar-less")
    }

    @Test func eachBarMakesItsOwn() {
        #expect(TransitionStackBar.barless.make(barless: { "barless" }, system: { "system" }) == "barless")
        #expect(TransitionStackBar.system.make(barless: { "barless" }, system: { "system" }) == "system")
    }
}
