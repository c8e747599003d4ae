#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Whether a request that undoes the running push or pop turns it around in place instead
        /// of waiting for it to end; `true` by default.
        ///
        /// A Back tap while a push still flies, a `pop` through the ``Navigator`` (or a bar-less
        /// controller's `popViewController(animated:)`) of the screen being pushed, the push of the
        /// screen being popped, a SwiftUI path shortened back: the running transition is caught
        /// where it is on screen and continues toward where it started, carrying its velocity —
        /// no jump, no second transition. UIKit completes it once, cancelled
        /// (`completeTransition(false)` for the push), the stack is as if it never ran, and
        /// observers receive `.didCancel`.
        ///
        /// ```swift
        /// transitions.reversesInterruptedTransitions = false   // play the push to its end, then the pop
        /// ```
        ///
        /// It needs the controller's pan driver (attached by default, with catching on) and an
        /// interruptible animator (every built-in transition); otherwise, or while a finger holds
        /// the transition, the request waits for the transition to end, as every other request
        /// during a transition does.
        ///
        /// Only requests the library sees can turn a transition: those made through the bar-less
        /// controller, the navigator (for a transition it started, and for a push or pop called on
        /// the controller directly, whose animator and interaction the library vends too), and
        /// `TransitionStack` (its path shortened back while a push runs, or lengthened back to the
        /// value a pop it started takes away: the same screen returns). A
        /// `popViewController(animated:)` sent straight to a plain `UINavigationController` during a
        /// push never reaches the library (UIKit calls no delegate method for it); UIKit nests it in
        /// the running transition itself — the "nested pop animation" it warns about. Use the
        /// navigator there.
        ///
        /// Presentations turn the same way: ``dismiss(_:animated:completion:)`` while the
        /// presentation runs, or the same controller presented again while its dismissal runs. A
        /// `dismiss(animated:)` sent straight to UIKit during a presentation never reaches the
        /// library (UIKit refuses it while the presentation runs).
        ///
        /// A request toward a third screen (push A → B interrupted by a push of C) is not a
        /// reversal: it waits, and runs from B once the push ends. Turning toward C would need a
        /// transition whose two ends both change mid-flight, which UIKit's transition context
        /// cannot express: its view controllers are fixed for the life of the transition.
        public var reversesInterruptedTransitions: Bool {
            get { core.reversesInterruptedTransitions }
            set { core.reversesInterruptedTransitions = newValue }
        }
    }
#endif
