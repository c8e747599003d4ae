#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Writes a screen's toolbar title and buttons into its hosting controller's `navigationItem`
    /// on every SwiftUI update, through the neutral ``ToolbarItemsWriter`` (what is written, and
    /// that an unchanged update writes nothing), then has the screen's toolbar apply the change at
    /// once.
    struct TransitionToolbarWriter: UIViewRepresentable {
        let title: String?
        let leading: [TransitionToolbarItem]
        let trailing: [TransitionToolbarItem]

        func makeCoordinator() -> ToolbarItemsWriter<UIKitBarButtonItemFactory> {
            ToolbarItemsWriter(factory: UIKitBarButtonItemFactory())
        }

        func makeUIView(context: Context) -> UIView {
            let view = UIView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.isHidden = true
            return view
        }

        func updateUIView(_ view: UIView, context: Context) {
            guard let controller = context.environment.routeScreen?.controller else { return }
            context.coordinator.write(
                title: title, leading: leading, trailing: trailing, into: controller.navigationItem,
                toolbar: (controller.parent as? ToolbarContainerViewController)?.toolbar)
        }
    }

    /// Bar button items whose primary action runs a closure, and SF Symbol images
    /// (``BarButtonItemFactoryPort``).
    @MainActor
    struct UIKitBarButtonItemFactory: BarButtonItemFactoryPort {
        func makeBarButtonItem(action: @escaping @MainActor () -> Void) -> UIBarButtonItem {
            UIBarButtonItem(primaryAction: UIAction { _ in action() })
        }

        func systemImage(named name: String) -> UIImage? {
            UIImage(systemName: name)
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
