/// What a state-driven destination has pushed; the screen is weak because the route stack owns it.
/// SwiftUI keeps one per modifier across updates.
package struct RoutePresentation<Screen: AnyObject> {
    /// The screen the destination pushed, while it lives.
    package weak var screen: Screen?
    /// The item the screen shows; `nil` when nothing was pushed.
    var shownItem: AnyHashable?

    /// A destination that has pushed nothing.
    package init() {}
}

extension RouterCore {
    /// Brings a state-driven destination to `item` (`nil`: nothing shown) and records it; `leave` resets
    /// the binding when ``writeBinding(_:)`` says.
    package func present(
        _ presentation: inout RoutePresentation<Screen>, item: AnyHashable?, makeScreen: () -> Screen,
        leave: @escaping @MainActor () -> Void
    ) {
        presentation.screen = present(
            shown: presentation.screen, item: item, shownItem: presentation.shownItem,
            makeScreen: makeScreen, leave: { [weak self] in self?.writeBinding(leave) })
        presentation.shownItem = presentation.screen == nil ? nil : item
    }
}
