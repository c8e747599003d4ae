#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// The contract of issue #7, verbatim, so every iOS build proves that an app outside the
    /// project can write it: a stack, a zoom link, a push with a transition, back, home and
    /// go-to-tag — plus the back, home and go-to links (`RouteLink(.back)` …). Not used at run
    /// time.
    struct SwiftUIContractUsage: View {
        var body: some View { ContentView() }

        struct ContentView: View {
            var body: some View { TransitionStack { HomeView() } }
        }

        struct HomeView: View {
            @EnvironmentObject var router: TransitionRouter
            var body: some View {
                VStack {
                    RouteLink(tag: "detail", transition: .zoom) {
                        DetailView()
                    } label: {
                        Text("Open")
                    }
                    Button("Settings") {
                        router.push(SettingsView(), tag: "settings", transition: .crossFade)
                    }
                    Button("Back") { router.back() }
                    Button("Home") { router.home() }
                    Button("To detail") { router.goTo(tag: "detail") }
                    RouteLink(.back) { Text("Back") }
                    RouteLink(.home) { Text("Home") }
                    RouteLink(.goTo("detail")) { Text("To detail") }
                }
            }
        }

        struct DetailView: View {
            var body: some View {
                Text("Detail").transitionToolbar(
                    title: "Detail",
                    trailing: [TransitionToolbarItem("Share", systemImage: "square.and.arrow.up") {}])
            }
        }

        struct SettingsView: View {
            var body: some View { Text("Settings") }
        }
    }
#endif
