import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionRun {
    /// What the registration's additions add to a staged transition: the plan to play, the view
    /// playing each added role, and the app's views that copies stand in for (hidden while the
    /// transition runs, shown again as they were when it ends).
    struct Additions {
        var plan: TransitionPlan
        var targets: [Role: PlanPlayback<Animations, View, Screen>.Target] = [:]
        var hidden: [View] = []
    }

    /// The plan with the registration's additions (``ZoomLookup/additions``) appended on top, and
    /// the view playing each added role. Asked once, when the transition is staged (after the
    /// arriving screen has been laid out, at the push and again at the pop).
    ///
    /// - Each addition becomes one element (``PlanAddition/element(at:operation:onlyFades:)``);
    ///   the plan keeps its duration and timing.
    /// - In place, the element plays on the app's view where it is.
    /// - Above the screens, it plays on a snapshot of the view in the container (on top of every
    ///   arranged view), its frames converted from the view's superview to the container; the
    ///   view is hidden meanwhile. A view in the arriving screen has not been rendered yet, so
    ///   its snapshot is taken after screen updates; one in the leaving screen as it is shown.
    /// - Bad input: a view given twice moves as its last element says (every element captured it
    ///   before any was applied, so it is restored all the same); none at all leaves the plan as
    ///   it was. A view that cannot be copied above the screens (outside any window, no superview)
    ///   plays in place instead, reported to the diagnostics.
    ///
    /// - Parameters:
    ///   - additions: The additions, as the push plays them.
    ///   - plan: The built-in plan.
    ///   - container: The transition's container view.
    ///   - arriving: The arriving screen's view, if any.
    /// - Returns: The plan to play, the added targets and the views hidden behind copies.
    func appendingAdditions(
        _ additions: [PlanAddition<View>], to plan: TransitionPlan, container: View, arriving: View?
    ) -> Additions {
        guard !additions.isEmpty else { return Additions(plan: plan) }
        let onlyFades =
            decision.style?.kind == .crossFade && decision.requested.map { $0.kind != .crossFade } == true
        var elements = plan.elements
        var added = Additions(plan: plan)
        for (index, addition) in additions.enumerated() {
            var element = addition.element(at: index, operation: decision.operation, onlyFades: onlyFades)
            if addition.placement == .aboveScreens,
                let copy = aboveScreensCopy(of: addition.view, container: container, arriving: arriving)
            {
                element.from.frame = copy.superview.convert(element.from.frame, to: container)
                element.to.frame = copy.superview.convert(element.to.frame, to: container)
                added.targets[element.role] = .init(view: copy.view)
                added.hidden.append(addition.view)
            } else {
                if addition.placement == .aboveScreens {
                    Diagnostics.report(
                        "adding",
                        "added element \(index) cannot be copied above the screens; it plays in place")
                }
                element.role = PlanAddition<View>.role(at: index)
                added.targets[element.role] = .init(view: addition.view)
            }
            elements.append(element)
        }
        added.plan = TransitionPlan(elements: elements, duration: plan.duration, timing: plan.timing)
        return added
    }

    /// A snapshot of `view` to draw above both screens, and the superview its frames are in; `nil`
    /// without a superview or a snapshot.
    private func aboveScreensCopy(of view: View, container: View, arriving: View?) -> (
        view: View, superview: View
    )? {
        guard let superview = view.superview else { return nil }
        let inArrivingScreen = arriving.map { Self.isDescendant(view, of: $0) } ?? false
        guard let copy = view.snapshotView(afterScreenUpdates: inArrivingScreen) else { return nil }
        copy.isUserInteractionEnabled = false
        return (copy, superview)
    }

    /// Whether `view` is `ancestor` or inside it.
    private static func isDescendant(_ view: View, of ancestor: View) -> Bool {
        var current: View? = view
        while let next = current {
            if next === ancestor { return true }
            current = next.superview
        }
        return false
    }
}
