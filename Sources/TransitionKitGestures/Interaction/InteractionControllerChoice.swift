/// What a navigation delegate should answer from `interactionControllerFor` for one transition.
///
/// ```swift
/// let choice = InteractionControllerChoice.choose(
///     awaitsTransition: false, allowsCatching: true, animatorIsInterruptible: true)
/// // .catchable: vend the driver with wantsInteractiveStart = false
/// ```
///
/// Pass ``InteractionMachine/awaitsTransition``, not ``InteractionMachine/isDriving``: a
/// transition UIKit asks about while the previous one still settles (its completion has not run
/// yet) must not be vended as interactive, or nothing would ever drive it.
package enum InteractionControllerChoice: Sendable, Hashable {
    /// The driver's gesture asked for this transition: vend the driver, interactive from the
    /// start.
    case interactive
    /// No gesture drives it, but a touch may catch it: vend the driver with
    /// `wantsInteractiveStart = false`, so it runs on its own until touched.
    case catchable
    /// Vend nothing; the transition runs without interaction.
    case noController

    /// Chooses how to vend the driver.
    ///
    /// - Parameters:
    ///   - awaitsTransition: Whether the driver's gesture asked for a transition UIKit has not
    ///     started yet (``InteractionMachine/awaitsTransition``).
    ///   - allowsCatching: Whether transitions started without a gesture may be caught.
    ///   - animatorIsInterruptible: Whether the animation controller vends an interruptible
    ///     animator; UIKit can only start a transition non-interactively and catch it later when
    ///     it does.
    /// - Returns: The choice.
    package static func choose(
        awaitsTransition: Bool, allowsCatching: Bool, animatorIsInterruptible: Bool
    ) -> InteractionControllerChoice {
        if awaitsTransition { return .interactive }
        return allowsCatching && animatorIsInterruptible ? .catchable : .noController
    }
}
