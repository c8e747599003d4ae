extension TransitionStyle {
    /// Which views matched by identifier (`transitionID`) a style moves.
    package enum Matching: Sendable, Hashable {
        /// Matched views ride with their screens (every style's default).
        case unmatched
        /// Every matched pair flies from the leaving view to the arriving one, while the screens
        /// cross-fade (``TransitionStyle/matched``).
        case all
        /// The zoom follows the pair with this identifier; every other pair flies as with
        /// ``all`` (``TransitionStyle/zoom(identifier:)``).
        case zoom(String)
    }

    /// Matched views fly between the two screens while the rest cross-fades: each view carrying
    /// a `transitionID` that a view of the other screen also carries moves from its frame,
    /// corner radius and alpha to the other's. Timing as the cross-fade. Under Reduce Motion,
    /// a plain cross-fade.
    package static var matched: TransitionStyle {
        var style = TransitionStyle.crossFade
        style.matching = .all
        return style
    }

    /// The zoom from the view carrying `identifier` in one screen to the view carrying it in
    /// the other, with every other matched pair flying alongside. Timing as the zoom. Under
    /// Reduce Motion, a plain cross-fade.
    ///
    /// - Parameter identifier: The `transitionID` of the zoom's views.
    package static func zoom(identifier: String) -> TransitionStyle {
        var style = TransitionStyle.zoom
        style.matching = .zoom(identifier)
        return style
    }
}
