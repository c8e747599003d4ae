import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The choreography of the bar-less navigation controller's toolbars, layered over the
/// screens' own transition.
///
/// Toolbar states are in the toolbar's superview coordinates: the plan animator leaves each toolbar
/// in its screen (see `Role.isArrangedInContainer`), so it moves with that screen while these
/// elements fade or reshape it.
/// - ``crossFade``: each toolbar keeps its frame; the source's fades out, the destination's
///   fades in — the ``TransitionStyle/crossFade`` choreography on the `.fromToolbar` and
///   `.toToolbar` roles.
/// - ``heightMorph``: both toolbars go from the source toolbar's frame to the destination's
///   (height included) while cross-fading, so one bar appears to grow or shrink. A screen
///   without a toolbar counts as a toolbar of height 0 at the other one's origin: the single
///   toolbar grows from, or shrinks to, nothing.
///
/// The cases match the navigation layer's choice between two toolbars (equal heights →
/// cross-fade, different → height morph); push and pop use the same elements, the source
/// always being the screen left.
///
/// ```swift
/// let plan = TransitionStyle.slide.plan(for: geometry, toolbars: .crossFade)
/// ```
package enum ToolbarTransition: Sendable, Hashable, CaseIterable {
    /// The toolbars cross-fade in place.
    case crossFade
    /// The toolbars morph from the source's frame to the destination's while cross-fading.
    case heightMorph
    /// No toolbar elements.
    case noToolbars

    /// The toolbar elements for a geometry, to draw on top of a content transition.
    ///
    /// A toolbar without a usable frame counts as absent and gets no element.
    ///
    /// - Parameter geometry: The transition's geometry (sanitized first).
    /// - Returns: Zero, one or two elements: `.fromToolbar` then `.toToolbar`.
    package func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        elements(sanitized: geometry.sanitized())
    }

    func elements(sanitized geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        var result: [TransitionPlan.Element] = []
        let fromFrame = geometry.from.toolbarFrame
        let toFrame = geometry.to.toolbarFrame
        guard self != .noToolbars else { return result }
        let morphs = self == .heightMorph
        if let fromFrame {
            let end = morphs ? toFrame ?? Self.collapsed(fromFrame) : fromFrame
            result.append(
                .init(
                    role: .fromToolbar, from: VisualState(frame: fromFrame),
                    to: VisualState(frame: end, alpha: 0)))
        }
        if let toFrame {
            let start = morphs ? fromFrame ?? Self.collapsed(toFrame) : toFrame
            result.append(
                .init(
                    role: .toToolbar, from: VisualState(frame: start, alpha: 0),
                    to: VisualState(frame: toFrame)))
        }
        return result
    }

    /// A toolbar of height 0 at the same origin and width.
    private static func collapsed(_ frame: CGRect) -> CGRect {
        CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 0)
    }
}

extension ToolbarTransition {
    /// Heights closer than this (in points) count as equal.
    static let heightTolerance: CGFloat = 0.001

    /// Chooses how two screens' toolbars change during a push or pop: the one rule the bar-less
    /// controller, the animators and the previews share.
    ///
    /// ```swift
    /// ToolbarTransition.between(fromHeight: 44, toHeight: 44)    // .crossFade
    /// ToolbarTransition.between(fromHeight: 44, toHeight: 96)    // .heightMorph
    /// ToolbarTransition.between(fromHeight: nil, toHeight: 44)   // .heightMorph (grows from 0)
    /// ToolbarTransition.between(fromHeight: nil, toHeight: nil)  // .noToolbars
    /// ```
    ///
    /// The choice is the same on push and on pop (it is symmetric).
    ///
    /// - Parameters:
    ///   - fromHeight: The departing screen's toolbar height, `nil` without a toolbar.
    ///   - toHeight: The arriving screen's toolbar height, `nil` without a toolbar.
    /// - Returns: ``noToolbars`` when neither screen has a toolbar. Otherwise a missing toolbar counts as
    ///   height 0, a NaN, infinite or negative height counts as 0, and heights equal within
    ///   `heightTolerance` give ``crossFade``, different ones ``heightMorph``.
    package static func between(fromHeight: CGFloat?, toHeight: CGFloat?) -> ToolbarTransition {
        if fromHeight == nil && toHeight == nil { return .noToolbars }
        let difference = abs(sanitized(fromHeight) - sanitized(toHeight))
        return difference <= heightTolerance ? .crossFade : .heightMorph
    }

    private static func sanitized(_ value: CGFloat?) -> CGFloat {
        guard let value, value.isFinite else { return 0 }
        return max(0, value)
    }
}
