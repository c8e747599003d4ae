/// Resigns the leaving screen's first responder when a push or pop begins and restores it when the
/// transition is cancelled: UIKit leaves the keyboard up over the arriving screen otherwise.
@MainActor
final class KeyboardResigner<Host: NavigationDelegateHost> {
    typealias Stack = Host.Stack

    /// Held weakly: it owns the core that owns this resigner.
    weak var host: Host?

    /// The keyboard during an animated push or pop of `stack` (every player: UIKit's slide, the
    /// library's animators, an app's):
    ///
    /// - When the transition begins (`willShow`), the first responder inside the leaving screen
    ///   resigns (`endEditing(true)` on its view), so the keyboard goes down with the screen
    ///   instead of staying over the arriving one. A transition that begins interactively (a swipe
    ///   back) resigns it as the finger starts.
    /// - When the transition is cancelled (an interactive pop let go), the responder that resigned
    ///   becomes first responder again, in the transition coordinator's completion — once the
    ///   leaving screen is back in place — so the keyboard comes back as it was.
    /// - When it finishes, the responder stays resigned (its screen left).
    /// - A responder the app makes first responder during the transition is left alone.
    /// - Without animation there is no transition: UIKit resigns the responder as its view leaves
    ///   the window.
    ///
    /// The keyboard's inset is not part of the safe area (`safeAreaInsets` ignore the keyboard), and
    /// with the leaving screen's responder resigned no screen of the transition has the keyboard up
    /// when it begins: the safe-area morph has no keyboard inset to account for.
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
