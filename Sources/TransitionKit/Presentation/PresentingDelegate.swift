/// Which `NavigationDelegate` animates a presentation from a screen (and its dismissal).
///
/// | the screen's navigation controller | the delegate |
/// | --- | --- |
/// | has a delegate attached (`attach(to:)`) | that one |
/// | has none attached, but its `delegate` is a `NavigationDelegate` (assigned directly) | that one |
/// | neither, or the screen is in no navigation controller | the shared `presentations` |
///
/// ```swift
/// PresentingDelegate.choose(
///     stack: screen.navigationController, attached: NavigationDelegate.attached(to:),
///     assigned: { $0.delegate as? NavigationDelegate }, shared: .presentations)
/// ```
package enum PresentingDelegate {
    /// The delegate for a presentation from a screen in `stack`.
    ///
    /// - Parameters:
    ///   - stack: The navigation controller of the screen the presenter shows, if any.
    ///   - attached: The delegate attached to a navigation controller, if any.
    ///   - assigned: A navigation controller's `delegate` when it is a delegate of the library;
    ///     asked only when none is attached.
    ///   - shared: The shared delegate.
    /// - Returns: The delegate.
    package static func choose<Stack, Delegate>(
        stack: Stack?, attached: (Stack) -> Delegate?, assigned: (Stack) -> Delegate?, shared: Delegate
    ) -> Delegate {
        guard let stack else { return shared }
        return attached(stack) ?? assigned(stack) ?? shared
    }
}
