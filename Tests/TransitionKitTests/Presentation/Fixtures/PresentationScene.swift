import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A phone-sized window whose root is a tab bar controller: its first tab a navigation controller
/// showing a grid with two cells, its second a settings screen; a detail screen with a photo to
/// present as a cover (`.overFullScreen`); and the presentations host over the presentation
/// contract model.
///
/// ```swift
/// let scene = PresentationScene()
/// scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom)
/// scene.settle()
/// #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
/// ```
@MainActor
final class PresentationScene: GridAndDetailScene {
    let ledger: ContractLedger
    let clock = ModelClock()
    let window: ViewModel
    let animations: AnimatorFactoryModel
    let model: PresentationModel
    let staging: StagingModel
    let host: ModeledPresentations
    let grid: ViewControllerModel
    let detail: ViewControllerModel
    let settings: ViewControllerModel
    let navigation: NavigationControllerModel
    let tabs: TabBarControllerModel

    static let otherCellFrame = CGRect(x: 200, y: 400, width: 100, height: 100)

    /// - Parameter ledger: The test's ledger (a strict one fails the test on any violation).
    init(ledger: ContractLedger = ContractLedger()) {
        self.ledger = ledger
        window = ViewModel.window(ledger: ledger)
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        model = PresentationModel(window: window, animations: animations)
        staging = StagingModel(ledger: ledger)
        host = ModeledPresentations(model: model, staging: staging)
        let ledger = self.ledger
        (grid, detail) = Self.screens(ledger: ledger) { grid in
            grid.addSubview(ViewModel("other cell", frame: Self.otherCellFrame, ledger: ledger))
        }
        settings = ViewControllerModel("settings", ledger: ledger)
        navigation = NavigationControllerModel(
            "navigation", rootViewController: grid, ledger: ledger, clock: clock)
        tabs = TabBarControllerModel("tabs", viewControllers: [navigation, settings], ledger: ledger)
        window.addSubview(tabs.view)
        tabs.view.frame = window.bounds
        // A cover: the library's own presentation (a sheet style keeps UIKit's sheet).
        detail.modalPresentationStyle = .overFullScreen
    }

    /// The grid's other cell.
    var otherCell: ViewModel { grid.view.descendant(named: "other cell")! }
    /// A zoom from the grid's cell to the detail's photo, the cell asked through `source`.
    func zoom(source: (@MainActor () -> ViewModel?)? = nil, hidesSource: Bool = false) -> PresentedTransition
    {
        let cell = self.cell
        let photo = self.photo
        return PresentedTransition(
            .zoom,
            zoom: ZoomLookup(
                source: source ?? { [weak cell] in cell }, destination: { [weak photo] in photo }),
            hidesSource: hidesSource)
    }

    /// Presents the detail from the grid with `style`, growing from the grid's cell into the whole
    /// detail (no destination view), and lets it finish.
    func present(_ style: TransitionStyle) {
        let cell = self.cell
        host.present(
            detail, from: grid,
            transition: PresentedTransition(
                style, zoom: ZoomLookup(source: { [weak cell] in cell }, destination: { nil }),
                hidesSource: false))
        settle()
    }

    /// Lets every running animation and scheduled action finish.
    func settle() {
        clock.runUntilIdle()
    }
}

/// The zoom source a test changes between the presentation and the dismissal.
@MainActor
final class SourceBox {
    var view: ViewModel?

    init(_ view: ViewModel?) {
        self.view = view
    }
}
