import Foundation
import TestSupport
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Seeded random runs of what a person and the system do to a bar-less controller — pushes
/// (new screens and screens already in the stack), pops, pops to a screen or the root, stack
/// replacements, swipes back let go or cancelled half-way, a sheet presented around the
/// controller, delegate swaps, time passing — through the coordinators and the models. After
/// every event no model records a violation; at the end (the sheet may still be up) the queue is
/// idle and its stack is the real one.
@MainActor
@Suite struct BarlessNavigationRandomTests {
    @Test func randomRunsNeverViolateTheContractNorLeaveTheQueueStuck() {
        var generator = SplitMix64(seed: 0xBA41_E55)
        for run in 0..<300 {
            var random = RandomSource(generator: generator)
            let scene = NavigationScene()
            let navigation = scene.navigation()
            let barless = ModeledBarless.make(navigation, scene: scene)
            let driver = ModeledDriver(ledger: scene.ledger)
            barless.viewDidLoad(navigation, driver: driver)
            let apps = [AppDelegateDouble(), AppDelegateDouble()]
            var screens: [ViewControllerModel] = []
            var interaction: PercentDrivenTransitionModel?
            var presenting = false
            var trace: [String] = []
            let reports = Diagnostics.record {
                for step in 0..<30 {
                    let event = random.next(14)
                    trace.append("\(event)")
                    switch event {
                    case 0, 1, 2:
                        let screen = scene.screen("s\(step)")
                        screens.append(screen)
                        navigation.pushViewController(screen, animated: random.bool())
                    case 3:
                        if let screen = random.element(of: screens) {
                            navigation.pushViewController(screen, animated: random.bool())
                        }
                    case 4:
                        _ = navigation.popViewController(animated: random.bool())
                    case 5:
                        _ = navigation.popToRootViewController(animated: random.bool())
                    case 6:
                        if let screen = random.element(of: navigation.viewControllers) {
                            _ = navigation.popToViewController(screen, animated: random.bool())
                        }
                    case 7:
                        let kept = navigation.viewControllers.filter { _ in random.bool() }
                        navigation.setViewControllers(
                            kept + [scene.screen("r\(step)")], animated: random.bool())
                    case 8:
                        if interaction == nil {
                            interaction = driver.beginPop(through: barless.beginInteractivePop)
                        }
                        interaction?.update(CGFloat(random.next(10)) / 10)
                    case 9:
                        interaction?.finish()
                        interaction = nil
                    case 10:
                        interaction?.cancel()
                        interaction = nil
                    case 11:
                        if presenting {
                            navigation.endPresentation(cancelled: random.bool())
                        } else {
                            navigation.beginPresentation(
                                style: .formSheet, presenting: scene.screen("p\(step)"))
                        }
                        presenting.toggle()
                    case 12:
                        navigation.delegate = random.element(of: apps)
                    default:
                        scene.clock.advance(by: [0, 0.05, 0.2, 1][random.next(4)])
                    }
                    if !scene.ledger.violations.isEmpty { break }
                }
                interaction?.cancel()
                if presenting, random.bool() { navigation.endPresentation(cancelled: random.bool()) }
                scene.settle()
            }
            let unexpected = reports.filter { !Self.isExpected($0) }
            #expect(unexpected.isEmpty, "run \(run): events \(trace.joined(separator: " ")); \(unexpected)")
            let queue = barless.coordinator.queue.queue
            let idle = queue?.isIdle == true && queue?.pending.isEmpty == true
            let truthful = queue?.stack == navigation.viewControllers.map(ObjectIdentifier.init)
            #expect(
                scene.ledger.violations.isEmpty && idle && truthful,
                "run \(run): events \(trace.joined(separator: " ")); idle \(idle), truthful \(truthful); \(scene.ledger)"
            )
            guard scene.ledger.violations.isEmpty && idle && truthful && unexpected.isEmpty else { return }
            generator = random.generator
        }
    }

    /// The reports random requests earn (a pop at the root, a push of the top screen, a swipe
    /// while a transition runs, a queued screen removed by a stack replacement): each is dropped
    /// or skipped and reported, as documented, and the run goes on.
    static func isExpected(_ report: Diagnostic) -> Bool {
        report.category == "barless"
            && (report.message.hasPrefix("Navigation request ")
                || report.message == "Interactive pop dropped: navigation is busy"
                || report.message == "A queued navigation lost one of its screens; skipped")
    }
}

/// Draws numbers, booleans and elements from a seeded generator.
struct RandomSource {
    var generator: SplitMix64

    mutating func next(_ bound: Int) -> Int {
        Int(generator.next() % UInt64(bound))
    }

    mutating func bool() -> Bool {
        next(2) == 0
    }

    mutating func element<T>(of array: [T]) -> T? {
        array.isEmpty ? nil : array[next(array.count)]
    }
}
