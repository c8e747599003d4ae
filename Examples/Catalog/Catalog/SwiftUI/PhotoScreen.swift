import SwiftUI
import TransitionKit

/// One photo in the SwiftUI tab, reached by a zoom from its link; back (the toolbar's chevron or
/// a swipe from the leading edge) shrinks it into the link again.
struct PhotoScreen: View {
    let photo: Photo

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Image(uiImage: PhotoRenderer.shared.image(of: photo, size: PhotoRenderer.detailSize))
                    .resizable()
                    .aspectRatio(1, contentMode: .fit)
                    .accessibilityLabel(photo.title)
                Text(photo.title).font(.title2)
                Text("Swipe from the leading edge to go back, or use the links below.")
                    .font(.footnote)
                    .foregroundColor(.secondary)
                HStack(spacing: 20) {
                    RouteLink(.back) { Text("Back") }
                    RouteLink(.home) { Text("Gallery") }
                }
                .padding(.top, 8)
            }
            .padding(.bottom, 20)
        }
        .transitionToolbar(title: photo.title)
    }
}
