import SwiftUI
import TransitionKit

/// A SwiftUI media grid: each photo is marked with `.transitionID(_:)` and zooms into a sheet
/// (`transitionSheet`) showing it; drag or pinch the photo away (the shared presentations
/// delegate's zoom dismissal, set up by the SwiftUI tab), or tap Close.
struct MediaGridScreen: View {
    @ObservedObject var preferences: CatalogPreferences
    @State private var shown: Photo?

    private let columns = [GridItem(.adaptive(minimum: 110), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(Photo.library.prefix(60)) { photo in
                    PhotoThumbnail(photo: photo)
                        .transitionID(photo.id)
                        .onTapGesture { shown = photo }
                        .accessibilityLabel(photo.title)
                        .accessibilityAddTraits(.isButton)
                }
            }
        }
        .transitionSheet(item: $shown, transition: { photo in preferences.adapted(.zoom(id: photo.id)) }) {
            photo in
            MediaViewer(photo: photo)
        }
        .transitionToolbar(title: "Media")
    }
}

/// One photo presented from the media grid: the zoom lands on its image (marked with the same
/// identifier); Close uses `transitionDismiss`, and the grid's binding is reset either way.
struct MediaViewer: View {
    let photo: Photo
    @Environment(\.transitionDismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(uiImage: PhotoRenderer.shared.image(of: photo, size: PhotoRenderer.detailSize))
                .resizable()
                .aspectRatio(1, contentMode: .fit)
                .transitionID(photo.id)
                .accessibilityLabel(photo.title)
            Text(photo.title).font(.title2)
            Text("Drag or pinch the photo away, or tap Close.")
                .font(.footnote)
                .foregroundColor(.secondary)
            Button("Close") { dismiss() }
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(uiColor: .systemBackground))
    }
}
