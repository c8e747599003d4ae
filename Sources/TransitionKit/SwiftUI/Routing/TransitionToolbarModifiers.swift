#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension View {
        /// Sets the title and buttons of the screen's bar: a shorthand for `.navigationTitle` and
        /// a `.toolbar` of buttons placed `.navigationBarLeading` and `.navigationBarTrailing`.
        ///
        /// ```swift
        /// DetailView()
        ///     .transitionToolbar(title: "Detail",
        ///                        trailing: [TransitionToolbarItem("Edit") { editing = true }])
        /// ```
        ///
        /// SwiftUI writes both into the screen's `navigationItem`, which the bar-less toolbar
        /// mirrors (or the system bar shows): there is one writer. Used beside SwiftUI's own
        /// modifiers on the same screen, the buttons of both appear (SwiftUI merges a screen's
        /// toolbar content), and the title follows SwiftUI's rule for two `.navigationTitle`s.
        /// Give a screen its title in one place. Outside a ``TransitionStack`` it sets the same
        /// modifiers for whatever navigation container holds the view.
        ///
        /// - Parameters:
        ///   - title: The screen's title; `nil` shows none (an empty title).
        ///   - leading: Buttons on the leading side, after the back button.
        ///   - trailing: Buttons on the trailing side, leading to trailing.
        /// - Returns: The view with the title and the buttons.
        public func transitionToolbar(
            title: String?, leading: [TransitionToolbarItem] = [], trailing: [TransitionToolbarItem] = []
        ) -> some View {
            modifier(TransitionToolbarShorthand(title: title, leading: leading, trailing: trailing))
        }

        /// Hides the screen's bar: its bar-less toolbar (the content then reaches the top safe
        /// area), or, in a stack with `bar: .system`, the navigation bar while the screen is on
        /// top. Outside a ``TransitionStack`` it does nothing.
        ///
        /// ```swift
        /// PhotoViewer(photo: photo).transitionToolbarHidden()
        /// ```
        ///
        /// - Parameter hidden: Whether the bar is hidden.
        /// - Returns: The view, hiding or showing its screen's bar.
        public func transitionToolbarHidden(_ hidden: Bool = true) -> some View {
            modifier(ToolbarHiddenModifier(hidden: hidden))
        }
    }

    /// `.transitionToolbar` as SwiftUI's own title and toolbar modifiers.
    struct TransitionToolbarShorthand: ViewModifier {
        let title: String?
        let leading: [TransitionToolbarItem]
        let trailing: [TransitionToolbarItem]

        func body(content: Content) -> some View {
            content
                .navigationTitle(TransitionToolbarContent.title(title))
                .toolbar {
                    ToolbarItemGroup(placement: .navigationBarLeading) { buttons(leading) }
                    ToolbarItemGroup(placement: .navigationBarTrailing) { buttons(trailing) }
                }
        }

        private func buttons(_ items: [TransitionToolbarItem]) -> some View {
            ForEach(items.indices, id: \.self) { index in
                TransitionToolbarButton(item: items[index])
            }
        }
    }

    /// One ``TransitionToolbarItem``, showing what ``TransitionToolbarContent`` decides.
    struct TransitionToolbarButton: View {
        let item: TransitionToolbarItem

        var body: some View {
            Button(action: item.action) {
                let label = TransitionToolbarContent.label(of: item) { UIImage(systemName: $0) != nil }
                if let symbol = label.symbol {
                    Image(systemName: symbol).accessibilityLabel(label.text)
                } else {
                    Text(label.text)
                }
            }
        }
    }

    /// Hands the choice to the hosting controller on appear and on change, and says when the modifier
    /// leaves the view (see ``RouteBarChoice``).
    struct ToolbarHiddenModifier: ViewModifier {
        let hidden: Bool
        @Environment(\.routeScreen) private var screen
        @StateObject private var writer = ToolbarHiddenWriter()

        func body(content: Content) -> some View {
            content
                .onAppear { write(hidden) }
                .onChange(of: hidden) { write($0) }
        }

        @MainActor private func write(_ hidden: Bool) {
            let controller = screen?.controller as? RouteHostingController
            let identity = ObjectIdentifier(writer)
            writer.didLeave = { [weak controller] in controller?.toolbarHiddenWriterDidLeave(identity) }
            controller?.requestToolbarHidden(hidden, by: identity)
        }
    }

    /// SwiftUI releases it when the modifier leaves the view (not when the screen is only covered); it
    /// then tells the screen on the main actor's next turn.
    final class ToolbarHiddenWriter: ObservableObject {
        /// Tells the screen the modifier last wrote to that the modifier left.
        var didLeave: (@MainActor @Sendable () -> Void)?

        deinit {
            guard let didLeave else { return }
            Task { @MainActor in didLeave() }
        }
    }
#endif
