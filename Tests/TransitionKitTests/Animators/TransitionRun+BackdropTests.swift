import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The backdrop on the models: a blur backdrop is a blur view the run makes, arranges between the
/// screens and removes when the transition ends; `.clear` adds no view.
@MainActor
@Suite struct TransitionRunBackdropTests {
    @Test func aBlurBackdropIsMadeBetweenTheScreensAndRemoved() throws {
        let scene = AnimatorScene()
        let cell = scene.cell
        let push = try #require(
            scene.push(
                .card(cornerRadius: 16).backdrop(.blur(.light)),
                zoom: ZoomLookup(source: { cell }, destination: { nil })))
        #expect(push.run.plan?.roles == [.fromView, .blurBackdrop(.light), .toView])
        #expect(scene.staging.blurStyles == [.light])
        let names = scene.navigation.containerView.subviews.map(\.name)
        let blur = try #require(names.firstIndex(of: "blur"))
        let detail = try #require(names.firstIndex(of: "detail"))
        #expect(blur < detail, "under the arriving screen")
        scene.clock.runUntilIdle()
        #expect(scene.navigation.containerView.subviews.map(\.name) == ["detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aClearBackdropAddsNoView() throws {
        let scene = AnimatorScene()
        let cell = scene.cell
        let push = try #require(
            scene.push(.zoom.backdrop(.clear), zoom: ZoomLookup(source: { cell }, destination: { nil })))
        #expect(push.run.plan.map { !$0.roles.contains(.dimming) } == true)
        #expect(!scene.navigation.containerView.subviews.map(\.name).contains("dimming"))
        scene.clock.runUntilIdle()
        #expect(scene.staging.blurStyles.isEmpty)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
