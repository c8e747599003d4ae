import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Presentations and VoiceOver: a presentation and its dismissal, finished or cancelled,
/// tell VoiceOver the screen changed through the same end as pushes and pops, and VoiceOver's
/// escape dismisses a presented screen that is otherwise only dragged away.
@MainActor
@Suite struct PresentationCoreAccessibilityTests {
    let scene = PresentationScene()

    private func presentZoom() {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
    }

    @Test func aPresentationAndItsDismissalFocusTheScreenShown() {
        presentZoom()
        #expect(scene.host.screenChanges == ["detail"])
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(scene.host.screenChanges == ["detail", "grid"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCancelledInteractiveDismissalFocusesThePresentedScreen() throws {
        presentZoom()
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        #expect(scene.host.coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction))
        interaction.update(0.4)
        interaction.cancel()
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs, "still presented")
        #expect(scene.host.screenChanges == ["detail", "detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theEscapeDismissesAShownPresentation() {
        presentZoom()
        #expect(scene.host.coordinator.performEscape(on: scene.detail))
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.host.screenChanges == ["detail", "grid"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theEscapeIsRefusedWhileATransitionRunsOrForAnotherController() {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        #expect(!scene.host.coordinator.performEscape(on: scene.detail), "its presentation runs")
        scene.settle()
        #expect(!scene.host.coordinator.performEscape(on: scene.grid), "not presented by the coordinator")
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPresentationTheLibraryPlaysIsModalToAccessibility() {
        presentZoom()
        #expect(scene.host.modalToAccessibility == ["detail"])
    }

    @Test(arguments: PresentationStyle.allCases)
    func whichStylesAreMarkedModal(style: PresentationStyle) {
        #expect(
            PresentationStyleRule.isModalToAccessibility(style: style)
                == (style == .custom || style == .overFullScreen))
    }
}
