import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Whether a pan may start a transition: when the touch lands, then when the recognizer would begin. A
/// running transition refuses new touches: catching it is the catching recognizer's job.
package struct PanBeginPolicy: Sendable, Hashable {
    /// Horizontal when `|h| > dominance · |v|`; a non-finite or negative value becomes 1.
    var horizontalDominance: Double {
        didSet { horizontalDominance = Self.normalizedDominance(horizontalDominance) }
    }

    /// Points from the container's leading edge an edge pan may start in: UIKit does not document its
    /// screen-edge recognizer's band, so about a fingertip.
    static let leadingEdgeWidth: CGFloat = 24

    /// The default policy: horizontal dominance 1.
    package static let `default` = PanBeginPolicy(horizontalDominance: 1)

    package init(horizontalDominance: Double) {
        self.horizontalDominance = Self.normalizedDominance(horizontalDominance)
    }

    /// `x` and `containerWidth` in container points: the stack can pop, nothing runs, and `x` is in `region`.
    func acceptsTouch(
        at x: CGFloat,
        containerWidth: CGFloat,
        region: PanRegion,
        layoutDirection: TransitionLayoutDirection,
        stackCount: Int,
        isTransitionRunning: Bool
    ) -> Bool {
        stackCount > 1 && !isTransitionRunning
            && region.contains(x: x, width: containerWidth, layoutDirection: layoutDirection)
    }

    /// An edge pan measures from the container's leading edge, not the screen's, so a navigation controller
    /// in a form sheet or a split-view column keeps its swipe back. `false` for non-finite input.
    func acceptsTouch(
        at x: CGFloat,
        containerWidth: CGFloat,
        activation: PanActivation,
        layoutDirection: TransitionLayoutDirection,
        stackCount: Int,
        isTransitionRunning: Bool
    ) -> Bool {
        let region: PanRegion
        switch activation {
        case .edge:
            let width = Double(containerWidth)
            guard width > 0,
                let fromLeading = layoutDirection.distanceFromLeadingEdge(x: Double(x), width: width),
                fromLeading >= 0, fromLeading <= Double(Self.leadingEdgeWidth)
            else { return false }
            region = .fullWidth
        case .region(let configured):
            region = configured
        }
        return acceptsTouch(
            at: x, containerWidth: containerWidth, region: region, layoutDirection: layoutDirection,
            stackCount: stackCount, isTransitionRunning: isTransitionRunning)
    }

    /// Horizontal-dominant and toward the trailing edge, by velocity, else translation; `false` when the
    /// controller's gate refuses, so the gesture never asks for a pop that would be queued.
    package func shouldBegin(
        velocity: CGPoint,
        translation: CGPoint,
        layoutDirection: TransitionLayoutDirection,
        operation: NavigationOperation = .pop,
        navigationAllowsPop: Bool = true
    ) -> Bool {
        guard navigationAllowsPop else { return false }
        let sign = layoutDirection.leadingToTrailingSign * operation.trailingSign
        if let answer = decide(velocity, sign: sign) { return answer }
        return decide(translation, sign: sign) ?? false
    }

    private func decide(_ vector: CGPoint, sign: Double) -> Bool? {
        let h = Double(vector.x)
        let v = Double(vector.y)
        guard h.isFinite, v.isFinite, h != 0 || v != 0 else { return nil }
        return abs(h) > horizontalDominance * abs(v) && sign * h > 0
    }

    private static func normalizedDominance(_ dominance: Double) -> Double {
        dominance.isFinite && dominance >= 0 ? dominance : 1
    }
}

/// How a pan driver starts: from the container's leading edge or from a region of it.
package enum PanActivation: Sendable, Hashable {
    /// A pan from the given edge of the container (the navigation controller's view).
    case edge(PanEdge)
    /// An ordinary pan starting in the given region.
    case region(PanRegion)
}
