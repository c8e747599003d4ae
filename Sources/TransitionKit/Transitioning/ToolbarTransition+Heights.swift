import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ToolbarTransition {
    /// Heights closer than this (in points) count as equal.
    package static let heightTolerance: CGFloat = 0.001

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
    public static func between(fromHeight: CGFloat?, toHeight: CGFloat?) -> ToolbarTransition {
        if fromHeight == nil && toHeight == nil { return .noToolbars }
        let difference = abs(sanitized(fromHeight) - sanitized(toHeight))
        return difference <= heightTolerance ? .crossFade : .heightMorph
    }

    private static func sanitized(_ value: CGFloat?) -> CGFloat {
        guard let value, value.isFinite else { return 0 }
        return max(0, value)
    }
}
