import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The bar-less toolbars' choreography over the screens' transition, in each toolbar's superview
/// coordinates: the toolbar stays in its screen and moves with it (see Choreography internals).
package enum ToolbarTransition: Sendable, Hashable, CaseIterable {
    /// The toolbars cross-fade in place.
    case crossFade
    /// The toolbars morph from the source's frame to the destination's while cross-fading.
    case heightMorph
    /// No toolbar elements.
    case noToolbars

    /// `.fromToolbar` then `.toToolbar`; a toolbar without a usable frame gets none. Sanitizes first.
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

    /// Symmetric. A missing toolbar, NaN, infinite or negative height counts as 0; heights within
    /// `heightTolerance` cross-fade, others morph; no toolbars at all give ``noToolbars``.
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
