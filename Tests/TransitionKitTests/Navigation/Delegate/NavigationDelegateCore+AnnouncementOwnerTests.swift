import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Who announces a transition the library animates, through the real coordinator on the
/// navigation-controller model: the transition coordinator `willShow` sees, with the vended
/// animator then announcing nothing; or, when `willShow` saw none, the animator itself. Either way one
/// `.willBegin` and one end, and a second vend or an animator released unused disturbs nothing.
@MainActor
@Suite struct AnnouncementOwnerTests {
    let scene = NavigationScene()
    let navigation: NavigationControllerModel
    let transitions: ModeledTransitions
    let log: AnnouncementLog

    init() {
        navigation = scene.navigation()
        transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        transitions.attach(to: navigation)
        log = transitions.recordAnnouncements()
    }

    /// UIKit asks the delegate without a preceding `willShow` (the delegate does not implement
    /// it), so no transition coordinator announces.
    func withoutWillShow() {
        transitions.implementedMethods.remove(.willShow)
        navigation.delegate = transitions
    }

    @Test func aTransitionBothSourcesSeeIsAnnouncedOnceAndAnimatesAlongside() throws {
        let badge = ViewModel("badge", ledger: scene.ledger)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        let alongside = try #require(log.alongside.first)
        alongside(.full) { badge.alpha = 0 }
        scene.settle()
        #expect(log.lines == ["willBegin push root→detail", "didEnd push root→detail"])
        #expect(transitions.madeAnimators.count == 1, "the library played it")
        #expect(badge.alpha == 0, "the alongside animation ran with the transition")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anAnimatorVendedWithoutWillShowAnnouncesAndEndsItsTransition() throws {
        withoutWillShow()
        let badge = ViewModel("badge", ledger: scene.ledger)
        navigation.pushViewController(scene.screen("detail"), animated: true)
        try #require(log.alongside.count == 1)
        log.alongside[0](.full, { badge.alpha = 0 })
        scene.settle()
        #expect(log.lines == ["willBegin push root→detail", "didEnd push root→detail"])
        #expect(badge.alpha == 0, "the alongside animation went into the library's animator")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aSecondVendWhileTheAnimatorRunsNeitherAnnouncesNorDisturbsTheFirst() {
        withoutWillShow()
        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: 0.1)
        // UIKit asks again while the first runs: a fresh animator, announced by no one.
        let second = transitions.core.vendor.animationController(
            operation: .push, from: navigation.viewControllers[0], to: detail, in: navigation
        ) { nil }
        #expect(second != nil)
        #expect(log.lines == ["willBegin push root→detail"])
        scene.settle()
        #expect(log.lines == ["willBegin push root→detail", "didEnd push root→detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anAnimatorReleasedUnusedIsAbandonedByTheNextAnnouncement() {
        withoutWillShow()
        let root = navigation.viewControllers[0]
        do {
            let unused = transitions.core.vendor.animationController(
                operation: .push, from: root, to: scene.screen("ghost"), in: navigation
            ) { nil }
            #expect(unused != nil)
        }
        #expect(transitions.madeAnimators.allSatisfy { $0.object == nil }, "UIKit released it unused")
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(
            log.lines == ["willBegin push root→detail", "didEnd push root→detail"],
            "the unused one never staged, so it never began; abandoned, it does not block the next")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aLiveAnimatorBlocksSecondVendsOfItsOwnControllerOnly() {
        withoutWillShow()
        let other = scene.navigation("other", root: "list")
        transitions.attach(to: other)
        other.delegate = transitions
        navigation.pushViewController(scene.screen("detail"), animated: true)
        other.pushViewController(scene.screen("item"), animated: true)
        scene.settle()
        #expect(
            log.lines == [
                "willBegin push root→detail", "willBegin push list→item",
                "didEnd push root→detail", "didEnd push list→item",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
