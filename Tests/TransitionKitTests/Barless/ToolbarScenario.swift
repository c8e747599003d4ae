import Foundation
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A screen's toolbar on device, replayed through the real coordinator and the UIKit models: the
/// screen's navigation item, the toolbar view, and the main run loop.
@MainActor
struct ToolbarScenario {
    let log = ContractLedger()
    let runLoop = RunLoopModel()
    let item: NavigationItemModel
    let toolbar: ToolbarViewModel
    let coordinator: NavigationToolbarCore<NavigationItemModel, ToolbarViewModel>

    /// A toolbar on screen, mirroring `item`.
    ///
    /// - Parameters:
    ///   - item: The screen's navigation item.
    ///   - isRoot: Whether the screen is the root of its stack.
    init(item: NavigationItemModel = NavigationItemModel(), isRoot: Bool = false) {
        self.item = item
        toolbar = ToolbarViewModel(log: log)
        coordinator = NavigationToolbarCore(item: item, toolbar: toolbar, turns: runLoop)
        coordinator.isRoot = isRoot
        coordinator.toolbarDidMoveToWindow(isInWindow: true)
        runLoop.runTurn()
    }

    /// The leading row, by name.
    var leading: [String] { toolbar.leadingStack.arrangedNames }
    /// The trailing row, by name.
    var trailing: [String] { toolbar.trailingStack.arrangedNames }

    /// The button shown for `item`, if any.
    func button(for item: BarButtonItemModel) -> BarButtonModel? {
        let shown = toolbar.leadingStack.arrangedSubviews + toolbar.trailingStack.arrangedSubviews
        return shown.compactMap { $0 as? BarButtonModel }.first { $0.item === item }
    }
}
