/// UIKit's context retains the animation controller, which owns the run; a run retaining the context
/// would keep an abandoned transition (paused animator, screens) alive for ever.
@MainActor
package protocol WeaklyHeldContext: TransitionContextPort {
    /// The object UIKit retains for the transition (the context object itself).
    var referent: AnyObject { get }

    /// `nil` if `referent` is not one.
    static func context(heldBy referent: AnyObject) -> Self?
}
