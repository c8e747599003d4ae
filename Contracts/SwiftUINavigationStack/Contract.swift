// swift-format-ignore-file
// The body of the `#if` is the Contract exactly as the issue prints it (indented); the
// formatter leaves this file alone so that it stays verbatim.

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    struct Photo: Hashable, Identifiable { let id: Int }

    @available(iOS 16, *)
    struct Gallery: View {
        @State private var path = NavigationPath()
        @State private var viewer: Photo?
        let photos: [Photo]
        var body: some View {
            NavigationStack(path: $path) {
                List(photos) { photo in
                    NavigationLink(value: photo) { Text("\(photo.id)") }
                        .transitionID(photo.id)
                }
                .navigationDestination(for: Photo.self) { photo in Text("Photo \(photo.id)") }
            }
            .transitionNavigation { transitions in
                transitions.register(for: Photo.self) { photo in .zoom(id: photo.id) }
            }
            .transitionSheet(item: $viewer, transition: { photo in .zoom(id: photo.id) }) { photo in
                Text("Viewer \(photo.id)")
                    .presentationDetents([.medium, .large])
            }
        }
    }
#endif
