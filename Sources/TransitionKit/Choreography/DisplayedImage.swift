import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An image as an image view shows it: the image's size and the view's content mode, enough to
/// find the rect where the image appears (``rect(in:)``) without UIKit.
///
/// ```swift
/// let photo = DisplayedImage(size: CGSize(width: 4000, height: 3000), contentMode: .aspectFit)
/// photo.rect(in: CGRect(x: 0, y: 0, width: 390, height: 844))
/// // (0, 275.75, 390, 292.5): letterboxed, 390 × 292.5 centered vertically
/// ```
///
/// ## Bad input
/// An image size that is not finite or without area (a zero-size or NaN image) has no displayed
/// rect: ``rect(in:)`` returns `nil` and the zoom uses the view's own frame. So does bounds
/// without area.
package struct DisplayedImage: Sendable, Hashable {
    /// How the view fits its image (`UIView.ContentMode`'s cases the zoom distinguishes).
    package enum ContentMode: Sendable, Hashable {
        /// Stretched to the bounds (`.scaleToFill`).
        case fill
        /// Scaled to fit whole, letterboxed and centered (`.scaleAspectFit`).
        case aspectFit
        /// Scaled to cover the bounds, centered and cropped (`.scaleAspectFill`).
        case aspectFill
        /// At its own size, centered (`.center`).
        case center
        /// Any other mode (`.top`, `.left`, `.redraw` …): taken as the whole bounds.
        case other

        /// The mode for a `UIView.ContentMode` raw value (UIView.h, `UIViewContentMode`:
        /// scaleToFill 0, scaleAspectFit 1, scaleAspectFill 2, redraw 3, center 4, …).
        ///
        /// - Parameter rawValue: `UIView.ContentMode.rawValue`.
        package init(contentModeRawValue rawValue: Int) {
            switch rawValue {
            case 0: self = .fill
            case 1: self = .aspectFit
            case 2: self = .aspectFill
            case 4: self = .center
            default: self = .other
            }
        }
    }

    /// The image's size in points.
    package var size: CGSize
    /// The view's content mode.
    package var contentMode: ContentMode

    /// Creates a displayed image.
    ///
    /// - Parameters:
    ///   - size: The image's size in points.
    ///   - contentMode: The image view's content mode.
    package init(size: CGSize, contentMode: ContentMode) {
        self.size = size
        self.contentMode = contentMode
    }

    /// Hashes every property (the size component by component).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(Double(size.width))
        hasher.combine(Double(size.height))
        hasher.combine(contentMode)
    }

    /// The rect, within `bounds`, where the image can be seen: the letterboxed rect for aspect
    /// fit, the bounds for aspect fill (the image is cropped to them), the image's own size
    /// centered and cut to the bounds for center, the bounds otherwise.
    ///
    /// - Parameter bounds: The image view's frame (any coordinates).
    /// - Returns: The rect in the same coordinates, or `nil` for an unusable image size or bounds.
    package func rect(in bounds: CGRect) -> CGRect? {
        let width = Double(size.width)
        let height = Double(size.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0, bounds.isUsable else { return nil }
        let bounds = bounds.normalized
        let boundsWidth = Double(bounds.width)
        let boundsHeight = Double(bounds.height)
        switch contentMode {
        case .fill, .aspectFill, .other:
            return bounds
        case .aspectFit:
            let scale = min(boundsWidth / width, boundsHeight / height)
            return Self.centered(width: width * scale, height: height * scale, in: bounds)
        case .center:
            let shown = Self.centered(width: width, height: height, in: bounds).intersection(bounds)
            return shown.isUsable ? shown : nil
        }
    }

    private static func centered(width: Double, height: Double, in bounds: CGRect) -> CGRect {
        CGRect(
            x: Double(bounds.midX) - width / 2, y: Double(bounds.midY) - height / 2, width: width,
            height: height)
    }
}
