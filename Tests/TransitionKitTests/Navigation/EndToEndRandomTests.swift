import Foundation
import TestSupport
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Seeded random sequences (backgrounding and size changes mid-transition included)
/// of user and system events through the real coordinators —
/// the bar-less controller's ``BarlessNavigationCore`` and its ``NavigationQueueCore``,
/// the ``NavigationDelegateCore`` behind ``ModeledTransitions``, the pan driver's
/// ``PanInteractionCore`` under a finger, and for `.custom` registrations the real
/// ``TransitionRun`` — over the UIKit contract models, with invariants checked after every event.
/// A failure prints a one-line replay: the seed and the mode (`EndToEndRun(seed:driver:).play()`).
@MainActor
@Suite struct EndToEndRandomTests {
    nonisolated static let shards = 8
    nonisolated static let sequencesPerShard = 12_000

    @Test(arguments: 0..<shards)
    func randomSequencesKeepEveryInvariant(shard: Int) {
        let coverage = SeededShards.coverage(shard: shard, base: 0xE2E0_0000, count: Self.sequencesPerShard) {
            index, seed in
            // Every other sequence drives pops with the real pan driver under a finger; the others
            // with a scripted driver and UIKit's own edge swipe. Each pair runs on the next of
            // iOS 15, 18 and 26 (the content pop gesture, UIKit's own preferred transitions).
            let run = EndToEndRun(
                seed: seed, driver: index.isMultiple(of: 2) ? .pan : .scripted,
                systemVersion: SystemVersion.covered[(index / 2) % SystemVersion.covered.count])
            return (run.play(), run.coverage)
        }
        // The runs reach what they claim to: interactive pops finished and cancelled through both
        // drivers and through UIKit's edge swipe, catches, the real TransitionRun, presentations,
        // attach and detach, and releases mid-flight.
        let sequences = Self.sequencesPerShard
        #expect(coverage.events > sequences * 5, "\(coverage)")
        #expect(coverage.panPops > sequences / 100, "\(coverage)")
        #expect(
            coverage.pansFinished > sequences / 80 && coverage.pansCancelled > sequences / 40, "\(coverage)")
        #expect(coverage.systemSwipes > sequences / 250, "\(coverage)")
        #expect(
            coverage.catches > sequences / 20 && coverage.catchesOfButtonTransitions > sequences / 25,
            "\(coverage)")
        #expect(coverage.catchesOfReleasedTransitions > sequences / 400, "\(coverage)")
        #expect(coverage.reversals > sequences / 100, "commands turned running transitions: \(coverage)")
        #expect(
            coverage.commandsWhileCaught > sequences / 1000, "commands while a finger held one: \(coverage)")
        #expect(coverage.runTransitionsEnded > sequences / 4, "\(coverage)")
        #expect(coverage.cancelledCompletions > sequences / 30, "\(coverage)")
        #expect(coverage.presentationsEnded > sequences / 10, "\(coverage)")
        #expect(coverage.detaches > sequences / 30 && coverage.delegateSwaps > sequences / 12, "\(coverage)")
        #expect(
            coverage.dismissedMidFlight > sequences / 20 && coverage.releasedMidFlight > sequences / 40,
            "\(coverage)")
        #expect(coverage.backgrounds > sequences / 15, "\(coverage)")
        #expect(coverage.sizeChanges > sequences / 30, "\(coverage)")
        #expect(coverage.contentPops > sequences / 1000, "iOS 26's content pop drove pops: \(coverage)")
    }

    /// A screen the app made translucent (alpha 0.9) keeps that alpha after a
    /// finished `.fade`, `.crossFade` or `.zoom` (it ended at 1 until `PlanPlayback` scaled the
    /// plan's alpha by the screen's own). Seeds that found it: 1000556317519771820 (`.fade` push),
    /// 16636106807449963335 (`.zoom` push), 7047080995384433728 (`.crossFade` push); replay with
    /// `EndToEndRun(seed:translucentScreens: true).play()`.
    @Test func translucentScreensKeepTheirAlpha() {
        for seed: UInt64 in [
            1_000_556_317_519_771_820, 16_636_106_807_449_963_335, 7_047_080_995_384_433_728,
        ] {
            if let failure = EndToEndRun(seed: seed, translucentScreens: true).play() {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }
}

/// One seeded sequence: a window, a bar-less navigation controller with a driver, an app delegate,
/// and a reference model of the stack.
@MainActor
final class EndToEndRun {
    /// Which driver drives interactive pops.
    enum Driver: String {
        /// A scripted driver (``ModeledDriver/init(ledger:)``) beside UIKit's own edge swipe.
        case scripted
        /// The real pan driver under a finger (``ModeledDriver/init(pan:ledger:)``).
        case pan
    }

    let seed: UInt64
    let driver: Driver
    /// The iOS release the scene runs on.
    let systemVersion: SystemVersion
    /// Whether some screens are translucent (the app sets their alpha to 0.9).
    let translucentScreens: Bool
    private var rng: SplitMix64
    private(set) var events: [String] = []
    private var failure: String?
    /// What the sequence reached.
    private(set) var coverage = Coverage()

    struct Coverage: RunCoverage, CustomStringConvertible {
        var events = 0
        var pansFinished = 0
        var pansCancelled = 0
        var systemSwipes = 0
        /// UIKit's swipes that were iOS 26's content pop.
        var contentPops = 0
        /// Back taps and pops to the root that turned a running transition around.
        var reversals = 0
        /// Back taps and pops to the root made while a finger held a caught transition (they wait).
        var commandsWhileCaught = 0
        var catches = 0
        var catchesOfButtonTransitions = 0
        var catchesOfReleasedTransitions = 0
        var panPops = 0
        var runTransitionsEnded = 0
        var cancelledCompletions = 0
        var presentationsEnded = 0
        var detaches = 0
        var delegateSwaps = 0
        var dismissedMidFlight = 0
        var releasedMidFlight = 0
        var backgrounds = 0
        var sizeChanges = 0

        mutating func add(_ other: Coverage) {
            events += other.events
            pansFinished += other.pansFinished
            pansCancelled += other.pansCancelled
            systemSwipes += other.systemSwipes
            contentPops += other.contentPops
            reversals += other.reversals
            commandsWhileCaught += other.commandsWhileCaught
            catches += other.catches
            catchesOfButtonTransitions += other.catchesOfButtonTransitions
            catchesOfReleasedTransitions += other.catchesOfReleasedTransitions
            panPops += other.panPops
            runTransitionsEnded += other.runTransitionsEnded
            cancelledCompletions += other.cancelledCompletions
            presentationsEnded += other.presentationsEnded
            detaches += other.detaches
            delegateSwaps += other.delegateSwaps
            dismissedMidFlight += other.dismissedMidFlight
            releasedMidFlight += other.releasedMidFlight
            backgrounds += other.backgrounds
            sizeChanges += other.sizeChanges
        }

        var description: String {
            "\(events) events, pops started by the pan \(panPops), interactive pops finished \(pansFinished) / cancelled \(pansCancelled), UIKit "
                + "swipes \(systemSwipes) (content pops \(contentPops)), reversals \(reversals) (commands while "
                + "caught \(commandsWhileCaught)), catches \(catches) (of button transitions \(catchesOfButtonTransitions), "
                + "of released ones \(catchesOfReleasedTransitions)), "
                + "TransitionRun ends \(runTransitionsEnded), completeTransition(false) \(cancelledCompletions), "
                + "presentations ended \(presentationsEnded), detaches \(detaches), delegate swaps "
                + "\(delegateSwaps), dismissed mid-flight \(dismissedMidFlight), released mid-flight "
                + "\(releasedMidFlight), backgrounds \(backgrounds), size changes \(sizeChanges)"
        }
    }

    init(
        seed: UInt64, driver: Driver = .scripted, systemVersion: SystemVersion = .iOS18,
        translucentScreens: Bool = false
    ) {
        self.seed = seed
        self.driver = driver
        self.systemVersion = systemVersion
        self.translucentScreens = translucentScreens
        rng = SplitMix64(seed: seed)
    }

    /// Plays the sequence; returns the failure (the replay line, what broke, the events) or `nil`.
    func play() -> String? {
        // The library's diagnostics are collected, not printed; a fault (documented misuse) fails.
        let reports = Diagnostics.record { playRecorded() }
        if let fault = reports.first(where: { $0.level == .fault }) { fail("diagnostic fault: \(fault)") }
        return failure == nil ? nil : report()
    }

    private func playRecorded() {
        let scene = NavigationScene(systemVersion: systemVersion)
        var weakRefs: [(String, () -> AnyObject?)] = []
        do {
            let rig = EndToEndRig(
                scene: scene, driver: driver, translucentScreens: translucentScreens, rng: &rng
            ) { [unowned self] in self.fail($0) }
            weakRefs = rig.weakReferences()
            // Most sequences start a few screens deep, so that back taps and swipes have something
            // to pop.
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                events.append(rig.pushSettled(&rng))
            }
            let count = Int.random(in: 1...9, using: &rng)
            for _ in 0..<count {
                let name = rig.step(&rng)
                events.append(name)
                rig.check(settled: false)
                if failure != nil { return }
            }
            let ending = Int.random(in: 0..<8, using: &rng)
            weakRefs += rig.weakReferences()
            if ending == 0 {
                // The app drops the navigation controller while a transition or a finger may be
                // under way: everything must end and be released on its own.
                events.append("released mid-flight")
                coverage = rig.coverage(events)
                coverage.releasedMidFlight = 1
            } else {
                if ending <= 2 {
                    events.append("dismissed mid-flight")
                    rig.abandon()
                } else {
                    events.append("settle")
                    rig.finishAll(&rng)
                }
                rig.check(settled: true)
                if failure != nil { return }
                events.append("release")
                coverage = rig.coverage(events)
                coverage.dismissedMidFlight = ending <= 2 ? 1 : 0
                weakRefs += rig.weakReferences()
            }
            rig.release()
        }
        scene.settle()
        for (name, reference) in weakRefs {
            guard let object = reference() else { continue }
            let described = (object as? ViewControllerModel)?.name ?? "\(type(of: object))"
            fail(
                "\(name) (\(described)) is still retained after the navigation controller was released; "
                    + "animators still running: \(scene.clock.runningAnimators.map { "\($0.state)" })")
        }
        if !scene.ledger.violations.isEmpty { fail("violations: \(scene.ledger)") }
    }

    private func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    /// The replay line (seed and mode), what broke, and the events.
    private func report() -> String {
        let mode =
            "driver: .\(driver.rawValue), systemVersion: .iOS\(systemVersion.major)"
            + (translucentScreens ? ", translucentScreens: true" : "")
        return "replay: EndToEndRun(seed: \(seed), \(mode)).play() — \(failure ?? "")\n  events: "
            + events.joined(separator: " · ")
    }
}
