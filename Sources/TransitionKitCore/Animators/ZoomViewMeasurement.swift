import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A zoom view as UIKit reported it, NaN and ±∞ included (so one holding NaN is not equal to itself);
/// ``isVisible`` and `sanitized()` give them meaning, tested on Linux.
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

    /// `frame` in container coordinates; `cornerRadius`, the layer's, in points.
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
    /// A missing or invisible view gives no frame (radius 0): no source plays the cross-fade, no destination
    /// zooms into the whole pushed screen. Bad values are left to `sanitized()`.
    package init(source: ZoomViewMeasurement?, destination: ZoomViewMeasurement?) {
        let source = source.flatMap { $0.isVisible ? $0 : nil }
        let destination = destination.flatMap { $0.isVisible ? $0 : nil }
        self.init(
            sourceFrame: source?.frame, sourceCornerRadius: source?.cornerRadius ?? 0,
            destinationFrame: destination?.frame, destinationCornerRadius: destination?.cornerRadius ?? 0)
    }
}

extension ZoomViewMeasurement {
    /// Bounds in the container's coordinates, corner radius, window, hidden and alpha.
    @MainActor
    package init<View: ViewPort>(measuring view: View, in container: View.PortView) {
        self.init(
            frame: view.convert(view.bounds, to: container), cornerRadius: Double(view.cornerRadius),
            isInWindow: view.isInWindow, isHidden: view.isHidden, alpha: Double(view.alpha))
    }
}
