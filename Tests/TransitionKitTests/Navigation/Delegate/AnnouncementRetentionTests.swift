import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Found by the end-to-end runs (a navigation controller released mid-flight): the coordinator
/// kept the `willBegin` announcement (with both screens) in the released controller's entry, and
/// the announcement read the transition coordinator through a closure that the coordinator's own
/// completion block held — so a controller gone before its transition ended (the models' contract:
/// its transition then never completes) kept its coordinator and both screens alive for ever.
/// The entry now holds the announcement weakly, and interactivity is read from the coordinator's
/// context when the announcement is made. Red before the fix: both expectations failed.
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
        #expect(weakRoot == nil, "the screen left is released with its navigation controller")
        #expect(weakDetail == nil, "the screen pushed is released with its navigation controller")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
