import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The presentations of ``PresentationCore`` under UIKit's rules for chains and windows, over
/// the strict presentation model: a dismissal sent below a chain "simply removes" the intermediate
/// presentations without asking their delegates, and a presentation from a controller whose view
/// is in no window is refused.
@MainActor
@Suite struct PresentationCoreChainTests {
    let scene = PresentationScene(ledger: ContractLedger())

    /// Grid → detail (a zoom hiding its source) → photo (a cross-fade, this delegate's too).
    private func presentChain(photoByTheLibrary: Bool) -> ViewControllerModel {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom(hidesSource: true))
        scene.settle()
        let photo = ViewControllerModel("photo", ledger: scene.ledger)
        if photoByTheLibrary {
            scene.host.present(photo, from: scene.detail, transition: PresentedTransition(.crossFade))
        } else {
            photo.modalPresentationStyle = .overFullScreen
            scene.model.present(photo, from: scene.detail)
        }
        scene.settle()
        return photo
    }

    /// The app dismisses from the grid: the photo's dismissal plays, the detail is simply removed
    /// (its delegate never asked) — and the source it hid is shown again when that dismissal ends.
    @Test func aHiddenSourceIsShownAfterADismissalFromBelowThatNeverAskedItsDelegate() {
        let photo = presentChain(photoByTheLibrary: true)
        #expect(scene.cell.isHidden, "hidden while the detail is up")
        let before = scene.model.events.count
        scene.model.dismiss(scene.grid)
        scene.settle()
        let events = scene.model.events.dropFirst(before)
        #expect(events.contains(.animationControllerForDismissed("photo")))
        #expect(!events.contains(.animationControllerForDismissed("detail")))
        #expect(scene.detail.presentingViewController == nil && photo.presentingViewController == nil)
        #expect(!scene.cell.isHidden, "shown again")
        #expect(scene.host.coordinator.zoomDismissalScreen() == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The top one animated by UIKit alone (an alert): nothing of this delegate runs, so the source
    /// comes back when told that presentations may have ended (the binding's dismissal completion),
    /// or at this delegate's next presentation.
    @Test(arguments: [false, true])
    func aHiddenSourceIsShownOnceTheDelegateHearsOfAChainUIKitTookDown(byNextPresentation: Bool) {
        _ = presentChain(photoByTheLibrary: false)
        scene.model.dismiss(scene.grid)
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        if byNextPresentation {
            let other = ViewControllerModel("other", ledger: scene.ledger)
            scene.host.present(other, from: scene.grid, transition: PresentedTransition(.crossFade))
            scene.settle()
        } else {
            scene.host.coordinator.presentationsMayHaveEnded()
        }
        #expect(!scene.cell.isHidden)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Bad input: a presenter whose view is in no window (never loaded, or out of the window) —
    /// UIKit is not asked, the completion never runs, the app's style is untouched, and the
    /// diagnostics say why.
    @Test(arguments: [false, true])
    func aPresenterOutOfTheWindowAsksNothingOfUIKit(loaded: Bool) {
        let loose = ViewControllerModel("loose", ledger: scene.ledger)
        if loaded { loose.loadViewIfNeeded() }
        scene.detail.modalPresentationStyle = .fullScreen
        var completions = 0
        let reports = Diagnostics.record {
            scene.host.present(scene.detail, from: loose, transition: scene.zoom()) { completions += 1 }
            scene.settle()
        }
        #expect(scene.model.events.isEmpty, "\(scene.model.events)")
        #expect(scene.detail.presentingViewController == nil && completions == 0)
        #expect(scene.detail.modalPresentationStyle == .fullScreen)
        #expect(reports.contains { $0.category == "presentations" && $0.message.contains("in no window") })
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
