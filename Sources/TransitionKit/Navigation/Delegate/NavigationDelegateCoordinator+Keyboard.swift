extension NavigationDelegateCoordinator {
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

/// Finds the first responder in a view tree (UIKit has no API for it): the root itself, else the
/// first match in its subviews, depth first, in subview order.
///
/// ```swift
/// ResponderSearch.firstResponder(in: view, children: \.subviews, isFirstResponder: \.isFirstResponder)
/// ```
enum ResponderSearch {
    /// The first responder in `root`'s tree.
    ///
    /// - Parameters:
    ///   - root: The view.
    ///   - children: A view's subviews.
    ///   - isFirstResponder: Whether a view is the first responder.
    /// - Returns: The first responder, or `nil` when none is in the tree.
    static func firstResponder<Node>(
        in root: Node, children: (Node) -> [Node], isFirstResponder: (Node) -> Bool
    ) -> Node? {
        if isFirstResponder(root) { return root }
        for child in children(root) {
            if let found = firstResponder(in: child, children: children, isFirstResponder: isFirstResponder) {
                return found
            }
        }
        return nil
    }
}
