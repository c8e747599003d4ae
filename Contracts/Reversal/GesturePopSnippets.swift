// swift-format-ignore-file
// The gesture-driven pop in SwiftUI as the docs write it (a style carries its own
// `interactivePop(_:)` wherever SwiftUI code gives a style); the formatter leaves it verbatim.

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    enum Route: Hashable { case photo(Int), settings }

    /// A swipe slides the photo away; the Back button shrinks it back into its cell.
    struct PhotosStack: View {
        @State private var path: [Route] = []
        var body: some View {
            TransitionStack(
                path: $path,
                transition: { route, _ in
                    if case .photo(let id) = route { return .zoom(id: id).interactivePop(.slide) }
                    return .crossFade
                }
            ) {
                List(0..<20, id: \.self) { id in
                    RouteLink(value: Route.photo(id)) { Text("Photo \(id)") }.transitionID(id)
                }
                .transitionDestination(for: Route.self) { route in Text("\(route)") }
            }
        }
    }

    /// A link chooses both pops of the screen it pushes.
    struct SettingsLink: View {
        var body: some View {
            RouteLink(value: Route.settings, transition: .zoom.interactivePop(.crossFade)) { Text("Settings") }
        }
    }

    struct Photo: Hashable, Identifiable { let id: Int }

    /// SwiftUI's own NavigationStack: the registration's style carries the swipe's pop.
    @available(iOS 16, *)
    struct PhotosNavigationStack: View {
        @State private var path = NavigationPath()
        let photos: [Photo]
        var body: some View {
            NavigationStack(path: $path) {
                List(photos) { photo in
                    NavigationLink(value: photo) { Text("\(photo.id)") }.transitionID(photo.id)
                }
                .navigationDestination(for: Photo.self) { photo in
                    Text("Photo \(photo.id)").transitionValue(photo)
                }
            }
            .transitionNavigation { transitions in
                transitions.register(for: Photo.self) { photo in .zoom(id: photo.id).interactivePop(.slide) }
            }
        }
    }
#endif
