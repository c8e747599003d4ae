import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The navigation scrubbing session's bad input: each has its documented outcome — never a trap,
/// never a scrubber stuck mid-transition.
@MainActor
@Suite struct NavigationScrubBadInputTests {
    @Test func aPairWithNoRegistrationScrubsWhatTheDelegatePlaysUnderAFingerSystemIncluded() throws {
        let rig = NavigationScrubScene(defaultTransition: .system)
        rig.session.layoutDidChange(isInWindow: true)
        #expect(rig.controls.notice == nil)
        #expect(rig.transitions.madeAnimators.last?.decision.style?.kind == .slide)
        rig.session.scrub(to: 0.5)
        rig.session.play()
        rig.settle()
        #expect(rig.stack == ["grid", "detail"])
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func theSameControllerPushedOntoItselfIsRefusedWithANotice() throws {
        let rig = NavigationScrubScene()
        #expect(rig.session.showsDone)
        let reports = Diagnostics.record { rig.makeSession(.push(rig.grid, onto: rig.grid)) }
        #expect(reports.count == 1)
        #expect(!rig.session.showsDone, "Done would do nothing")
        rig.session.layoutDidChange(isInWindow: true)
        #expect(rig.controls.notice?.contains("itself") == true)
        rig.session.scrub(to: 0.5)
        rig.session.play()
        rig.session.done()
        rig.settle()
        #expect(rig.stack == ["grid"])
        #expect(rig.transitions.madeAnimators.isEmpty)
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func aControllerInAnotherHierarchyIsRefusedWithANotice() throws {
        let rig = NavigationScrubScene()
        let other = rig.scene.navigation("other")
        other.pushViewController(rig.detail, animated: false)
        rig.settle()
        let reports = Diagnostics.record { rig.makeSession(.push(rig.detail, onto: rig.grid)) }
        #expect(reports.count == 1)
        #expect(!rig.session.showsDone)
        rig.session.layoutDidChange(isInWindow: true)
        #expect(rig.controls.notice?.contains("another hierarchy") == true)
        rig.session.play()
        rig.settle()
        #expect(rig.stack == ["grid"])
        #expect(other.viewControllers.last === rig.detail)
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test func aCustomAnimatorThatNeverCompletesIsCompletedAfterItsDuration() throws {
        var silent: SilentAnimationController?
        let rig = NavigationScrubScene { rig in
            rig.transitions.core.vendor.registry.register(
                ModeledTransition(.custom("silent")) { [animations = rig.scene.animations] _, _, _ in
                    let controller = SilentAnimationController(animations: animations)
                    silent = controller
                    return controller
                }, from: GridScreenModel.self, to: ViewerScreenModel.self)
        }
        rig.session.layoutDidChange(isInWindow: true)
        #expect(silent != nil)
        rig.session.scrub(to: 0.5)
        let reports = Diagnostics.record {
            rig.session.play()
            rig.clock.advance(by: 0.3 + ScrubPolicy.overdueGrace + 0.1)
            rig.settle()
        }
        #expect(reports.count == 1)
        #expect(rig.controls.notice?.contains("completeTransition") == true)
        #expect(rig.stack == ["grid", "detail"])
        #expect(rig.driver.coordinator.phase == .idle)
        #expect(rig.navigation.activeTransitionCoordinator == nil)
        #expect(!rig.frames.isRunning)
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }

    @Test(arguments: [(Double.nan, 0.0), (-1, 0), (2, 1), (-.infinity, 0), (.infinity, 1)])
    func aScrubToNaNOrOutsideTheRangeIsClamped(input: Double, shown: Double) throws {
        let rig = NavigationScrubScene()
        rig.session.layoutDidChange(isInWindow: true)
        rig.session.scrub(to: input)
        #expect(rig.session.progress == shown)
        #expect(rig.driver.percent.percentComplete == CGFloat(shown))
        rig.session.done()
        rig.settle()
        #expect(rig.stack == (shown >= 0.5 ? ["grid", "detail"] : ["grid"]))
        #expect(rig.ledger.violations.isEmpty, "\(rig.ledger)")
    }
}
