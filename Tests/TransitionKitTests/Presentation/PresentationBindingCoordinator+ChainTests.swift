import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// A SwiftUI presentation's binding cleared or changed while its screen presents something of its
/// own (an alert, a share sheet, a `.sheet`): the whole chain goes, as SwiftUI's `.sheet` takes it
/// down, through ``PresentationBindingCoordinator`` over the strict presentation model (a dismissal
/// sent from below takes down everything above; one asked while another transition runs is
/// ignored; a presentation from a controller out of the window is refused).
@MainActor
@Suite struct PresentationBindingCoordinatorChainTests {
    let scene = PresentationScene(ledger: ContractLedger())
    let binding: ModeledPresentationBinding

    init() {
        binding = ModeledPresentationBinding(scene: scene)
        scene.staging.transitionIDs = [
            ObjectIdentifier(scene.cell): "poster-7", ObjectIdentifier(scene.otherCell): "poster-8",
        ]
    }

    /// The binding's screen, shown, presenting an alert of its own (UIKit alone animates it).
    private func showWithAlert(settlingAlert: Bool = true) throws -> (
        ViewControllerModel, ViewControllerModel
    ) {
        binding.set(7)
        scene.settle()
        let screen = try #require(binding.shown)
        let alert = ViewControllerModel("alert", ledger: scene.ledger)
        alert.modalPresentationStyle = .overFullScreen
        scene.model.present(alert, from: screen)
        if settlingAlert { scene.settle() }
        return (screen, alert)
    }

    /// The model's refusals (a dismissal asked while a transition ran).
    private var refusals: [PresentationEvent] {
        scene.model.events.filter { if case .refused = $0 { true } else { false } }
    }

    @Test func clearingTheBindingWhileTheScreenShowsAnAlertTakesTheChainDown() throws {
        let (screen, alert) = try showWithAlert()
        binding.set(nil)
        scene.settle()
        #expect(alert.presentingViewController == nil && !alert.view.isInWindow)
        #expect(screen.presentingViewController == nil && !screen.view.isInWindow)
        #expect(scene.tabs.presentedViewController == nil)
        #expect(binding.coordinator.phase == .idle && binding.shown == nil)
        #expect(binding.resets == 0, "the app cleared it")
        #expect(refusals.isEmpty, "\(refusals)")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Cleared while the alert still appears (or goes): UIKit would ignore a dismissal now, so the
    /// coordinator waits for that transition's end and then takes the chain down.
    @Test func clearingTheBindingWhileTheAlertStillAppearsWaitsForItThenTakesTheChainDown() throws {
        let (screen, alert) = try showWithAlert(settlingAlert: false)
        #expect(scene.model.running != nil, "the alert's presentation runs")
        binding.set(nil)
        scene.settle()
        #expect(alert.presentingViewController == nil && screen.presentingViewController == nil)
        #expect(binding.coordinator.phase == .idle && binding.shown == nil)
        #expect(refusals.isEmpty, "nothing asked of UIKit while a transition ran: \(refusals)")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Another item while the screen shows its alert: the chain goes, then the new item's screen is
    /// presented.
    @Test func anotherItemWhileTheScreenShowsAnAlertReplacesTheWholeChain() throws {
        let (screen, alert) = try showWithAlert()
        binding.set(8)
        scene.settle()
        #expect(alert.presentingViewController == nil && screen.presentingViewController == nil)
        let next = try #require(binding.shown)
        #expect(next !== screen && next.name == "poster 8")
        #expect(next.presentingViewController === scene.tabs)
        #expect(binding.coordinator.phase == .shown)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The content's `transitionDismiss` while the screen shows an alert: the chain goes and the
    /// binding is reset.
    @Test func transitionDismissWhileTheScreenShowsAnAlertTakesTheChainDownAndResets() throws {
        let (screen, alert) = try showWithAlert()
        binding.coordinator.dismissFromContent()
        scene.settle()
        #expect(alert.presentingViewController == nil && screen.presentingViewController == nil)
        #expect(binding.binding == nil && binding.resets == 1)
        #expect(binding.coordinator.phase == .idle)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A presenter out of the window: UIKit is never asked (it would refuse); once more on the next
    /// turn, then the binding is reset with a diagnostic.
    @Test func aPresenterOutOfTheWindowIsNeverPresentedFrom() {
        binding.presenter = scene.settings
        let reports = Diagnostics.record {
            binding.set(7)
            scene.settle()
        }
        #expect(scene.model.events.isEmpty, "UIKit asked nothing: \(scene.model.events)")
        #expect(binding.made.isEmpty)
        #expect(binding.binding == nil && binding.resets == 1)
        #expect(
            reports.contains { $0.category == "presentations" && $0.message.contains("binding is reset") })
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
