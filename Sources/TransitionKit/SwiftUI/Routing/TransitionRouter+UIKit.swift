#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension TransitionRouter {
        /// Makes the navigation controller that shows this router's screens, and attaches to it.
        ///
        /// A router shows in one navigation controller at a time; attaching again moves it (the
        /// new controller gets every screen, without animation).
        func makeNavigationController() -> UINavigationController {
            for route in stack.routes { route.payload.resume() }
            let navigationController = TransitionStackHost.makeNavigationController(
                root: stack.root.payload, observer: observer, router: self)
            let screens = stack.routes.map(\.payload)
            if screens.count > 1 { navigationController.setViewControllers(screens, animated: false) }
            self.navigationController = navigationController
            sync = RouteSync()
            return navigationController
        }

        /// Lets go of a navigation controller SwiftUI dismantles: empties every screen's root view
        /// (``RouteHostingController/suspend()``), because SwiftUI's graph of a shown screen holds
        /// its environment — this router — strongly while the router holds the screen: without
        /// this, a router and its screens would keep each other alive after the stack is gone.
        /// The screens keep their content; a later ``makeNavigationController()`` shows them again
        /// (their SwiftUI state starts afresh). A controller the router is not attached to (already
        /// replaced by a newer one) is ignored.
        func detach(from navigationController: UINavigationController) {
            guard navigationController === self.navigationController else { return }
            self.navigationController = nil
            for route in stack.routes { route.payload.suspend() }
        }

        /// Publishes and realises an outcome.
        ///
        /// - Returns: The refusal, or `nil` when the stack changed.
        func apply(_ outcome: RouteOutcome<RouteHostingController, TransitionStyle>) -> RouteRefusal? {
            switch outcome {
            case .unchanged(let refusal):
                return refusal
            case .changed(let change):
                for route in change.pushed { route.payload.routeID = route.id }
                publish()
                realise(change)
                return nil
            }
        }

        /// The route of a screen UIKit shows, looking through the bar-less container.
        func routeID(of viewController: UIViewController) -> RouteID? {
            let content = TransitionStackHost.content(of: viewController)
            return stack.routes.first { $0.payload === content }?.id
        }

        /// The routes whose screens UIKit holds, root first.
        func presentRouteIDs(in navigationController: UINavigationController) -> [RouteID] {
            navigationController.viewControllers.compactMap(routeID(of:))
        }

        /// Applies a change to UIKit with the call ``RouteStackEdit`` names.
        private func realise(_ change: RouteChange<RouteHostingController, TransitionStyle>) {
            guard let navigationController else { return }  // attaching later sets every screen
            let edit = RouteStackEdit(
                change, resultingIDs: stack.ids, presentIDs: presentRouteIDs(in: navigationController))
            let style = change.transition.resolved(default: defaultTransition)
            let animated = style != nil
            switch edit {
            case .push(let id):
                guard let screen = screen(for: id) else { return }
                TransitionStackHost.push(screen, on: navigationController, animated: animated)
            case .popTo(let id):
                guard let screen = screen(for: id) else { return }
                TransitionStackHost.pop(to: screen, on: navigationController, animated: animated)
            case .popToRoot:
                navigationController.popToRootViewController(animated: animated)
            case .setStack(let ids):
                let screens = ids.compactMap(screen(for:))
                navigationController.setViewControllers(screens, animated: animated)
            }
        }

        private func screen(for id: RouteID) -> RouteHostingController? {
            stack.routes.first { $0.id == id }?.payload
        }

        /// Learns about pops UIKit finished that the router did not start.
        func navigationDidShow(_ navigationController: UINavigationController) {
            guard navigationController === self.navigationController else { return }
            let removed = sync.didShow(
                screens: presentRouteIDs(in: navigationController), routes: stack.ids)
            guard !removed.isEmpty else { return }
            stack.userRemoved(Set(removed))
            publish()
        }

        /// The style and zoom anchor for a transition between two screens, whoever started it
        /// (the router, or the user's swipe-back), in either order: the arriving route's forward
        /// choice on a push, the leaving route's backward choice on a pop; the upper (later-pushed)
        /// screen is the arriving one on a push and the leaving one on a pop, and its link's anchor
        /// is the zoom's source.
        ///
        /// - Returns: `nil` when either screen is not a route of this router, or the choice is not
        ///   to animate.
        func transition(
            between first: UIViewController, and second: UIViewController, operation: NavigationOperation
        ) -> (style: TransitionStyle, zoomAnchor: UIView?)? {
            guard let a = TransitionStackHost.content(of: first) as? RouteHostingController,
                let b = TransitionStackHost.content(of: second) as? RouteHostingController,
                let aID = a.routeID, let bID = b.routeID, aID != bID
            else { return nil }
            let (lower, upper) = aID < bID ? (a, b) : (b, a)
            let (leaving, arriving) = operation == .push ? (lower, upper) : (upper, lower)
            let choice = RouteTransitions<TransitionStyle>.choice(
                for: operation, leaving: leaving.transitions, arriving: arriving.transitions)
            guard let style = choice.resolved(default: defaultTransition) else { return nil }
            return (style, style.kind == .zoom ? upper.zoomAnchor : nil)
        }
    }
#endif
