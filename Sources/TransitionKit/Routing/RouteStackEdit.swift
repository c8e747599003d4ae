/// The one UIKit navigation-stack call that realizes a ``RouteChange``.
///
/// The SwiftUI front keeps one screen per route; this value says which
/// `UINavigationController` call turns the screens it showed into the screens the change leaves,
/// so the UIKit layer holds no decision:
///
/// ```swift
/// if let change = stack.back().change {
///     let edit = RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: screenIDs)
///     // edit == .popTo(newTop) → navigationController.popToViewController(newTopScreen, animated: …)
/// }
/// ```
///
/// | change | edit |
/// | --- | --- |
/// | forward, one route pushed, none popped | ``push(_:)`` |
/// | forward with routes popped (replace) | ``setStack(_:)`` |
/// | backward to depth 1 | ``popToRoot`` |
/// | backward, one or several popped | ``popTo(_:)`` the new top |
///
/// A backward edit always names its target (the root, or the new top route), never "pop one":
/// UIKit may already show fewer screens than the router believes (a swipe-back is settling and
/// the router learns of it only at `didShow`), and the bar-less controller queues requests that
/// arrive mid-transition. A relative pop would then remove one screen too many; a targeted pop is
/// dropped by ``StackValidation`` once its target is already on top, so one intent is one pop.
///
/// A push onto screens other than the routes under the pushed one (UIKit has not caught up, or
/// drifted) becomes ``setStack(_:)`` too. In short, applying the edit to `presentIDs` always gives
/// `resultingIDs`.
///
/// A pop whose target screen is not among the screens UIKit holds (its push is still queued, or
/// the screens drifted), or whose screens up to the target are not the resulting routes (UIKit
/// holds others under it), becomes ``setStack(_:)``, which UIKit accepts for any list, so the
/// UIKit stack always ends equal to the route stack. A change whose `depth` disagrees with
/// `resultingIDs` (a caller error) also becomes ``setStack(_:)`` — of `resultingIDs`, or of
/// `presentIDs` when `resultingIDs` is empty (a route stack is never empty; UIKit is left as it
/// is rather than emptied).
package enum RouteStackEdit: Sendable, Hashable {
    /// `pushViewController(_:animated:)` with the route's screen.
    case push(RouteID)
    /// `popToViewController(_:animated:)` with the route's screen.
    case popTo(RouteID)
    /// `popToRootViewController(animated:)`.
    case popToRoot
    /// `setViewControllers(_:animated:)` with these routes' screens, root first.
    case setStack([RouteID])

    /// The edit that realizes a change.
    ///
    /// - Parameters:
    ///   - change: What the route stack reported.
    ///   - resultingIDs: The route stack's ``RouteStack/ids`` after the change, root first.
    ///   - presentIDs: The routes whose screens UIKit holds now, root first (screens that are
    ///     not routes left out).
    /// - Complexity: O(n) in the number of routes.
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
    /// The one call that turns the routes UIKit holds into the routes the router holds, or `nil`
    /// when they already agree.
    ///
    /// Built from the two states rather than from one change, so changes made while a transition
    /// ran are applied together once it ends, against what UIKit shows then (a user's swipe-back
    /// included):
    ///
    /// | routes UIKit holds → router's routes | edit |
    /// | --- | --- |
    /// | equal | `nil` |
    /// | one route more on top (of at least one) | ``push(_:)`` |
    /// | a prefix of them, one route | ``popToRoot`` |
    /// | a prefix of them | ``popTo(_:)`` the new top |
    /// | anything else | ``setStack(_:)`` |
    ///
    /// ```swift
    /// RouteStackEdit(from: [r0, r1, r2], to: [r0, r1])   // .popTo(r1)
    /// RouteStackEdit(from: [r0, r1], to: [r0, r1])       // nil: a swipe-back already did it
    /// ```
    ///
    /// - Parameters:
    ///   - present: The routes whose screens UIKit holds, root first.
    ///   - desired: The router's routes, root first; empty gives `nil` (a stack is never empty).
    /// - Complexity: O(n) in the number of routes.
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

    /// Which way UIKit animates the edit from the routes it holds: forward for a push, or for a
    /// stack whose new top it does not hold; backward otherwise.
    ///
    /// - Parameter present: The routes whose screens UIKit holds, root first.
    /// - Returns: The operation UIKit plays.
    package func operation(from present: [RouteID]) -> NavigationOperation {
        switch self {
        case .push: return .push
        case .popTo, .popToRoot: return .pop
        case .setStack(let ids): return ids.last.map(present.contains) == true ? .pop : .push
        }
    }
}
