/// The edge of the navigation controller's view an edge pan starts from. Pop gestures start at
/// the leading edge only: the left edge in left-to-right layouts, the right edge in right-to-left
/// layouts.
///
/// ```swift
/// PanTransitionDriver(edges: .leading)
/// ```
public enum PanEdge: Sendable, Hashable {
    /// The leading edge.
    case leading
}
