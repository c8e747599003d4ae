#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit
    import TransitionKitGestures

    /// SwiftUIPresentations.md's snippets beyond its Contract — a sheet zooming into
    /// a viewer, the card by identifier, the `isPresented:` forms and the drag set-up — compiled so
    /// that they cannot drift. Never shown.
    struct SwiftUIZoomDocumentationSnippets: View {
        struct Photo: Identifiable, Hashable { let id: Int }
        struct Story: Identifiable, Hashable { let id: String }

        @State private var shown: Photo?
        @State private var story: Story?
        @State private var showsAccount = false
        @State private var plays = false

        var body: some View {
            VStack {
                Color.gray.transitionID(7).onTapGesture { shown = Photo(id: 7) }
                Color.blue.transitionID("account").onTapGesture { showsAccount = true }
            }
            .transitionSheet(item: $shown, transition: { photo in .zoom(id: photo.id) }) { photo in
                Text("Photo \(photo.id)")
            }
            .transitionSheet(item: $story, transition: { story in .card(id: story.id, cornerRadius: 16) }) {
                story in
                Text(story.id)
            }
            .transitionSheet(isPresented: $showsAccount, transition: .zoom(id: "account")) { Text("Account") }
            .transitionFullScreenCover(isPresented: $plays, transition: .crossFade) { Text("Player") }
            .onAppear {
                NavigationDelegate.presentations.zoomDismissal = ZoomDismissalDriver(gestures: [
                    .drag, .pinch,
                ])
            }
        }
    }
#endif
