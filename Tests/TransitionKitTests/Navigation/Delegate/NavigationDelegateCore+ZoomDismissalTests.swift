import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The navigation side of the zoom dismissal: whether the top screen's pop plays a
/// zoom, and the pop's scene as its `.willBegin` announcement measured it.
@MainActor
@Suite struct ZoomDismissalNavigationTests {
    let scene = NavigationScene()
    let navigation: NavigationControllerModel

    init() {
        navigation = scene.navigation()
    }

    private func transitions(detail style: TransitionStyle?) -> ModeledTransitions {
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .system)
        let detail = scene.screen("detail")
        if let style { transitions.core.vendor.overrides.set(ModeledTransition(style), for: detail) }
        navigation.pushViewController(detail, animated: false)
        transitions.attach(to: navigation)
        return transitions
    }

    @Test func onlyAZoomPopIsDraggedAway() {
        // Held: the coordinator holds its host weakly, and without one it decides nothing.
        let transitions = transitions(detail: .zoom)
        #expect(transitions.core.vendor.popPlaysZoom(in: navigation))
        transitions.motionPreferences = MotionPreferences(reduceMotion: true)
        #expect(!transitions.core.vendor.popPlaysZoom(in: navigation), "Reduce Motion cross-fades")
    }

    @Test(arguments: [TransitionStyle.slide, .crossFade, .fade])
    func otherTransitionsAreNotAZoom(_ style: TransitionStyle) {
        // Held: the coordinator holds its host weakly, and without one it decides nothing.
        let transitions = transitions(detail: style)
        #expect(
            transitions.core.vendor.decide(
                .pop, from: navigation.viewControllers[1], to: navigation.viewControllers[0], in: navigation,
                interactionIsDriving: true) != nil)
        #expect(!transitions.core.vendor.popPlaysZoom(in: navigation))
    }

    @Test func aSystemPopOrNothingToPopIsNotAZoom() {
        let system = transitions(detail: nil)
        #expect(!system.core.vendor.popPlaysZoom(in: navigation))
        let root = scene.navigation()
        let transitions = ModeledTransitions(
            animations: scene.animations, defaultTransition: ModeledTransition(.zoom))
        transitions.attach(to: root)
        #expect(!transitions.core.vendor.popPlaysZoom(in: root), "a root screen has nothing to pop")
    }

    /// A pop a zoom dismissal starts leaves its screen to the dismissal and takes its hold (its
    /// end waits for the settling springs); any other pop takes neither.
    @Test func aPopTheDismissalStartsTakesItsHold() throws {
        let transitions = transitions(detail: .zoom)
        let hold = SettleHold()
        let detail = navigation.viewControllers[1]
        _ = transitions.core.zoomDismissal.beginning(holding: hold) {
            navigation.popViewController(animated: true)
        }
        let made = try #require(transitions.madeAnimators.last)
        #expect(made.decision.leavingScreenIsDriven)
        #expect(made.object?.settleHold === hold)
        #expect(transitions.core.zoomDismissal.hold == nil, "only while it begins")
        scene.clock.runUntilIdle()
        navigation.pushViewController(detail, animated: false)
        navigation.popViewController(animated: true)
        #expect(transitions.madeAnimators.count == 2)
        let other = try #require(transitions.madeAnimators.last)
        #expect(!other.decision.leavingScreenIsDriven)
        #expect(other.object?.settleHold == nil)
        scene.clock.runUntilIdle()
    }

    /// A pop whose animator already ended and waits for the dismissal's springs is not caught:
    /// the pop is not asked for.
    @Test func aPopWaitingForTheSettleIsNotCaught() throws {
        let transitions = transitions(detail: .zoom)
        var asked = 0
        _ = transitions.core.vendor.beginZoomDismissalPop(in: navigation, holding: SettleHold()) {
            asked += 1
            navigation.popViewController(animated: true)
            return nil
        }
        let made = try #require(transitions.madeAnimators.last?.object)
        #expect(asked == 1)
        made.awaitsSettle = true
        let reports = Diagnostics.record {
            #expect(
                transitions.core.vendor.beginZoomDismissalPop(in: navigation, holding: SettleHold()) {
                    asked += 1
                    return nil
                } == nil)
        }
        #expect(asked == 1, "not asked")
        #expect(!reports.isEmpty)
        made.awaitsSettle = false
        _ = transitions.core.vendor.beginZoomDismissalPop(in: navigation, holding: SettleHold()) {
            asked += 1
            return nil
        }
        #expect(asked == 2, "a running pop is asked (the pan driver catches it)")
        scene.clock.runUntilIdle()
    }

    @Test func theRecordKeepsTheScenesOfPopsThatBegan() {
        let record = DismissalSceneRecord()
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let source = CGRect(x: 20, y: 100, width: 130, height: 130)
        let geometry = TransitionGeometry(
            containerBounds: bounds, from: .init(frame: bounds), to: .init(frame: bounds), operation: .pop,
            zoom: .init(sourceFrame: source))
        let from = scene.screen("detail")
        let to = scene.screen("root")
        record.observe(
            TransitionAnnouncement(
                phase: .willBegin, operation: .pop, from: from, to: to, isInteractive: true,
                geometry: geometry))
        #expect(record.scene == DismissalScene(screenFrame: bounds, sourceFrame: source, bounds: bounds.size))
        record.observe(
            TransitionAnnouncement(
                phase: .didCancel, operation: .pop, from: from, to: to, isInteractive: true,
                geometry: geometry))
        #expect(record.scene == nil)
        var push = geometry
        push.operation = .push
        record.observe(
            TransitionAnnouncement(
                phase: .willBegin, operation: .push, from: to, to: from, isInteractive: false, geometry: push)
        )
        #expect(record.scene == nil, "a push is not a dismissal")
    }

    @Test func aSourceOffScreenIsNoTarget() {
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let scene = DismissalScene(
            screenFrame: bounds, sourceFrame: CGRect(x: 0, y: 2_000, width: 100, height: 100),
            bounds: bounds.size)
        #expect(scene.sourceFrame == nil)
        #expect(scene.sourceTarget == nil)
        let nan = DismissalScene(
            screenFrame: bounds, sourceFrame: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100),
            bounds: bounds.size)
        #expect(nan.sourceFrame == nil)
    }
}
