/// How a pan driver starts: from the container's leading edge or from a region of it.
///
/// ```swift
/// let activation: PanActivation = .edge(.leading)
/// ```
package enum PanActivation: Sendable, Hashable {
    /// A pan from the given edge of the container (the navigation controller's view).
    case edge(PanEdge)
    /// An ordinary pan starting in the given region.
    case region(PanRegion)

    /// The region a touch must start in: `.fullWidth` for edge pans (whose band near the
    /// container's leading edge the driver checks itself, see
    /// ``PanBeginPolicy/acceptsTouch(at:containerWidth:region:layoutDirection:stackCount:isTransitionRunning:)``),
    /// the configured region otherwise.
    package var touchRegion: PanRegion {
        switch self {
        case .edge: .fullWidth
        case .region(let region): region
        }
    }
}
