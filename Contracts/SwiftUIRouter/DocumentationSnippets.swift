#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    /// Documentation snippets beyond the Contract (SwiftUINavigation.md): view links with and
    /// without a transition, a stack's default transition and an unanimated path edit, and a
    /// screen's toolbar — compiled so that they cannot drift. Never shown.
    struct DocumentationSnippets: View {
        @State private var path: [Int] = []

        var body: some View {
            TransitionStack(path: $path, defaultTransition: .system) {
                RouteLink(transition: .crossFade) {
                    Text("Settings")
                } label: {
                    Text("Settings")
                }
                RouteLink {
                    Text("Profile")
                } label: {
                    Text("Profile")
                }
                RouteLink(value: 1, transition: .zoom) { Text("Photo 1") }
                Button("Restore") {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { path = [1, 2] }
                }
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
            .transitionDestination(isPresented: $showsFont, transition: .crossFade) { Text("Font") }
            .transitionDestination(item: $account) { name in Text(name) }
            .transitionDestination(item: $account, transition: { _ in .zoom }, destination: { Text($0) })
        }
    }
#endif
