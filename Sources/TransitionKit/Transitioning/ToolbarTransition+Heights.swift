import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ToolbarTransition {
    /// The toolbar transition for two screens' toolbars, or `nil` when neither has one (the
    /// transition style's own default then applies).
    ///
    /// Follows the navigation layer's ``ToolbarTransitionStyle/between(from:to:)``: equal heights
    /// cross-fade, different heights (a missing toolbar counting as 0) morph.
    ///
    /// ```swift
    /// ToolbarTransition.between(fromHeight: 44, toHeight: 96)   // .heightMorph
    /// ```
    ///
    /// - Parameters:
    ///   - fromHeight: The departing screen's toolbar height, `nil` without a toolbar.
    ///   - toHeight: The arriving screen's toolbar height, `nil` without a toolbar.
    /// - Returns: The toolbar transition, or `nil`.
    public static func between(fromHeight: CGFloat?, toHeight: CGFloat?) -> ToolbarTransition? {
        switch ToolbarTransitionStyle.between(from: fromHeight, to: toHeight) {
        case .crossFade: return .crossFade
        case .heightMorph: return .heightMorph
        case .none: return nil
        }
    }
}
