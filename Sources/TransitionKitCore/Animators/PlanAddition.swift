/// A view an app adds to a built-in transition (`ScreenTransition.adding(_:)`), written as the push
/// plays it; it plays, reverses and cancels with the plan and is left exactly as it was.
package struct PlanAddition<View> {
    package enum Placement: Sendable, Hashable {
        /// The view itself, left where it is in its screen's view tree, under whatever covers
        /// that screen (the arriving screen covers the leaving one): role `custom.added.<index>`.
        case inPlace
        /// A snapshot above both screens, the flying and matched views (the view hidden meanwhile), its
        /// frames converted from the view's superview to the container when staged.
        case aboveScreens
    }

    package let view: View
    /// How it moves, as the push plays it (frames in its superview's coordinates); its role is
    /// the one its place among the additions gives it (``element(at:operation:onlyFades:)``).
    package let push: TransitionPlan.Element
    package let placement: Placement

    /// `from` and `to` as the push plays them; the whole push and in place by default.
    package init(
        view: View, from: VisualState, to: VisualState, window: TimeWindow = .full,
        placement: Placement = .inPlace
    ) {
        self.view = view
        self.placement = placement
        push = TransitionPlan.Element(role: .custom("added"), from: from, to: to, window: window)
    }

    /// A pop plays it reversed; under Reduce Motion's cross-fade only its alpha changes (both ends take the
    /// push's end geometry).
    package func element(at index: Int, operation: NavigationOperation, onlyFades: Bool)
        -> TransitionPlan.Element
    {
        var placed = push
        placed.role = Self.role(at: index, placement: placement)
        if onlyFades { placed.from = push.to.with(\.alpha, push.from.alpha) }
        return operation == .push ? placed : placed.reversed
    }

    /// `custom("added.<index>")` in place, a temporary `snapshot("added.<index>")` above the screens.
    package static func role(at index: Int, placement: Placement = .inPlace) -> Role {
        placement == .inPlace ? .custom("added.\(index)") : .snapshot("added.\(index)")
    }
}
