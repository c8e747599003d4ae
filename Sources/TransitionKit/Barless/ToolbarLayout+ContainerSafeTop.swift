import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ToolbarLayout {
    /// The top safe-area inset a container gets from its ancestors, without its own toolbar inset.
    ///
    /// A container insets its screen by setting its own `additionalSafeAreaInsets.top` to the
    /// toolbar height, so the `safeAreaInsets.top` it then reports includes that height. The
    /// toolbar must sit below the ancestors' part only (status bar, sensor housing):
    ///
    /// ```swift
    /// ToolbarLayout.containerSafeTop(reported: 91, ownAdditional: 44)  // 47
    /// ```
    ///
    /// Bad input is clamped, never trapped on: a NaN or infinite `reported` gives 0; a NaN,
    /// infinite or negative `ownAdditional` counts as 0; a result below 0 (the reported inset not
    /// yet updated for a new toolbar height) is 0.
    ///
    /// - Parameters:
    ///   - reported: The container view's `safeAreaInsets.top`.
    ///   - ownAdditional: The container's own `additionalSafeAreaInsets.top`.
    /// - Returns: The ancestors' top inset, at least 0 and finite.
    /// - Complexity: O(1).
    package static func containerSafeTop(reported: CGFloat, ownAdditional: CGFloat) -> CGFloat {
        guard reported.isFinite else { return 0 }
        let own = ownAdditional.isFinite ? max(0, ownAdditional) : 0
        return max(0, reported - own)
    }
}
