import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Decides whether a pan may start a transition: first when the touch lands, then when the
/// finger has moved far enough for the recognizer to begin.
///
/// ```swift
/// let policy = PanBeginPolicy.default
/// policy.acceptsTouch(at: 40, containerWidth: 390, region: .fullWidth,
///                     layoutDirection: .leftToRight, stackCount: 2, isTransitionRunning: false)  // true
/// policy.shouldBegin(velocity: CGPoint(x: 300, y: 40), translation: .zero,
///                    layoutDirection: .leftToRight)                                   // true
/// policy.shouldBegin(velocity: CGPoint(x: 100, y: 400), translation: .zero,
///                    layoutDirection: .leftToRight)                                   // false: vertical
/// ```
///
/// A running transition (ours or anyone's) refuses new touches: catching a settling transition
/// is the job of the interruption recognizer the driver installs for the life of a transition.
package struct PanBeginPolicy: Sendable, Hashable {
    /// How much the horizontal component must exceed the vertical one: the drag is horizontal
    /// when `|h| > dominance · |v|`. 1 means "more horizontal than vertical". Normalized when
    /// set (and by the initializer): a non-finite or negative value becomes 1.
    var horizontalDominance: Double {
        didSet { horizontalDominance = Self.normalizedDominance(horizontalDominance) }
    }

    /// How far from the container's leading edge, in points, a touch may land to start an edge
    /// pan (`PanActivation.edge`). UIKit does not document the band of its screen-edge
    /// recognizer; this is about a fingertip wide.
    static let leadingEdgeWidth: CGFloat = 24

    /// The default policy: horizontal dominance 1.
    package static let `default` = PanBeginPolicy(horizontalDominance: 1)

    /// Creates a policy.
    ///
    /// - Parameter horizontalDominance: Required ratio of horizontal to vertical movement.
    package init(horizontalDominance: Double) {
        self.horizontalDominance = Self.normalizedDominance(horizontalDominance)
    }

    /// Whether a touch landing now may become a pop gesture.
    ///
    /// - Parameters:
    ///   - x: Touch x in container coordinates.
    ///   - containerWidth: Width of the container.
    ///   - region: Where pans may start (`.fullWidth` for edge pans: the edge recognizer filters).
    ///   - layoutDirection: Reading direction of the container.
    ///   - stackCount: Number of view controllers on the stack; a pop needs more than one.
    ///   - isTransitionRunning: Whether any transition is in flight.
    /// - Returns: `true` when the stack can pop, nothing runs and the touch is in the region.
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

    /// Whether a touch landing now may become a pop gesture of a driver with `activation`.
    ///
    /// An edge pan takes touches within ``leadingEdgeWidth`` points of the container's leading
    /// edge — the container's, not the screen's, so a navigation controller in a form sheet or a
    /// split-view column keeps its swipe-back; a region pan takes touches in its region.
    ///
    /// - Parameters:
    ///   - x: Touch x in container coordinates.
    ///   - containerWidth: Width of the container.
    ///   - activation: How the driver's pan starts.
    ///   - layoutDirection: Reading direction of the container.
    ///   - stackCount: Number of view controllers on the stack; a pop needs more than one.
    ///   - isTransitionRunning: Whether any transition is in flight.
    /// - Returns: `true` when the stack can pop, nothing runs and the touch is where the pan may
    ///   start; `false` for non-finite input.
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

    /// Whether the movement so far is a pop: horizontal-dominant and toward the trailing edge.
    ///
    /// Uses the velocity; when the velocity is zero or not finite it falls back to the
    /// translation. When neither says anything (all zero or non-finite) the answer is `false`.
    ///
    /// - Parameters:
    ///   - velocity: Finger velocity in points per second.
    ///   - translation: Finger displacement in points.
    ///   - layoutDirection: Reading direction of the container.
    ///   - operation: `.pop` for a fresh gesture.
    ///   - navigationAllowsPop: Whether the navigation controller lets an interactive pop begin
    ///     now (``InteractivePopGating/canBeginInteractivePop``; `true` for controllers that do
    ///     not gate). When `false` the answer is `false`, so the gesture never asks for a pop the
    ///     controller would only queue and run later without the finger.
    /// - Returns: `true` to let the recognizer begin.
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
    var touchRegion: PanRegion {
        switch self {
        case .edge: .fullWidth
        case .region(let region): region
        }
    }
}
