import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The toolbar's background (reaching up under the status bar) and its one-pixel bottom separator.
/// Bad sizes count as 0 and a display scale below 1 or not finite as 1, never a trap.
package struct ToolbarChromeLayout: Sendable, Equatable {
    package var backgroundFrame: CGRect
    /// The separator's frame: one pixel tall at the bottom edge.
    package var separatorFrame: CGRect

    /// `backgroundExtensionAbove`: the container's top safe area (points); `displayScale`: pixels per point.
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
