import Foundation

/// The readings of `UIViewControllerTransitionCoordinatorContext`, taken when the block is called.
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
