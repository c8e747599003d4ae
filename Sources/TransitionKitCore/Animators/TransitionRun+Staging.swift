import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionRun {
    /// The two sides of a transition as the context reports them, read once.
    struct Sides {
        let container: View
        let fromScreen: Screen?
        let toScreen: Screen?
        let fromView: View?
        let toView: View?
        let fromToolbar: View?
        let toToolbar: View?
        let fromFrame: CGRect
        let toFrame: CGRect
    }

    /// Sets the scene up in a fixed order (see Animators internals); the arriving screen stays unseen while
    /// staged, so a snapshot after screen updates never shows a half-built scene.
    func stage(in context: Context) -> TransitionScene<Animations, View, Screen> {
        let sides = read(context)
        let arrivingAlpha = sides.toView?.alpha
        if let toView = sides.toView {
            animations.performWithoutAnimation {
                insertArriving(toView, sides: sides)
                toView.alpha = 0
                if let frame = TransitionGeometry.arrivingFrame(
                    final: sides.toFrame, container: sides.container.bounds)
                {
                    toView.frame = frame
                }
                toView.layoutIfNeeded()
            }
        }
        let matchedScene = resolveMatched(sides, arrivingAlpha: arrivingAlpha.map { Double($0) } ?? 1)
        let (source, destination) = resolveZoomViews(sides, matched: matchedScene)
        let ends = decision.style?.zoomEnds ?? TransitionStyle.ZoomEnds()
        var geometry = TransitionGeometry(
            containerBounds: sides.container.bounds,
            from: screen(sides.fromScreen, frame: sides.fromFrame, toolbar: sides.fromToolbar),
            to: screen(sides.toScreen, frame: sides.toFrame, toolbar: sides.toToolbar),
            operation: decision.operation, layoutDirection: decision.layoutDirection,
            zoom: TransitionGeometry.Zoom(
                source: source.map { measure($0, in: sides.container, ends: ends) },
                destination: destination.map { measure($0, in: sides.container, ends: ends) }))
        if let matchedScene {
            geometry.matched =
                ends.imageContent
                ? matchedScene.imageContent(
                    for: decision.style?.matching ?? .unmatched, displayedImage: staging.displayedImage(of:))
                : matchedScene.matched
        }
        var plan = decision.plan(for: geometry)
        if let toScreen = sides.toScreen, staging.settlesSafeAreaInsets(of: toScreen) {
            plan = plan.settlingSafeAreaInsets()
        }
        let added = appendingAdditions(
            zoom.additions(), to: plan, container: sides.container, arriving: sides.toView)
        plan = added.plan
        var targets = self.targets(for: plan, sides: sides).merging(added.targets) { own, _ in own }
        var hidden = added.hidden
        if let kept = zoom.keptBackdrop() { hidden.append(kept) }
        if let matchedScene {
            let matched = matchedTargets(for: plan, scene: matchedScene)
            targets.merge(matched.targets) { own, _ in own }
            hidden += matched.hidden
        }
        // A screen a dismissal drags carries its own image: no flying copy beside it.
        if plan.element(for: .zoomSnapshot) != nil, !decision.leavingScreenIsDriven,
            let choice = ZoomSnapshotChoice.choose(
                for: geometry, preferring: ends.snapshot,
                showingImages: showingImages(source: source, destination: destination)),
            let copy = appsFlyingImage(zoom)
                ?? flyingCopy(choice, source: source, destination: destination, ends: ends)
        {
            copy.isUserInteractionEnabled = false
            targets[.zoomSnapshot] = PlanPlayback.Target(view: copy)
            hidden += [source, destination].compactMap { $0 }
        }
        if let toView = sides.toView, let arrivingAlpha {
            animations.performWithoutAnimation { toView.alpha = arrivingAlpha }
        }
        let playback = PlanPlayback(
            plan: plan, targets: targets, container: sides.container, animations: animations,
            held: decision.leavingScreenIsDriven ? [.fromView] : [])
        let scene = TransitionScene(playback: playback, geometry: geometry)
        if decision.keepsBackdrop {
            scene.backdrop =
                plan.elements.lazy.compactMap { element in
                    element.role == .dimming || BlurStyle(backdropRole: element.role) != nil
                        ? targets[element.role]?.view : nil
                }.first
        }
        scene.hide(hidden)
        return scene
    }

    private func read(_ context: Context) -> Sides {
        let fromScreen = context.viewController(forKey: .from)
        let toScreen = context.viewController(forKey: .to)
        return Sides(
            container: context.containerView, fromScreen: fromScreen, toScreen: toScreen,
            fromView: context.view(forKey: .from), toView: context.view(forKey: .to),
            fromToolbar: fromScreen.flatMap(staging.transitionToolbar(of:)),
            toToolbar: toScreen.flatMap(staging.transitionToolbar(of:)),
            fromFrame: fromScreen.map(context.initialFrame(for:)) ?? .zero,
            toFrame: toScreen.map(context.finalFrame(for:)) ?? .zero)
    }

    /// Puts the arriving view in the container where it belongs among the screens: on top for a
    /// push, below the leaving view for a pop (at the back when there is none).
    private func insertArriving(_ toView: View, sides: Sides) {
        let container = sides.container
        let arrivingIndex = container.subviews.firstIndex { $0 === toView }
        switch decision.operation {
        case .push:
            if arrivingIndex == nil { container.addSubview(toView) }
        case .pop:
            guard let leaving = sides.fromView,
                let leavingIndex = container.subviews.firstIndex(where: { $0 === leaving })
            else {
                if arrivingIndex == nil { container.insertSubview(toView, at: 0) }
                return
            }
            if arrivingIndex.map({ $0 > leavingIndex }) ?? true {
                container.insertSubview(toView, belowSubview: leaving)
            }
        }
    }

    /// The screen nearer the root (it holds the zoom's source).
    private func rootSideScreen(_ sides: Sides) -> Screen? {
        decision.operation == .push ? sides.fromScreen : sides.toScreen
    }

    /// The pushed screen (it holds the zoom's destination).
    private func pushedScreen(_ sides: Sides) -> Screen? {
        decision.operation == .push ? sides.toScreen : sides.fromScreen
    }

    private func screen(_ screen: Screen?, frame: CGRect, toolbar: View?) -> TransitionGeometry.Screen {
        TransitionGeometry.Screen(
            frame: frame, additionalSafeAreaInsets: screen?.additionalSafeArea ?? .zero,
            toolbarFrame: toolbar?.frame)
    }

    /// The view playing each role of `plan`; temporary views are made here. A screen a zoom
    /// dismissal drives gets no backdrop view: the drag shows its own (one backdrop, not two).
    private func targets(for plan: TransitionPlan, sides: Sides) -> [Role: PlanPlayback<
        Animations, View, Screen
    >.Target] {
        typealias Target = PlanPlayback<Animations, View, Screen>.Target
        var targets: [Role: Target] = [:]
        if let view = sides.fromView { targets[.fromView] = Target(view: view, screen: sides.fromScreen) }
        if let view = sides.toView {
            targets[.toView] = Target(view: view, screen: sides.toScreen, keepsFinalState: true)
        }
        if let toolbar = sides.fromToolbar { targets[.fromToolbar] = Target(view: toolbar) }
        if let toolbar = sides.toToolbar {
            targets[.toToolbar] = Target(view: toolbar, keepsFinalState: true)
        }
        let backdrops = decision.leavingScreenIsDriven ? [] : plan.elements
        if backdrops.contains(where: { $0.role == .dimming }) {
            targets[.dimming] = Target(
                view: staging.makeDimmingView(), keepsFinalState: decision.keepsBackdrop)
        }
        for element in backdrops {
            guard let style = BlurStyle(backdropRole: element.role) else { continue }
            targets[element.role] = Target(
                view: staging.makeBlurView(style), keepsFinalState: decision.keepsBackdrop)
        }
        if plan.element(for: .shadow) != nil {
            let gradient = EdgeShadowGradient(layoutDirection: decision.layoutDirection)
            targets[.shadow] = Target(view: staging.makeEdgeShadowView(gradient))
        }
        return targets
    }

    /// The named pair, else the identifier's views, else the registration's closures, else the screens' own
    /// zoom views; asked after the arriving screen's layout, at every push and pop.
    func resolveZoomViews(_ sides: Sides, matched: MatchedScene?) -> (source: View?, destination: View?) {
        let named = matched?.zoomViews(
            for: decision.style?.matching ?? .unmatched, operation: decision.operation)
        let rootSide = rootSideScreen(sides)
        let pushed = pushedScreen(sides)
        /// The screen's own zoom view, told the operation and the other screen.
        func offered(by screen: Screen?, other: Screen?) -> View? {
            guard let screen, let other else { return nil }
            return staging.transitionZoomView(of: screen, operation: decision.operation, otherScreen: other)
        }
        let barred = named.flatMap { $0.source == nil ? barSource(of: rootSide, in: sides.container) : nil }
        let source = named?.source ?? barred ?? zoom.source() ?? offered(by: rootSide, other: pushed)
        let destination = named?.destination ?? zoom.destination() ?? offered(by: pushed, other: rootSide)
        return (source, destination)
    }

    /// With `zoomsImageContent()`, the frame is where the image shows; an image view with no usable image
    /// keeps its frame.
    private func measure(_ view: View, in container: View, ends: TransitionStyle.ZoomEnds)
        -> ZoomViewMeasurement
    {
        var measurement = ZoomViewMeasurement(measuring: view, in: container)
        if ends.imageContent, let rect = staging.displayedImage(of: view)?.rect(in: measurement.frame) {
            measurement.frame = rect
        }
        return measurement
    }

    /// Which zoom views are image views showing an image.
    private func showingImages(source: View?, destination: View?) -> Set<ZoomSnapshotChoice.View> {
        var views: Set<ZoomSnapshotChoice.View> = []
        if let source, staging.displayedImage(of: source) != nil { views.insert(.source) }
        if let destination, staging.displayedImage(of: destination) != nil { views.insert(.destination) }
        return views
    }

    /// The app's flying image (``ScreenTransition/flyingImage(_:)`` on device), if it gives one
    /// for this run: it always fills its frame (aspect fill), as a photo viewer's does.
    private func appsFlyingImage(_ zoom: ZoomLookup<View>) -> View? {
        guard let image = zoom.flyingImage() else { return nil }
        stageFlyingImage(image, fills: true)
        return image
    }

    /// Clipped, so its image never spills past the morphing rect or corners; aspect fill when `fills`, else
    /// its own content mode.
    private func stageFlyingImage(_ image: View, fills: Bool) {
        image.clipsToBounds = true
        if fills { staging.fillWithImage(image) }
    }

    /// An image view's image, else a snapshot; `nil` if neither can be made. It takes the view's tint, so a
    /// template image flies in the color it is shown in.
    private func flyingCopy(
        _ choice: ZoomSnapshotChoice, source: View?, destination: View?, ends: TransitionStyle.ZoomEnds
    ) -> View? {
        guard let view = choice.view == .source ? source : destination else { return nil }
        if let image = staging.makeImageCopy(of: view) {
            stageFlyingImage(image, fills: ends.imageContent)
            image.tint = view.tint
            return image
        }
        let snapshot = view.snapshotView(afterScreenUpdates: choice.afterScreenUpdates)
        snapshot?.tint = view.tint
        return snapshot
    }
}
