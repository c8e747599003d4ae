import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionGeometry {
    /// Every unusable value replaced by a defined one, so odd input never traps and always gives the same
    /// plan; every built-in choreography starts here (rules: see Choreography internals).
    func sanitized() -> TransitionGeometry {
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

    /// The final frame, else the container's bounds: "The frame's are set to CGRectZero when they are not
    /// known" (`UIViewControllerTransitioning.h:125-126`), and a view out of the window may predate a
    /// rotation. `nil` (keep the frame) when neither is usable.
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
