import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the container coordinator reads from, and sets on, a toolbar container view controller:
/// the part of `UIViewController` and its view (UIViewController.h, UIView.h) it lays out, in
/// UIKit's words.
///
/// ```swift
/// container.additionalSafeAreaTop = layout.additionalSafeAreaTop
/// container.placeToolbar(frame: layout.toolbarFrame, backgroundExtensionAbove: 47)
/// ```
///
/// `viewSafeAreaInsets` includes the container's own `additionalSafeAreaInsets` (UIViewController.h:
/// they add to "the overlay that UIViewController calculates for the safeAreaInsets"), which is why
/// the coordinator subtracts its own inset before placing the toolbar. On device
/// `ToolbarContainerViewController` conforms; in tests `ToolbarContainerModel`.
@MainActor
package protocol ToolbarContainerPort: AnyObject {
    /// `view.bounds`.
    var viewBounds: CGRect { get }
    /// `view.safeAreaInsets`, own additional insets included.
    var viewSafeAreaInsets: Insets { get }
    /// `additionalSafeAreaInsets.top`.
    var additionalSafeAreaTop: CGFloat { get set }
    /// The toolbar height for the container's environment (`toolbarEnvironment.height`).
    var toolbarHeight: CGFloat { get }

    /// Sets the toolbar's frame and how far its background reaches above it, and brings it to the
    /// front of the container's view.
    ///
    /// - Parameters:
    ///   - frame: The toolbar's frame in the container's view.
    ///   - backgroundExtensionAbove: The distance from the view's top to the toolbar.
    func placeToolbar(frame: CGRect, backgroundExtensionAbove: CGFloat)
}
