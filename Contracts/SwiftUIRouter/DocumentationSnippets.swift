#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    /// Documentation snippets beyond the Contract (SwiftUINavigation.md): the links that go
    /// back, home and to a tag, and a screen's toolbar — compiled so that they cannot drift. Never
    /// shown.
    struct DocumentationSnippets: View {
        var body: some View {
            VStack {
                RouteLink(.back) { Text("Back") }
                RouteLink(.home) { Text("Home") }
                RouteLink(.goTo("detail")) { Text("To detail") }
                Text("Photo").transitionToolbar(
                    title: "Photo",
                    trailing: [TransitionToolbarItem("Share", systemImage: "square.and.arrow.up") {}])
            }
        }
    }

    /// SwiftUINavigation.md's path binding and environment snippets (parts 1 and 2),
    /// compiled so that they cannot drift. Never shown.
    struct PathDocumentationSnippet: View {
        enum Route: Hashable, Codable {
            case photo(Int)
            case settings
        }
        final class Store: ObservableObject {}

        @State private var path: [Route] = []
        @StateObject private var store = Store()

        var body: some View {
            TransitionStack(
                path: $path,
                transition: { route, operation in
                    route == .settings ? .crossFade : .zoom
                }
            ) {
                VStack {
                    Button("Settings") { path.append(.settings) }
                    RouteLink(value: Route.photo(1), transition: .zoom) { Text("Photo 1") }
                    RouteLink(value: Route.settings) { Text("Settings") }
                }
                .transitionDestination(for: Route.self) { route in
                    switch route {
                    case .photo(let id): Text("Photo \(id)")
                    case .settings: Text("Settings")
                    }
                }
            }
            .environmentObject(store)
            .environment(\.openURL, OpenURLAction { _ in .handled })
            .tint(.orange)
        }
    }

    /// SwiftUINavigation.md's dismiss and state-driven destination snippets,
    /// compiled. Never shown.
    struct DismissDocumentationSnippet: View {
        @Environment(\.transitionDismiss) private var dismiss
        @State private var showsFont = false
        @State private var account: String?

        var body: some View {
            List {
                Button("Done") { dismiss() }
                Button("Font") { showsFont = true }
                Button("Account") { account = "alice" }
            }
            .transitionDestination(isPresented: $showsFont) { Text("Font") }
            .transitionDestination(item: $account) { name in Text(name) }
        }
    }
#endif
