extension TransitionRun {
    /// The plan with the registration's additions (``ZoomLookup/additions``) appended on top, and
    /// the view playing each added role. Asked once, when the transition is staged (after the
    /// arriving screen has been laid out, at the push and again at the pop).
    ///
    /// - Each addition becomes one element (``PlanAddition/element(at:operation:onlyFades:)``);
    ///   the plan keeps its duration and timing.
    /// - Bad input: a view given twice moves as its last element says (every element captured it
    ///   before any was applied, so it is restored all the same); none at all leaves the plan as
    ///   it was.
    ///
    /// - Parameters:
    ///   - additions: The additions, as the push plays them.
    ///   - plan: The built-in plan.
    /// - Returns: The plan to play and the added targets.
    func appendingAdditions(_ additions: [PlanAddition<View>], to plan: TransitionPlan) -> (
        plan: TransitionPlan, targets: [Role: PlanPlayback<Animations, View, Screen>.Target]
    ) {
        guard !additions.isEmpty else { return (plan, [:]) }
        let onlyFades =
            decision.style?.kind == .crossFade && decision.requested.map { $0.kind != .crossFade } == true
        var elements = plan.elements
        var targets: [Role: PlanPlayback<Animations, View, Screen>.Target] = [:]
        for (index, addition) in additions.enumerated() {
            elements.append(addition.element(at: index, operation: decision.operation, onlyFades: onlyFades))
            targets[PlanAddition<View>.role(at: index)] = .init(view: addition.view)
        }
        return (TransitionPlan(elements: elements, duration: plan.duration, timing: plan.timing), targets)
    }
}
