/// One element an app adds to a built-in transition (`ScreenTransition.adding(_:)`): a view of
/// its own and how it moves, written as the push plays it.
///
/// The run appends it to the plan it made, with its own ``Role/custom(_:)`` role, so it is played,
/// interrupted, scrubbed, reversed and cancelled with the rest of the transition, and restored
/// when the transition ends: the view is left exactly as it was (see
/// ``TransitionRun/appendingAdditions(_:to:)``).
///
/// ```swift
/// let shown = VisualState(frame: panel.frame)
/// PlanAddition(view: panel, from: shown.with(\.alpha, 0), to: shown, window: TimeWindow(start: 0.5, end: 1))
/// ```
package struct PlanAddition<View> {
    /// The view that moves, left where it is in the view tree.
    package let view: View
    /// How it moves, as the push plays it (frames in its superview's coordinates); its role is
    /// the one its place among the additions gives it (``element(at:operation:onlyFades:)``).
    package let push: TransitionPlan.Element

    /// Creates an addition.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - from: Its state when the push starts.
    ///   - to: Its state when the push ends.
    ///   - window: When it moves; the whole push by default.
    package init(view: View, from: VisualState, to: VisualState, window: TimeWindow = .full) {
        self.view = view
        push = TransitionPlan.Element(role: .custom("added"), from: from, to: to, window: window)
    }

    /// The plan element for this addition in a transition: as given for a push, played backwards
    /// (``TransitionPlan/Element/reversed``) for a pop; when Reduce Motion replaced the motion by
    /// a cross-fade, only its alpha changes (both ends take the push's end geometry).
    ///
    /// - Parameters:
    ///   - index: Its place among the transition's additions (its role is `custom("added.<index>")`).
    ///   - operation: Push or pop.
    ///   - onlyFades: Whether Reduce Motion substituted the cross-fade.
    /// - Returns: The element.
    package func element(at index: Int, operation: NavigationOperation, onlyFades: Bool)
        -> TransitionPlan.Element
    {
        var placed = push
        placed.role = Self.role(at: index)
        if onlyFades { placed.from = push.to.with(\.alpha, push.from.alpha) }
        return operation == .push ? placed : placed.reversed
    }

    /// The role of the addition at `index`: `custom("added.<index>")`.
    ///
    /// - Parameter index: Its place among the transition's additions.
    package static func role(at index: Int) -> Role { .custom("added.\(index)") }
}
