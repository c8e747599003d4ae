/// How the bar-less navigation controller's toolbars move during a transition, layered over
/// the screens' own transition.
///
/// The toolbars are lifted out of their screens and stay put (like UIKit's navigation bar)
/// while the content transition runs under them:
/// - ``crossFade``: each toolbar keeps its frame; the source's fades out, the destination's
///   fades in — the ``TransitionStyle/crossFade`` choreography on the `.fromToolbar` and
///   `.toToolbar` roles.
/// - ``morph``: both toolbars move from the source toolbar's frame to the destination's
///   (height included) while cross-fading, so one bar appears to grow or shrink.
///
/// Push and pop use the same rule: the source is always the screen being left.
///
/// ```swift
/// let toolbars = ToolbarTransition.automatic(for: geometry)   // .crossFade if heights match
/// let plan = TransitionStyle.slide.plan(for: geometry, toolbars: toolbars)
/// ```
public enum ToolbarTransition: Sendable, Hashable {
    /// No toolbar elements.
    case none
    /// The toolbars cross-fade in place.
    case crossFade
    /// The toolbars morph from the source's frame to the destination's while cross-fading.
    case morph

    /// Heights closer than this (in points) count as equal for ``automatic(for:)``.
    public static let heightTolerance = 0.01

    /// The bar-less controller's rule: equal toolbar heights (within ``heightTolerance``)
    /// cross-fade, different ones morph; a single toolbar cross-fades (it fades in or out
    /// alone); no toolbars → ``none``. Unusable toolbar frames count as absent.
    ///
    /// - Parameter geometry: The transition's geometry.
    public static func automatic(for geometry: TransitionGeometry) -> ToolbarTransition {
        let sanitized = geometry.sanitized()
        switch (sanitized.from.toolbarHeight, sanitized.to.toolbarHeight) {
        case (nil, nil): return .none
        case (let from?, let to?): return abs(from - to) < heightTolerance ? .crossFade : .morph
        default: return .crossFade
        }
    }

    /// The toolbar elements for a geometry, to draw on top of a content transition.
    ///
    /// A toolbar without a usable frame gets no element; ``morph`` with only one toolbar
    /// behaves like ``crossFade``.
    ///
    /// - Parameter geometry: The transition's geometry (sanitised first).
    /// - Returns: Zero, one or two elements: `.fromToolbar` then `.toToolbar`.
    public func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        elements(sanitized: geometry.sanitized())
    }

    func elements(sanitized geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        let fromFrame = geometry.from.toolbarFrame
        let toFrame = geometry.to.toolbarFrame
        var result: [TransitionPlan.Element] = []
        guard self != .none else { return result }
        let morphs = self == .morph && fromFrame != nil && toFrame != nil
        if let fromFrame {
            let start = VisualState(frame: fromFrame)
            let end = VisualState(frame: morphs ? toFrame ?? fromFrame : fromFrame, alpha: 0)
            result.append(.init(role: .fromToolbar, from: start, to: end))
        }
        if let toFrame {
            let end = VisualState(frame: toFrame)
            let start = VisualState(frame: morphs ? fromFrame ?? toFrame : toFrame, alpha: 0)
            result.append(.init(role: .toToolbar, from: start, to: end))
        }
        return result
    }
}
