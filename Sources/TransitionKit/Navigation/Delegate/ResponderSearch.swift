/// Finds the first responder in a view tree (UIKit has no API for it): the root itself, else the
/// first match in its subviews, depth first, in subview order.
///
/// ```swift
/// ResponderSearch.firstResponder(in: view, children: \.subviews, isFirstResponder: \.isFirstResponder)
/// ```
enum ResponderSearch {
    /// The first responder in `root`'s tree.
    ///
    /// - Parameters:
    ///   - root: The view.
    ///   - children: A view's subviews.
    ///   - isFirstResponder: Whether a view is the first responder.
    /// - Returns: The first responder, or `nil` when none is in the tree.
    static func firstResponder<Node>(
        in root: Node, children: (Node) -> [Node], isFirstResponder: (Node) -> Bool
    ) -> Node? {
        if isFirstResponder(root) { return root }
        for child in children(root) {
            if let found = firstResponder(in: child, children: children, isFirstResponder: isFirstResponder) {
                return found
            }
        }
        return nil
    }
}
