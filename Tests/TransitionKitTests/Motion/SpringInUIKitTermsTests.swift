import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A spring given in UIKit's terms (damping ratio + duration) is the one the plan plays, the
/// duration `transitionDuration(using:)` reports, and the explicit constants the property animator
/// is made with.
@MainActor
@Suite struct SpringInUIKitTermsTests {
    static let style = TransitionStyle.zoom.timing(.spring(dampingRatio: 0.8)).duration(0.5)

    @Test func theStyleSettlesInTheDurationWithThatRatio() throws {
        #expect(abs(Self.style.duration - 0.5) < 1e-9)
        guard case .spring(let spring) = Self.style.timing else {
            Issue.record("not a spring")
            return
        }
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
        #expect(abs(spring.stiffness - 343.970891) < 1e-5)
        #expect(abs(spring.damping - 29.674324) < 1e-5)
        // Given in either order: the duration rescales the spring and keeps its ratio.
        let other = TransitionStyle.zoom.duration(0.5).timing(.spring(dampingRatio: 0.8))
        #expect(other.timing == Self.style.timing)
    }

    @Test func planDurationAndAnimatorAgree() throws {
        let scene = AnimatorScene()
        let animator = try #require(scene.push(Self.style))
        #expect(abs(animator.transitionDuration(using: nil) - 0.5) < 1e-9)
        let context = try #require(animator.context)
        let property = animator.run.interruptibleAnimator(using: context)
        let plan = try #require(animator.run.plan)
        #expect(abs(plan.duration - 0.5) < 1e-9)
        #expect(property.timing == Self.style.timing)
        #expect(plan.timing == Self.style.timing)
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
