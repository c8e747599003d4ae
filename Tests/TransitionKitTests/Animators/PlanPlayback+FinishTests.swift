import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Ending a playback early (`finish(at:)`, ``PlanRealiser/finish(at:)``) leaves the animator it
/// made inactive: UIKit raises when a paused or stopped property animator is released.
@MainActor
@Suite struct PlanPlaybackFinishTests {
    typealias Scene = PlanReversalAgreementTests.Scene

    enum Left: String, CaseIterable, Sendable { case paused, running, stopped }

    nonisolated private static let positions: [AnimatingPosition] = [.start, .end, .current]

    @Test(arguments: Left.allCases, positions)
    func finishingEarlySettlesTheAnimatorItMade(left: Left, position: AnimatingPosition) throws {
        let ledger = ContractLedger()
        let plan = try #require(PlanReversalAgreementTests.plans().first?.1)
        weak var released: PropertyAnimatorModel?
        var completions: [AnimatingPosition] = []
        do {
            let scene = Scene(plan, ledger: ledger)
            scene.playback.onCompletion = { completions.append($0) }
            let animator = scene.playback.animator
            released = animator
            switch left {
            case .paused:
                animator.pauseAnimation()
                animator.fractionComplete = 0.4
            case .running:
                animator.startAnimation()
                scene.clock.advance(by: plan.duration / 3)
            case .stopped:
                animator.startAnimation()
                animator.stopAnimation(false)
            }
            scene.playback.finish(at: position)
            #expect(animator.state == .inactive)
            #expect(animator.completionPositions == [position], "the animator's completion ran once")
        }
        #expect(released == nil)
        #expect(completions == [position], "the playback's completion ran once")
    }
}
