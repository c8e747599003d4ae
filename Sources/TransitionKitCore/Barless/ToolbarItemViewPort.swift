import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The part of `UIView` the toolbar coordinator uses on an item view: a custom view, a button, a space,
/// the back button or a title view.
@MainActor
package protocol ToolbarItemViewPort: AnyObject {
    /// `frame`: the size an app gave a view it positions by frame.
    var frame: CGRect { get }
    /// `translatesAutoresizingMaskIntoConstraints` (UIView.h: default `true`; an app that lays a
    /// view out with its own constraints sets it to `false`).
    var translatesAutoresizingMaskIntoConstraints: Bool { get }

    /// `removeFromSuperview()`.
    func removeFromSuperview()
    /// Width and height constraints (either may be `nil`) of `priority`, a `UILayoutPriority` raw value
    /// 1…1000; turns `translatesAutoresizingMaskIntoConstraints` off.
    func pinSize(width: CGFloat?, height: CGFloat?, priority: Float)
}
