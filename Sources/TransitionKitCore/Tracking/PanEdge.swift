/// The edge of the navigation controller's view an edge pan starts from: the leading edge only,
/// left in left-to-right layouts, right in right-to-left ones.
package enum PanEdge: Sendable, Hashable {
    case leading
}
