import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ViewTreeSnapshot {
    /// Takes a screen's tree in one depth-first walk: every view under `root` (itself included),
    /// subviews back to front, its frame converted into `container`.
    ///
    /// The walk reads each view once (`identifier`, bounds converted to the container, alpha,
    /// corner radius, hidden) and lays nothing out: the caller lays the arriving screen out
    /// first. It is iterative, so a deep tree cannot exhaust the stack.
    ///
    /// The views come back in node order (`views[i]` is node `i`), so that a pair's
    /// ``MatchedViews/Endpoint/node`` leads back to its view.
    ///
    /// - Parameters:
    ///   - root: The screen's root view.
    ///   - container: The transition's container view.
    ///   - identifier: A view's `transitionID`, if any.
    /// - Returns: The tree and its views.
    /// - Complexity: O(views), one `convert(_:to:)` per view.
    @MainActor
    static func walk<View: ViewProperties>(
        _ root: View, in container: View, identifier: (View) -> String?
    ) -> (tree: ViewTreeSnapshot, views: [View]) where View.PortView == View {
        var nodes: [Node] = []
        var views: [View] = []
        var pending: [(view: View, parent: Int?)] = [(root, nil)]
        while let (view, parent) = pending.popLast() {
            let index = nodes.count
            views.append(view)
            nodes.append(
                Node(
                    identifier: identifier(view), frame: view.convert(view.bounds, to: container),
                    alpha: Double(view.alpha), cornerRadius: Double(view.cornerRadius),
                    isHidden: view.isHidden,
                    parent: parent))
            // Reversed, so that the back-most subview is taken next: depth-first pre-order.
            for subview in view.subviews.reversed() { pending.append((subview, index)) }
        }
        return (ViewTreeSnapshot(nodes: nodes), views)
    }
}
