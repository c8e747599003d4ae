import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// What `NavigationDelegate` does for `transitionNavigation` on device, over the models: one
/// call per member.
@MainActor
private final class ModeledHostedPort: HostedStackAttaching {
    let transitions: ModeledTransitions
    /// Makes the driver each attach offers (`PanTransitionDriver()` on device).
    let makeDriver: @MainActor () -> ModeledDriver

    init(_ transitions: ModeledTransitions, makeDriver: @escaping @MainActor () -> ModeledDriver) {
        self.transitions = transitions
        self.makeDriver = makeDriver
    }

    /// Every driver offered, in order.
    private(set) var offered: [ModeledDriver] = []

    func attachHosted(to stack: NavigationControllerModel) {
        offered.append(makeDriver())
        transitions.core.attachHosted(to: stack, interaction: offered.last)
    }

    func detachHosted(from stack: NavigationControllerModel) {
        transitions.detach(from: stack)
    }

    func isDelegate(of stack: NavigationControllerModel) -> Bool {
        transitions.core.slot.isHost(stack.delegate)
    }
}

/// `transitionNavigation` on SwiftUI's own navigation controller: attached once, SwiftUI's
/// delegate keeps every call, and what SwiftUI re-creates re-attaches without leaks or double
/// attachment.
@MainActor
@Suite struct HostedStackAttacherTests {
    let scene = NavigationScene()

    /// A navigation controller as SwiftUI makes it: its own delegate assigned.
    private func swiftUIStack(_ name: String = "navigation", delegate: AppDelegateDouble)
        -> NavigationControllerModel
    {
        let navigation = scene.navigation(name)
        navigation.delegate = delegate
        return navigation
    }

    private func port(defaultTransition: ModeledTransition = .crossFade) -> ModeledHostedPort {
        ModeledHostedPort(
            ModeledTransitions(animations: scene.animations, defaultTransition: defaultTransition),
            makeDriver: { [ledger = scene.ledger] in ModeledDriver(ledger: ledger) })
    }

