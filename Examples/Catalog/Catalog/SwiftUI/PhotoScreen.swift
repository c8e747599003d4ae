import SwiftUI
import TransitionKit

/// One photo in the SwiftUI tab, reached by a zoom from its link; back (the toolbar's chevron, a
/// swipe from the leading edge or the Back button's `transitionDismiss`) shrinks it into the link
/// again.
struct PhotoScreen: View {
    let photo: Photo
    @Environment(\.transitionDismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Image(uiImage: PhotoRenderer.shared.image(of: photo, size: PhotoRenderer.detailSize))
                    .resizable()
                    .aspectRatio(1, contentMode: .fit)
                    .accessibilityLabel(photo.title)
                Text(photo.title).font(.title2)
                Text("Swipe from the leading edge to go back, or use the button below.")
                    .font(.footnote)
                    .foregroundColor(.secondary)
                Button("Back to the gallery") { dismiss() }
                    .padding(.top, 8)
            }
            .padding(.bottom, 20)
        }
        .transitionToolbar(title: photo.title)
    }
}
