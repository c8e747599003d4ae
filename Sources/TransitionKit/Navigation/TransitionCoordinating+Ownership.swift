extension TransitionCoordinating {
    /// Whether this coordinator is a push or pop of `navigationController` itself, not a
    /// presentation around it or a transition of a parent.
    ///
    /// A view controller's `transitionCoordinator` falls back to its presenter's or parent's
    /// (`UIViewControllerTransitionCoordinator.h`), so a navigation controller shown in a sheet
    /// reports the sheet's coordinator: its `presentationStyle` is not `.none`
    /// ("UIModalPresentationNone if this is not a modal presentation or dismissal"), and neither of
    /// its view controllers is a child of the navigation controller. A push or pop of the
    /// controller leaves or reveals one of its children (a popped screen stays a child until the
    /// transition completes).
    ///
    /// ```swift
    /// guard let coordinator = navigationController.activeTransitionCoordinator,
    ///       coordinator.isTransition(of: navigationController) else { return }
    /// ```
    ///
    /// - Parameter navigationController: The navigation controller.
    /// - Returns: `true` for its own transition.
    func isTransition(of navigationController: AnyObject) -> Bool {
        guard presentationStyle == .none else { return false }
        return viewController(forKey: .from)?.parent === navigationController
            || viewController(forKey: .to)?.parent === navigationController
    }
}
