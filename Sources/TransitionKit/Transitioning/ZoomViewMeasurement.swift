import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the UIKit layer reads from one of a zoom's views, before it becomes a
/// ``TransitionGeometry/Zoom`` frame.
///
/// ```swift
/// let zoom = TransitionGeometry.Zoom(
///     source: ZoomViewMeasurement(frame: cellFrame, cornerRadius: 8, isVisible: true),
///     destination: nil)
/// ```
public struct ZoomViewMeasurement: Sendable, Hashable {
    /// The view's bounds converted into the container's coordinates.
    public var frame: CGRect
    /// The view's layer corner radius.
    public var cornerRadius: Double
    /// Whether the view can be seen: in a window, not hidden, alpha above 0.01.
    public var isVisible: Bool

    /// Creates a measurement.
    ///
    /// - Parameters:
    ///   - frame: Bounds in container coordinates.
    ///   - cornerRadius: Layer corner radius.
    ///   - isVisible: Whether the view can be seen.
    public init(frame: CGRect, cornerRadius: Double, isVisible: Bool) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.isVisible = isVisible
    }

    /// Hashes every property (the rect component by component).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(cornerRadius)
        hasher.combine(isVisible)
    }
}

extension TransitionGeometry.Zoom {
    /// Zoom frames from measured views.
    ///
    /// A missing or invisible view contributes no frame (and radius 0): without a source the zoom
    /// plays its cross-fade fallback, without a destination it zooms into the whole pushed
    /// screen. Unusable frames and radii (NaN, negative, zero size) are left to
    /// ``TransitionGeometry/sanitized()`` and the choreography's fallback.
    ///
    /// - Parameters:
    ///   - source: The source view's measurement, if there is a source view.
    ///   - destination: The destination view's measurement, if there is a destination view.
    public init(source: ZoomViewMeasurement?, destination: ZoomViewMeasurement?) {
        let source = source.flatMap { $0.isVisible ? $0 : nil }
        let destination = destination.flatMap { $0.isVisible ? $0 : nil }
        self.init(
            sourceFrame: source?.frame, sourceCornerRadius: source?.cornerRadius ?? 0,
            destinationFrame: destination?.frame, destinationCornerRadius: destination?.cornerRadius ?? 0)
    }
}
