/// How a pan driver starts: from a screen edge or from a region of the container.
///
/// ```swift
/// let activation: PanActivation = .edge(.leading)
/// ```
public enum PanActivation: Sendable, Hashable {
    /// A screen-edge pan from the given edge.
    case edge(PanEdge)
    /// An ordinary pan starting in the given region.
    case region(PanRegion)
}
