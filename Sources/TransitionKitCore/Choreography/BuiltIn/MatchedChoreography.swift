/// One element per matched pair, drawn above the screens and measured leaving → arriving whatever the
/// operation, so a pop at progress p shows what its push shows at 1 − p.
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
    /// `identifier` is the views' shared `transitionID`.
    package static func matched(_ identifier: String) -> Role { .snapshot("matched." + identifier) }
}

extension TransitionGeometry {
    /// The pair becomes the zoom's views (and leaves ``matched``: the zoom's snapshot flies it); without a
    /// visible pair the geometry is unchanged.
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
