/// One element an app adds to a built-in transition (`ScreenTransition.adding(_:)`): a view of
/// its own and how it moves, written as the push plays it.
///
/// The run appends it to the plan it made, so it is played, interrupted, scrubbed, reversed and
/// cancelled with the rest of the transition, and restored when the transition ends: the view is
/// left exactly as it was (see ``TransitionRun/appendingAdditions(_:to:container:arriving:)``). Where it is drawn is
/// its ``placement``: in its screen, or above both screens.
///
/// ```swift
/// let shown = VisualState(frame: panel.frame)
/// PlanAddition(view: panel, from: shown.with(\.alpha, 0), to: shown, window: TimeWindow(start: 0.5, end: 1))
/// PlanAddition(view: chrome, from: bar, to: bar.with(\.frame, cell), placement: .aboveScreens)
/// ```
package struct PlanAddition<View> {
    /// Where an added element is drawn.
    package enum Placement: Sendable, Hashable {
        /// The view itself, left where it is in its screen's view tree, under whatever covers
        /// that screen (the arriving screen covers the leaving one): role `custom.added.<index>`.
        case inPlace
        /// A copy of the view (a snapshot) drawn in the transition's container above both screens,
        /// the flying views and the matched views, the view itself hidden meanwhile: role
        /// `snapshot.added.<index>`, its frames converted from the view's superview to the
        /// container when the transition is staged.
        case aboveScreens
    }

    /// The view that moves.
    package let view: View
    /// How it moves, as the push plays it (frames in its superview's coordinates); its role is
    /// the one its place among the additions gives it (``element(at:operation:onlyFades:)``).
    package let push: TransitionPlan.Element
    /// Where it is drawn.
    package let placement: Placement

    /// Creates an addition.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - from: Its state when the push starts.
    ///   - to: Its state when the push ends.
    ///   - window: When it moves; the whole push by default.
    ///   - placement: Where it is drawn; in its screen by default.
    package init(
        view: View, from: VisualState, to: VisualState, window: TimeWindow = .full,
        placement: Placement = .inPlace
    ) {
        self.view = view
        self.placement = placement
        push = TransitionPlan.Element(role: .custom("added"), from: from, to: to, window: window)
    }

    /// The plan element for this addition in a transition: as given for a push, played backwards
    /// (``TransitionPlan/Element/reversed``) for a pop; when Reduce Motion replaced the motion by
    /// a cross-fade, only its alpha changes (both ends take the push's end geometry).
    ///
    /// - Parameters:
    ///   - index: Its place among the transition's additions (its role is ``role(at:placement:)``).
    ///   - operation: Push or pop.
    ///   - onlyFades: Whether Reduce Motion substituted the cross-fade.
    /// - Returns: The element.
    package func element(at index: Int, operation: NavigationOperation, onlyFades: Bool)
        -> TransitionPlan.Element
    {
        var placed = push
        placed.role = Self.role(at: index, placement: placement)
        if onlyFades { placed.from = push.to.with(\.alpha, push.from.alpha) }
        return operation == .push ? placed : placed.reversed
    }

    /// The role of the addition at `index`: `custom("added.<index>")` in place, a temporary
    /// `snapshot("added.<index>")` above the screens.
    ///
    /// - Parameters:
    ///   - index: Its place among the transition's additions.
    ///   - placement: Where it is drawn.
    package static func role(at index: Int, placement: Placement = .inPlace) -> Role {
        placement == .inPlace ? .custom("added.\(index)") : .snapshot("added.\(index)")
    }
}
