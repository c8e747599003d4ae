import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Which recognizers the device trace samples: each once however often its controller is
/// attached or shows a screen, one installed later from the next look, none of a detached
/// controller — the table alone, then on the gesture models with the real pan driver.
@MainActor
@Suite struct GestureSamplingTableTests {
    typealias Table = GestureSamplingTable<NavigationControllerModel, PanGestureModel>

    let scene = NavigationScene()

    @Test func eachRecognizerIsAddedOnceAndRemovedWhenItLeavesOrItsControllerIsDetached() {
        let navigation = scene.navigation("a")
        let other = scene.navigation("b")
        let edge = PanGestureModel()
        let driver = PanGestureModel()
        let shared = PanGestureModel()
        var table = Table()

        var change = table.sample([edge, shared], of: navigation)
        #expect(change.added.map(ObjectIdentifier.init) == [edge, shared].map(ObjectIdentifier.init))
        #expect(change.removed.isEmpty)
        change = table.sample([edge, shared], of: navigation)
        #expect(change.added.isEmpty, "attached again: nothing added twice")
        #expect(change.removed.isEmpty)

        change = table.sample([edge, driver], of: navigation)
        #expect(change.added.map(ObjectIdentifier.init) == [ObjectIdentifier(driver)], "installed later")
        #expect(change.removed.map(ObjectIdentifier.init) == [ObjectIdentifier(shared)], "left the view")

        change = table.sample([driver], of: other)
        #expect(change.added.isEmpty, "moved to another controller's view: still sampled once")
        #expect(change.removed.isEmpty)
        #expect(table.sampled(of: navigation).map(ObjectIdentifier.init) == [ObjectIdentifier(edge)])
        #expect(table.sampled(of: other).map(ObjectIdentifier.init) == [ObjectIdentifier(driver)])

        change = table.stopSampling(navigation)
        #expect(change.removed.map(ObjectIdentifier.init) == [ObjectIdentifier(edge)], "detached")
        #expect(change.added.isEmpty)
        #expect(table.stopSampling(navigation).removed.isEmpty, "detached twice: nothing more")
        #expect(table.sampled(of: other).map(ObjectIdentifier.init) == [ObjectIdentifier(driver)])
    }

    @Test func releasedRecognizersAndControllersAreForgotten() {
        var table = Table()
        let kept = PanGestureModel()
        var navigation: NavigationControllerModel? = scene.navigation("a")
        do {
            let released = PanGestureModel()
            _ = table.sample([kept, released], of: navigation!)
        }
        #expect(table.sampled(of: navigation!).map(ObjectIdentifier.init) == [ObjectIdentifier(kept)])
        navigation?.view.removeFromSuperview()
        navigation = nil
        let other = scene.navigation("b")
        let change = table.sample([], of: other)
        #expect(
            change.removed.map(ObjectIdentifier.init) == [ObjectIdentifier(kept)],
            "its controller was released: the target comes off")
    }

    /// What `UIKitTransitionTraceSession` does with the table, over the models: it adds and
    /// removes its target as the table says, and each sample goes to the tap. The recognizers on a
    /// controller's view are those of `recognizers` whose `view` it is (the model's views keep no
    /// list).
    @MainActor
    final class SamplingTrace {
        let tap: TransitionTraceTap<NavigationControllerModel>
        var recognizers: [PanGestureModel] = []
        private var table = Table()

        init(tap: TransitionTraceTap<NavigationControllerModel>) {
            self.tap = tap
        }

        func observe(_ navigation: NavigationControllerModel) {
            apply(table.sample(recognizers.filter { $0.view === navigation.view }, of: navigation))
        }

        func stopObserving(_ navigation: NavigationControllerModel) {
            apply(table.stopSampling(navigation))
        }

        private func apply(_ change: Table.Change) {
            for recognizer in change.added {
                recognizer.addTarget(self) { [weak self] pan in
                    self?.tap.gesture(
                        "Pan", state: 0, translation: pan.translation(in: nil),
                        velocity: pan.velocity(in: nil),
                        on: nil)
                }
            }
            for recognizer in change.removed { recognizer.removeTarget(self) }
        }

        /// The gesture notes so far.
        var samples: Int {
            tap.session.text().split(separator: "\n").filter { $0.contains(" gesture Pan ") }.count
        }
    }

    @Test func theTraceSamplesEachDriversPanOnceFromItsInstallUntilTheDetach() {
        let reports = Diagnostics.record {
            let transitions = ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade)
            let navigation = scene.navigation()
            let first = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
            let trace = SamplingTrace(
                tap: TransitionTraceTap(
                    file: nil, clock: { [clock = scene.clock] in clock.now }, name: \.name))
            let second = PanDriverModel(ledger: scene.ledger, clock: scene.clock)
            trace.recognizers = [first.edgePan, first.catcher, second.edgePan, second.catcher]
            transitions.attach(to: navigation, interaction: first)
            trace.observe(navigation)
            transitions.attach(to: navigation, interaction: first)
            trace.observe(navigation)
            navigation.pushViewController(scene.screen("detail"), animated: false)
            trace.observe(navigation)  // willShow

            // began, five changes, ended: seven states, each sampled once though attached twice.
            #expect(first.swipe())
            scene.settle()
            #expect(trace.samples == 7)

            // A driver set after the attach: sampled from the next willShow; the replaced one's
            // recognizers (off the view) are no longer.
            transitions.core.interactionDriver = second
            navigation.pushViewController(scene.screen("detail"), animated: false)
            #expect(second.edgePan.view === navigation.view)
            #expect(!first.swipe(), "uninstalled")
            trace.observe(navigation)  // willShow
            #expect(second.swipe())
            scene.settle()
            #expect(trace.samples == 14)
            var delivered = first.edgePan.delivered.count
            first.edgePan.isEnabled = true  // the uninstall turned it off; it fires anyway
            first.edgePan.shouldBegin = nil
            first.edgePan.play(.init(.began), .init(.ended))
            #expect(first.edgePan.delivered.count > delivered, "delivered, not sampled")
            #expect(trace.samples == 14)

            // Detached: no target left.
            transitions.detach(from: navigation)
            trace.stopObserving(navigation)
            delivered = second.edgePan.delivered.count
            second.edgePan.isEnabled = true  // the uninstall turned it off; it fires anyway
            second.edgePan.shouldBegin = nil
            second.edgePan.play(.init(.began), .init(.ended))
            #expect(second.edgePan.delivered.count > delivered, "delivered, not sampled")
            #expect(trace.samples == 14)
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        #expect(reports.map(\.description) == ["[trace] writing the transition trace to nowhere"])
    }
}
