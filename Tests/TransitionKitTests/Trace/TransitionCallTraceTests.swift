import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The device trace hears the calls a delegate's own transitions make to their contexts and
/// animators: each delegate's trace its own pushes', presentations' and driver's calls and
/// no other delegate's, each animator call with the animator's state after it — on the models.
@MainActor
@Suite struct TransitionCallTraceTests {
    /// What a trace tap without a file reports when it is made (debug).
    static let traceToNowhere = "[trace] writing the transition trace to nowhere"

    let scene = NavigationScene()
    let model: PresentationModel
    let staging: StagingModel

    init() {
        model = PresentationModel(window: scene.window, animations: scene.animations)
        staging = StagingModel(ledger: scene.ledger)
    }

    /// A delegate vending the library's cross-fade (its real ``TransitionRun``) for pushes and
    /// presentations, attached to a navigation controller of its own, its calls traced into a tap.
    func tracedDelegate(_ name: String) -> (
        host: ModeledPresentations, navigation: NavigationControllerModel,
        tap: TransitionTraceTap<NavigationControllerModel>
    ) {
        let host = ModeledPresentations(
            model: model, staging: staging, defaultTransition: PresentedTransition(.crossFade))
        host.implementedMethods = [.animationController, .interactionController]
        let navigation = scene.navigation(name, root: "\(name)Root")
        host.navigation.attach(to: navigation, interaction: nil)
        let tap = TransitionTraceTap<NavigationControllerModel>(
            file: nil, clock: { [clock = scene.clock] in clock.now }, name: \.name)
        host.navigation.trace(into: tap)
        return (host, navigation, tap)
    }

    /// The trace's notes that start with `prefix`, without their `# time` stamp.
    func notes(_ tap: TransitionTraceTap<NavigationControllerModel>, _ prefix: String) -> [String] {
        tap.session.text().split(separator: "\n").compactMap { line in
            guard line.hasPrefix("# ") else { return nil }
            let note = line.split(separator: " ", maxSplits: 2).last.map(String.init) ?? ""
            return note.hasPrefix(prefix) ? note : nil
        }
    }

    @Test func eachDelegatesTraceHearsOnlyItsOwnTransitionsContextCalls() {
        let reports = Diagnostics.record {
            let a = tracedDelegate("a")
            let b = tracedDelegate("b")
            a.navigation.pushViewController(scene.screen("aDetail"), animated: true)
            b.navigation.pushViewController(scene.screen("bDetail"), animated: true)
            scene.settle()
            let sheet = scene.screen("sheet")
            a.host.present(sheet, from: a.navigation)
            scene.settle()
            #expect(a.navigation.viewControllers.map(\.name) == ["aRoot", "aDetail"])
            #expect(a.navigation.presentedViewController === sheet)
            #expect(
                notes(a.tap, "context ") == [
                    "context completeTransition true", "context completeTransition true",
                ],
                "a's push and presentation")
            #expect(notes(b.tap, "context ") == ["context completeTransition true"], "b's push only")
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        #expect(reports.map(\.description) == Array(repeating: Self.traceToNowhere, count: 2))
    }

    @Test func aTracedRunWritesTheAnimatorsStateAfterEachCallInOrder() throws {
        let reports = try Diagnostics.record { () throws in
            let a = tracedDelegate("a")
            a.navigation.pushViewController(scene.screen("aDetail"), animated: true)
            scene.settle()
            // A cover that does not animate: UIKit still runs its animator (`.custom`), which the
            // run finishes at once (pause, stop, finish at the end), completing the transition.
            let cover = scene.screen("sheet")
            cover.modalPresentationStyle = .overFullScreen
            a.host.present(cover, from: a.navigation, animated: false)
            scene.settle()
            let expected = [
                "animator startAnimation state=active running=true reversed=false fraction=0.0",
                "context completeTransition true",
                "animator pauseAnimation state=active running=false reversed=false fraction=0.0",
                "animator stopAnimation false state=stopped running=false reversed=false fraction=0.0",
                // The finish completes the transition inside the call; its note follows, with the state
                // the call left.
                "context completeTransition true",
                "animator finishAnimation end state=inactive running=false reversed=false fraction=0.0",
            ]
            #expect(
                notes(a.tap, "").filter { $0.hasPrefix("animator ") || $0.hasPrefix("context ") } == expected)
            // The notes are comments: the trace reads back to the same events as without them.
            let text = a.tap.session.text()
            let stripped = text.split(separator: "\n").filter {
                !$0.hasPrefix("# ") || !($0.contains(" animator ") || $0.contains(" context "))
            }.joined(separator: "\n")
            #expect(stripped != text)
            #expect(try TransitionTrace.parse(text).get() == TransitionTrace.parse(stripped).get())
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        #expect(reports.map(\.description) == [Self.traceToNowhere])
    }

