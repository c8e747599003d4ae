import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionGeometry {
    /// The two views a zoom connects, in container coordinates.
    ///
    /// The frames keep the *registered* order whatever the direction: the source is the small
    /// view in the screen nearer the root (a grid cell's image), the destination the large view
    /// in the pushed screen (the detail's image). On a pop the UIKit layer re-queries the source
    /// at pop time — the grid may have scrolled — and passes its current frame.
    public struct Zoom: Sendable, Hashable {
        /// The source view's frame, or `nil` if there is none. Normalized when set: a rect with a
        /// NaN or infinite component is stored as `.zero` (no area: the zoom's missing-source
        /// fallback), finite components are clamped to ±10⁹.
        public var sourceFrame: CGRect? {
            didSet { sourceFrame = sourceFrame.map(TransitionGeometry.stored) }
        }
        /// The source view's corner radius. Normalized when set: NaN, ±∞ and negative radii
        /// become 0 (what a plan draws for them), the rest is clamped to 10⁹.
        public var sourceCornerRadius: Double {
            didSet { sourceCornerRadius = TransitionGeometry.storedRadius(sourceCornerRadius) }
        }
        /// The destination view's frame, or `nil` to zoom into the whole pushed screen; normalized
        /// as ``sourceFrame``.
        public var destinationFrame: CGRect? {
            didSet { destinationFrame = destinationFrame.map(TransitionGeometry.stored) }
        }
        /// The destination view's corner radius; normalized as ``sourceCornerRadius``.
        public var destinationCornerRadius: Double {
            didSet { destinationCornerRadius = TransitionGeometry.storedRadius(destinationCornerRadius) }
        }

        /// Creates zoom frames, normalized as each property says.
        ///
        /// - Parameters:
        ///   - sourceFrame: The source view's frame, if any.
        ///   - sourceCornerRadius: Its corner radius; defaults to 0.
        ///   - destinationFrame: The destination view's frame, if any.
        ///   - destinationCornerRadius: Its corner radius; defaults to 0.
        public init(
            sourceFrame: CGRect? = nil, sourceCornerRadius: Double = 0, destinationFrame: CGRect? = nil,
            destinationCornerRadius: Double = 0
        ) {
            self.sourceFrame = sourceFrame.map(TransitionGeometry.stored)
            self.sourceCornerRadius = TransitionGeometry.storedRadius(sourceCornerRadius)
            self.destinationFrame = destinationFrame.map(TransitionGeometry.stored)
            self.destinationCornerRadius = TransitionGeometry.storedRadius(destinationCornerRadius)
        }

        /// Hashes every property (rects component by component).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rect: sourceFrame)
            hasher.combine(sourceCornerRadius)
            hasher.combine(rect: destinationFrame)
            hasher.combine(destinationCornerRadius)
        }

        /// No zoom frames: a zoom plan falls back to a cross-fade.
        public static let noViews = Zoom()
    }
}

extension TransitionGeometry {
    /// Clips the source to the part of its screen not under the bars; one entirely outside becomes `nil`
    /// (the missing-source fallback). Insets leaving no area clip nothing, with a `.debug` diagnostic.
    func clippingZoomSource(to insets: Insets) -> TransitionGeometry {
        guard let source = zoom.sourceFrame else { return self }
        let screen = operation == .push ? from.frame : to.frame
        let width = Double(screen.width) - insets.left - insets.right
        let height = Double(screen.height) - insets.top - insets.bottom
        guard width > 0, height > 0 else {
            Diagnostics.report(
                "zoom", "clipsSource(to:) insets leave the screen no area; the source is not clipped",
                level: .debug)
            return self
        }
        let visible = CGRect(
            x: Double(screen.minX) + insets.left, y: Double(screen.minY) + insets.top, width: width,
            height: height)
        let clipped = source.intersection(visible)
        var result = self
        result.zoom.sourceFrame = clipped.isUsable ? clipped : nil
        return result
    }
}

extension TransitionGeometry {
    /// A circle's radius is half the end's shorter side; a `nil` shape or an end without a frame keeps its
    /// radius. Call on a sanitized geometry.
    func shapingZoom(source: TransitionStyle.Shape?, destination: TransitionStyle.Shape?)
        -> TransitionGeometry
    {
        var result = self
        if let source, let frame = zoom.sourceFrame {
            result.zoom.sourceCornerRadius = source.cornerRadius(for: frame)
        }
        if let destination, let frame = zoom.destinationFrame {
            result.zoom.destinationCornerRadius = destination.cornerRadius(for: frame)
        }
        return result
    }
}
