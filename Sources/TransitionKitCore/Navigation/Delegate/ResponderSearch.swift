/// UIKit has no API for the first responder in a view tree: the root, else the first match depth first,
/// in subview order.
package enum ResponderSearch {
    package static func firstResponder<Node>(
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
