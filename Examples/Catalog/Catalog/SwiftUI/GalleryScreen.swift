import SwiftUI
import TransitionKit

/// The SwiftUI tab's root: the photo library as a grid of `RouteLink`s that zoom into a photo,
/// toolbar buttons that push the media grid and cross-fade to the settings, and one that presents
/// the same photos in SwiftUI's own `NavigationStack` (``NavigationStackGallery``).
struct GalleryScreen: View {
    @ObservedObject var preferences: CatalogPreferences
    @State private var showsMedia = false
    @State private var showsSettings = false
    @State private var showsNavigationStack = false

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(Photo.library.prefix(30)) { photo in
                    RouteLink(transition: preferences.adapted(.zoom)) {
                        PhotoScreen(photo: photo)
                    } label: {
                        PhotoThumbnail(photo: photo)
                    }
                    .accessibilityLabel(photo.title)
                }
            }
        }
        .transitionToolbar(
            title: "Gallery",
            leading: [
                TransitionToolbarItem("Media", systemImage: "square.grid.3x3") { showsMedia = true },
                TransitionToolbarItem("NavigationStack", systemImage: "square.stack") {
                    showsNavigationStack = true
                },
            ],
            trailing: [
                TransitionToolbarItem("Settings", systemImage: "gearshape") { showsSettings = true }
            ]
        )
        .transitionDestination(isPresented: $showsMedia, transition: preferences.adapted(.slide)) {
            MediaGridScreen(preferences: preferences)
        }
        .transitionDestination(isPresented: $showsSettings, transition: preferences.adapted(.crossFade)) {
            SettingsScreen(preferences: preferences)
        }
        .sheet(isPresented: $showsNavigationStack) { NavigationStackGallery() }
    }
}

/// A square thumbnail of a photo.
struct PhotoThumbnail: View {
    let photo: Photo

    var body: some View {
        Color.clear
            .aspectRatio(1, contentMode: .fit)
            .overlay(
                Image(uiImage: PhotoRenderer.shared.image(of: photo, size: PhotoRenderer.thumbnailSize))
                    .resizable()
                    .scaledToFill()
            )
            .clipped()
    }
}
