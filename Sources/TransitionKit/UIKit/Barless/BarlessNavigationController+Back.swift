#if canImport(UIKit)
    import UIKit

    /// VoiceOver's escape and ⌘[: the back commands a navigation bar would give, decided by the
    /// coordinator (`BarlessNavigationCore.backCommand(hidesBackButton:)`).
    extension BarlessNavigationController {
        /// VoiceOver's escape (a two-finger Z): pops the top screen, animated, where its back button
        /// would; ignored mid-transition; `false` at the root or when the top screen hides its back
        /// button, so the escape goes on (a presenter may dismiss).
        ///
        /// - Returns: Whether the escape was this controller's.
        open override func accessibilityPerformEscape() -> Bool {
            runOnMainActor { coordinator.performBack(hidesBackButton: topHidesBackButton) }
        }

        /// UIKit's key commands, and ⌘[ ("Back") while there is a screen to go back to.
        open override var keyCommands: [UIKeyCommand]? {
            let back = UIKeyCommand(
                input: "[", modifierFlags: .command, action: #selector(performBackKeyCommand))
            back.discoverabilityTitle = NSLocalizedString("Back", comment: "The ⌘[ key command")
            return (super.keyCommands ?? [])
                + coordinator.backKeyCommands(offering: back, hidesBackButton: topHidesBackButton)
        }

        @objc private func performBackKeyCommand() {
            coordinator.performBack(hidesBackButton: topHidesBackButton)
        }

        /// The top screen's `navigationItem.hidesBackButton`.
        private var topHidesBackButton: Bool {
            topContentViewController?.navigationItem.hidesBackButton ?? false
        }
    }
#endif