    @Test func attachingKeepsSwiftUIsDelegateForEveryCall() {
        let swiftUI = AppDelegateDouble()
        let navigation = swiftUIStack(delegate: swiftUI)
        let port = port()
        let attacher = HostedStackAttacher<ModeledHostedPort>()
        #expect(attacher.update(.found(navigation), settled: false, port: port) == .attached)
        #expect(port.isDelegate(of: navigation))
        #expect(port.transitions.additionalDelegate === swiftUI)
        let log = port.transitions.recordAnnouncements()
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(log.lines == ["willBegin push root→detail", "didEnd push root→detail"], "the library plays")
        #expect(swiftUI.calls.contains("willShow detail"))
        #expect(swiftUI.calls.contains("didShow detail"), "SwiftUI learns of the push (its path)")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func everyLaterUpdateKeepsOneAttachmentAndOneDriver() {
        let navigation = swiftUIStack(delegate: AppDelegateDouble())
        let port = port()
        let attacher = HostedStackAttacher<ModeledHostedPort>()
        attacher.update(.found(navigation), settled: false, port: port)
        let driver = port.transitions.core.slot.driver(for: navigation)
        let assignments = navigation.delegateAssignments
        for _ in 0..<5 { #expect(attacher.update(.found(navigation), settled: true, port: port) == .kept) }
        #expect(port.transitions.core.slot.attachments.storedCount == 1)
        #expect(port.transitions.core.slot.driver(for: navigation) === driver)
        #expect(navigation.delegateAssignments == assignments, "no delegate churn")
    }

    @Test func aDelegateSwiftUIAssignsAgainIsAdoptedAndTheSlotTakenBack() {
        let navigation = swiftUIStack(delegate: AppDelegateDouble())
        let port = port()
        let attacher = HostedStackAttacher<ModeledHostedPort>()
        attacher.update(.found(navigation), settled: true, port: port)
        let driver = port.transitions.core.slot.driver(for: navigation)
        let reset = AppDelegateDouble()
        navigation.delegate = reset
        #expect(attacher.update(.found(navigation), settled: true, port: port) == .reattached)
        #expect(port.isDelegate(of: navigation))
        #expect(port.transitions.additionalDelegate === reset)
        #expect(port.transitions.core.slot.attachments.storedCount == 1)
        #expect(port.transitions.core.slot.driver(for: navigation) === driver, "the driver is kept")
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(reset.calls.contains("didShow detail"))
    }

    @Test func aResetFoundAtATouchIsTakenBackWithoutAFault() {
        let navigation = swiftUIStack(delegate: AppDelegateDouble())
        let port = port()
        HostedStackAttacher<ModeledHostedPort>().update(.found(navigation), settled: true, port: port)
        let driver = port.transitions.core.slot.driver(for: navigation)
        let reset = AppDelegateDouble()
        navigation.delegate = reset
        let reports = Diagnostics.record { driver?.touch() }
        #expect(port.isDelegate(of: navigation))
        #expect(port.transitions.additionalDelegate === reset)
        #expect(reports.filter { $0.level == .fault }.isEmpty, "\(reports)")
    }

    @Test func aReplacedControllerMovesTheAttachmentAndHandsTheOldOneBack() {
        let firstSwiftUI = AppDelegateDouble()
        let first = swiftUIStack("first", delegate: firstSwiftUI)
        let port = port()
        let attacher = HostedStackAttacher<ModeledHostedPort>()
        attacher.update(.found(first), settled: true, port: port)
        let secondSwiftUI = AppDelegateDouble()
        let second = swiftUIStack("second", delegate: secondSwiftUI)
        #expect(attacher.update(.found(second), settled: true, port: port) == .moved)
        #expect(first.delegate === firstSwiftUI, "the old controller animates out under SwiftUI's delegate")
        #expect(port.isDelegate(of: second))
        #expect(port.transitions.additionalDelegate === secondSwiftUI)
        #expect(port.transitions.core.slot.attachments.controllers.map(\.name) == ["second"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func nothingKeepsAReleasedControllerAlive() {
        let port = port()
        let attacher = HostedStackAttacher<ModeledHostedPort>()
        weak var released: NavigationControllerModel?
        do {
            let navigation = NavigationControllerModel(
                "gone", rootViewController: scene.screen("root"), ledger: scene.ledger, clock: scene.clock)
            navigation.delegate = AppDelegateDouble()
            attacher.update(.found(navigation), settled: true, port: port)
            released = navigation
        }
        #expect(released == nil)
        #expect(attacher.attachedStack == nil)
        port.transitions.core.forgetReleasedControllers()
        #expect(port.transitions.core.slot.attachments.storedCount == 0)
    }

    @Test func aRebuiltModifierOnTheSameControllerKeepsSwiftUIsDelegate() {
        // A tab rebuilt: SwiftUI makes the new modifier before it dismantles the old one.
        let swiftUI = AppDelegateDouble()
        let navigation = swiftUIStack(delegate: swiftUI)
        let old = port()
        let oldAttacher = HostedStackAttacher<ModeledHostedPort>()
        oldAttacher.update(.found(navigation), settled: true, port: old)
        let new = port()
        let newAttacher = HostedStackAttacher<ModeledHostedPort>()
        #expect(newAttacher.update(.found(navigation), settled: true, port: new) == .attached)
        #expect(new.transitions.additionalDelegate === swiftUI, "not the old transitions object")
        oldAttacher.detach(port: old)
        #expect(new.isDelegate(of: navigation), "the old modifier's detach leaves the new one")
        navigation.pushViewController(scene.screen("detail"), animated: true)
        scene.settle()
        #expect(swiftUI.calls.contains("didShow detail"))
    }

    /// A rebuilt modifier, in the orders SwiftUI may use: the new one made before the old one is dismantled
    /// (the old probe updating once more in between), or after. The real pan driver, iOS 26 (both of UIKit's
    /// pop gestures): after every step at most one driver is installed, and UIKit's gestures are on
    /// exactly when none is (the crossFade pops are the driver's).
    @Test(
        arguments: [
            [.attachOld, .attachNew, .detachOld, .detachNew],
            [.attachOld, .attachNew, .findOld, .detachOld, .findNew, .detachNew],
            [.attachOld, .detachOld, .attachNew, .detachNew],
        ] as [[RebuildStep]])
    func aRebuiltModifierLeavesUIKitsPopGesturesToTheCurrentAttachment(steps: [RebuildStep]) {
        let scene = NavigationScene(systemVersion: .iOS26)
        let navigation = scene.navigation()
        navigation.delegate = AppDelegateDouble()
        navigation.pushViewController(scene.screen("detail"), animated: false)
        let makePort = {
            ModeledHostedPort(
                ModeledTransitions(animations: scene.animations, defaultTransition: .crossFade),
                makeDriver: { PanDriverModel(ledger: scene.ledger, clock: scene.clock) })
        }
        let (old, new) = (makePort(), makePort())
        let oldAttacher = HostedStackAttacher<ModeledHostedPort>()
        let newAttacher = HostedStackAttacher<ModeledHostedPort>()
        for (index, step) in steps.enumerated() {
            switch step {
            case .attachOld, .findOld: oldAttacher.update(.found(navigation), settled: true, port: old)
            case .attachNew, .findNew: newAttacher.update(.found(navigation), settled: true, port: new)
            case .detachOld: oldAttacher.detach(port: old)
            case .detachNew: newAttacher.detach(port: new)
            }
            let drivers = (old.offered + new.offered).compactMap { $0 as? PanDriverModel }
            let installed = drivers.filter { $0.coordinator.navigation === navigation }.count
            #expect(installed <= 1, "step \(index) \(step): one pan driver at a time")
            #expect(navigation.isInteractivePopGestureEnabled == (installed == 0), "step \(index) \(step)")
            #expect(
                navigation.isInteractiveContentPopGestureEnabled == (installed == 0), "step \(index) \(step)")
        }
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func outsideAnyStackNothingIsAttachedAndItIsReportedOnce() {
        let port = port()
        let attacher = HostedStackAttacher<ModeledHostedPort>()
        let reports = Diagnostics.record {
            #expect(attacher.update(.none, settled: false, port: port) == .waiting, "not made yet")
            #expect(attacher.update(.none, settled: true, port: port) == .reportedOutside)
            #expect(attacher.update(.none, settled: true, port: port) == .waiting)
            #expect(attacher.update(.ambiguous(2), settled: true, port: port) == .waiting)
        }
        #expect(reports.map(\.category) == ["navigation"])
        #expect(reports.first?.message.contains("NavigationStack") == true)
        #expect(port.transitions.core.slot.attachments.storedCount == 0)
    }

    @Test func severalControllersAndNoneUnderTheProbeAreReportedOnce() {
        let attacher = HostedStackAttacher<ModeledHostedPort>()
        let port = port()
        let reports = Diagnostics.record {
            #expect(attacher.update(.ambiguous(3), settled: true, port: port) == .reportedAmbiguous)
            #expect(attacher.update(.ambiguous(3), settled: true, port: port) == .waiting)
        }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("3 navigation controllers") == true)
    }

