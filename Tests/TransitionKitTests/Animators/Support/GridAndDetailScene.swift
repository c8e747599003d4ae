import Foundation
import TransitionKitCore
import UIKitModels

/// A scene whose zoom plays between a grid holding a cell at ``cellFrame`` and a detail holding a
/// photo at ``photoFrame`` (``AnimatorScene``, ``PresentationScene``).
@MainActor
protocol GridAndDetailScene: AnyObject {
    /// The grid, holding the cell.
    var grid: ViewControllerModel { get }
    /// The detail, holding the photo.
    var detail: ViewControllerModel { get }
}

extension GridAndDetailScene {
    /// The grid's cell frame, in its screen.
    static var cellFrame: CGRect { CGRect(x: 20, y: 200, width: 100, height: 100) }
    /// The detail's photo frame, in its screen.
    static var photoFrame: CGRect { CGRect(x: 0, y: 100, width: 390, height: 390) }

    /// The grid's cell (loads the grid's view).
    var cell: ViewModel { grid.view.descendant(named: "cell")! }
    /// The detail's photo (loads the detail's view).
    var photo: ViewModel { detail.view.descendant(named: "photo")! }

    /// The grid and the detail, their views not loaded yet.
    ///
    /// - Parameters:
    ///   - ledger: The scene's ledger.
    ///   - grid: Dresses the grid's view once it holds the cell.
    ///   - detail: Dresses the detail's view once it holds the photo.
    /// - Returns: The two screens.
    static func screens(
        ledger: ContractLedger, dressingGrid grid: @escaping @MainActor (ViewModel) -> Void = { _ in },
        detail: @escaping @MainActor (ViewModel) -> Void = { _ in }
    ) -> (grid: ViewControllerModel, detail: ViewControllerModel) {
        let gridScreen = ViewControllerModel("grid", ledger: ledger)
        let detailScreen = ViewControllerModel("detail", ledger: ledger)
        gridScreen.onLoadView = { view in
            view.addSubview(ViewModel("cell", frame: cellFrame, ledger: ledger))
            grid(view)
        }
        detailScreen.onLoadView = { view in
            view.addSubview(ViewModel("photo", frame: photoFrame, ledger: ledger))
            detail(view)
        }
        return (gridScreen, detailScreen)
    }
}
