import TransitionKitCore

/// A screen (a `UIViewController`) entering a bar-less stack, with the conformances that decide
/// its wrapping (the `ToolbarContaining`, `ToolbarOptIn`, `ToolbarOptOut` and
/// `ToolbarContainerProviding` protocols).
@MainActor
package final class ScreenModel {
    /// A name for test output.
    package let name: String
    /// The traits its conformances give.
    package var traits: ScreenWrapTraits
    /// For a container: the screen it holds.
    package var containedScreen: ScreenModel?
    /// For a screen supplying its own container: what `makeToolbarContainer()` returns (a
    /// container holding this screen unless a test says otherwise).
    package var makesContainer: (() -> ScreenModel)?
    /// `preferredTransition` (iOS 18).
    package var preferredTransition: ScreenPreferredTransition?
    /// How many times `makeToolbarContainer()` ran.
    package fileprivate(set) var containersMade = 0

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - name: A name for test output.
    ///   - traits: Its conformances.
    package init(_ name: String, traits: ScreenWrapTraits = ScreenWrapTraits()) {
        self.name = name
        self.traits = traits
    }

    /// A container holding `screen`.
    ///
    /// - Parameters:
    ///   - name: A name for test output.
    ///   - screen: The screen it holds.
    /// - Returns: The container.
    package static func container(_ name: String, holding screen: ScreenModel?) -> ScreenModel {
        let container = ScreenModel(name, traits: .container)
        container.containedScreen = screen
        return container
    }
}

/// The wrap port over ``ScreenModel``s: the standard containers made.
@MainActor
package final class ScreenWrappingModel: ScreenWrappingPort {
    /// Standard containers made, in order.
    package private(set) var standardContainers: [ScreenModel] = []

    /// Creates the port.
    package init() {}

    /// The screen's traits.
    package func traits(of screen: ScreenModel) -> ScreenWrapTraits {
        screen.traits
    }

    /// `makeToolbarContainer()`.
    package func providedContainer(for screen: ScreenModel) -> ScreenModel? {
        guard let make = screen.makesContainer else { return nil }
        screen.containersMade += 1
        return make()
    }

    /// `containedViewController`.
    package func containedScreen(of container: ScreenModel) -> ScreenModel? {
        container.traits.isContainer ? container.containedScreen : nil
    }

    /// `container.preferredTransition = screen.preferredTransition`.
    package func forwardPreferredTransition(from screen: ScreenModel, to container: ScreenModel) {
        container.preferredTransition = screen.preferredTransition
    }

    /// A new standard container.
    package func makeStandardContainer(for screen: ScreenModel) -> ScreenModel {
        let container = ScreenModel.container("standard(\(screen.name))", holding: screen)
        standardContainers.append(container)
        return container
    }
}
