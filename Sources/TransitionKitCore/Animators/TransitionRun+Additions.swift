import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionRun {
    /// The registration's additions in a staged transition: the plan to play, each added role's view, and
    /// the app's views that copies stand in for (hidden until the end).
    struct Additions {
        var plan: TransitionPlan
        var targets: [Role: PlanPlayback<Animations, View, Screen>.Target] = [:]
        var hidden: [View] = []
    }

    /// Asked once, at staging. A view that cannot be copied above the screens plays in place, reported to
    /// `Diagnostics`; a view given twice moves as its last element says (see Animators internals).
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
