import TransitionKit

/// Makes bar button items as `UIBarButtonItem(primaryAction:)` does ("a plain-style bar button
/// item from the properties of primaryAction", UIBarButtonItem.h:70-71: an untitled action gives
/// an item without title or image), and images as `UIImage(systemName:)` does (`nil` for a name
/// that is not a symbol).
@MainActor
package final class BarButtonItemFactoryModel: BarButtonItemFactoryPort {
    /// Names `UIImage(systemName:)` does not know.
    package var unknownSymbols: Set<String> = []
    /// Items made, in order.
    package private(set) var made: [BarButtonItemModel] = []

    /// Creates a factory.
    package init() {}

    /// A new item whose primary action runs `action`.
    package func makeBarButtonItem(action: @escaping @MainActor () -> Void) -> BarButtonItemModel {
        let item = BarButtonItemModel("item\(made.count)")
        item.primaryAction = ActionModel("", handler: action)
        made.append(item)
        return item
    }

    /// `UIImage(systemName:)`.
    package func systemImage(named name: String) -> ImageModel? {
        unknownSymbols.contains(name) ? nil : ImageModel(name, isSystemSymbol: true)
    }
}

/// A toolbar that counts `reloadItems()` calls.
@MainActor
package final class ToolbarReloadModel: ToolbarReloadPort {
    /// How many reloads were asked for.
    package private(set) var reloads = 0

    /// Creates a toolbar.
    package init() {}

    /// Counts a reload.
    package func reloadItems() {
        reloads += 1
    }
}
