/// The bar a ``TransitionStack``'s screens show: each screen's own bar-less toolbar, or UIKit's
/// navigation bar.
///
/// ```swift
/// TransitionStack(path: $path) { Grid() }                   // .barless
/// TransitionStack(path: $path, bar: .system) { Search() }   // .searchable, large titles
/// ```
///
/// | | ``barless`` | ``system`` |
/// | --- | --- | --- |
/// | `.navigationTitle`, `.toolbar` items (`.navigationBarLeading`, `.navigationBarTrailing`, `.principal`; any view, `Menu` included), `.navigationBarBackButtonHidden` | yes, mirrored by the screen's toolbar | yes |
/// | `.searchable`, `.navigationBarTitleDisplayMode(.large)`, `.toolbarTitleMenu`, `.toolbarRole` | no (the toolbar has one fixed height and no search field) | yes |
/// | the toolbar's height or background per screen, a screen's toolbar moving with it | yes: toolbars cross-fade or morph with the transition | no: one bar for every screen, changed by UIKit |
/// | `transitionToolbarHidden(_:)` | hides the screen's toolbar | hides the navigation bar while the screen is on top |
/// | the stack's transitions, interactive swipe-back | yes | yes (the bar cross-fades its items as UIKit does) |
public enum TransitionStackBar: Sendable, Hashable {
    /// Each screen in a container with its own toolbar (a ``BarlessNavigationController``): the
    /// toolbar moves with its screen through every transition.
    case barless
    /// UIKit's navigation bar, shared by every screen (a `UINavigationController`), for
    /// `.searchable`, large titles and title menus; the screens still move with the stack's
    /// transitions.
    case system
}

extension TransitionStackBar {
    /// Makes what the stack's bar needs: its navigation controller, on device.
    ///
    /// - Parameters:
    ///   - barless: Makes it for ``barless``.
    ///   - system: Makes it for ``system``.
    /// - Returns: What the closure of this bar made.
    package func make<Made>(barless: () -> Made, system: () -> Made) -> Made {
        switch self {
        case .barless: return barless()
        case .system: return system()
        }
    }
}
