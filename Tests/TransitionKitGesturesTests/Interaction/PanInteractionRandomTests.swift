import Foundation
import TestSupport
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// Seeded random gesture sequences through the real coordinator and the UIKit contract models:
/// touches anywhere, moves (some with NaN or infinite readings), releases at any velocity,
/// cancelled touches, catches, button pushes and pops, UIKit's own interactive pop, stray
/// `.began`s, uninstall and reinstall, time passing.
///
/// After every event: no model records a contract violation and no transition completed twice.
/// After every sequence (the finger lifted, time run out): every transition UIKit started with
/// the driver completed exactly once, with the value its context's cancellation calls for, and
/// the interaction is back to idle with nothing caught.
@MainActor
@Suite struct PanInteractionRandomTests {
    static let sequences = 10_000

    @MainActor
    struct Run {
        var rng: SplitMix64
        let scene: PanScene
        let frame: CGRect
        let direction: TransitionLayoutDirection
        var installed = true
        /// The events played, for a failure's message.
        var log: [String] = []

        mutating func number(_ bound: UInt64) -> UInt64 { rng.next() % bound }

        mutating func reading() -> CGFloat {
            switch number(25) {
            case 0: .nan
            case 1: .infinity
            default: CGFloat(number(1_201)) - 400
            }
        }

        /// A point in the window: near the navigation controller's leading edge, anywhere in it, or
        /// outside it.
        mutating func landing() -> CGPoint {
            let leading = direction == .leftToRight ? frame.minX : frame.maxX
            let inward: CGFloat = direction == .leftToRight ? 1 : -1
            let x: CGFloat
            switch number(4) {
            case 0, 1: x = leading + inward * CGFloat(number(30))
            case 2: x = frame.minX + CGFloat(number(UInt64(max(frame.width, 1))))
            default: x = CGFloat(number(1_200))
            }
            return CGPoint(x: x, y: frame.midY)
        }

        mutating func step() {
            let scene = scene
            switch number(16) {
            case 0, 1:
                guard scene.touch == nil else { return }
                let point = landing()
                log.append("touch \(point.x)")
                scene.touchDown(at: point)
            case 2, 3, 4, 5:
                let x = (scene.touch?.locationInWindow.x ?? frame.midX) + reading() / 4
                let velocity = reading() * 3
                log.append("move \(x) v \(velocity)")
                scene.move(toX: x, velocity: velocity, seconds: Double(number(40)) / 1_000)
            case 6:
                let velocity = reading() * 3
                log.append("lift v \(velocity)")
                scene.lift(velocity: velocity)
            case 7:
                log.append("cancel touch")
                scene.cancelTouch()
            case 8, 9:
                let seconds = Double(number(300)) / 1_000
                log.append("wait \(seconds)")
                scene.clock.advance(by: seconds)
            case 10:
                guard !scene.navigation.isTransitioning else { return }
                if number(2) == 0 || scene.navigation.viewControllers.count < 2 {
                    log.append("button push")
                    scene.push("pushed \(number(1_000_000))")
                } else {
                    log.append("button pop")
                    scene.navigation.popViewController(animated: true)
                }
            case 11:
                let translation = CGPoint(x: reading(), y: 0)
                log.append("stray began \(translation.x)")
                scene.driver.pan.play(
                    .init(.began, translation: translation, velocity: CGPoint(x: reading(), y: 0)))
            case 12:
                log.append(installed ? "uninstall" : "install")
                if installed {
                    scene.coordinator.uninstall()
                } else {
                    scene.coordinator.install(on: scene.navigation)
                }
                installed.toggle()
            case 13:
                log.append("top screen changed")
                scene.coordinator.topScreenDidChange()
            case 14:
                guard let system = scene.navigation.beginInteractivePop() else { return }
                let progress = Double(number(101)) / 100
                log.append("system pop to \(progress)")
                system.update(CGFloat(progress))
                if progress > 0.5 { system.finish() } else { system.cancel() }
            default:
                let seconds = Double(number(50)) / 1_000
                log.append("wait \(seconds)")
                scene.clock.advance(by: seconds)
            }
        }
    }

