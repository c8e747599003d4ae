import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionGeometry {
    /// The geometry with every unusable value replaced by a defined one.
    ///
    /// Every built-in choreography starts here, so odd input never traps and always gives the
    /// same, documented plan:
    /// - Rects with a negative width or height are normalized (same area, positive size), and
    ///   finite coordinates beyond ±10⁹ points are clamped to it (so edges never overflow).
    /// - **Container**: not finite or without area → the destination's frame if usable, else the
    ///   source's, else `.zero` (every plan then moves nothing, yet keeps its exact end states).
    /// - **Screen frames**: not finite or without area (a destination not yet laid out) → the
    ///   container bounds.
    /// - **Toolbar frames**: not finite or without area → `nil` (no toolbar elements).
    /// - **Zoom frames**: not finite or without area → `nil`; corner radii that are not finite
    ///   or negative → 0. Whether the source is on screen is the zoom choreography's decision.
    /// - **Matched pairs**: a pair with an unusable frame at either end is dropped; alpha is
    ///   clamped to 0…1 (NaN → 0), corner radii as the zoom's.
    ///
    /// - Returns: A geometry whose rects are all finite and normalized.
    package func sanitized() -> TransitionGeometry {
        let fromFrame = Self.usable(from.frame)
        let toFrame = Self.usable(to.frame)
        let container = Self.usable(containerBounds) ?? toFrame ?? fromFrame ?? .zero
        var result = self
        result.containerBounds = container
        result.from = Self.sanitized(from, frame: fromFrame ?? container)
        result.to = Self.sanitized(to, frame: toFrame ?? container)
        result.zoom = Zoom(
            sourceFrame: zoom.sourceFrame.flatMap(Self.usable),
            sourceCornerRadius: Self.radius(zoom.sourceCornerRadius),
            destinationFrame: zoom.destinationFrame.flatMap(Self.usable),
            destinationCornerRadius: Self.radius(zoom.destinationCornerRadius))
        result.matched = MatchedViews(
            pairs: matched.pairs.compactMap { pair in
                guard let leaving = Self.sanitized(pair.leaving), let arriving = Self.sanitized(pair.arriving)
                else { return nil }
                return MatchedViews.Pair(identifier: pair.identifier, leaving: leaving, arriving: arriving)
            })
        return result
    }

    /// Where a transition puts the arriving screen's view before it plays: its final frame, or —
    /// when the context does not know it ("The frame's are set to CGRectZero when they are not
    /// known or otherwise undefined", `UIViewControllerTransitioning.h:125-126`: a dismissal's
    /// presenter view, out of the window while presented, say) — the container's bounds, the frame
    /// ``sanitized()`` gives the plan for it. A view that left the window keeps the frame it had
    /// then, however the window changed size since (a rotation while a `.fullScreen` screen was
    /// presented): the container's bounds are the size now.
    ///
    /// ```swift
    /// TransitionGeometry.arrivingFrame(final: .zero, container: landscape)   // landscape
    /// ```
    ///
    /// - Parameters:
    ///   - final: `finalFrame(for:)` of the arriving screen.
    ///   - container: The container view's bounds.
    /// - Returns: The frame; `nil` (the view keeps its frame) when neither is usable.
    static func arrivingFrame(final: CGRect, container: CGRect) -> CGRect? {
        usable(final) ?? usable(container)
    }

    private static func sanitized(_ screen: Screen, frame: CGRect) -> Screen {
        var result = screen
        result.frame = frame
        result.toolbarFrame = screen.toolbarFrame.flatMap(usable)
        return result
    }

    private static func sanitized(_ endpoint: MatchedViews.Endpoint) -> MatchedViews.Endpoint? {
        guard let frame = usable(endpoint.frame) else { return nil }
        let alpha = endpoint.alpha.isNaN ? 0 : min(max(endpoint.alpha, 0), 1)
        return MatchedViews.Endpoint(
            node: endpoint.node, frame: frame, alpha: alpha, cornerRadius: radius(endpoint.cornerRadius))
    }

    private static func usable(_ rect: CGRect) -> CGRect? {
        rect.isUsable ? MotionLimits.finite(rect).normalized : nil
    }

    private static func radius(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
