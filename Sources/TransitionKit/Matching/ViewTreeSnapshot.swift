import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One screen's view tree as identifier matching sees it: a value taken by one depth-first walk of
/// the screen's views when the transition runs (after the arriving screen's layout), so matching
/// itself is neutral and tested without UIKit.
///
/// Nodes are in depth-first pre-order, subviews back to front: a node's parent comes before it,
/// and the screen's root view is the first node. Frames are in the transition's container
/// coordinates.
///
/// ```swift
/// let grid = ViewTreeSnapshot(nodes: [
///     .init(frame: screen),                                              // the screen's view
///     .init(identifier: "photo-7", frame: cellImage, cornerRadius: 8, parent: 0),
/// ])
/// ```
///
/// ## Bad input
/// A parent index that does not name an earlier node makes the node a root (it inherits nothing).
/// Alpha that is NaN counts as 0; alpha is clamped to 0…1. Frames are taken as given; whether a
/// node can be matched is ``MatchedViews``'s rule.
///
/// Machinery, not API (`package`): the benchmark package measures it as the library's own targets
/// do.
package struct ViewTreeSnapshot: Sendable, Hashable {
    /// One view of the tree.
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

        /// Creates a node.
        ///
        /// - Parameters:
        ///   - identifier: The view's `transitionID`, if any.
        ///   - frame: Its frame in container coordinates.
        ///   - alpha: Its own alpha; defaults to 1.
        ///   - cornerRadius: Its corner radius; defaults to 0.
        ///   - isHidden: Whether it is hidden; defaults to `false`.
        ///   - parent: Its superview's index; `nil` for the root.
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

    /// Creates a tree.
    ///
    /// - Parameter nodes: The nodes in depth-first pre-order.
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
