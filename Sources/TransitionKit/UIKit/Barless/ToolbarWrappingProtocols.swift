#if canImport(UIKit)
    import UIKit

    /// A view controller that holds one screen and its toolbar in a ``BarlessNavigationController``.
    ///
    /// ``ToolbarContainerViewController`` adopts it; so must a container a screen supplies through
    /// ``ToolbarContainerProviding``. The navigation controller never wraps a container again
    /// (wrapping is idempotent), and it identifies a container by its screen: pushing a container
    /// whose screen is already in the stack is a duplicate push.
    @MainActor
    public protocol ToolbarContaining: UIViewController {
        /// The screen held by the container.
        var containedViewController: UIViewController { get }
    }

    /// A screen that supplies its own container instead of the standard one.
    ///
    /// ```swift
    /// extension PlayerViewController: ToolbarContainerProviding {
    ///     func makeToolbarContainer() -> any ToolbarContaining { PlayerContainer(player: self) }
    /// }
    /// ```
    ///
    /// Called once, when the screen enters the stack. The container's
    /// ``ToolbarContaining/containedViewController`` must be the screen; if it is not, the
    /// navigation controller reports it through the diagnostics sink and uses the
    /// standard container instead.
    @MainActor
    public protocol ToolbarContainerProviding: UIViewController {
        /// Makes the container that holds this screen.
        ///
        /// - Returns: A container whose `containedViewController` is `self`.
        func makeToolbarContainer() -> any ToolbarContaining
    }

    /// A screen that enters the stack as it is, without a container or toolbar (full-screen
    /// content such as a photo viewer or a camera).
    ///
    /// Such a screen shows no back button: provide your own way back (the edge swipe still pops).
    /// Conforming to ``ToolbarOptIn`` as well is a conflict: it is reported and the screen is
    /// wrapped (see `WrapConflict.optInAndOptOut`).
    @MainActor
    public protocol ToolbarOptOut: UIViewController {}

    /// A screen that asks to be wrapped in the standard container, e.g. a subclass of a class
    /// that adopts ``ToolbarOptOut``.
    ///
    /// Wrapping is already the default; adopting both protocols is reported as a conflict
    /// (`WrapConflict.optInAndOptOut`) and resolved by wrapping.
    @MainActor
    public protocol ToolbarOptIn: UIViewController {}

    /// A screen that chooses its own toolbar height or background colour.
    ///
    /// Both default to `nil`: the standard height for the environment (44 pt iPhone, 50 pt iPad,
    /// 56 pt in an iPhone sheet, 32 pt in compact height; see `ToolbarEnvironment.height`) and
    /// `systemBackground`. Read when the container lays out; call `setNeedsLayout()` on the
    /// container's view after a change.
    @MainActor
    public protocol ToolbarAppearanceProviding: UIViewController {
        /// The toolbar height in points, or `nil` for the standard height. A negative height
        /// counts as 0; NaN or infinity count as `nil`.
        var preferredToolbarHeight: CGFloat? { get }
        /// The toolbar's background colour, or `nil` for the default.
        var preferredToolbarBackgroundColor: UIColor? { get }
    }

    extension ToolbarAppearanceProviding {
        /// The standard height.
        public var preferredToolbarHeight: CGFloat? { nil }
        /// The default background.
        public var preferredToolbarBackgroundColor: UIColor? { nil }
    }

    extension UIViewController {
        /// The screen a transition is about: the content of a bar-less wrapper
        /// (``ToolbarContaining``), otherwise the controller itself.
        ///
        /// Registrations, per-push overrides, factories, zoom-view providers and lifecycle events
        /// all see this screen, so registering `GridViewController → DetailViewController` works the
        /// same in a plain and in a bar-less navigation controller.
        var transitionScreen: UIViewController {
            (self as? any ToolbarContaining)?.containedViewController ?? self
        }
    }
#endif
