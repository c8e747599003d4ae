import Foundation
import TestSupport
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// Seeded random event sequences against the machine's invariants.
struct InteractionMachineRandomTests {
    static func randomDouble(_ rng: inout SplitMix64) -> Double {
        switch rng.next() % 20 {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: Double(bitPattern: rng.next())
        default: Double(rng.next() % 2001) - 1000
        }
    }

    static func randomEvent(_ rng: inout SplitMix64, time: inout Double) -> InteractionEvent {
        time += Double(rng.next() % 30) / 1000
        let sample = PanSample(
            translation: CGPoint(x: randomDouble(&rng), y: randomDouble(&rng)),
            velocity: CGPoint(x: randomDouble(&rng) * 4, y: randomDouble(&rng)),
            timestamp: rng.next() % 50 == 0 ? .nan : time)
        switch rng.next() % 10 {
        case 0: return .began(sample)
        case 1, 2: return .changed(sample)
        case 3: return .ended(sample)
        case 4: return .cancelled
        case 5: return .transitionStarted
        case 6: return .animationStarted(rng.next() % 2 == 0 ? .pop : .push)
        case 7:
            return .touchDown(
                progress: rng.next() % 10 == 0 ? randomDouble(&rng) : Double(rng.next() % 1001) / 1000)
        case 8: return .transitionRefused
        default: return .completed(rng.next() % 2 == 0 ? .finish : .cancel)
        }
    }

    @Test func invariantsHoldForTenThousandSequences() {
        var rng = SplitMix64(seed: 0x7A5E_C0DE)
        var completedRuns = 0
        for run in 0..<10_000 {
            var tracker = PanTracker(
                travelDistance: run % 97 == 0 ? 0 : CGFloat(200 + rng.next() % 900),
                layoutDirection: rng.next() % 2 == 0 ? .leftToRight : .rightToLeft)
            if rng.next() % 3 == 0 { tracker.overshoot = .rubberBand(coefficient: 0.55) }
            var machine = InteractionMachine(tracker: tracker)
            machine.isInterruptible = rng.next() % 5 != 0
            if rng.next() % 4 == 0 { machine.tapSlop = Self.randomDouble(&rng) }
            let range = machine.progressRange
            var completions = 0
            var time = 0.0
            let length = Int(rng.next() % 40)
            for _ in 0..<length {
                let wasDone: Bool
                if case .done = machine.phase { wasDone = true } else { wasDone = false }
                let effect = machine.handle(Self.randomEvent(&rng, time: &time))
                if wasDone { #expect(effect == .rejected(.finished)) }
                switch effect {
                case .complete: completions += 1
                case .release(let d):
                    #expect(d.initialVelocity.isFinite)
                case .update(let p), .pause(let p):
                    #expect(range.contains(p))
                default: break
                }
                #expect(range.contains(machine.progress), "progress \(machine.progress) outside \(range)")
                #expect(!(machine.awaitsTransition && machine.isTransitionLive))
                if case .done = machine.phase { #expect(!machine.wantsCatchRecognizer) }
                #expect(completions <= 1)
            }
            // UIKit always ends a started transition: report the completion it would report.
            switch machine.phase {
            case .settling(let outcome):
                #expect(machine.handle(.completed(outcome)) == .complete(outcome))
                completions += 1
            case .interactive:
                #expect(machine.handle(.cancelled) != .rejected(.alreadyInteractive))
                #expect(machine.handle(.transitionStarted) != .rejected(.finished))
                #expect(machine.handle(.completed(.cancel)) == .complete(.cancel))
                completions += 1
            case .idle, .done: break
            }
            if case .done(let outcome) = machine.phase {
                completedRuns += 1
                #expect(completions == 1)
                #expect(machine.progress == outcome.targetProgress)
                #expect(machine.progress == 0 || machine.progress == 1)
                #expect(!machine.isDriving)
                #expect(!machine.awaitsTransition)
                #expect(!machine.wantsCatchRecognizer)
                for event in [InteractionEvent.cancelled, .touchDown(progress: 0.5), .completed(.finish)] {
                    #expect(machine.handle(event) == .rejected(.finished))
                }
            } else {
                #expect(machine.phase == .idle)
                #expect(completions == 0)
            }
        }
        #expect(completedRuns > 5_000)
    }
}