    @Test func aFindAfterAReportAttachesAndAMissKeepsTheAttachment() {
        let navigation = swiftUIStack(delegate: AppDelegateDouble())
        let port = port()
        let attacher = HostedStackAttacher<ModeledHostedPort>()
        _ = Diagnostics.record { attacher.update(.none, settled: true, port: port) }
        #expect(attacher.update(.found(navigation), settled: true, port: port) == .attached)
        #expect(attacher.update(.none, settled: true, port: port) == .kept, "the probe is between parents")
        #expect(port.isDelegate(of: navigation))
    }

    @Test func detachingHandsTheDelegateBack() {
        let swiftUI = AppDelegateDouble()
        let navigation = swiftUIStack(delegate: swiftUI)
        let port = port()
        let attacher = HostedStackAttacher<ModeledHostedPort>()
        attacher.update(.found(navigation), settled: true, port: port)
        attacher.detach(port: port)
        #expect(navigation.delegate === swiftUI)
        #expect(port.transitions.core.slot.attachments.storedCount == 0)
        #expect(attacher.attachedStack == nil)
    }
}

/// One call SwiftUI makes while it replaces a `transitionNavigation` modifier on the same stack: the
/// old or the new modifier's probe finds the controller (`update`) or is dismantled (`detach`).
enum RebuildStep: Sendable {
    case attachOld, attachNew, findOld, findNew, detachOld, detachNew
}
