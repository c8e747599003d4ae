import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The toolbar's own chrome, in its coordinates: the background, which also covers the area above
/// the toolbar up to the top of the screen (under the status bar), and the hairline separator
/// along its bottom edge.
///
/// ```swift
/// let chrome = ToolbarChromeLayout(
///     bounds: CGRect(x: 0, y: 0, width: 390, height: 44), backgroundExtensionAbove: 47, displayScale: 3)
/// chrome.backgroundFrame   // (0, -47, 390, 91)
/// chrome.separatorFrame    // (0, 43.667, 390, 0.333)
/// ```
///
/// Bad input is clamped, never trapped on: a bounds size with a NaN or infinite component counts
/// as zero, a negative one as 0; a NaN, infinite or negative extension as 0; a display scale below
/// 1 (or not finite) as 1.
package struct ToolbarChromeLayout: Sendable, Equatable {
    /// The background's frame.
    var backgroundFrame: CGRect
    /// The separator's frame: one pixel tall at the bottom edge.
    var separatorFrame: CGRect

    /// Computes the chrome.
    ///
    /// - Parameters:
    ///   - bounds: The toolbar's bounds.
    ///   - backgroundExtensionAbove: How far the background reaches above the toolbar (the
    ///     container's top safe area).
    ///   - displayScale: The screen's scale (pixels per point).
    /// - Complexity: O(1).
    package init(bounds: CGRect, backgroundExtensionAbove: CGFloat, displayScale: CGFloat) {
        let width = Self.clamped(bounds.size.width)
        let height = Self.clamped(bounds.size.height)
        let extra = Self.clamped(backgroundExtensionAbove)
        let scale = displayScale.isFinite ? max(1, displayScale) : 1
        let hairline = 1 / scale
        backgroundFrame = CGRect(x: 0, y: -extra, width: width, height: height + extra)
        separatorFrame = CGRect(x: 0, y: height - hairline, width: width, height: hairline)
    }

    private static func clamped(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
