import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The part of `UIViewController` a toolbar container lays out. `viewSafeAreaInsets` includes the
/// container's own `additionalSafeAreaInsets` (UIViewController.h), hence the coordinator subtracts it.
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

    /// Also brings the toolbar to the front. `backgroundExtensionAbove`: points from the view's top to it.
    func placeToolbar(frame: CGRect, backgroundExtensionAbove: CGFloat)
}
