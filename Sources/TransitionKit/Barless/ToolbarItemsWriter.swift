/// Decides what `View.transitionToolbar(title:leading:trailing:)` writes into a screen's
/// navigation item on each SwiftUI update, and when.
///
/// **What.** The title; `leftItemsSupplementBackButton` on (the leading buttons sit beside the
/// back button); one bar button item per ``TransitionToolbarItem``: the leading ones as
/// `leftBarButtonItems` in order, the trailing ones as `rightBarButtonItems` reversed (UIKit lays
/// right items out from the trailing edge inwards). An item shows its symbol image when the name
/// is known, else its title; its accessibility label is always the title. Items are reused while
/// a side keeps its count, so a button does not change under the finger; a tap runs the action of
/// the latest update.
///
/// **When.** Only values that differ are written (an unchanged update writes nothing), and when
/// anything was written the screen's toolbar is told to apply it at once
/// (``ToolbarReloadPort``), so the change shows in the frame of the update however late in the
/// run-loop turn SwiftUI makes it — one toolbar rebuild per update.
///
/// ```swift
/// writer.write(title: "Detail", leading: [], trailing: [edit], into: hostingController.navigationItem,
///              toolbar: container?.toolbar)
/// ```
@MainActor
package final class ToolbarItemsWriter<Factory: BarButtonItemFactoryPort> {
    /// A side of the toolbar.
    private enum Side {
        case leading
        case trailing
    }

    /// What one item was last given.
    private struct Shown: Equatable {
        var title: String
        var systemImage: String?
    }

    private let factory: Factory
    private var items: [Side: [Factory.Item]] = [:]
    private var actions: [Side: [@MainActor () -> Void]] = [:]
    private var shown: [Side: [Shown]] = [:]

    /// Creates a writer that has written nothing yet.
    ///
    /// - Parameter factory: Makes bar button items and images.
    package init(factory: Factory) {
        self.factory = factory
    }

    /// Writes the toolbar's title and buttons into `navigationItem`, then, if anything changed,
    /// tells `toolbar` to apply it.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - leading: The buttons after the back button, leading to trailing.
    ///   - trailing: The buttons on the trailing side, leading to trailing.
    ///   - navigationItem: The screen's navigation item.
    ///   - toolbar: The toolbar mirroring it, if known.
    /// - Returns: Whether anything was written.
    @discardableResult
    package func write<Item: NavigationItemPort>(
        title: String?, leading: [TransitionToolbarItem], trailing: [TransitionToolbarItem],
        into navigationItem: Item,
        toolbar: (any ToolbarReloadPort)?
    ) -> Bool where Item.BarButtonItem == Factory.Item {
        var wrote = false
        if navigationItem.title != title {
            navigationItem.title = title
            wrote = true
        }
        if !navigationItem.leftItemsSupplementBackButton {
            navigationItem.leftItemsSupplementBackButton = true
            wrote = true
        }
        actions[.leading] = leading.map(\.action)
        actions[.trailing] = trailing.map(\.action)
        let newLeading = update(.leading, to: leading, wrote: &wrote)
        let newTrailing = update(.trailing, to: trailing, wrote: &wrote)
        if !Self.same(newLeading, items[.leading])
            || !Self.same(navigationItem.leftBarButtonItems, newLeading)
        {
            items[.leading] = newLeading
            navigationItem.leftBarButtonItems = newLeading
            wrote = true
        }
        let rightItems = Array(newTrailing.reversed())
        if !Self.same(newTrailing, items[.trailing])
            || !Self.same(navigationItem.rightBarButtonItems, rightItems)
        {
            items[.trailing] = newTrailing
            navigationItem.rightBarButtonItems = rightItems
            wrote = true
        }
        if wrote { toolbar?.reloadItems() }
        return wrote
    }

    /// The items of a side for `specs`: the old ones updated in place when the count matches, new
    /// ones otherwise; an item whose title and symbol equal what it was last given is not written.
    private func update(_ side: Side, to specs: [TransitionToolbarItem], wrote: inout Bool) -> [Factory.Item]
    {
        let old = items[side] ?? []
        let reused = old.count == specs.count
        let sideItems =
            reused
            ? old
            : specs.indices.map { index in
                factory.makeBarButtonItem { [weak self] in self?.perform(side, index) }
            }
        let wanted = specs.map { Shown(title: $0.title, systemImage: $0.systemImage) }
        let before = reused ? shown[side] ?? [] : []
        for (index, (item, spec)) in zip(sideItems, wanted).enumerated() {
            if before.indices.contains(index), before[index] == spec { continue }
            let image = spec.systemImage.flatMap { factory.systemImage(named: $0) }
            let title = image == nil ? spec.title : nil
            if item.image !== image {
                item.image = image
                wrote = true
            }
            if item.title != title {
                item.title = title
                wrote = true
            }
            if item.accessibilityLabel != spec.title {
                item.accessibilityLabel = spec.title
                wrote = true
            }
        }
        shown[side] = wanted
        return sideItems
    }

    /// Runs the latest action of a button, if the side still has that many.
    private func perform(_ side: Side, _ index: Int) {
        let sideActions = actions[side] ?? []
        guard sideActions.indices.contains(index) else { return }
        sideActions[index]()
    }

    /// The same items in the same order (`nil` counts as empty: UIKit may store an empty list so).
    private static func same(_ lhs: [Factory.Item]?, _ rhs: [Factory.Item]?) -> Bool {
        (lhs ?? []).elementsEqual(rhs ?? []) { $0 === $1 }
    }
}
