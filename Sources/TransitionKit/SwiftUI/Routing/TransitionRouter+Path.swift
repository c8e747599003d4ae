#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension TransitionRouter {
        /// Records a screen's destination for a value type (see ``RouteDestinations``).
        ///
        /// - Parameters:
        ///   - type: The value type.
        ///   - route: The declaring screen's route.
        ///   - builder: Makes the view of a value, `nil` for a value of another type.
        func declare(_ type: Any.Type, by route: RouteID, builder: @escaping (AnyHashable) -> AnyView?) {
            destinations.declare(type, by: route, builder: builder, live: coordinator.stack.ids)
        }

        /// Evaluates the root screen's content off screen, so the destinations it declares are
        /// known before a path set at launch is followed (the root is not on screen yet).
        func declareRootDestinations() {
            _ = coordinator.stack.root.payload.sizeThatFits(in: CGSize(width: 390, height: 844))
        }

        /// Follows the stack's path binding (see ``RouterCoordinator/setPath(_:makeScreen:)``).
        ///
        /// - Parameters:
        ///   - path: The binding's values, bottom first.
        ///   - transition: The stack's per-route transition, or `nil` for the router's default.
        func followPath(
            _ path: [AnyHashable], transition: ((AnyHashable, NavigationOperation) -> TransitionStyle?)?
        ) {
            coordinator.pathTransition = transition
            coordinator.setPath(path) { value, transitions in
                makeScreen(forValue: value, transitions: transitions, zoomAnchor: nil)
            }
        }

        /// The screen of a path value, built by the nearest declared destination; `nil` when none
        /// handles the value's type.
        func makeScreen(
            forValue value: AnyHashable, transitions: RouteTransitions<TransitionStyle>,
            zoomAnchor: RouteZoomAnchorBox?
        ) -> RouteHostingController? {
            let builder = destinations.builder(for: type(of: value.base), in: coordinator.stack.ids)
            guard let view = builder?(value) else { return nil }
            return makeScreen(view, transitions: transitions, zoomAnchor: zoomAnchor)
        }
    }
#endif
