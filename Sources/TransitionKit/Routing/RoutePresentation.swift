/// What a state-driven destination (`.transitionDestination(isPresented:)` / `(item:)`) has pushed:
/// the screen, held weakly (the route stack owns it), and the item it shows. SwiftUI keeps one per
/// modifier across updates; the router's coordinator changes it
/// (``RouterCoordinator/present(_:item:makeScreen:leave:)``).
///
/// ```swift
/// var presentation = RoutePresentation<Screen>()
/// coordinator.present(&presentation, item: true, makeScreen: { font }, leave: { showsFont = false })
/// presentation.screen      // font, pushed
/// presentation.shownItem   // true
/// ```
package struct RoutePresentation<Screen: AnyObject> {
    /// The screen the destination pushed, while it lives.
    package weak var screen: Screen?
    /// The item the screen shows; `nil` when nothing was pushed.
    var shownItem: AnyHashable?

    /// A destination that has pushed nothing.
    package init() {}
}

extension RouterCoordinator {
    /// Brings a state-driven destination to its binding
    /// (``present(shown:item:shownItem:makeScreen:leave:)``) and records what it shows now; the
    /// binding's reset (`leave`) is written when ``writeBinding(_:)`` says.
    ///
    /// - Parameters:
    ///   - presentation: What the destination has pushed; updated.
    ///   - item: What should be shown (`nil`: nothing).
    ///   - makeScreen: Makes the screen of the item.
    ///   - leave: Resets the binding.
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
