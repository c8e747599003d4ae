#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Dismisses the ``TransitionStack`` screen it was read in, as SwiftUI's `DismissAction` does
    /// in a `NavigationStack`.
    ///
    /// ```swift
    /// struct SettingsScreen: View {
    ///     @Environment(\.transitionDismiss) private var dismiss
    ///     var body: some View { Button("Done") { dismiss() } }
    /// }
    /// ```
    ///
    /// In a pushed screen it pops that screen and every screen above it (a path binding is
    /// shortened); in the root screen it dismisses the presentation holding the stack — a
    /// `transitionSheet` or `transitionFullScreenCover` (with everything it presents), or a sheet of
    /// SwiftUI's; called again, or from a screen no longer in the stack, it does nothing. Outside a
    /// ``TransitionStack`` it does nothing. SwiftUI's own `\.dismiss` in a stack screen acts on the
    /// presentation around the stack and never pops (see <doc:SwiftUINavigation>).
    public struct TransitionDismissAction {
        private let action: @MainActor () -> Void

        init(_ action: @escaping @MainActor () -> Void) {
            self.action = action
        }

        /// Dismisses the screen the action was read in.
        @MainActor public func callAsFunction() {
            action()
        }
    }

    /// The environment key of ``TransitionDismissAction``; does nothing by default.
    private struct TransitionDismissKey: EnvironmentKey {
        static var defaultValue: TransitionDismissAction { TransitionDismissAction {} }
    }

    extension EnvironmentValues {
        /// Dismisses the ``TransitionStack`` screen this is read in (see
        /// ``TransitionDismissAction``).
        public var transitionDismiss: TransitionDismissAction {
            get { self[TransitionDismissKey.self] }
            set { self[TransitionDismissKey.self] = newValue }
        }
    }

    extension TransitionRouter {
        /// Pops the screen; at the root, calls the stack's environment `dismiss`, SwiftUI's own for the
        /// presentation the stack sits in (`transitionSheet`, `transitionFullScreenCover`, `.sheet`).
        func dismissAction(for reference: RouteScreenReference) -> TransitionDismissAction {
            TransitionDismissAction { [weak self, weak reference] in
                guard let self, let screen = reference?.controller as? RouteHostingController else { return }
                let environment = coordinator.environment
                coordinator.dismiss(screen) { environment?.dismiss() }
            }
        }
    }
#endif
