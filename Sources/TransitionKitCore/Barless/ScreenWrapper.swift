/// Puts a screen entering a bar-less stack into the controller the stack holds: itself, its own
/// container or a standard one. Idempotent on every entry path (see Barless internals).
@MainActor
package enum ScreenWrapper {
    /// A refused own container, or any other conflict, is reported as a fault, never a trap.
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
