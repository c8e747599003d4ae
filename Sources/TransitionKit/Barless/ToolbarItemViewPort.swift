import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view the toolbar places: a bar button item's custom view, a button it made, a space, the back
/// button or a title view — the part of `UIView` (`UIView.h`) the coordinator uses, in UIKit's
/// words.
///
/// ```swift
/// if let pin = FrameSizePin(for: view, role: .barItem) { view.pinSize(width: pin.width, height: pin.height, priority: pin.priority) }
/// ```
///
/// `UIView` conforms; ``pinSize(width:height:priority:)`` activates width and height constraints
/// and turns `translatesAutoresizingMaskIntoConstraints` off. In tests `ViewModel` conforms.
@MainActor
package protocol ToolbarItemViewPort: AnyObject {
    /// `frame`: the size an app gave a view it positions by frame.
    var frame: CGRect { get }
    /// `translatesAutoresizingMaskIntoConstraints` (UIView.h: default `true`; an app that lays a
    /// view out with its own constraints sets it to `false`).
    var translatesAutoresizingMaskIntoConstraints: Bool { get }

    /// `removeFromSuperview()`.
    func removeFromSuperview()
    /// Sizes the view by constraints: width and height constraints (either may be absent) of
    /// `priority` (a `UILayoutPriority` raw value), and `translatesAutoresizingMaskIntoConstraints`
    /// off.
    ///
    /// - Parameters:
    ///   - width: The width to keep, or `nil`.
    ///   - height: The height to keep, or `nil`.
    ///   - priority: The constraints' priority, 1…1000.
    func pinSize(width: CGFloat?, height: CGFloat?, priority: Float)
}
