/// What a navigation delegate should answer from `interactionControllerFor` for one transition.
///
/// ```swift
/// let choice = InteractionControllerChoice.choose(
///     isDriving: false, allowsCatching: true, animatorIsInterruptible: true)
/// // .catchable: vend the driver with wantsInteractiveStart = false
/// ```
public enum InteractionControllerChoice: Sendable, Hashable {
    /// A gesture drives this transition: vend the driver, interactive from the start.
    case interactive
    /// No gesture drives it, but a touch may catch it: vend the driver with
    /// `wantsInteractiveStart = false`, so it runs on its own until touched.
    case catchable
    /// Vend nothing; the transition runs without interaction.
    case none

    /// Chooses how to vend the driver.
    ///
    /// - Parameters:
    ///   - isDriving: Whether the driver's gesture drives (or settles) the transition.
    ///   - allowsCatching: Whether transitions started without a gesture may be caught.
    ///   - animatorIsInterruptible: Whether the animation controller vends an interruptible
    ///     animator; UIKit can only start a transition non-interactively and catch it later when
    ///     it does.
    /// - Returns: The choice.
    public static func choose(isDriving: Bool, allowsCatching: Bool, animatorIsInterruptible: Bool)
        -> InteractionControllerChoice
    {
        if isDriving { return .interactive }
        return allowsCatching && animatorIsInterruptible ? .catchable : .none
    }
}
