/// The bar a `TransitionStack`'s screens show: UIKit's navigation bar (the default), or each
/// screen's own bar-less toolbar.
///
/// ```swift
/// TransitionStack(path: $path) { Search() }                  // .system: .searchable, large titles
/// TransitionStack(path: $path, bar: .barless) { Grid() }     // each screen's toolbar morphs
/// ```
///
/// `.system` is the default because every SwiftUI app moved to the stack so far needed it (title
/// menus, `.searchable` with scopes, large titles, a bar color): an app leaving `NavigationStack`
/// keeps its bar.
///
/// | | ``barless`` | ``system`` |
/// | --- | --- | --- |
/// | `.navigationTitle`, `.toolbar` items (`.navigationBarLeading`, `.navigationBarTrailing`, `.principal`; any view, `Menu` included), `.navigationBarBackButtonHidden` | yes, mirrored by the screen's toolbar | yes |
/// | `.searchable`, `.navigationBarTitleDisplayMode(.large)`, `.toolbarTitleMenu`, `.toolbarRole` | no (the toolbar has one fixed height and no search field) | yes |
/// | `.toolbarBackground(_:for: .navigationBar)`, `.toolbarColorScheme` | no (a SwiftUI screen's bar-less toolbar keeps the standard background: use `.system` for a bar color) | yes |
/// | the toolbar's height or background per screen, a screen's toolbar moving with it | yes: toolbars cross-fade or morph with the transition | no: one bar for every screen, changed by UIKit |
/// | a `transitionID(_:)` in a `.toolbar` item as a zoom's source | yes (the toolbar is in the screen's view) | yes: when the screen's own views show no view with the identifier, the navigation bar, then the toolbar (first visible view in reading order) |
/// | `transitionToolbarHidden(_:)` | hides the screen's toolbar | hides the navigation bar while the screen is on top |
/// | the stack's transitions, interactive swipe-back | yes | yes (the bar cross-fades its items as UIKit does) |
public enum TransitionStackBar: Sendable, Hashable {
    /// Each screen in a container with its own toolbar (a `BarlessNavigationController`): the
    /// toolbar moves with its screen through every transition.
    case barless
    /// UIKit's navigation bar, shared by every screen (a `UINavigationController`), for
    /// `.searchable`, large titles, title menus and `.toolbarBackground`; the screens still move
    /// with the stack's transitions. The default.
    case system
}

extension TransitionStackBar {
    /// On device, the closures make the stack's navigation controller.
    package func make<Made>(barless: () -> Made, system: () -> Made) -> Made {
        switch self {
        case .barless: return barless()
        case .system: return system()
        }
    }
}
