import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// `beginInteractivePop(of:)` through the navigation delegate's coordinator: the attached driver's
/// path, the delegate's decision (Reduce Motion included), interactive events, and `nil` with a
/// report for a controller that is not attached.
@MainActor
@Suite struct NavigationDelegateCoreAppGestureTests {
    let scene = NavigationScene()

    @Test func theAppsGesturePopsThroughTheDriverUnderReduceMotionAsACrossFade() throws {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .slide)
        transitions.motionPreferences = MotionPreferences(reduceMotion: true)
        let navigation = scene.navigation()
        transitions.attach(to: navigation, interaction: ModeledDriver(ledger: scene.ledger))
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        var events: [TransitionAnnouncement<ViewControllerModel>] = []
        _ = transitions.core.announcer.addObserver { events.append($0) }
        let handle = try #require(transitions.core.beginInteractivePop(of: navigation))
        #expect(transitions.madeAnimators.last?.decision.style?.kind == .crossFade)
        handle.update(progress: 0.7)
        handle.end(velocity: 1)
        scene.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(events.map(\.phase) == [.willBegin, .didEnd])
        #expect(events.allSatisfy { $0.isInteractive })
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDetachedOrDriverlessControllerGivesNilAndAReport() {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .slide)
        let detached = scene.navigation("detached")
        let driverless = scene.navigation("driverless")
        transitions.attach(to: driverless, interaction: nil)
        let reports = Diagnostics.record {
            #expect(transitions.core.beginInteractivePop(of: detached) == nil)
            #expect(transitions.core.beginInteractivePop(of: driverless) == nil)
        }
        #expect(reports.count == 2)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
