import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Decides whether a gesture on a zoomed screen may begin its dismissal, from numbers the UIKit
/// side reads: which gesture, how many fingers, its first movement, and the scroll views under the
/// touch. The app's veto is asked after this says yes, before anything is measured.
///
/// ```swift
/// let gate = DismissalGate(gestures: [.drag, .pinch], direction: .vertical)
/// gate.refusal(for: .drag, touches: 1, translation: CGPoint(x: 0, y: 4),
///              velocity: CGPoint(x: 10, y: 300))                            // nil: it may begin
/// gate.refusal(for: .drag, touches: 1, translation: .zero,
///              velocity: CGPoint(x: 300, y: 10))                            // .direction
/// ```
///
/// ## The rules
/// - **Drag**: one finger; its heading (``DragHeading`` of the velocity, else of the translation)
///   is allowed by ``direction``; a scroll view that scrolls horizontally (a pager) keeps
///   horizontal drags; a zoomed-in scroll view keeps every drag; a vertically scrolling view keeps
///   upward drags, and downward ones until it is at its top edge (as in Photos).
/// - **Pinch**: two fingers, pinching in (scale below 1, or at 1 and shrinking); a zoomed-in
///   scroll view keeps it (it zooms out first), so a pinch begins only at minimum zoom.
/// - **Edge**: one finger moving away from the leading edge (the layout direction's), whatever
///   the scroll views do. On a presented screen (`presented`) the drag recognizer reads it: a
///   horizontal drag that landed within ``PanBeginPolicy/leadingEdgeWidth`` of the leading edge
///   is the edge swipe when ``gestures`` holds `.edge`
///   (``classified(_:translation:velocity:fromLeadingEdge:presented:)``), whatever the drag's
///   own direction and whether `.drag` is enabled. On a pushed screen the edge swipe is the
///   navigation controller's pop (its interaction driver's): `.edge` does not apply there
///   (``unappliedGestures(presented:)``, reported when the driver is attached).
/// - A gesture not in ``gestures`` never begins.
/// - A horizontal drag that landed within ``PanBeginPolicy/leadingEdgeWidth`` of the leading edge
///   is otherwise the navigation's edge swipe: the pop pan keeps it (`.leadingEdgeSwipe`).
///
/// Bad input: non-finite readings make the heading unknown (`.direction`, `.pinchingOut`); a
/// scroll view whose numbers are not finite keeps the gesture (content wins when in doubt).
package struct DismissalGate: Sendable, Hashable {
    /// The gestures that may begin a dismissal.
    package var gestures: Set<DismissalGesture>
    /// Where a drag may begin.
    package var direction: DismissalDirection

    /// Creates a gate.
    ///
    /// - Parameters:
    ///   - gestures: The gestures that may begin a dismissal.
    ///   - direction: Where a drag may begin.
    package init(gestures: Set<DismissalGesture>, direction: DismissalDirection) {
        self.gestures = gestures
        self.direction = direction
    }

    /// Why a gesture may not begin the dismissal, or `nil` when it may.
    ///
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - touches: The number of fingers on the recognizer.
    ///   - translation: The drag's translation so far (points).
    ///   - velocity: The drag's velocity (points per second).
    ///   - pinchScale: The pinch's scale so far.
    ///   - pinchVelocity: The pinch's scale per second.
    ///   - scrollViews: The scroll views under the touch, innermost first.
    ///   - layoutDirection: The screen's layout direction, for the edge.
    ///   - fromLeadingEdge: How far from the container's leading edge the touch landed, in points
    ///     (`nil`: unknown, never at the edge).
    ///   - presented: Whether the screen is presented (no navigation pop swipe at its edge).
    /// - Returns: The refusal, or `nil`.
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

    /// The gesture a recognizer's touch is: `.edge` for a horizontal drag that landed at the
    /// leading edge of a presented screen while `.edge` is enabled (the drag recognizer reads the
    /// edge swipe there), else the gesture itself.
    ///
    /// - Parameters: As ``refusal(for:touches:translation:velocity:pinchScale:pinchVelocity:scrollViews:layoutDirection:fromLeadingEdge:presented:)``.
    /// - Returns: The gesture the rules apply to (and the veto is told).
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

    /// The enabled gestures that cannot begin a dismissal where the driver is attached: `.edge`
    /// on a pushed screen (the navigation controller's pop swipe keeps the leading edge); none on
    /// a presented one.
    ///
    /// - Parameter presented: Whether the driver is on a presented screen.
    /// - Returns: The gestures that do nothing there.
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

/// The numbers of a scroll view under a dismissal's touch.
///
/// ```swift
/// let photo = DismissalScrollReading(
///     geometry: ScrollViewGeometry(contentOffset: .zero, contentSize: CGSize(width: 780, height: 1688),
///                                  boundsSize: CGSize(width: 390, height: 844)),
///     zoomScale: 2, minimumZoomScale: 1)
/// photo.isZoomedIn   // true: it keeps every drag and pinch
/// ```
package struct DismissalScrollReading: Sendable, Equatable {
    /// Offset, content size, bounds and insets.
    package var geometry: ScrollViewGeometry
    /// `zoomScale`.
    var zoomScale: Double
    /// `minimumZoomScale`.
    var minimumZoomScale: Double

    /// Creates a reading.
    ///
    /// - Parameters:
    ///   - geometry: The scroll view's offset, content size, bounds and insets.
    ///   - zoomScale: Its `zoomScale`.
    ///   - minimumZoomScale: Its `minimumZoomScale`.
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
    ///
    /// - Parameter heading: The drag's heading.
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
