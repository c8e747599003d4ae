import Foundation

/// What a transition coordinator reports to its alongside, completion and interaction-change
/// blocks: the readings of UIKit's `UIViewControllerTransitionCoordinatorContext`, taken when the
/// block is called.
///
/// ```swift
/// coordinator.animate(alongsideTransition: nil) { context in
///     queue.transitionDidEnd(completed: !context.isCancelled)
/// }
/// ```
package struct TransitionCoordinatorContext: Sendable, Hashable {
    /// `isAnimated`: false only for a custom presentation UIKit runs without animation.
    package var isAnimated: Bool
    /// `isInteractive`: whether a gesture drives the transition right now.
    package var isInteractive: Bool
    /// `initiallyInteractive`: whether it started interactive; never changes.
    package var initiallyInteractive: Bool
    /// `isInterruptible`: whether its animator is interruptible.
    package var isInterruptible: Bool
    /// `isCancelled`: set only for an interactive transition that was cancelled.
    package var isCancelled: Bool
    /// `percentComplete` when the transition went to its non-interactive completion.
    package var percentComplete: CGFloat
    /// `transitionDuration`: the full duration if run non-interactively.
    package var transitionDuration: TimeInterval
    /// `presentationStyle`: ``PresentationStyle/none`` for a push or a pop.
    package var presentationStyle: PresentationStyle

    /// Creates a context reading.
    ///
    /// - Parameters:
    ///   - isAnimated: Whether the transition is animated.
    ///   - isInteractive: Whether it is interactive now.
    ///   - initiallyInteractive: Whether it started interactive.
    ///   - isInterruptible: Whether its animator is interruptible.
    ///   - isCancelled: Whether it was cancelled.
    ///   - percentComplete: Its progress when it went non-interactive.
    ///   - transitionDuration: Its non-interactive duration.
    ///   - presentationStyle: Its presentation style, `.none` for navigation.
    package init(
        isAnimated: Bool = true, isInteractive: Bool = false, initiallyInteractive: Bool = false,
        isInterruptible: Bool = false, isCancelled: Bool = false, percentComplete: CGFloat = 0,
        transitionDuration: TimeInterval = 0, presentationStyle: PresentationStyle = .none
    ) {
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.initiallyInteractive = initiallyInteractive
        self.isInterruptible = isInterruptible
        self.isCancelled = isCancelled
        self.percentComplete = percentComplete
        self.transitionDuration = transitionDuration
        self.presentationStyle = presentationStyle
    }
}
