import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the UIKit layer reads from one of a zoom's views, before it becomes a
/// ``TransitionGeometry/Zoom`` frame.
///
/// The UIKit layer reports raw facts (in a window, hidden, alpha); ``isVisible`` applies the
/// visibility rule here, so it is tested on Linux.
///
/// ```swift
/// let zoom = TransitionGeometry.Zoom(
///     source: ZoomViewMeasurement(
///         frame: cellFrame, cornerRadius: 8, isInWindow: true, isHidden: false, alpha: 1),
///     destination: nil)
/// ```
///
/// A measurement is held as UIKit reported it, NaN and ±∞ included: ``isVisible`` and
/// ``TransitionGeometry/sanitized()`` give them their documented meaning, and a measurement
/// holding NaN is not equal to itself, as NaN is not.
package struct ZoomViewMeasurement: Sendable, Hashable {
    /// The alpha a view must exceed to count as visible (UIKit's own hit-testing threshold).
    package static let minimumVisibleAlpha: Double = 0.01

    /// The view's bounds converted into the container's coordinates.
    package var frame: CGRect
    /// The view's layer corner radius.
    package var cornerRadius: Double
    /// Whether the view is in a window (`window != nil`).
    package var isInWindow: Bool
    /// Whether the view is hidden (`isHidden`).
    package var isHidden: Bool
    /// The view's own alpha.
    package var alpha: Double

    /// Creates a measurement.
    ///
    /// - Parameters:
    ///   - frame: Bounds in container coordinates.
    ///   - cornerRadius: Layer corner radius.
    ///   - isInWindow: Whether the view is in a window.
    ///   - isHidden: Whether the view is hidden.
    ///   - alpha: The view's alpha.
    package init(frame: CGRect, cornerRadius: Double, isInWindow: Bool, isHidden: Bool, alpha: Double) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.isInWindow = isInWindow
        self.isHidden = isHidden
        self.alpha = alpha
    }

    /// Whether the view can be seen: in a window, not hidden, and alpha above
    /// ``minimumVisibleAlpha`` (0.01 itself is invisible). A NaN alpha counts as invisible.
    package var isVisible: Bool {
        isInWindow && !isHidden && alpha > Self.minimumVisibleAlpha
    }

    /// Hashes every property (the rect component by component).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(cornerRadius)
        hasher.combine(isInWindow)
        hasher.combine(isHidden)
        hasher.combine(alpha)
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
    package init(source: ZoomViewMeasurement?, destination: ZoomViewMeasurement?) {
        let source = source.flatMap { $0.isVisible ? $0 : nil }
        let destination = destination.flatMap { $0.isVisible ? $0 : nil }
        self.init(
            sourceFrame: source?.frame, sourceCornerRadius: source?.cornerRadius ?? 0,
            destinationFrame: destination?.frame, destinationCornerRadius: destination?.cornerRadius ?? 0)
    }
}

extension ZoomViewMeasurement {
    /// Reads a zoom view: its bounds in the container's coordinates, its corner radius, and
    /// whether it is in a window, hidden, and how transparent it is.
    ///
    /// - Parameters:
    ///   - view: The zoom view.
    ///   - container: The transition's container view.
    @MainActor
    package init<View: ViewProperties>(measuring view: View, in container: View.PortView) {
        self.init(
            frame: view.convert(view.bounds, to: container), cornerRadius: Double(view.cornerRadius),
            isInWindow: view.isInWindow, isHidden: view.isHidden, alpha: Double(view.alpha))
    }
}
