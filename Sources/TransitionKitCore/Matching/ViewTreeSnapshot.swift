import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A screen's views as matching sees them, taken after the arriving screen's layout, so matching is
/// neutral. Depth-first pre-order, subviews back to front, frames in container coordinates.
package struct ViewTreeSnapshot: Sendable, Hashable {
    package struct Node: Sendable, Hashable {
        /// The view's `transitionID`, or `nil` without one.
        package var identifier: String?
        /// The view's frame in the transition's container coordinates.
        package var frame: CGRect
        /// The view's own alpha (ancestors' alphas multiply in when matching).
        package var alpha: Double
        /// The view's corner radius.
        package var cornerRadius: Double
        /// Whether the view itself is hidden (a hidden ancestor hides it too).
        package var isHidden: Bool
        /// The index of the node's superview in the tree, or `nil` for the screen's root view.
        package var parent: Int?

        /// Taken as given: a bad `parent` or alpha is judged when matching (a root; NaN as 0, clamped).
        package init(
            identifier: String? = nil, frame: CGRect, alpha: Double = 1, cornerRadius: Double = 0,
            isHidden: Bool = false, parent: Int? = nil
        ) {
            self.identifier = identifier
            self.frame = frame
            self.alpha = alpha
            self.cornerRadius = cornerRadius
            self.isHidden = isHidden
            self.parent = parent
        }

        /// Hashes every property (the frame component by component).
        package func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
            hasher.combine(rect: frame)
            hasher.combine(alpha)
            hasher.combine(cornerRadius)
            hasher.combine(isHidden)
            hasher.combine(parent)
        }
    }

    /// The nodes in depth-first pre-order, the screen's root view first.
    package var nodes: [Node]

    /// `nodes` are in depth-first pre-order.
    package init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// A tree without views: a screen that offers nothing to match.
    package static let empty = ViewTreeSnapshot(nodes: [])

    /// The parent of the node at `index` if it names an earlier node, else `nil` (a root).
    func validParent(of index: Int) -> Int? {
        guard let parent = nodes[index].parent, parent >= 0, parent < index else { return nil }
        return parent
    }
}
