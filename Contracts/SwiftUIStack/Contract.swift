// swift-format-ignore-file
// The body of the `#if` is the Contract exactly as the issue prints it (indented); the
// formatter leaves this file alone so that it stays verbatim.

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    enum Route: Hashable, Codable { case photo(Int), settings }
    final class Store: ObservableObject { @Published var count = 0 }

    struct AppRoot: View {
        @State private var path: [Route] = []
        @StateObject private var store = Store()
        var body: some View {
            TransitionStack(path: $path, transition: { route, direction in
                route == .settings ? .crossFade : .zoom
            }) {
                GridScreen()
                    .transitionDestination(for: Route.self) { route in
                        switch route {
                        case .photo(let id): PhotoScreen(id: id)
                        case .settings: SettingsScreen()
                        }
                    }
            }
            .environmentObject(store)
        }
    }
    struct GridScreen: View {
        var body: some View {
            RouteLink(value: Route.photo(1), transition: .zoom) { Text("Photo 1") }
        }
    }
    struct PhotoScreen: View {
        let id: Int
        @EnvironmentObject var store: Store
        var body: some View { Text("\(id) \(store.count)") }
    }
    struct SettingsScreen: View {
        @Environment(\.transitionDismiss) private var dismiss
        @State private var showsFont = false
        @State private var account: String?
        var body: some View {
            List {
                Button("Done") { dismiss() }
                Button("Font") { showsFont = true }
                RouteLink(value: Route.photo(2)) { Text("Uses the stack's transition") }
            }
            .navigationTitle("Settings")
            .toolbar { ToolbarItem(placement: .navigationBarTrailing) { Menu("More") { Button("Reset") {} } } }
            .transitionDestination(isPresented: $showsFont) { Text("Font") }
            .transitionDestination(item: $account) { name in Text(name) }
        }
    }
    struct SearchTab: View {
        @State private var path = TransitionPath()
        @State private var query = ""
        var body: some View {
            TransitionStack(path: $path, bar: .system) {
                List { Text("Results for \(query)") }
                    .searchable(text: $query)
                    .navigationBarTitleDisplayMode(.large)
                    .transitionDestination(for: Int.self) { PhotoScreen(id: $0) }
            }
        }
    }
#endif
