import Foundation
import Testing
import UIKitModels

@testable import TransitionKit

/// Found by the end-to-end runs (a navigation controller released mid-flight): the `willBegin`
/// announcement's `alongside` hook holds the transition coordinator, and the coordinator's
/// completion block that ends the announcement holds that announcement (`began`) — a cycle
/// that only the coordinator's completion breaks. When the controller goes away before its
/// transition ends (the models' contract: its transition then never completes), the coordinator,
/// the context and both screens stay alive for ever.
///
/// The fix is in `NavigationDelegateCoordinator+Announcements.swift` (owned by the defects work):
/// capture `began.ending(.didEnd)` / `began.ending(.didCancel)` (which drop the hook) in the
/// completion instead of `began`. Flip the known issue once it is merged.
@MainActor
@Suite struct AnnouncementRetentionTests {
    @Test func aControllerReleasedMidTransitionRetainsNeitherScreen() {
        let scene = NavigationScene()
        weak var weakRoot: ViewControllerModel?
        weak var weakDetail: ViewControllerModel?
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .system)
        do {
            let navigation = scene.navigation()
            transitions.attach(to: navigation)
            let detail = scene.screen("detail")
            weakRoot = navigation.viewControllers.first
            weakDetail = detail
            navigation.pushViewController(detail, animated: true)
            navigation.view.removeFromSuperview()
        }
        scene.settle()
        withKnownIssue("the willBegin announcement and its coordinator's completion hold each other") {
            #expect(weakRoot == nil, "the screen left is released with its navigation controller")
            #expect(weakDetail == nil, "the screen pushed is released with its navigation controller")
        }
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
