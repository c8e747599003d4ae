#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A weak reference from a route's SwiftUI content to its hosting controller, carried in the
    /// environment so modifiers such as ``SwiftUI/View/transitionToolbar(title:leading:trailing:)``
    /// can write into the controller's `navigationItem`.
    final class RouteScreenReference {
        /// The route's hosting controller; `nil` once it is gone.
        weak var controller: UIViewController?
        /// The router whose stack the screen is in; `nil` once it is gone.
        weak var router: TransitionRouter?

        /// The route the screen shows, once the route stack accepted it.
        @MainActor var routeID: RouteID? { (controller as? RouteHostingController)?.routeState.id }
    }

    /// The environment key of the current route screen.
    private struct RouteScreenKey: EnvironmentKey {
        static var defaultValue: RouteScreenReference? { nil }
    }

    extension EnvironmentValues {
        /// The route screen the view is in; `nil` outside a ``TransitionStack``.
        var routeScreen: RouteScreenReference? {
            get { self[RouteScreenKey.self] }
            set { self[RouteScreenKey.self] = newValue }
        }
    }
#endif
