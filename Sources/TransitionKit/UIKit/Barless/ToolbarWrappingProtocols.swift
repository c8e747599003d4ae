#if canImport(UIKit)
    import UIKit

    /// Never wrapped again, and identified by its screen: pushing a container whose screen is already in
    /// the stack is a duplicate push.
    @MainActor
    package protocol ToolbarContaining: UIViewController {
        /// The screen held by the container.
        var containedViewController: UIViewController { get }
    }

    /// Made once, when the screen enters the stack; a container holding another screen is reported and
    /// replaced by the standard one.
    @MainActor
    package protocol ToolbarContainerProviding: UIViewController {
        /// Makes the container that holds this screen, whose `containedViewController` is `self`.
        func makeToolbarContainer() -> any ToolbarContaining
    }

    /// A screen in a ``BarlessNavigationController`` that chooses its toolbar: its height, its
    /// background color, or none at all.
    ///
    /// ```swift
    /// final class MessageViewController: UIViewController, ToolbarAppearanceProviding {
    ///     var preferredToolbarHeight: CGFloat? { 96 }
    /// }
    /// final class PhotoViewController: UIViewController, ToolbarAppearanceProviding {
    ///     var prefersToolbar: Bool { false }   // full screen: no toolbar, no back button
    /// }
    /// ```
    ///
    /// Height and color default to `nil`: the standard height for the environment (44 pt iPhone,
    /// 50 pt iPad, 56 pt in an iPhone sheet, 32 pt in compact height) and `systemBackground`. They
    /// are read when the toolbar lays out; call ``setNeedsToolbarAppearanceUpdate()`` after a
    /// change.
    @MainActor
    public protocol ToolbarAppearanceProviding: UIViewController {
        /// Whether the screen enters the stack in a container with a toolbar and a back button
        /// (`true`, the default) or as it is (`false`: full-screen content such as a photo viewer;
        /// provide your own way back, the edge swipe still pops). Read once, when the screen
        /// enters the stack; a subclass may override it.
        var prefersToolbar: Bool { get }
        /// The toolbar height in points, or `nil` for the standard height. A negative height
        /// counts as 0; NaN or infinity count as `nil`.
        var preferredToolbarHeight: CGFloat? { get }
        /// The toolbar's background color, or `nil` for the default.
        var preferredToolbarBackgroundColor: UIColor? { get }
    }

    extension ToolbarAppearanceProviding {
        /// A toolbar.
        public var prefersToolbar: Bool { true }
        /// The standard height.
        public var preferredToolbarHeight: CGFloat? { nil }
        /// The default background.
        public var preferredToolbarBackgroundColor: UIColor? { nil }

        /// Reads ``preferredToolbarHeight`` and ``preferredToolbarBackgroundColor`` again and lays
        /// the toolbar out with them, as `setNeedsStatusBarAppearanceUpdate()` does for the status
        /// bar. Does nothing outside a toolbar container.
        public func setNeedsToolbarAppearanceUpdate() {
            (parent as? ToolbarContainerViewController)?.invalidateToolbarLayout()
        }
    }

    extension UIViewController {
        /// A bar-less wrapper's content, else the controller itself: registrations, overrides and events see
        /// this, so `Grid → Detail` matches in plain and bar-less stacks alike.
        var transitionScreen: UIViewController {
            (self as? any ToolbarContaining)?.containedViewController ?? self
        }
    }
#endif