    @Test func aTraceWithCallNotesKeepsTheOutcomesOfBadInput() {
        let notes = """
            # 0.000 animator startAnimation state=active running=true reversed=false fraction=0.0
            # 0.350 context completeTransition true
            """
        #expect(
            TransitionTrace.parse("transitionkit-trace 1\n\(notes)\npush detail\n")
                == .failure(.truncated))
        #expect(
            TransitionTrace.parse("transitionkit-trace 1\n\(notes)\nswipe progress 0.4\nswipe begin\nend\n")
                == .failure(.outOfOrder(line: 4, text: "swipe progress 0.4")))
        #expect(
            TransitionTrace.parse("transitionkit-trace 2\n\(notes)\nend\n")
                == .failure(.unsupportedVersion(found: "transitionkit-trace 2")))
        #expect(
            TransitionTrace.parse("transitionkit-trace 1\n\(notes)\npush detail\nend\n")
                == .success(TransitionTrace(events: [.push("detail", animated: true)])))
    }

    @Test func theInstalledDriversCatchIsHeardByItsDelegatesTraceOnly() throws {
        let reports = try Diagnostics.record {
            let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
            let navigation = scene.navigation()
            let driver = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
            transitions.attach(to: navigation, interaction: driver)
            let other = tracedDelegate("other")
            let tap = TransitionTraceTap<NavigationControllerModel>(
                file: nil, clock: { [clock = scene.clock] in clock.now }, name: \.name)
            // Traced after the attach: the installed driver hears it too.
            transitions.core.trace(into: tap)

            navigation.pushViewController(scene.screen("detail"), animated: true)
            let duration = try #require(transitions.madeAnimators.first?.decision.duration)
            // Half way in time is half way along the symmetric ease-in-out curve.
            scene.clock.advance(by: duration / 2)
            let handle = try #require(driver.beginInteractivePop(), "the running push is caught")
            handle.cancel()
            scene.settle()
            // The other delegate's own push, so its trace is not empty for want of anything to hear.
            other.navigation.pushViewController(scene.screen("otherDetail"), animated: true)
            scene.settle()
            #expect(
                notes(tap, "animator ") == [
                    "animator read state=active running=false reversed=false fraction=0.5",
                    "animator isReversed false state=active running=false reversed=false fraction=0.5",
                ])
            #expect(!notes(other.tap, "animator ").isEmpty, "its own push's calls")
            #expect(
                notes(other.tap, "animator read").isEmpty && notes(other.tap, "animator isReversed").isEmpty)
            transitions.detach(from: navigation)
            #expect(driver.callObserver == nil, "uninstalled: no longer heard")
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        #expect(reports.map(\.description) == Array(repeating: Self.traceToNowhere, count: 2))
    }

    @Test func aCallIsMadeTheSameWithoutAnObserver() {
        let animator = scene.animations.makePropertyAnimator(
            duration: 1, timing: .linear, initialVelocity: .zero)
        var heard: [TransitionCall] = []
        animator.perform(.pauseAnimation, observer: nil)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.perform(.setReversed(true), observer: { heard.append($0) })
        #expect(animator.isReversed)
        #expect(
            heard == [
                .animator(
                    .setReversed(true),
                    // Paused at its start, reversed: `fractionComplete` counts along the reversed run.
                    PropertyAnimatorReading(
                        state: .active, isRunning: false, isReversed: true, fractionComplete: 1))
            ])
        animator.perform(.stopAnimation(withoutFinishing: true), observer: nil)
        #expect(animator.state == .inactive)
        #expect(heard.count == 1)
    }
}
