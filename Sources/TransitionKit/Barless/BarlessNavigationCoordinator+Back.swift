extension BarlessNavigationCoordinator {
    /// What a system "go back" command does on a bar-less controller, whose screens are otherwise
    /// popped by its toolbar's back button or dragged away: VoiceOver's escape gesture (a two-finger
    /// Z, `accessibilityPerformEscape`, UIAccessibility.h:311) and the ⌘[ key command, offered where
    /// UIKit's navigation bar would offer its back button.
    enum BackCommand: Equatable {
        /// Pops the top screen, animated, through the navigation queue.
        case pop
        /// Consumed, with nothing done: a transition is in flight or a request waits (UIKit's back
        /// button does not act mid-transition either; the escape does not reach a presenter).
        case ignore
        /// Not this controller's: at the root, or the top screen hides its back button
        /// (`navigationItem.hidesBackButton`). The escape goes on up the responder chain (a
        /// presenter may dismiss), and the key command is not offered.
        case passOn
    }

    /// What a back command does now.
    ///
    /// - Parameter hidesBackButton: The top screen's `navigationItem.hidesBackButton`.
    /// - Returns: The verdict.
    func backCommand(hidesBackButton: Bool) -> BackCommand {
        guard let stack = queue.stack, stack.viewControllers.count > 1, !hidesBackButton else {
            return .passOn
        }
        return queue.canBeginInteractivePop ? .pop : .ignore
    }

    /// Performs a back command (`accessibilityPerformEscape`, the ⌘[ key command's action).
    ///
    /// - Parameter hidesBackButton: The top screen's `navigationItem.hidesBackButton`.
    /// - Returns: Whether the command was this controller's (``BackCommand/pop`` or
    ///   ``BackCommand/ignore``): `accessibilityPerformEscape`'s result.
    @discardableResult
    func performBack(hidesBackButton: Bool) -> Bool {
        switch backCommand(hidesBackButton: hidesBackButton) {
        case .pop:
            queue.submit(.pop(animated: true), screens: [])
            return true
        case .ignore:
            return true
        case .passOn:
            return false
        }
    }

    /// Whether the ⌘[ key command is offered now (`keyCommands`): whenever the controller has a
    /// screen to go back to that does not hide its back button — also mid-transition, where it is
    /// ignored, so the keyboard shortcut overlay does not flicker.
    ///
    /// - Parameter hidesBackButton: The top screen's `navigationItem.hidesBackButton`.
    /// - Returns: `true` to offer it.
    func offersBackKeyCommand(hidesBackButton: Bool) -> Bool {
        backCommand(hidesBackButton: hidesBackButton) != .passOn
    }

    /// The key commands to add to UIKit's: `command` (⌘[) when ``offersBackKeyCommand(hidesBackButton:)``,
    /// none otherwise.
    ///
    /// - Parameters:
    ///   - command: The ⌘[ key command.
    ///   - hidesBackButton: The top screen's `navigationItem.hidesBackButton`.
    /// - Returns: `[command]` or `[]`.
    func backKeyCommands<Command>(offering command: Command, hidesBackButton: Bool) -> [Command] {
        offersBackKeyCommand(hidesBackButton: hidesBackButton) ? [command] : []
    }
}
