/// Puts a screen entering a bar-less stack into the view controller the stack holds: the screen
/// itself, its own container, or a standard container — once per screen.
///
/// The order of calls: the screen's traits are read and resolved (``WrapResolution``); only when
/// the screen supplies its own container is it asked for one, once, and the container is refused
/// unless it holds that very screen
/// (``WrapResolution/confirmingProvidedContainer(holdsScreen:)``); every conflict is reported as a
/// fault through the diagnostics sink (a programmer error, never a trap); then the decision is
/// performed. A standard container carries the screen's iOS 18 `preferredTransition`, which UIKit
/// reads from the view controller it pushes (an app's own container forwards what it chooses).
/// Wrapping a container again returns it unchanged, so wrapping
/// is idempotent on every entry path (init, push, `setViewControllers`), push and pop alike.
///
/// ```swift
/// ScreenWrapCoordinator.wrap(detail, using: port)            // a standard container holding detail
/// ScreenWrapCoordinator.wrap(thatContainer, using: port)     // thatContainer
/// ```
@MainActor
package enum ScreenWrapCoordinator {
    /// The view controller to put in the stack for `screen`.
    ///
    /// - Parameters:
    ///   - screen: The screen (or a container) entering the stack.
    ///   - port: The screen's conformances and the containers' makers.
    /// - Returns: `screen`, its own container, or a new standard container.
    package static func wrap<Port: ScreenWrappingPort>(_ screen: Port.Screen, using port: Port) -> Port.Screen
    {
        var resolution = WrapResolution.resolve(port.traits(of: screen))
        var provided: Port.Screen?
        if resolution.decision == .useOwnContainer {
            provided = port.providedContainer(for: screen)
            let holdsScreen = provided.flatMap { port.containedScreen(of: $0) } === screen
            resolution = resolution.confirmingProvidedContainer(holdsScreen: holdsScreen)
        }
        for conflict in resolution.conflicts {
            Diagnostics.report(
                "barless",
                "\(type(of: screen)): bar-less wrap conflict (\(conflict)); resolved as \(resolution.decision)"
            )
        }
        switch resolution.decision {
        case .alreadyWrapped, .leaveUnwrapped:
            return screen
        case .wrapInStandardContainer:
            let container = port.makeStandardContainer(for: screen)
            port.forwardPreferredTransition(from: screen, to: container)
            return container
        case .useOwnContainer:
            // Confirmed above: the provided container exists and holds the screen.
            return provided ?? port.makeStandardContainer(for: screen)
        }
    }
}
