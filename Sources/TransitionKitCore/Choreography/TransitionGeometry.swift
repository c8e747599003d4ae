import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a choreography needs to know about one transition: the container, both screens, the
/// direction, and the optional zoom frames — in container coordinates (points, origin top-left),
/// except toolbar frames, which are in their screen's (see ``Screen/toolbarFrame``).
///
/// On device the UIKit layer reads it from the transition context (`containerView.bounds`,
/// `finalFrame(for:)`, the views' safe-area insets and toolbars); headless, tests and previews
/// build it by hand or with ``samplePhone(operation:layoutDirection:detailToolbarHeight:)``.
///
/// ```swift
/// let geometry = TransitionGeometry(
///     containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
///     from: .init(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
///     to: .init(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
///     operation: .push)
/// let plan = TransitionStyle.slide.plan(for: geometry)
/// ```
///
/// ## Push and pop
/// `from` is always the screen being left and `to` the screen being shown: on a pop `from` is
/// the popped screen and `to` the one below it. The zoom frames are the exception (see
/// ``Zoom``): they keep the registered order, source in the screen nearer the root.
///
/// ## Bad input
/// Choreographies first call `sanitized()`, which gives every odd value a defined meaning:
/// a non-finite or empty container falls back to a screen's frame (else zero), a screen frame
/// that is not finite or has no area — a destination not yet laid out — becomes the container
/// bounds, and unusable toolbar or zoom frames become `nil`. The geometry itself normalizes what
/// it stores, at construction and in every setter (its ``Screen`` and ``Zoom`` too): a rect with
/// a NaN or infinite component is stored as `.zero` (no area, so the rules above apply as to the
/// reading given), finite coordinates are clamped to ±10⁹, and NaN, infinite or negative corner
/// radii become 0. So every geometry equals itself and hashes stably.
public struct TransitionGeometry: Sendable, Hashable {
    /// The transition's container view bounds. Normalized when set: a rect with a NaN or
    /// infinite component is stored as `.zero`, finite components are clamped to ±10⁹.
    public var containerBounds: CGRect {
        didSet { containerBounds = Self.stored(containerBounds) }
    }
    /// The screen being left.
    public var from: Screen
    /// The screen being shown.
    public var to: Screen
    /// Whether the transition pushes or pops.
    public var operation: NavigationOperation
    /// The reading direction; right-to-left mirrors horizontal motion.
    public var layoutDirection: TransitionLayoutDirection
    /// Frames for the zoom transition; empty when not zooming.
    public var zoom: Zoom
    /// The views the two screens share by identifier, measured when the transition runs
    /// (leaving → arriving, whatever the operation); none by default.
    package var matched: MatchedViews = .empty
    /// Points per second, container coordinates; `.zero` for a non-interactive pop. The direction of a
    /// zoom's fly-off.
    package var releaseVelocity: CGPoint = .zero {
        // A NaN or infinite component makes the whole velocity unusable (no direction), as
        // `ZoomFlyOff` reads it; finite components are clamped to ±10⁹.
        didSet {
            let (x, y) = (Double(releaseVelocity.x), Double(releaseVelocity.y))
            releaseVelocity =
                x.isFinite && y.isFinite
                ? CGPoint(x: MotionLimits.finite(x, fallback: 0), y: MotionLimits.finite(y, fallback: 0))
                : .zero
        }
    }

    /// Creates a geometry.
    ///
    /// - Parameters:
    ///   - containerBounds: The container view's bounds; normalized (see ``containerBounds``).
    ///   - from: The screen being left.
    ///   - to: The screen being shown.
    ///   - operation: Push or pop; defaults to push.
    ///   - layoutDirection: Reading direction; defaults to left-to-right.
    ///   - zoom: Zoom frames; defaults to none.
    public init(
        containerBounds: CGRect, from: Screen, to: Screen, operation: NavigationOperation = .push,
        layoutDirection: TransitionLayoutDirection = .leftToRight, zoom: Zoom = .noViews
    ) {
        self.containerBounds = Self.stored(containerBounds)
        self.from = from
        self.to = to
        self.operation = operation
        self.layoutDirection = layoutDirection
        self.zoom = zoom
    }

    /// A rect as a geometry stores it: `.zero` when a component is NaN or infinite (no area, as a
    /// view not laid out), else clamped to ±10⁹ component by component.
    static func stored(_ rect: CGRect) -> CGRect {
        rect.isFiniteRect ? MotionLimits.finite(rect) : .zero
    }

    /// A corner radius as a geometry or a shape stores it: 0 for NaN, ±∞ and negative radii
    /// (what a plan draws for them), else at most 10⁹.
    static func storedRadius(_ radius: Double) -> Double {
        radius.isFinite && radius > 0 ? min(radius, MotionLimits.magnitude) : 0
    }

    /// Hashes every property (rects component by component).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: containerBounds)
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(operation)
        hasher.combine(layoutDirection)
        hasher.combine(zoom)
        hasher.combine(matched)
        hasher.combine(releaseVelocity.x)
        hasher.combine(releaseVelocity.y)
    }

    /// The same transition seen as the push that this pop undoes: screens swapped, operation
    /// flipped, matched pairs swapped; zoom frames and layout direction unchanged.
    var swappingScreens: TransitionGeometry {
        var swapped = TransitionGeometry(
            containerBounds: containerBounds, from: to, to: from,
            operation: operation == .push ? .pop : .push, layoutDirection: layoutDirection, zoom: zoom)
        swapped.matched = MatchedViews(pairs: matched.pairs.map(\.swapped))
        return swapped
    }

    /// A pop is the push it undoes (``swappingScreens``) played backwards.
    func elements(playingPush push: (TransitionGeometry) -> [TransitionPlan.Element])
        -> [TransitionPlan.Element]
    {
        switch operation {
        case .push: return push(self)
        case .pop: return push(swappingScreens).map(\.poppingPush)
        }
    }

    /// The zoom's source frame when finite, with area, and sharing area with the container; `nil` (the
    /// caller plays the cross-fade) otherwise.
    var growingSource: CGRect? {
        guard let source = zoom.sourceFrame, source.isUsable, source.sharesArea(with: containerBounds)
        else { return nil }
        return source
    }
}
