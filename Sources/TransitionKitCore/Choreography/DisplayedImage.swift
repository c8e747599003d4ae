import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An image's size and its view's content mode: enough to find, without UIKit, the rect where the
/// image shows.
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

        /// `UIViewContentMode` raw values (UIView.h): scaleToFill 0, scaleAspectFit 1, scaleAspectFill 2,
        /// redraw 3, center 4, ….
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
    package var contentMode: ContentMode

    /// `size` in points.
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

    /// Letterboxed for aspect fit, the bounds for aspect fill, centered and cut for center, else the bounds;
    /// `nil` for a non-finite or empty image size or bounds (the zoom then uses the frame).
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
