import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the toolbars of two wrapped screens change during a push or pop.
///
/// ```swift
/// ToolbarTransitionStyle.between(from: 44, to: 44)  // .crossFade
/// ToolbarTransitionStyle.between(from: 44, to: 56)  // .heightMorph
/// ToolbarTransitionStyle.between(from: nil, to: 44) // .heightMorph (toolbar grows from 0)
/// ```
///
/// The choice is the same on push and on pop; the realiser runs the morph in the direction of the
/// operation, and a cancelled transition restores the from-height and inset exactly.
public enum ToolbarTransitionStyle: Sendable, Hashable, CaseIterable {
    /// Heights match: the toolbars cross-fade over the content transition.
    case crossFade
    /// Heights differ: the toolbar height and the content's top inset morph together.
    case heightMorph
    /// Neither screen has a toolbar: nothing to animate.
    case none

    /// Heights closer than this (in points) count as equal.
    public static let heightTolerance: CGFloat = 0.001

    /// Chooses the style for two toolbar heights.
    ///
    /// - Parameters:
    ///   - from: The departing screen's toolbar height, or `nil` when it has no toolbar.
    ///   - to: The arriving screen's toolbar height, or `nil` when it has no toolbar.
    /// - Returns: ``none`` when both are `nil`; otherwise a missing toolbar counts as height 0,
    ///   NaN, infinite or negative heights count as 0, and equal heights (within
    ///   ``heightTolerance``) give ``crossFade``, different ones ``heightMorph``.
    public static func between(from: CGFloat?, to: CGFloat?) -> ToolbarTransitionStyle {
        if from == nil && to == nil { return .none }
        let a = sanitized(from)
        let b = sanitized(to)
        return abs(a - b) <= heightTolerance ? .crossFade : .heightMorph
    }

    private static func sanitized(_ value: CGFloat?) -> CGFloat {
        guard let value, value.isFinite else { return 0 }
        return max(0, value)
    }
}
