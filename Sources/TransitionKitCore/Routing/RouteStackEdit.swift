/// The one `UINavigationController` call that realizes a ``RouteChange``; applying it to `presentIDs`
/// always gives `resultingIDs`. Pops name their target, never "pop one" (see RoutingInternals).
enum RouteStackEdit: Sendable, Hashable {
    /// `pushViewController(_:animated:)` with the route's screen.
    case push(RouteID)
    /// `popToViewController(_:animated:)` with the route's screen.
    case popTo(RouteID)
    /// `popToRootViewController(animated:)`.
    case popToRoot
    /// `setViewControllers(_:animated:)` with these routes' screens, root first.
    case setStack([RouteID])

    /// `presentIDs`: the routes whose screens UIKit holds now, root first, non-route screens left out.
    package init<Payload, Transition>(
        _ change: RouteChange<Payload, Transition>, resultingIDs: [RouteID], presentIDs: [RouteID]
    ) {
        guard let top = resultingIDs.last else {
            self = .setStack(presentIDs)
            return
        }
        guard change.depth == resultingIDs.count else {
            self = .setStack(resultingIDs)
            return
        }
        switch change.operation {
        case .push:
            if change.popped.isEmpty, change.pushed.count == 1, change.pushed[0].id == top,
                presentIDs.elementsEqual(resultingIDs.dropLast())
            {
                self = .push(top)
            } else {
                self = .setStack(resultingIDs)
            }
        case .pop:
            // UIKit keeps the screens up to the target: they must be the resulting routes.
            guard let target = presentIDs.firstIndex(of: top),
                presentIDs[...target].elementsEqual(resultingIDs)
            else {
                self = .setStack(resultingIDs)
                return
            }
            self = resultingIDs.count == 1 ? .popToRoot : .popTo(top)
        }
    }
}

extension RouteStackEdit {
    /// Built from the two states, not from one change, so changes made while a transition ran apply
    /// together once it ends, against what UIKit shows then. `nil` when they agree or `desired` is empty.
    package init?(from present: [RouteID], to desired: [RouteID]) {
        guard present != desired, let top = desired.last else { return nil }
        if !present.isEmpty, desired.count == present.count + 1, desired.dropLast().elementsEqual(present) {
            self = .push(top)
        } else if desired.count < present.count, present.prefix(desired.count).elementsEqual(desired) {
            self = desired.count == 1 ? .popToRoot : .popTo(top)
        } else {
            self = .setStack(desired)
        }
    }

    /// Forward for a push, or for a stack whose new top UIKit does not hold; backward otherwise.
    package func operation(from present: [RouteID]) -> NavigationOperation {
        switch self {
        case .push: return .push
        case .popTo, .popToRoot: return .pop
        case .setStack(let ids): return ids.last.map(present.contains) == true ? .pop : .push
        }
    }
}
