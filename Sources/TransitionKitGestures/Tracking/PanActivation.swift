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

    /// The region a touch must start in: `.fullWidth` for edge pans (the edge recogniser itself
    /// only reacts near its edge), the configured region otherwise.
    public var touchRegion: PanRegion {
        switch self {
        case .edge: .fullWidth
        case .region(let region): region
        }
    }
}
