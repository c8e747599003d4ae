import Foundation
import TransitionKitCore

/// A model of `UITabBarController` (`UITabBarController.h`) as presentations see it: children, the
/// selected one (its view fills the tab bar controller's view; switching tabs swaps the views).
///
/// ```swift
/// let tabs = TabBarControllerModel("tabs", viewControllers: [gridNavigation, settings], ledger: ledger)
/// tabs.selectedIndex = 1
/// ```
@MainActor
package final class TabBarControllerModel: ViewControllerModel {
    /// `viewControllers`.
    package let viewControllers: [ViewControllerModel]

    /// `selectedIndex`; an index out of range is ignored, as UIKit ignores it.
    package var selectedIndex: Int {
        didSet {
            guard viewControllers.indices.contains(selectedIndex) else {
                selectedIndex = oldValue
                return
            }
            viewControllers[oldValue].viewIfLoaded?.removeFromSuperview()
            if let view = viewIfLoaded { view.addSubview(viewControllers[selectedIndex].view) }
        }
    }

    /// `selectedViewController`.
    package var selectedViewController: ViewControllerModel? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Creates a tab bar controller whose first child is selected.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - viewControllers: The children.
    ///   - ledger: The test's ledger.
    package init(_ name: String, viewControllers: [ViewControllerModel], ledger: ContractLedger) {
        self.viewControllers = viewControllers
        selectedIndex = 0
        super.init(name, ledger: ledger)
        for child in viewControllers { addChild(child) }
        onLoadView = { [weak self] view in
            if let selected = self?.selectedViewController { view.addSubview(selected.view) }
        }
    }
}

/// A model of `UISplitViewController` (`UISplitViewController.h`) as presentations see it: its
/// children, all shown side by side, or only the first when collapsed.
@MainActor
package final class SplitViewControllerModel: ViewControllerModel {
    /// `viewControllers`: primary first.
    package let viewControllers: [ViewControllerModel]
    /// `isCollapsed`.
    package var isCollapsed = false

    /// Creates a split view controller.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - viewControllers: The children, primary first.
    ///   - ledger: The test's ledger.
    package init(_ name: String, viewControllers: [ViewControllerModel], ledger: ContractLedger) {
        self.viewControllers = viewControllers
        super.init(name, ledger: ledger)
        for child in viewControllers { addChild(child) }
        onLoadView = { view in
            for child in viewControllers { view.addSubview(child.view) }
        }
    }
}
