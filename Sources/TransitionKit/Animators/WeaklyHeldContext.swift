/// A transition context that a ``TransitionRun`` holds without keeping it alive.
///
/// UIKit's context retains the animation controller, which owns its run; a run that retained the
/// context in turn would keep an abandoned transition — its navigation controller released
/// mid-gesture, `completeTransition` never to come — alive for ever, paused animator, screens and
/// all. So the run keeps only a weak reference to the object UIKit retains, and gets the context
/// back from it when the animator ends.
///
/// ```swift
/// weak var referent = context.referent
/// referent.flatMap(Context.context(heldBy:))?.completeTransition(true)   // nil once UIKit let go
/// ```
@MainActor
package protocol WeaklyHeldContext: TransitionContexting {
    /// The object UIKit retains for the transition (the context object itself).
    var referent: AnyObject { get }

    /// The context whose ``referent`` this is.
    ///
    /// - Parameter referent: An object from ``referent``.
    /// - Returns: The context, or `nil` if `referent` is not one.
    static func context(heldBy referent: AnyObject) -> Self?
}
