#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    /// The migration page's "after" snippet: SwiftUI's stack kept, the destination marked with its
    /// value so that the value-type registration fires.
    @available(iOS 16, *)
    struct MarkedGallery: View {
        @State private var path = NavigationPath()
        let photos: [Photo]

        var body: some View {
            NavigationStack(path: $path) {
                List(photos) { photo in
                    NavigationLink(value: photo) { Text("\(photo.id)") }
                        .transitionID(photo.id)
                }
                .navigationTitle("Photos")
                .navigationDestination(for: Photo.self) { photo in
                    Color.gray.transitionID(photo.id).transitionValue(photo)
                }
            }
            .transitionNavigation { transitions in
                transitions.register(for: Photo.self) { photo in .zoom(id: photo.id) }
                transitions.register(id: "settings", .crossFade)
            }
        }
    }

    /// The iOS 15 form: a `NavigationView` in stack style.
    struct StackStyleGallery: View {
        let photos: [Photo]

        var body: some View {
            NavigationView {
                List(photos) { photo in
                    NavigationLink {
                        Color.gray.transitionID(photo.id).transitionValue(photo)
                    } label: {
                        Text("\(photo.id)")
                    }
                    .transitionID(photo.id)
                }
            }
            .navigationViewStyle(.stack)
            .transitionNavigation { transitions in
                transitions.register(for: Photo.self) { photo in .zoom(id: photo.id) }
            }
        }
    }
#endif
