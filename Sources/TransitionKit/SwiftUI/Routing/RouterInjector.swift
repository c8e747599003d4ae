#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// Puts a route's view under the router's environment object while holding the router
    /// *weakly*.
    ///
    /// The router owns every route's hosting controller (its ``RouteStack`` payloads), and each
    /// controller owns its root view value. A root view built as
    /// `view.environmentObject(router)` would own the router back: a cycle between the router
    /// and every screen, alive even before a screen is shown. This wrapper breaks it at the
    /// value level; SwiftUI's rendered graph still holds the environment object strongly while
    /// the screen's view lives, and ``TransitionRouter`` breaks that edge when its stack is
    /// dismantled (see ``RouteHostingController/suspend()``). The value-level edge is tested
    /// neutrally in `WeakReferenceTests` (a router-like owner of a ``RouteStack`` whose screens
    /// point back through ``WeakReference``).
    ///
    /// Once the router is gone the wrapper shows nothing (no screen can be shown without its
    /// router then anyway).
    struct RouterInjector<Content: View>: View {
        /// The router to inject; its object is `nil` once the router is released.
        let router: WeakReference<TransitionRouter>
        /// The route's view.
        let content: Content

        /// Wraps `content`, holding `router` weakly.
        ///
        /// - Parameters:
        ///   - router: The router to inject.
        ///   - content: The route's view.
        init(router: TransitionRouter, content: Content) {
            self.router = WeakReference(router)
            self.content = content
        }

        var body: some View {
            if let router = router.object { content.environmentObject(router) }
        }
    }
#endif
