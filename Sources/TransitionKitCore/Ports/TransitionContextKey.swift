/// Which side of a transition to read: UIKit's `UITransitionContextViewControllerKey` and
/// `UITransitionContextViewKey` (`.from`, `.to`), which share the two names.
///
/// On a push `from` is the screen being covered and `to` the one arriving; on a pop `from` is the
/// screen leaving and `to` the one revealed; on a presentation `to` is the presented screen.
package enum TransitionContextKey: Sendable, Hashable, CaseIterable {
    /// The view controller (or view) being left.
    case from
    /// The view controller (or view) being shown.
    case to
}
