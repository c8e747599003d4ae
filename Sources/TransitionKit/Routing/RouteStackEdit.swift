/// The one UIKit navigation-stack call that realises a ``RouteChange``.
///
/// The SwiftUI front keeps one screen per route; this value says which
/// `UINavigationController` call turns the screens it showed into the screens the change leaves,
/// so the UIKit layer holds no decision:
///
/// ```swift
/// if let change = stack.back().change {
///     let edit = RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: screenIDs)
///     // edit == .pop → navigationController.popViewController(animated: …)
/// }
/// ```
///
/// | change | edit |
/// | --- | --- |
/// | forward, one route pushed, none popped | ``push(_:)`` |
/// | forward with routes popped (replace) | ``setStack(_:)`` |
/// | backward to depth 1 | ``popToRoot`` |
/// | backward, one route popped | ``pop`` |
/// | backward, several popped | ``popTo(_:)`` the new top |
///
/// A pop whose target screen is not among the screens UIKit holds (its push is still queued, or
/// the screens drifted) becomes ``setStack(_:)``, which UIKit accepts for any list, so the UIKit
/// stack always ends equal to the route stack. A change whose `depth` disagrees with
/// `resultingIDs` (a caller error) also becomes ``setStack(_:)``.
public enum RouteStackEdit: Sendable, Hashable {
    /// `pushViewController(_:animated:)` with the route's screen.
    case push(RouteID)
    /// `popViewController(animated:)`.
    case pop
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
        switch change.direction {
        case .forward:
            if change.popped.isEmpty, change.pushed.count == 1, change.pushed[0].id == top {
                self = .push(top)
            } else {
                self = .setStack(resultingIDs)
            }
        case .backward:
            guard presentIDs.contains(top) else {
                self = .setStack(resultingIDs)
                return
            }
            if resultingIDs.count == 1 {
                self = .popToRoot
            } else if change.popped.count == 1 {
                self = .pop
            } else {
                self = .popTo(top)
            }
        }
    }
}