    @Test func tenThousandGestureSequencesKeepEveryContract() {
        var rng = SplitMix64(seed: 0x0D21_7E5E_11)
        var failures = 0
        var completedTransitions = 0
        var finishedCount = 0
        var cancelledCount = 0
        var catches = 0
        var systemPops = 0
        for sequence in 0..<Self.sequences where failures < 3 {
            let frames = [
                CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 420, y: 0, width: 760, height: 820),
                CGRect(x: 270, y: 60, width: 640, height: 700),
            ]
            let frame = frames[Int(rng.next() % 3)]
            let activation: PanActivation =
                switch rng.next() % 3 {
                case 0: .region(.fullWidth)
                case 1: .region(.leading(fraction: 0.5))
                default: .edge(.leading)
                }
            let scene = PanScene(
                activation: activation, depth: 1 + Int(rng.next() % 3), navigationFrame: frame)
            let direction: TransitionLayoutDirection = rng.next() % 4 == 0 ? .rightToLeft : .leftToRight
            scene.navigation.view.semanticLayoutDirection = direction
            scene.delegate.interruptible = rng.next() % 6 != 0
            scene.driver.percent.startOrder =
                rng.next() % 2 == 0 ? .interruptibleAnimatorFirst : .animateTransitionFirst
            scene.coordinator.allowsCatchingTransitions = rng.next() % 5 != 0
            scene.navigation.hasInteractiveContentPopGesture = rng.next() % 2 == 0
            if rng.next() % 3 == 0 {
                // Screens whose name sums to an odd number (or even, per sequence) play custom
                // transitions both ways; the others are `.system`: no animator is vended for them
                // and UIKit's own interactive pop may play.
                let parity = Int(rng.next() % 2)
                let custom = { (name: String) in
                    name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 2 == parity
                }
                scene.decidePops { custom($0.topViewController?.name ?? "") }
                scene.delegate.vendsFor = { operation, from, to in custom(operation == .pop ? from : to) }
            }
            var run = Run(rng: rng, scene: scene, frame: frame, direction: direction)
            let length = Int(run.number(40))
            var broken = false
            for event in 0..<length where !broken {
                let wasSettling: Bool
                if case .settling = scene.coordinator.phase {
                    wasSettling = true
                } else {
                    wasSettling = false
                }
                run.step()
                if wasSettling, scene.coordinator.phase == .interactive { catches += 1 }
                if run.log.last?.hasPrefix("system pop") == true { systemPops += 1 }
                let twice = scene.driver.startedContexts.filter { $0.completions.count > 1 }
                if !scene.ledger.violations.isEmpty || !twice.isEmpty {
                    Issue.record(
                        "sequence \(sequence), event \(event): \(scene.ledger)\n\(run.log.joined(separator: "; "))"
                    )
                    broken = true
                }
            }
            rng = run.rng
            scene.lift()
            scene.clock.runUntilIdle()
            let contexts = scene.driver.startedContexts
            completedTransitions += contexts.count
            finishedCount += contexts.filter { $0.completions == [true] }.count
            cancelledCount += contexts.filter { $0.completions == [false] }.count
            let settled =
                scene.coordinator.phase == .idle && !scene.coordinator.isDriving
                && !scene.coordinator.awaitsTransition && !scene.driver.catcher.isEnabled
                && !scene.navigation.isTransitioning
            let completions = contexts.allSatisfy { $0.completions == [!$0.transitionWasCancelled] }
            if broken || !settled || !completions || !scene.ledger.violations.isEmpty {
                failures += 1
                Issue.record(
                    """
                    sequence \(sequence): phase \(scene.coordinator.phase), driving \(scene.coordinator.isDriving), \
                    catcher \(scene.driver.catcher.isEnabled), transitioning \(scene.navigation.isTransitioning), \
                    completions \(contexts.map(\.completions)); \(scene.ledger)
                    \(run.log.joined(separator: "; "))
                    """)
            }
        }
        #expect(failures == 0)
        // The sequences exercise what they claim to (about 4,200 transitions, 2,200 finished and
        // 2,000 cancelled, 1,700 catches and 800 of UIKit's own interactive pops for this seed).
        let coverage =
            "\(completedTransitions) transitions, \(finishedCount) finished, \(cancelledCount) cancelled, "
            + "\(catches) catches, \(systemPops) system pops"
        #expect(completedTransitions > Self.sequences / 4, "\(coverage)")
        #expect(finishedCount > 1_000 && cancelledCount > 1_000, "\(coverage)")
        #expect(catches > 500 && systemPops > 200, "\(coverage)")
    }
}
