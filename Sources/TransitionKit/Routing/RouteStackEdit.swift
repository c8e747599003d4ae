/// The one UIKit navigation-stack call that realises a ``RouteChange``.
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
/// A pop whose target screen is not among the screens UIKit holds (its push is still queued, or
/// the screens drifted) becomes ``setStack(_:)``, which UIKit accepts for any list, so the UIKit
/// stack always ends equal to the route stack. A change whose `depth` disagrees with
/// `resultingIDs` (a caller error) also becomes ``setStack(_:)``.
public enum RouteStackEdit: Sendable, Hashable {
    /// `pushViewController(_:animated:)` with the route's screen.
    case push(RouteID)
    /// `popToViewController(_:animated:)` with the route's screen.
    case popTo(RouteID)
    /// `popToRootViewController(animated:)`.
    case popToRoot
    /// `setViewControllers(_:animated:)` with these routes' screens, root first.
    case setStack([RouteID])

    /// The edit that realises a change.
    ///
    /// - Parameters:
    ///   - change: What the route stack reported.
    ///   - resultingIDs: The route stack's ``RouteStack/ids`` after the change, root first.
    ///   - presentIDs: The routes whose screens UIKit holds now, root first (screens that are
    ///     not routes left out).
    /// - Complexity: O(n) in the number of routes.
    public init<Payload, Transition>(
        _ change: RouteChange<Payload, Transition>, resultingIDs: [RouteID], presentIDs: [RouteID]
    ) {
        guard change.depth == resultingIDs.count, let top = resultingIDs.last else {
            self = .setStack(resultingIDs)
            return
        }
        switch change.operation {
        case .push:
            if change.popped.isEmpty, change.pushed.count == 1, change.pushed[0].id == top {
                self = .push(top)
            } else {
                self = .setStack(resultingIDs)
            }
        case .pop:
            guard presentIDs.contains(top) else {
                self = .setStack(resultingIDs)
                return
            }
            self = resultingIDs.count == 1 ? .popToRoot : .popTo(top)
        }
    }
}
