/// A route screen's `transitionToolbarHidden(_:)` choice, held until the screen's running transition
/// ends so the bar never jumps mid-animation (see RoutingInternals, "Toolbar choice").
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

    /// `writer` is the modifier's SwiftUI state; `apply` is called only with a value that differs from
    /// ``applied``.
    package func request<Screen: ViewControllerPort>(
        _ hidden: Bool, by writer: ObjectIdentifier?, of screen: Screen, apply: @escaping Apply
    ) {
        requested = hidden
        self.writer = writer
        follow(screen, apply: apply)
    }

    /// The modifier left the view: the bar is shown again if it was the latest writer.
    package func writerDidLeave<Screen: ViewControllerPort>(
        _ writer: ObjectIdentifier, of screen: Screen, apply: @escaping Apply
    ) {
        guard writer == self.writer else { return }
        request(false, by: nil, of: screen, apply: apply)
    }

    /// Applies ``requested`` now, or when the screen's running transition ends.
    private func follow<Screen: ViewControllerPort>(_ screen: Screen, apply: @escaping Apply) {
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
    private func applyIfChanged<Screen: ViewControllerPort>(to screen: Screen?, _ apply: Apply) {
        guard let hidden = RouteBarVisibility.change(from: applied, to: requested) else { return }
        applied = hidden
        apply(hidden, screen?.viewIfLoaded?.isInWindow == true)
    }
}
