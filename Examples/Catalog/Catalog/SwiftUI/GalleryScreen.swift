import SwiftUI
import TransitionKit

/// The SwiftUI tab's root: the photo library as a grid of `RouteLink`s that zoom into a photo,
/// and a toolbar button that cross-fades to the settings.
struct GalleryScreen: View {
    @EnvironmentObject private var router: TransitionRouter
    @ObservedObject var preferences: CatalogPreferences

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(Photo.library.prefix(30)) { photo in
                    RouteLink(tag: RouteTag("photo-\(photo.id)"), transition: preferences.adapted(.zoom)) {
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
                TransitionToolbarItem("Media", systemImage: "square.grid.3x3") {
                    router.push(MediaGridScreen(preferences: preferences), tag: "media", transition: .slide)
                }
            ],
            trailing: [
                TransitionToolbarItem("Settings", systemImage: "gearshape") {
                    router.push(
                        SettingsScreen(preferences: preferences), tag: "settings", transition: .crossFade)
                }
            ])
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
