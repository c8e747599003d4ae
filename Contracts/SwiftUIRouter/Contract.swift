// swift-format-ignore-file
// `ContentView` and `HomeView` are the Contract as the issue printed it, amended by the
// migration table of the SwiftUI surface cut (the tag router became the stack's path and links:
// `router.push` → a state-driven destination, `back()` → `transitionDismiss` or a shorter path,
// `home()` → an empty path, `goTo(tag:)` → the path shortened to a value); the formatter leaves
// this file alone so that it stays verbatim.

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    enum Screen: Hashable { case detail }

    struct ContentView: View {
        @State private var path: [Screen] = []
        var body: some View {
            TransitionStack(path: $path) { HomeView(path: $path) }
        }
    }
    struct HomeView: View {
        @Binding var path: [Screen]
        @Environment(\.transitionDismiss) private var dismiss
        @State private var showsSettings = false
        var body: some View {
            VStack {
                RouteLink(value: Screen.detail, transition: .zoom) { Text("Open") }
                Button("Settings") { showsSettings = true }
                Button("Back") { dismiss() }
                Button("Home") { path = [] }
                Button("To detail") { if let index = path.lastIndex(of: .detail) { path.removeSubrange((index + 1)...) } }
            }
            .transitionDestination(for: Screen.self) { _ in DetailView() }
            .transitionDestination(isPresented: $showsSettings, transition: .crossFade) { SettingsView() }
        }
    }

    /// The detail screen the Contract names.
    struct DetailView: View {
        var body: some View { Text("Detail") }
    }

    /// The settings screen the Contract names.
    struct SettingsView: View {
        var body: some View { Text("Settings") }
    }
#endif
