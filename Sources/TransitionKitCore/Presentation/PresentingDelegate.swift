/// Which `NavigationDelegate` animates a presentation from a screen: the one attached to its
/// navigation controller, else that controller's `delegate` if it is one, else `presentations`.
package enum PresentingDelegate {
    /// `assigned` is asked only when none is attached.
    package static func choose<Stack, Delegate>(
        stack: Stack?, attached: (Stack) -> Delegate?, assigned: (Stack) -> Delegate?, shared: Delegate
    ) -> Delegate {
        guard let stack else { return shared }
        return attached(stack) ?? assigned(stack) ?? shared
    }
}
