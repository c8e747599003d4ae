import SwiftUI
import TransitionKit

/// The photos in SwiftUI's own stack, zooming with TransitionKit (`transitionNavigation`): the
/// migration page's first option, beside the tab's `TransitionStack` (the second). iOS 16 and
/// later use `NavigationStack`; iOS 15 a `NavigationView` in stack style. Presented from the
/// SwiftUI tab's gallery; SwiftUI's own `dismiss` closes it.
struct NavigationStackGallery: View {
    @Environment(\.dismiss) private var dismiss

    private let photos = Array(Photo.library.prefix(12))

    var body: some View {
        Group {
            if #available(iOS 16, *) {
                NavigationStack {
                    list { photo in NavigationLink(value: photo) { row(photo) } }
                        .navigationDestination(for: Photo.self) { NavigationStackPhoto(photo: $0) }
                }
            } else {
                NavigationView {
                    list { photo in
                        NavigationLink {
                            NavigationStackPhoto(photo: photo)
                        } label: {
                            row(photo)
                        }
                    }
                }
                .navigationViewStyle(.stack)
            }
        }
        .transitionNavigation { transitions in
            transitions.register(for: Photo.self) { photo in .zoom(id: photo.id) }
        }
    }

    /// The list of photos, each row marked as its photo's zoom source.
    @MainActor private func list<Link: View>(@ViewBuilder link: @escaping (Photo) -> Link) -> some View {
        List(photos) { photo in
            link(photo).transitionID(photo.id)
        }
        .navigationTitle("NavigationStack")
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) { Button("Done") { dismiss() } }
        }
    }

    @MainActor private func row(_ photo: Photo) -> some View {
        HStack {
            PhotoThumbnail(photo: photo).frame(width: 44, height: 44)
            Text(photo.title)
        }
    }
}

/// One photo pushed in SwiftUI's stack: it says which value it shows (`transitionValue`), since
/// SwiftUI does not tell, and marks the zoom's destination.
private struct NavigationStackPhoto: View {
    let photo: Photo

    var body: some View {
        Image(uiImage: PhotoRenderer.shared.image(of: photo, size: PhotoRenderer.detailSize))
            .resizable()
            .aspectRatio(1, contentMode: .fit)
            .transitionID(photo.id)
            .transitionValue(photo)
            .navigationTitle(photo.title)
    }
}
