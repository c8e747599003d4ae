/// A route screen's `transitionToolbarHidden(_:)` choice, and when it reaches the bar.
///
/// SwiftUI tells the screen its choice when the view appears and when the value changes; a pushed
/// screen's view appears while its push runs. A bar that hid then would jump in the middle of the
/// animation, and the container's top inset with it. So:
///
/// | the choice arrives | the bar follows |
/// | --- | --- |
/// | while the screen takes part in no transition | at once |
/// | during a transition the screen takes part in (its `transitionCoordinator`: a push or pop of its stack, or a presentation around it) | when that transition ends, finished or cancelled; the latest choice wins |
/// | equal to what the bar shows | nothing is done (no layout) |
///
/// The bar moves animated while the screen's view is in a window (the person sees it), without
/// animation before (SwiftUI evaluating a screen not yet shown; its appearance then sets the bar
/// with UIKit's own flag).
///
/// The modifier leaving the screen's view (its SwiftUI state released) resets the choice to a
/// shown bar, under the same rule, when it was the latest writer.
///
/// ```swift
/// let choice = RouteBarChoice()
/// choice.request(true, by: modifier, of: screen) { hidden, animated in bar.setHidden(hidden, animated: animated) }
/// // during the screen's push: waits; at its end: setHidden(true, animated: true)
/// choice.writerDidLeave(modifier, of: screen) { hidden, animated in bar.setHidden(hidden, animated: animated) }
/// ```
@MainActor
package final class RouteBarChoice {
    /// The latest choice (`false` once its writer left).
    package private(set) var requested = false
    /// What the bar shows now.
    package private(set) var applied = false
    private var writer: ObjectIdentifier?
    private var waitsForTransitionEnd = false

    /// Hides (`true`) or shows the bar, animated or not.
    package typealias Apply = @MainActor (_ hidden: Bool, _ animated: Bool) -> Void

    /// A screen with a shown bar.
    package init() {}

    /// The screen's modifier asks for a hidden or shown bar.
    ///
    /// - Parameters:
    ///   - hidden: Whether the bar is hidden.
    ///   - writer: The modifier's identity (its SwiftUI state).
    ///   - screen: The screen, asked for its running transition.
    ///   - apply: Hides or shows the bar, animated or not; called only with a value that differs
    ///     from ``applied``.
    package func request<Screen: ViewControllerProperties>(
        _ hidden: Bool, by writer: ObjectIdentifier?, of screen: Screen, apply: @escaping Apply
    ) {
        requested = hidden
        self.writer = writer
        follow(screen, apply: apply)
    }

    /// The screen's modifier left the view: the bar is shown again if it was the latest writer.
    ///
    /// - Parameters:
    ///   - writer: The modifier's identity.
    ///   - screen: The screen, asked for its running transition.
    ///   - apply: Hides or shows the bar, animated or not.
    func writerDidLeave<Screen: ViewControllerProperties>(
        _ writer: ObjectIdentifier, of screen: Screen, apply: @escaping Apply
    ) {
        guard writer == self.writer else { return }
        request(false, by: nil, of: screen, apply: apply)
    }

    /// Applies ``requested`` now, or when the screen's running transition ends.
    private func follow<Screen: ViewControllerProperties>(_ screen: Screen, apply: @escaping Apply) {
        guard !waitsForTransitionEnd else { return }
        if let transition = screen.activeTransitionCoordinator {
            waitsForTransitionEnd = transition.animate(alongsideTransition: nil) {
                [weak self, weak screen] _ in
                guard let self else { return }
                waitsForTransitionEnd = false
                applyIfChanged(to: screen, apply)
            }
            if waitsForTransitionEnd { return }
        }
        applyIfChanged(to: screen, apply)
    }

    /// Applies ``requested`` if it differs from what the bar shows: animated while the screen's
    /// view is in a window, else not (a released screen has no view on screen).
    private func applyIfChanged<Screen: ViewControllerProperties>(to screen: Screen?, _ apply: Apply) {
        guard let hidden = RouteBarVisibility.change(from: applied, to: requested) else { return }
        applied = hidden
        apply(hidden, screen?.viewIfLoaded?.isInWindow == true)
    }
}
