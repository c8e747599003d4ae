extension BarlessNavigationCore {
    /// What a system "go back" command does on a bar-less controller: VoiceOver's escape gesture
    /// (`accessibilityPerformEscape`, UIAccessibility.h:311) and the ⌘[ key command.
    enum BackCommand: Equatable {
        /// Pops the top screen, animated, through the navigation queue.
        case pop
        /// Consumed, with nothing done: a transition is in flight or a request waits (UIKit's back
        /// button does not act mid-transition either; the escape does not reach a presenter).
        case ignore
        /// At the root, or the top screen hides its back button: the escape goes up the responder chain (a
        /// presenter may dismiss), and ⌘[ is not offered.
        case passOn
    }

    func backCommand(hidesBackButton: Bool) -> BackCommand {
        guard let stack = queue.stack, stack.viewControllers.count > 1, !hidesBackButton else {
            return .passOn
        }
        return queue.canBeginInteractivePop ? .pop : .ignore
    }

    /// `accessibilityPerformEscape`'s result: `true` when the command was this controller's (pop or ignore).
    @discardableResult
    package func performBack(hidesBackButton: Bool) -> Bool {
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

    /// Offered also mid-transition (where it is ignored), so the keyboard shortcut overlay does not flicker.
    func offersBackKeyCommand(hidesBackButton: Bool) -> Bool {
        backCommand(hidesBackButton: hidesBackButton) != .passOn
    }

    package func backKeyCommands<Command>(offering command: Command, hidesBackButton: Bool) -> [Command] {
        offersBackKeyCommand(hidesBackButton: hidesBackButton) ? [command] : []
    }
}
