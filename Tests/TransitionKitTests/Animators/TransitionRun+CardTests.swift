import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The card on the models: the arriving screen itself (no snapshot) is clipped by its own bounds
/// and corner radius with `clipsToBounds` while the rect morphs from the cell's frame, and both
/// are put back when it ends; a card without a usable source cross-fades.
@MainActor
@Suite struct TransitionRunCardTests {
    @Test func theScreenItselfIsClippedToTheMorphingRectAndPutBack() throws {
        let scene = AnimatorScene()
        let cell = scene.cell
        let push = try #require(
            scene.push(.card(cornerRadius: 16), zoom: ZoomLookup(source: { cell }, destination: { nil })))
        let detail = scene.detail.view
        #expect(push.run.plan?.roles == [.fromView, .dimming, .toView])
        #expect(push.run.plan?.element(for: .toView)?.from.frame == AnimatorScene.cellFrame)
        #expect(detail.clipsToBounds, "clipped while the radius shows")
        #expect(detail.presentationCornerRadius == 16)
        #expect(detail.presentationFrame == AnimatorScene.cellFrame)
        #expect(detail.presentationAlpha == 1, "opaque throughout")
        #expect(!cell.isHidden, "the card stays where it is under the screen")
        scene.clock.runUntilIdle()
        #expect(detail.frame == scene.navigation.containerView.bounds)
        #expect(detail.cornerRadius == 0 && !detail.clipsToBounds)
        #expect(scene.navigation.containerView.subviews.map(\.name) == ["detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Zero-size card: the cross-fade plays, and nothing is clipped.
    @Test func aZeroSizeSourceCrossFades() throws {
        let scene = AnimatorScene()
        let cell = scene.cell
        cell.bounds = .zero
        let push = try #require(
            scene.push(.card(cornerRadius: 16), zoom: ZoomLookup(source: { cell }, destination: { nil })))
        #expect(push.run.plan?.roles == [.fromView, .toView])
        #expect(push.run.plan?.element(for: .toView)?.from.alpha == 0)
        scene.clock.runUntilIdle()
        #expect(!scene.detail.view.clipsToBounds)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
