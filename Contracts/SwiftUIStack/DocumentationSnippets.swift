#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    /// SwiftUINavigation.md's snippets beyond its Contract — a path of several types,
    /// saving and restoring it, SwiftUI's bar modifiers, the toolbar shorthand and hiding the bar —
    /// compiled so that they cannot drift. Never shown.
    struct SwiftUIStackDocumentationSnippets: View {
        @State private var path = TransitionPath()
        @State private var saved = Data()

        var body: some View {
            TransitionStack(path: $path, bar: .system) {
                List { Text("Search") }
                    .transitionDestination(for: Int.self) { Text("Photo \($0)") }
                    .transitionDestination(for: String.self) { Text("Tag \($0)") }
                    .navigationTitle("Settings")
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                        ToolbarItem(placement: .principal) { Text("Principal") }
                        ToolbarItem(placement: .navigationBarTrailing) { Menu("More") { Button("Reset") {} } }
                    }
                    .navigationBarBackButtonHidden(true)
                    .transitionToolbar(
                        title: "Photo",
                        trailing: [TransitionToolbarItem("Share", systemImage: "square.and.arrow.up") {}]
                    )
                    .transitionToolbarHidden()
            }
            .onAppear { restore() }
        }

        private func restore() {
            path.append(42)
            path.append("summer")
            path.removeLast()
            _ = path.count
            saved = (try? JSONEncoder().encode(path)) ?? Data()
            path = (try? JSONDecoder().decode(TransitionPath.self, from: saved)) ?? TransitionPath()
        }
    }
#endif

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    /// SwiftUINavigationStack.md's option 2: an iOS 18 zoom moved to a `TransitionStack`, the
    /// zoom on the link. Never shown.
    struct ZoomMigrationSnippet: View {
        struct Photo: Hashable, Identifiable { let id: Int }
        let photos: [Photo]

        var body: some View {
            TransitionStack {
                List(photos) { photo in
                    RouteLink(value: photo, transition: .zoom(id: photo.id)) { Text("\(photo.id)") }
                        .transitionID(photo.id)
                }
                .transitionDestination(for: Photo.self) { photo in
                    Color.gray.transitionID(photo.id)
                }
            }
        }
    }
#endif
