#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Writes a screen's toolbar title and buttons into its hosting controller's
    /// `navigationItem` on every SwiftUI update, reusing the bar button items it made.
    ///
    /// Only values that differ are written: every write to a navigation item or bar button item
    /// property fires key-value observation, and the toolbar rebuilds its row on each; writing
    /// unchanged values on every SwiftUI update would rebuild it for nothing.
    struct TransitionToolbarWriter: UIViewRepresentable {
        let title: String?
        let leading: [TransitionToolbarItem]
        let trailing: [TransitionToolbarItem]

        /// Holds the bar button items and the current actions they call.
        @MainActor final class Coordinator {
            var leadingItems: [UIBarButtonItem] = []
            var trailingItems: [UIBarButtonItem] = []
            var leadingActions: [@MainActor () -> Void] = []
            var trailingActions: [@MainActor () -> Void] = []
            /// What each item shows, as last written (title, symbol name), to skip equal writes.
            var leadingShown: [Shown] = []
            var trailingShown: [Shown] = []
        }

        /// What one bar button item was last given.
        struct Shown: Equatable {
            var title: String
            var systemImage: String?
        }

        func makeCoordinator() -> Coordinator { Coordinator() }

        func makeUIView(context: Context) -> UIView {
            let view = UIView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.isHidden = true
            return view
        }

        func updateUIView(_ view: UIView, context: Context) {
            guard let navigationItem = context.environment.routeScreen?.controller?.navigationItem else {
                return
            }
            let coordinator = context.coordinator
            if navigationItem.title != title { navigationItem.title = title }
            if !navigationItem.leftItemsSupplementBackButton {
                navigationItem.leftItemsSupplementBackButton = true
            }
            coordinator.leadingActions = leading.map(\.action)
            coordinator.trailingActions = trailing.map(\.action)
            let newLeading = Self.items(
                for: leading, reusing: coordinator.leadingItems, shown: &coordinator.leadingShown,
                coordinator: coordinator, leading: true)
            let newTrailing = Self.items(
                for: trailing, reusing: coordinator.trailingItems, shown: &coordinator.trailingShown,
                coordinator: coordinator, leading: false)
            if newLeading != coordinator.leadingItems
                || (navigationItem.leftBarButtonItems ?? []) != newLeading
            {
                coordinator.leadingItems = newLeading
                navigationItem.leftBarButtonItems = newLeading
            }
            // UIKit lays right bar button items out from the right edge inwards. (UIKit may store
            // an empty list as `nil`: compare as empty, or every update would write it again.)
            let rightItems = Array(newTrailing.reversed())
            if newTrailing != coordinator.trailingItems
                || (navigationItem.rightBarButtonItems ?? []) != rightItems
            {
                coordinator.trailingItems = newTrailing
                navigationItem.rightBarButtonItems = rightItems
            }
        }

        /// Bar button items for `specs`, updating the old ones in place when the count matches;
        /// an item whose title and symbol name equal what it was last given is not written to.
        @MainActor private static func items(
            for specs: [TransitionToolbarItem], reusing old: [UIBarButtonItem], shown: inout [Shown],
            coordinator: Coordinator, leading: Bool
        ) -> [UIBarButtonItem] {
            let reused = old.count == specs.count
            let items =
                reused
                ? old
                : specs.indices.map { index in
                    UIBarButtonItem(
                        primaryAction: UIAction { [weak coordinator] _ in
                            guard let coordinator else { return }
                            let actions = leading ? coordinator.leadingActions : coordinator.trailingActions
                            if actions.indices.contains(index) { actions[index]() }
                        })
                }
            let wanted = specs.map { Shown(title: $0.title, systemImage: $0.systemImage) }
            for (index, (item, spec)) in zip(items, wanted).enumerated() {
                if reused, shown.indices.contains(index), shown[index] == spec { continue }
                let image = spec.systemImage.flatMap { UIImage(systemName: $0) }
                if item.image != image { item.image = image }
                let title = image == nil ? spec.title : nil
                if item.title != title { item.title = title }
                if item.accessibilityLabel != spec.title { item.accessibilityLabel = spec.title }
            }
            shown = wanted
            return items
        }
    }

    extension View {
        /// Sets the title and buttons of the screen's bar-less toolbar.
        ///
        /// Apply it once per screen (the last one applied wins); the toolbar follows every update
        /// of the values. Outside a ``TransitionStack`` it does nothing.
        ///
        /// ```swift
        /// DetailView()
        ///     .transitionToolbar(title: "Detail",
        ///                        trailing: [TransitionToolbarItem("Edit") { editing = true }])
        /// ```
        ///
        /// - Parameters:
        ///   - title: The screen's title; `nil` shows none.
        ///   - leading: Buttons on the leading side, after the back button.
        ///   - trailing: Buttons on the trailing side, leading to trailing.
        /// - Returns: The view, writing its toolbar into the screen's `navigationItem`.
        public func transitionToolbar(
            title: String?, leading: [TransitionToolbarItem] = [], trailing: [TransitionToolbarItem] = []
        ) -> some View {
            background(TransitionToolbarWriter(title: title, leading: leading, trailing: trailing))
        }
    }
#endif
