#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    /// Documentation snippets beyond issue #7's Contract (SwiftUINavigation.md): the links that go
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
#endif
