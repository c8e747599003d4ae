#if canImport(UIKit)
    import UIKit

    /// Reads a screen's wrap traits, asks the neutral ``WrapResolution`` and performs its decision.
    @MainActor
    enum ScreenWrapping {
        /// Reports a programmer error or a noteworthy event through the library's diagnostics
        /// sink (an `os_log` fault, or a debug message).
        ///
        /// - Parameters:
        ///   - message: What happened.
        ///   - debugOnly: Whether it is a debug message (silent in release builds).
        static func report(_ message: String, debugOnly: Bool = false) {
            Diagnostics.report("barless", message, level: debugOnly ? .debug : .fault)
        }

        /// The screen's traits, from its protocol conformances.
        static func traits(of viewController: UIViewController) -> ScreenWrapTraits {
            ScreenWrapTraits(
                isContainer: viewController is any ToolbarContaining,
                optsIn: viewController is any ToolbarOptIn,
                optsOut: viewController is any ToolbarOptOut,
                suppliesOwnContainer: viewController is any ToolbarContainerProviding)
        }

        /// The identity the navigation queue knows a screen by: the contained screen's for a
        /// container, the view controller's own otherwise.
        static func identity(of viewController: UIViewController) -> ObjectIdentifier {
            ObjectIdentifier(content(of: viewController))
        }

        /// The screen a stack entry shows: the contained screen of a container, else itself.
        static func content(of viewController: UIViewController) -> UIViewController {
            (viewController as? any ToolbarContaining)?.containedViewController ?? viewController
        }

        /// The view controller to put in the stack for a screen, created once per screen.
        ///
        /// A screen that supplies its own container is asked for it first; the neutral
        /// ``WrapResolution/confirmingProvidedContainer(holdsScreen:)`` refuses one that does not
        /// contain the screen. Conflicts are reported through the diagnostics sink; the neutral
        /// resolution's decision is taken either way.
        static func wrap(_ viewController: UIViewController) -> UIViewController {
            var resolution = WrapResolution.resolve(traits(of: viewController))
            var provided: (any ToolbarContaining)?
            if resolution.decision == .useOwnContainer {
                provided = (viewController as? any ToolbarContainerProviding)?.makeToolbarContainer()
                resolution = resolution.confirmingProvidedContainer(
                    holdsScreen: provided?.containedViewController === viewController)
            }
            for conflict in resolution.conflicts {
                report(
                    "\(type(of: viewController)): bar-less wrap conflict (\(conflict)); resolved as \(resolution.decision)"
                )
            }
            switch resolution.decision {
            case .alreadyWrapped, .leaveUnwrapped:
                return viewController
            case .wrapInStandardContainer:
                return ToolbarContainerViewController(content: viewController)
            case .useOwnContainer:
                // Confirmed above: the provided container exists and holds the screen.
                return provided ?? ToolbarContainerViewController(content: viewController)
            }
        }
    }
#endif
