import TransitionKitCore

/// A `UINavigationController`'s stack, as UINavigationController.h describes the parts a toolbar
/// container uses.
///
/// - `viewControllers` is "the current view controller stack" (UINavigationController.h:70); a
///   pop changes it at once, while the pop animates.
/// - `popToViewController(_:animated:)` "pops view controllers until the one specified is on top.
///   Returns the popped controllers" (:64). The view controller "must currently be on the
///   navigation stack" (UINavigationController documentation): popping to one that is not is
///   recorded as a violation.
@MainActor
package final class NavigationStackModel: ToolbarStackPort {
    private let log: ContractLedger
    /// `viewControllers`.
    package var viewControllers: [StackEntryModel]
    /// The pops asked for: the target's name and whether it animated.
    package private(set) var pops: [(target: String, animated: Bool)] = []

    /// Creates a stack.
    ///
    /// - Parameters:
    ///   - entries: The stack, root first.
    ///   - log: Where violations go.
    package init(_ entries: [StackEntryModel], log: ContractLedger) {
        viewControllers = entries
        self.log = log
    }

    /// `popToViewController(_:animated:)`.
    @discardableResult
    package func popToViewController(_ viewController: StackEntryModel, animated: Bool) -> [StackEntryModel]?
    {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            log.record(
                "popToViewController(_:animated:) to \(viewController.name), which is not on the stack")
            return nil
        }
        pops.append((viewController.name, animated))
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        return popped
    }
}

/// A stack entry (a toolbar container, or a screen left unwrapped) and its screen's navigation item.
@MainActor
package final class StackEntryModel: ToolbarStackEntryPort {
    /// A name for test output.
    package let name: String
    /// The navigation item of the screen the entry shows.
    package let screenNavigationItem: NavigationItemModel

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - name: A name for test output.
    ///   - item: Its screen's navigation item.
    package init(_ name: String, item: NavigationItemModel = NavigationItemModel()) {
        self.name = name
        screenNavigationItem = item
    }
}
