import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Traces of what happened on a device, replayed through the coordinators and UIKit's models
/// — a scenario written down from a device becomes a Linux test.
@MainActor
@Suite struct TransitionTraceReplayTests {
    /// Plays `trace` on a navigation controller (root screen `root`, cross-fades, a scripted swipe
    /// driver); returns what the `expect` lines found wrong.
    func replay(_ text: String) throws -> (
        mismatches: [String], scene: NavigationScene, navigation: NavigationControllerModel
    ) {
        let trace = try TransitionTrace.parse(text).get()
        let scene = NavigationScene()
        let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
        let navigation = scene.navigation()
        let driver = ModeledDriver(ledger: scene.ledger)
        transitions.attach(to: navigation, interaction: driver)
        var held: PercentDrivenTransitionModel?
        var mismatches: [String] = []
        #expect(!trace.events.isEmpty, "a trace to replay")
        for event in trace.events {
            switch event {
            case .push(let name, let animated):
                navigation.pushViewController(scene.screen(name), animated: animated)
            case .pop(let animated): navigation.popViewController(animated: animated)
            case .swipeBegin:
                held = driver.beginPop()
                if held == nil { mismatches.append("swipe begin: no interactive pop began") }
            case .swipeProgress(let progress): held?.update(progress)
            case .swipeEnd(let finish):
                if finish { held?.finish() } else { held?.cancel() }
                held = nil
            case .wait(let seconds): scene.clock.advance(by: seconds)
            case .settle: scene.settle()
            case .background:
                held?.cancel()
                held = nil
            case .size(let width, let height): navigation.resize(to: CGSize(width: width, height: height))
            case .expectStack(let names):
                let stack = navigation.viewControllers.map(\.name)
                if stack != names { mismatches.append("stack \(stack), expected \(names)") }
            case .expectFocus(let names):
                if transitions.screenChanges != names {
                    mismatches.append("focus \(transitions.screenChanges), expected \(names)")
                }
            }
        }
        return (mismatches, scene, navigation)
    }

    @Test func goingHomeDuringASwipeBackCancelsItAndFocusStays() throws {
        let (mismatches, scene, _) = try replay(
            """
            transitionkit-trace 1
            push detail
            settle
            swipe begin
            swipe progress 0.4
            background   # the person goes home with the finger down
            settle
            expect stack root detail
            expect focus detail detail
            end
            """)
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func rotatingDuringAPushEndsWithTheScreenAtTheNewSize() throws {
        let (mismatches, scene, navigation) = try replay(
            """
            transitionkit-trace 1
            push detail
            wait 0.1
            size 844 390
            settle
            expect stack root detail
            expect focus detail
            end
            """)
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(
            navigation.topViewController?.viewIfLoaded?.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aWrongExpectationIsReported() throws {
        let (mismatches, _, _) = try replay(
            """
            transitionkit-trace 1
            push detail
            settle
            expect stack root
            end
            """)
        #expect(mismatches == [#"stack ["root", "detail"], expected ["root"]"#])
    }

    @Test func badTracesAreRefusedWithTheLineAtFault() {
        #expect(
            TransitionTrace.parse("transitionkit-trace 2\nsettle\nend")
                == .failure(TransitionTrace.Failure.unsupportedVersion(found: "transitionkit-trace 2")))
        #expect(TransitionTrace.parse("") == .failure(TransitionTrace.Failure.unsupportedVersion(found: "")))
        #expect(
            TransitionTrace.parse("transitionkit-trace 1\npush detail\nswipe begin")
                == .failure(TransitionTrace.Failure.truncated))
        #expect(
            TransitionTrace.parse("transitionkit-trace 1\npush a\nwait nan\nend")
                == .failure(TransitionTrace.Failure.malformed(line: 3, text: "wait nan")))
        #expect(
            TransitionTrace.parse("transitionkit-trace 1\nrotate left\nend")
                == .failure(TransitionTrace.Failure.malformed(line: 2, text: "rotate left")))
        #expect(
            TransitionTrace.parse("transitionkit-trace 1\nswipe progress 0.5\nend")
                == .failure(TransitionTrace.Failure.outOfOrder(line: 2, text: "swipe progress 0.5")))
        #expect(
            TransitionTrace.parse("transitionkit-trace 1\nswipe begin\nswipe begin\nend")
                == .failure(TransitionTrace.Failure.outOfOrder(line: 3, text: "swipe begin")))
    }

    @Test func valuesOutOfRangeAreClamped() throws {
        let trace = try TransitionTrace.parse(
            "transitionkit-trace 1\nswipe begin\nswipe progress 7\nwait -1\nsize -5 10\nend"
        ).get()
        #expect(trace.events == [.swipeBegin, .swipeProgress(1), .wait(0), .size(width: 0, height: 10)])
    }
}
