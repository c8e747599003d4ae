/// Resigns the leaving screen's first responder when a push or pop begins and restores it when the
/// transition is cancelled: UIKit leaves the keyboard up over the arriving screen otherwise.
@MainActor
final class KeyboardResigner<Host: NavigationDelegateHost> {
    typealias Stack = Host.Stack

    /// Held weakly: it owns the core that owns this resigner.
    weak var host: Host?

    /// Resigns the leaving screen's first responder when the transition begins and restores it when the
    /// transition is cancelled (see NavigationInternals, Keyboard).
    func resignKeyboard(during coordinator: Stack.PortCoordinator, in stack: Stack) {
        guard let host, let leaving = coordinator.viewController(forKey: .from),
            coordinator.isTransition(of: stack), let responder = host.resignFirstResponder(in: leaving)
        else { return }
        coordinator.animate(
            alongsideTransition: nil,
            completion: { [weak self, weak responder] context in
                guard context.isCancelled, let responder else { return }
                self?.host?.restoreFirstResponder(responder)
            })
    }
}
