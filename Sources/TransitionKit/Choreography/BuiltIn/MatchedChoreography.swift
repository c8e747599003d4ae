/// Matched views: geometry in, one element per matched pair out, drawn above the screens.
///
/// Each pair's element (role ``Role/matched(_:)``) goes from the leaving view's frame, alpha and
/// corner radius to the arriving view's, over the whole transition, whatever the operation: the
/// pairs are measured leaving → arriving, so a pop's elements show at progress p what the push
/// they undo shows at 1 − p. The style's own elements move the screens underneath (the plan animator
/// hides the matched views in their screens while their snapshots fly).
enum MatchedChoreography {
    /// The matched elements for a sanitized geometry, in the pairs' order (back to front).
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        geometry.matched.pairs.map { pair in
            TransitionPlan.Element(
                role: .matched(pair.identifier), from: pair.leaving.state, to: pair.arriving.state)
        }
    }
}

extension Role {
    /// The snapshot of the views carrying `identifier` in both screens, flying from one to the
    /// other: `snapshot.matched.<identifier>`.
    ///
    /// - Parameter identifier: The views' shared `transitionID`.
    package static func matched(_ identifier: String) -> Role { .snapshot("matched." + identifier) }
}

extension TransitionGeometry {
    /// The geometry with the pair carrying `identifier` as the zoom's views: its frames and
    /// radii become ``zoom`` (source in the screen nearer the root, so the arriving view on a
    /// pop) and the pair leaves ``matched``, since the zoom's snapshot flies it.
    ///
    /// Without such a pair (the identifier is missing or not visible in a screen) the geometry
    /// is unchanged: the zoom keeps the frames it was given — without a destination it zooms
    /// into the whole pushed screen, without a source it is the cross-fade fallback.
    ///
    /// - Parameter identifier: The `transitionID` the zoom follows.
    func zooming(from identifier: String) -> TransitionGeometry {
        guard let index = matched.pairs.firstIndex(where: { $0.identifier == identifier }) else {
            return self
        }
        var result = self
        let pair = result.matched.pairs.remove(at: index)
        let (source, destination) =
            operation == .push ? (pair.leaving, pair.arriving) : (pair.arriving, pair.leaving)
        result.zoom = Zoom(
            sourceFrame: source.frame, sourceCornerRadius: source.cornerRadius,
            destinationFrame: destination.frame, destinationCornerRadius: destination.cornerRadius)
        return result
    }
}
