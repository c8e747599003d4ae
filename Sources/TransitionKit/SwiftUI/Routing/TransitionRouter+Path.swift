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
            coordinator.setPath(path) { value in
                guard
                    let view = destinations.builder(for: type(of: value.base), in: coordinator.stack.ids)?(
                        value)
                else { return nil }
                return makeScreen(view, transitions: Self.transitions(of: value, transition), zoomAnchor: nil)
            }
        }

        /// A path value's transitions: the stack's choice for each direction, or the default.
        private static func transitions(
            of value: AnyHashable, _ transition: ((AnyHashable, NavigationOperation) -> TransitionStyle?)?
        ) -> RouteTransitions<TransitionStyle> {
            guard let transition else { return .default }
            let forward = transition(value, .push).map(RouteTransitions<TransitionStyle>.Choice.custom)
            let backward = transition(value, .pop).map(RouteTransitions<TransitionStyle>.Choice.custom)
            return .directional(forward: forward ?? .inherited, backward: backward ?? .inherited)
        }
    }
#endif
