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
    /// - Parameters:
    ///   - root: The screen's root view.
    ///   - container: The transition's container view.
    ///   - identifier: A view's `transitionID`, if any.
    /// - Complexity: O(views), one `convert(_:to:)` per view.
    @MainActor
    package init<View: ViewProperties>(
        walking root: View, in container: View, identifier: (View) -> String?
    ) where View.PortView == View {
        var nodes: [Node] = []
        var pending: [(view: View, parent: Int?)] = [(root, nil)]
        while let (view, parent) = pending.popLast() {
            let index = nodes.count
            nodes.append(
                Node(
                    identifier: identifier(view), frame: view.convert(view.bounds, to: container),
                    alpha: Double(view.alpha), cornerRadius: Double(view.cornerRadius),
                    isHidden: view.isHidden,
                    parent: parent))
            // Reversed, so that the back-most subview is taken next: depth-first pre-order.
            for subview in view.subviews.reversed() { pending.append((subview, index)) }
        }
        self.init(nodes: nodes)
    }
}
