import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionRun {
    /// The views two screens share by identifier in one transition, with the views behind each
    /// pair (taken by the one walk per screen).
    struct MatchedScene {
        /// The pairs, measured leaving → arriving.
        let matched: MatchedViews
        /// The leaving screen's views, in node order.
        let leavingViews: [View]
        /// The arriving screen's views, in node order.
        let arrivingViews: [View]
        let leavingTree: ViewTreeSnapshot
        let arrivingTree: ViewTreeSnapshot
        /// The container's bounds the trees were measured in.
        let containerBounds: CGRect

        func views(of pair: MatchedViews.Pair) -> (leaving: View, arriving: View) {
            (leavingViews[pair.leaving.node], arrivingViews[pair.arriving.node])
        }

        /// The pairs, with the named pair's frames the rects where its image views show their
        /// images, for a zoom by identifier with `zoomsImageContent()`; unchanged otherwise.
        func imageContent(
            for matching: TransitionStyle.Matching, displayedImage: (View) -> DisplayedImage?
        ) -> MatchedViews {
            guard case .zoom(let identifier) = matching,
                let index = matched.pairs.firstIndex(where: { $0.identifier == identifier })
            else { return matched }
            var result = matched
            let views = views(of: result.pairs[index])
            if let rect = displayedImage(views.leaving)?.rect(in: result.pairs[index].leaving.frame) {
                result.pairs[index].leaving.frame = rect
            }
            if let rect = displayedImage(views.arriving)?.rect(in: result.pairs[index].arriving.frame) {
                result.pairs[index].arriving.frame = rect
            }
            return result
        }

        /// The named pair's views, else the first visible view carrying the identifier in each screen (source
        /// nearer the root); a screen without one gives none. `nil` for other matchings.
        func zoomViews(for matching: TransitionStyle.Matching, operation: NavigationOperation)
            -> (source: View?, destination: View?)?
        {
            guard case .zoom(let identifier) = matching else { return nil }
            let leaving: View?
            let arriving: View?
            if let pair = matched.pairs.first(where: { $0.identifier == identifier }) {
                (leaving, arriving) = views(of: pair)
            } else {
                leaving = MatchedViews.visibleNode(
                    carrying: identifier, in: leavingTree, containerBounds: containerBounds
                ).map { leavingViews[$0] }
                arriving = MatchedViews.visibleNode(
                    carrying: identifier, in: arrivingTree, containerBounds: containerBounds
                ).map { arrivingViews[$0] }
            }
            return operation == .push ? (leaving, arriving) : (arriving, leaving)
        }
    }

    /// After the arriving screen's layout. A side with no context view is walked from its screen's loaded
    /// view; the arriving screen is read at its resting alpha, since it is staged at 0.
    func resolveMatched(_ sides: Sides, arrivingAlpha: Double) -> MatchedScene? {
        guard decision.style.map({ $0.matching != .unmatched }) == true,
            let fromView = sides.fromView ?? sides.fromScreen?.viewIfLoaded,
            let toView = sides.toView ?? sides.toScreen?.viewIfLoaded
        else { return nil }
        let leaving = ViewTreeSnapshot.walk(
            fromView, in: sides.container, identifier: staging.transitionID(of:))
        var arriving = ViewTreeSnapshot.walk(
            toView, in: sides.container, identifier: staging.transitionID(of:))
        if sides.toView != nil { arriving.tree.nodes[0].alpha = arrivingAlpha }
        let bounds = sides.container.bounds
        return MatchedScene(
            matched: MatchedViews(leaving: leaving.tree, arriving: arriving.tree, containerBounds: bounds),
            leavingViews: leaving.views, arrivingViews: arriving.views, leavingTree: leaving.tree,
            arrivingTree: arriving.tree, containerBounds: bounds)
    }

    /// Under UIKit's bar a bar item is in no screen's view tree, so a zoom by identifier looks in the
    /// navigation bar, then the toolbar; never for a destination (the pushed screen shares the bars).
    func barSource(of screen: Screen?, in container: View) -> View? {
        guard case .zoom(let identifier)? = decision.style?.matching, let screen else { return nil }
        for bar in staging.systemBars(of: screen) {
            let walked = ViewTreeSnapshot.walk(bar, in: container, identifier: staging.transitionID(of:))
            if let node = MatchedViews.visibleNode(
                carrying: identifier, in: walked.tree, containerBounds: container.bounds)
            {
                return walked.views[node]
            }
        }
        return nil
    }

    /// Each copy is the leaving view's image, else its snapshot; a pair with no copy plays on no view, and
    /// its views stay shown.
    func matchedTargets(for plan: TransitionPlan, scene: MatchedScene) -> (
        targets: [Role: PlanPlayback<Animations, View, Screen>.Target], hidden: [View]
    ) {
        var targets: [Role: PlanPlayback<Animations, View, Screen>.Target] = [:]
        var hidden: [View] = []
        for pair in scene.matched.pairs where plan.element(for: .matched(pair.identifier)) != nil {
            let views = scene.views(of: pair)
            guard
                let copy = staging.makeImageCopy(of: views.leaving)
                    ?? views.leaving.snapshotView(afterScreenUpdates: false)
            else { continue }
            copy.tint = views.leaving.tint
            copy.isUserInteractionEnabled = false
            targets[.matched(pair.identifier)] = PlanPlayback.Target(view: copy)
            hidden += [views.leaving, views.arriving]
        }
        return (targets, hidden)
    }
}
