// swift-format-ignore-file
// `ContentView` and `HomeView` are the Contract exactly as the issue prints it; the
// formatter leaves this file alone so that it stays verbatim.

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    struct ContentView: View {
        var body: some View {
            TransitionStack { HomeView() }
        }
    }
    struct HomeView: View {
        @EnvironmentObject var router: TransitionRouter
        var body: some View {
            VStack {
                RouteLink(tag: "detail", transition: .zoom) { DetailView() } label: { Text("Open") }
                Button("Settings") { router.push(SettingsView(), tag: "settings", transition: .crossFade) }
                Button("Back") { router.back() }
                Button("Home") { router.home() }
                Button("To detail") { router.goTo(tag: "detail") }
            }
        }
    }

    /// The detail screen the Contract names.
    struct DetailView: View {
        var body: some View { Text("Detail") }
    }

    /// The settings screen the Contract names.
    struct SettingsView: View {
        var body: some View { Text("Settings") }
    }
#endif
