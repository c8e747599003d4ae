// swift-format-ignore-file
// The body of the `#if` is the Contract exactly as the issue prints it (indented); the
// formatter leaves this file alone so that it stays verbatim.

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    struct Poster: Identifiable, Hashable { let id: Int; let title: String }
    enum Route: Hashable { case poster(Int), library(String) }

    struct PostersScreen: View {
        let posters: [Poster]
        @Binding var path: [Route]
        @State private var playing: Poster?
        var body: some View {
            ScrollView {
                ForEach(posters) { poster in
                    VStack {
                        Color.gray.frame(width: 120, height: 180).transitionID(poster.id)
                        Text(poster.title)
                    }
                    .onTapGesture { path.append(.poster(poster.id)) }
                    .onLongPressGesture { playing = poster }
                }
            }
            .transitionFullScreenCover(item: $playing, transition: { poster in .zoom(id: poster.id) }) { poster in
                PlayerScreen(poster: poster)
            }
        }
    }
    struct PlayerScreen: View {
        let poster: Poster
        @Environment(\.transitionDismiss) private var dismiss
        var body: some View { Button("Close \(poster.title)") { dismiss() } }
    }
    struct LibraryRoot: View {
        @State private var path: [Route] = []
        var body: some View {
            TransitionStack(path: $path, transition: { route, _ in
                if case .poster(let id) = route { return .zoom(id: id) }
                return .slide
            }) {
                PostersScreen(posters: [], path: $path)
                    .transitionDestination(for: Route.self) { route in Text("\(String(describing: route))") }
            }
        }
    }
#endif
