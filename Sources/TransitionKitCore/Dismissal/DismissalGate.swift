import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Whether a gesture on a zoomed screen may begin its dismissal, from numbers alone; the app's veto comes
/// after, before anything is measured. The rules per gesture: `GesturesInternals`.
package struct DismissalGate: Sendable, Hashable {
    package var gestures: Set<DismissalGesture>
    /// Where a drag may begin.
    package var direction: DismissalDirection

    package init(gestures: Set<DismissalGesture>, direction: DismissalDirection) {
        self.gestures = gestures
        self.direction = direction
    }

    /// Translation in points, velocity in points per second, pinch velocity in scale per second;
    /// `scrollViews` innermost first; `fromLeadingEdge` in points (`nil`: unknown, never at the edge).
    package func refusal(
        for gesture: DismissalGesture, touches: Int, translation: CGPoint = .zero, velocity: CGPoint = .zero,
        pinchScale: Double = 1, pinchVelocity: Double = 0, scrollViews: [DismissalScrollReading] = [],
        layoutDirection: TransitionLayoutDirection = .leftToRight, fromLeadingEdge: Double? = nil,
        presented: Bool = false
    ) -> DismissalRefusal? {
        let gesture = classified(
            gesture, translation: translation, velocity: velocity, fromLeadingEdge: fromLeadingEdge,
            presented: presented)
        guard gestures.contains(gesture) else { return .gestureNotEnabled }
        let heading = DragHeading(velocity) ?? DragHeading(translation)
        switch gesture {
        case .pinch:
            guard touches == 2 else { return .fingerCount }
            if scrollViews.contains(where: \.isZoomedIn) { return .zoomedInContentKeepsGesture }
            let pinchingIn = pinchScale < 1 || (pinchScale == 1 && pinchVelocity < 0)
            return pinchingIn && pinchVelocity.isFinite ? nil : .pinchingOut
        case .edge:
            guard touches == 1 else { return .fingerCount }
            let away: DragHeading = layoutDirection == .leftToRight ? .right : .left
            return heading == away ? nil : .direction
        case .drag:
            guard touches == 1 else { return .fingerCount }
            guard let heading, direction.allows(heading) else { return .direction }
            if heading.isHorizontal, Self.isAtLeadingEdge(fromLeadingEdge) { return .leadingEdgeSwipe }
            return scrollViews.lazy.compactMap { $0.keeps(heading) }.first
        }
    }

    /// `.edge` for a horizontal drag that landed at a presented screen's leading edge while `.edge` is on
    /// (the drag recognizer reads the edge swipe there), else `gesture`.
    func classified(
        _ gesture: DismissalGesture, translation: CGPoint, velocity: CGPoint, fromLeadingEdge: Double?,
        presented: Bool
    ) -> DismissalGesture {
        let heading = DragHeading(velocity) ?? DragHeading(translation)
        guard gesture == .drag, presented, gestures.contains(.edge), heading?.isHorizontal == true,
            Self.isAtLeadingEdge(fromLeadingEdge)
        else { return gesture }
        return .edge
    }

    /// `.edge` on a pushed screen, whose leading edge the navigation controller's pop swipe keeps.
    func unappliedGestures(presented: Bool) -> Set<DismissalGesture> {
        presented ? [] : gestures.intersection([.edge])
    }

    /// Whether a touch that landed this far from the leading edge (points) is at it: within
    /// ``PanBeginPolicy/leadingEdgeWidth``; unknown (`nil`) or not finite never is.
    private static func isAtLeadingEdge(_ distance: Double?) -> Bool {
        guard let distance, distance.isFinite else { return false }
        return distance >= 0 && distance <= Double(PanBeginPolicy.leadingEdgeWidth)
    }
}

/// Why a gesture did not begin a dismissal (reported to the diagnostics at the debug level).
package enum DismissalRefusal: Sendable, Hashable {
    /// The gesture is not among the driver's gestures.
    case gestureNotEnabled
    /// A drag or edge swipe with other than one finger, a pinch with other than two.
    case fingerCount
    /// The first movement is in none of the begin directions (or unknown).
    case direction
    /// A horizontally scrolling view (a pager) keeps horizontal drags.
    case pagerKeepsHorizontalDrags
    /// A zoomed-in scroll view keeps every drag and pinch.
    case zoomedInContentKeepsGesture
    /// A vertically scrolling view keeps upward drags, and downward ones until its top edge.
    case scrollViewKeepsDrag
    /// A pinch out (or an unknown pinch) is not a dismissal.
    case pinchingOut
    /// A horizontal drag from the leading edge: the navigation's pop pan keeps it.
    case leadingEdgeSwipe
    /// The app or the screen vetoed it.
    case vetoed
    /// The top screen is not shown by a zoom (nothing to drag away).
    case notAZoom
    /// A transition runs, or the screen cannot be dismissed now.
    case unavailable
}

/// The numbers of a scroll view under a dismissal's touch; content wins when its numbers are not finite.
package struct DismissalScrollReading: Sendable, Equatable {
    /// Offset, content size, bounds and insets.
    package var geometry: ScrollViewGeometry
    var zoomScale: Double
    var minimumZoomScale: Double

    package init(geometry: ScrollViewGeometry, zoomScale: Double = 1, minimumZoomScale: Double = 1) {
        self.geometry = geometry
        self.zoomScale = zoomScale
        self.minimumZoomScale = minimumZoomScale
    }

    /// Zoomed in beyond its minimum by more than 1 %; `true` for non-finite zoom numbers.
    var isZoomedIn: Bool {
        guard zoomScale.isFinite, minimumZoomScale.isFinite else { return true }
        return zoomScale > minimumZoomScale * 1.01
    }

    /// Scrolling is on and the content (with its insets) is wider than the bounds; `true` for
    /// non-finite numbers.
    var scrollsHorizontally: Bool {
        let g = geometry
        return scrolls(
            overflow: g.contentSize.width + g.contentInset.left + g.contentInset.right - g.boundsSize.width)
    }

    /// Scrolling is on and the content (with its insets) is taller than the bounds; `true` for
    /// non-finite numbers.
    var scrollsVertically: Bool {
        let g = geometry
        return scrolls(
            overflow: g.contentSize.height + g.contentInset.top + g.contentInset.bottom - g.boundsSize.height)
    }

    /// Whether scrolling is on and the content overflows the bounds by `overflow` points along one
    /// axis; `true` for a non-finite overflow.
    private func scrolls(overflow: CGFloat) -> Bool {
        let extent = Double(overflow)
        guard extent.isFinite else { return true }
        return geometry.isScrollEnabled && extent > Double(ScrollViewGeometry.tolerance)
    }

    /// Why this scroll view keeps a drag with `heading`, or `nil` when it lets it go.
    func keeps(_ heading: DragHeading) -> DismissalRefusal? {
        if isZoomedIn { return .zoomedInContentKeepsGesture }
        if heading.isHorizontal, scrollsHorizontally { return .pagerKeepsHorizontalDrags }
        let scrollsUnderTheDrag = heading == .up || (heading == .down && !isAtTopEdge)
        if scrollsVertically, scrollsUnderTheDrag { return .scrollViewKeepsDrag }
        return nil
    }

    /// The content is scrolled to its top edge (within ``ScrollViewGeometry/tolerance``); `false`
    /// for non-finite numbers.
    var isAtTopEdge: Bool {
        let offset = Double(geometry.contentOffset.y + geometry.contentInset.top)
        return offset.isFinite && offset <= Double(ScrollViewGeometry.tolerance)
    }
}
