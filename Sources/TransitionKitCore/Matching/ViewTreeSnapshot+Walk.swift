import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ViewTreeSnapshot {
    /// Iterative, so a deep tree cannot exhaust the stack; lays nothing out (lay the arriving screen out
    /// first). `views[i]` is node `i`. O(views), one `convert(_:to:)` each.
    @MainActor
    static func walk<View: ViewPort>(
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
