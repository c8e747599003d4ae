/// The neutral half of `TransitionStack`: the route stack, brought to the navigation controller
/// one targeted call at a time, and only while none of its transitions runs.
@MainActor
package final class RouterCore<
    Navigation: NavigationStackPort, Resolver: RouteScreenResolverPort
> where Resolver.Entry == Navigation.PortViewController {
    /// The route screen type.
    package typealias Screen = Resolver.Screen
    /// The zoom source type of the route screens' links.
    package typealias ZoomSource = Screen.ZoomLink.Anchor

    /// The routes, root first; each payload is the route's screen.
    package private(set) var stack: RouteStack<Screen, TransitionStyle>
    /// The transition used where a route's choice is ``RouteTransitions/Choice/inherited``.
    package var defaultTransition: TransitionStyle
    /// Hears depth and path changes (weak: the router owns the coordinator).
    package weak var observer: (any RouterHost)?
    /// The navigation controller showing the screens, while attached (weak: UIKit owns it).
    package private(set) weak var navigation: Navigation?
    /// A navigation controller waiting to show the screens until ``navigation``, on screen, is let
    /// go (weak: UIKit owns it).
    private weak var waitingNavigation: Navigation?
    /// Finds route screens among the navigation controller's entries.
    package let resolver: Resolver

    /// The stack's environment, re-applied at every route screen's root; `nil` while detached.
    package private(set) var environment: Screen.Environment?
    /// Whether SwiftUI is updating the stack's view (set by the stack around each update): the
    /// stack's bindings are then written on the next turn (see ``writeBinding(_:)``).
    var isUpdatingStack = false
    /// Runs a binding's write on the main queue's next turn.
    private let nextTurn: any NextTurnPort
    /// The stack's `path` binding, once the stack handed one over; the path the stack shows is
    /// written into it when it changes other than by being set (see ``publish()``).
    private(set) var pathBinding: RoutePathBinding?
    /// The destinations the screens declare (`.transitionDestination(for:)`), each making a path
    /// value's content (see ``declare(_:by:builder:)``).
    package internal(set) var destinations = RouteDestinations<(AnyHashable) -> Screen.Content?>()

    private var sync = RouteSync()
    private var publishedPath: [AnyHashable] = []
    private var publishedDepth: Int
    /// The arriving view controller of the transition whose end the coordinator waits for, so it
    /// waits once per transition (and again for a later one, even if an end was never reported).
    private weak var awaitedArrival: AnyObject?
    /// Turns the running transition around in place (the navigation delegate's); `nil`: route
    /// changes made during a transition wait for its end.
    package var reverseRunningTransition: (@MainActor () -> Bool)?
    /// Whether the next navigation call is made without animation (an edit asked for unanimated,
    /// waiting for a running transition's end).
    private var isUnanimatedEdit = false
    /// Whether the running transition was turned back toward where it started, and which one (its
    /// arriving view controller).
    private var turnedBack: (arrival: AnyObject?, isTurned: Bool) = (nil, false)
    /// The entry the pop this coordinator started takes away, its route screen, and the routes
    /// UIKit held before that pop; kept until UIKit shows a screen or the pop ends.
    private var poppedFrom:
        (departure: WeakReference<AnyObject>, screen: WeakReference<Screen>, origin: [RouteID])?

    /// Creates a coordinator whose stack holds `root`; `nextTurn` runs a binding's write later.
    package init(
        root: Screen, defaultTransition: TransitionStyle, resolver: Resolver, nextTurn: any NextTurnPort
    ) {
        stack = RouteStack(root: root, transitions: root.routeState.transitions)
        self.defaultTransition = defaultTransition
        self.resolver = resolver
        self.nextTurn = nextTurn
        publishedDepth = stack.depth
        root.routeState.id = stack.root.id
    }

    // MARK: Operations

    /// Pushes a screen with the transitions it was made with.
    private func push(_ screen: Screen) -> RouteRefusal? {
        apply(stack.push(screen, transitions: screen.routeState.transitions))
    }

    /// Does what a tapped link asks: pushes its destination, or appends its value
    /// (``pushValue(_:transition:makeScreen:)``).
    @discardableResult
    package func follow<Destination>(
        _ tap: RouteLinkTap<Destination>,
        makeScreen: (Destination, RouteTransitions<TransitionStyle>) -> Screen,
        makeValueScreen: (AnyHashable, RouteTransitions<TransitionStyle>) -> Screen? = { _, _ in nil }
    ) -> RouteRefusal? {
        switch tap {
        case .push(let transitions, let destination):
            return push(makeScreen(destination(), transitions))
        case .value(let value, let transition):
            return pushValue(value, transition: transition, makeScreen: makeValueScreen)
        }
    }

    /// A screen's `transitionDismiss`: pops it and the screens above it, or at the root calls
    /// `dismissPresentation` (the stack's environment's `dismiss` on device).
    @discardableResult
    package func dismiss(_ screen: Screen, dismissPresentation: () -> Void = {}) -> RouteDismissal {
        guard let id = screen.routeState.id, let index = stack.routes.firstIndex(where: { $0.id == id })
        else { return .ignored }
        guard index > 0 else {
            dismissPresentation()
            return .dismissPresentation
        }
        _ = apply(stack.pop(toCount: index))
        return .popped
    }

    // MARK: State-driven destinations

    /// Brings a state-driven destination to its binding: pushes, pops, or replaces its screen in one
    /// call; `leave` resets the binding however the screen leaves. Not in the path.
    package func present(
        shown: Screen?, item: AnyHashable?, shownItem: AnyHashable?, makeScreen: () -> Screen,
        leave: @escaping () -> Void
    ) -> Screen? {
        if let shown, let id = shown.routeState.id,
            let index = stack.routes.firstIndex(where: { $0.id == id })
        {
            if item != nil, item == shownItem { return shown }
            shown.routeState.onLeave = nil
            guard item != nil else {
                _ = apply(stack.pop(toCount: index))
                return nil
            }
            let screen = makeScreen()
            screen.routeState.onLeave = leave
            _ = apply(stack.keep(index - 1, thenPush: [(screen, screen.routeState.transitions)]))
            return screen
        }
        guard item != nil else { return nil }
        let screen = makeScreen()
        screen.routeState.onLeave = leave
        return push(screen) == nil ? screen : nil
    }

    // MARK: The path

    /// The stack's per-route transition for a path value and an operation (`nil`: the default);
    /// `nil` for a stack without a `transition:` closure.
    var pathTransition: ((AnyHashable, NavigationOperation) -> TransitionStyle?)?

    /// A path value's transitions: a link's own style for both directions, else the stack's
    /// choice per operation (see ``RouteTransitions/path(link:stack:)``).
    private func transitions(of value: AnyHashable, link: TransitionStyle?)
        -> RouteTransitions<TransitionStyle>
    {
        let stack = pathTransition.map { choose in { choose(value, $0) } }
        return RouteTransitions.path(link: link, stack: stack)
    }

    /// Appends a path value above the top, as a value link does; a value no destination handles is
    /// reported (debug) and refused as ``RouteRefusal/nothingToPop``.
    @discardableResult
    func pushValue(
        _ value: AnyHashable, transition: TransitionStyle?,
        makeScreen: (AnyHashable, RouteTransitions<TransitionStyle>) -> Screen?
    ) -> RouteRefusal? {
        if let restored = restoreLeavingRoute(for: value) { return apply(.changed(restored)) }
        guard let screen = makeScreen(value, transitions(of: value, link: transition)) else {
            Self.reportNoDestination(for: value)
            return .nothingToPop
        }
        screen.routeState.pathValue = value
        return push(screen)
    }

    private static func reportNoDestination(for value: AnyHashable) {
        Diagnostics.report(
            "routing",
            "No destination for the path value \(value.base) of type \(type(of: value.base)): it is left out "
                + "(with the values after it in a path); declare .transitionDestination(for:) for its type",
            level: .debug)
    }

    /// The path values of the routes above the root, bottom first; routes not in the path (pushed
    /// by a view or by the router) are left out.
    package var path: [AnyHashable] {
        stack.routes.dropFirst().compactMap { $0.payload.routeState.pathValue }
    }

    /// Follows a set path in one navigation call (``RoutePathEdit``): each new screen is made once
    /// the one below is evaluated, so its destinations are known; a value without one ends the path.
    @discardableResult
    func setPath(
        _ path: [AnyHashable], animated: Bool = true,
        makeScreen: (AnyHashable, RouteTransitions<TransitionStyle>) -> Screen?
    ) -> RouteRefusal? {
        publishedPath = path
        defer { publish() }
        let values = stack.routes.dropFirst().map { $0.payload.routeState.pathValue }
        guard let edit = RoutePathEdit(routes: Array(values), path: path) else { return .nothingToPop }
        if !animated { isUnanimatedEdit = true }
        let trimmed = stack.keep(edit.kept, thenPush: []).change
        if edit.pushed.count == 1, var restored = restoreLeavingRoute(for: edit.pushed[0]) {
            restored.popped = trimmed?.popped ?? []
            return apply(.changed(restored))
        }
        var pushed: [RouteEntry<Screen, TransitionStyle>] = []
        for value in edit.pushed {
            if let below = pushed.last { declareDestinations(of: below) }
            guard let screen = makeScreen(value, transitions(of: value, link: nil)) else {
                Self.reportNoDestination(for: value)
                break
            }
            screen.routeState.pathValue = value
            guard
                let route = stack.push(screen, transitions: screen.routeState.transitions).change?.pushed
                    .first
            else { break }
            route.payload.routeState.id = route.id
            pushed.append(route)
        }
        guard let top = pushed.last else {
            return apply(trimmed.map { .changed($0) } ?? .unchanged(.nothingToPop))
        }
        return apply(
            .changed(
                RouteChange(
                    operation: .push, popped: trimmed?.popped ?? [], pushed: pushed,
                    transition: top.transitions.push, depth: stack.depth)))
    }

    /// Evaluates a path-pushed screen before the values above it are made: SwiftUI declares a
    /// destination only when it evaluates the screen.
    private func declareDestinations(of route: RouteEntry<Screen, TransitionStyle>) {
        if environment != nil { show(route.payload) }
        route.payload.evaluateContent()
    }

    // MARK: The stack's environment

    /// SwiftUI's `makeUIViewController`/`updateUIViewController`: every route screen gets the root
    /// content and environment (none inherits it: each is its own hosting controller); a path is followed.
    package func stackDidUpdate(
        rootContent: Screen.Content, environment: Screen.Environment, path: RoutePathBinding? = nil,
        animated: Bool = true,
        makeScreen: (Screen.Content, RouteTransitions<TransitionStyle>) -> Screen? = { _, _ in nil }
    ) {
        isUpdatingStack = true
        defer { isUpdatingStack = false }
        self.environment = environment
        _ = stack.root.payload.routeState.replaceContent(rootContent)
        for route in stack.routes where !route.payload.routeState.isSuspended {
            show(route.payload)
        }
        guard let path else { return }
        pathBinding = path
        pathTransition = path.transition
        let values = path.values()
        if navigation == nil, !values.isEmpty { stack.root.payload.evaluateContent() }
        setPath(values, animated: animated) { value, transitions in
            destinationContent(for: value).flatMap { makeScreen($0, transitions) }
        }
    }

    // MARK: Attaching

    /// Shows the stack unanimated; while another attached controller is in a window, waits for its
    /// ``detach(from:)``: `addChild` would empty it on screen (`UIViewController.h`).
    package func attach(to navigation: Navigation) {
        if let shown = self.navigation, shown !== navigation, shown.viewIfLoaded?.isInWindow == true {
            waitingNavigation = navigation
            return
        }
        waitingNavigation = nil
        for route in stack.routes { update(route.payload) { $0.resume() } }
        self.navigation = navigation
        sync = RouteSync()
        awaitedArrival = nil
        guard presentIDs(in: navigation) != stack.ids else { return }
        navigation.setViewControllers(stack.routes.map { resolver.entry(for: $0.payload) }, animated: false)
    }

    /// Lets go of a dismantled controller: screens are emptied and the environment forgotten, since
    /// SwiftUI's graph of a shown screen holds the router strongly; a waiting controller gets the stack.
    package func detach(from navigation: Navigation) {
        guard navigation !== waitingNavigation else {
            waitingNavigation = nil
            return
        }
        guard navigation === self.navigation else { return }
        self.navigation = nil
        if let waiting = waitingNavigation { return attach(to: waiting) }
        environment = nil
        for route in stack.routes { update(route.payload) { $0.suspend() } }
    }

    // MARK: UIKit callbacks

    /// `navigationController(_:didShow:animated:)`: routes the user removed leave, waiting changes apply.
    package func navigationDidShow(_ navigation: Navigation) {
        guard navigation === self.navigation else { return }
        poppedFrom = nil
        syncUserRemovals(in: navigation)
        reconcile()
    }

    /// What plays between two screens, whoever started it: the arriving route's push choice or the
    /// leaving route's pop choice; a zoom's source is the upper screen's link anchor, looked up now.
    package func transition(between first: Screen?, and second: Screen?, operation: NavigationOperation)
        -> RouteTransitionChoice<ZoomSource>?
    {
        guard let first, let second, let firstID = first.routeState.id, let secondID = second.routeState.id,
            firstID != secondID
        else { return nil }
        let (lower, upper) = firstID < secondID ? (first, second) : (second, first)
        let (leaving, arriving) = operation == .push ? (lower, upper) : (upper, lower)
        let choice = RouteTransitions<TransitionStyle>.choice(
            for: operation, leaving: leaving.routeState.transitions, arriving: arriving.routeState.transitions
        )
        guard let style = choice.resolved(default: defaultTransition) else { return nil }
        let link = Self.zoomsFromLink(style) ? upper.routeState.zoomLink : nil
        return RouteTransitionChoice(
            style: style, zoomSource: link.flatMap { RouteZoomAnchor.usableAnchor(of: $0) })
    }

    /// Whether a style, or the pop a gesture drives under it, zooms from its link's frame: a zoom without an
    /// identifier (one by identifier finds its views, or plays UIKit's cross-fade fallback).
    static func zoomsFromLink(_ style: TransitionStyle) -> Bool {
        if let gesturePop = style.gesturePop, zoomsFromLink(gesturePop) { return true }
        guard style.kind == .zoom else { return false }
        if case .zoom = style.matching { return false }
        return true
    }

    // MARK: Private

    /// Publishes an outcome and brings UIKit to it.
    private func apply(_ outcome: RouteOutcome<Screen, TransitionStyle>) -> RouteRefusal? {
        guard let change = outcome.change else { return outcome.refusal }
        for route in change.pushed {
            route.payload.routeState.id = route.id
            if environment != nil, !route.payload.routeState.isSuspended { show(route.payload) }
        }
        publish()
        routesDidLeave(change.popped)
        reconcile()
        return nil
    }

    /// Tells the screens of routes that left the stack, by any means (see
    /// ``RouteScreenState/onLeave``), each once.
    private func routesDidLeave(_ routes: [RouteEntry<Screen, TransitionStyle>]) {
        for route in routes {
            let leave = route.payload.routeState.onLeave
            route.payload.routeState.onLeave = nil
            leave?()
        }
    }

    /// Makes UIKit's stack the route stack with one targeted call, unless a transition of this
    /// navigation controller runs: then once it has ended.
    private func reconcile() {
        guard let navigation else { return }  // attaching later sets every screen
        if let transition = navigation.activeTransitionCoordinator, Self.isOwn(transition, of: navigation) {
            turnAroundIfUndone(transition, in: navigation)
            return waitForEnd(of: transition)
        }
        syncUserRemovals(in: navigation)
        let present = presentIDs(in: navigation)
        guard let edit = RouteStackEdit(from: present, to: stack.ids) else { return }
        let animated = !isUnanimatedEdit && animates(edit, present: present, in: navigation)
        isUnanimatedEdit = false
        let leaving = navigation.viewControllers.last
        let departure = leaving.map {
            (WeakReference<AnyObject>($0 as AnyObject), WeakReference(resolver.screen(shownBy: $0)), present)
        }
        switch edit {
        case .push(let id):
            guard let screen = screen(for: id) else { return }
            navigation.pushViewController(resolver.entry(for: screen), animated: animated)
        case .popTo(let id):
            guard let entry = entry(showing: id, in: navigation) else { return }
            poppedFrom = departure
            navigation.popToViewController(entry, animated: animated)
        case .popToRoot:
            poppedFrom = departure
            navigation.popToRootViewController(animated: animated)
        case .setStack(let ids):
            let entries = ids.compactMap(screen(for:)).map(resolver.entry(for:))
            navigation.setViewControllers(entries, animated: animated)
        }
    }

    /// Whether a transition coordinator is this navigation controller's own push or pop: not a
    /// presentation around it (style not `.none`), its arriving controller in this stack.
    private static func isOwn(_ transition: Navigation.PortCoordinator, of navigation: Navigation) -> Bool {
        guard transition.presentationStyle == .none, let arriving = transition.viewController(forKey: .to)
        else {
            return false
        }
        return navigation.viewControllers.contains { $0 === arriving }
    }

    /// Turns the running push, or this coordinator's pop, around when the route stack is back where
    /// it started (or forward again): UIKit then ends it where the route stack is.
    private func turnAroundIfUndone(_ transition: Navigation.PortCoordinator, in navigation: Navigation) {
        guard let reverse = reverseRunningTransition, let arrival = transition.viewController(forKey: .to),
            arrival as AnyObject === navigation.viewControllers.last as AnyObject,
            let ends = ends(of: transition, in: navigation)
        else { return }
        let isTurned = turnedBack.arrival === arrival as AnyObject && turnedBack.isTurned
        guard stack.ids == (isTurned ? ends.destination : ends.origin), reverse() else { return }
        turnedBack = (arrival as AnyObject, !isTurned)
    }

    /// Where the running push of the top entry, or this coordinator's pop, starts and ends; `nil` for
    /// others (a user's swipe-back leaves the route stack only once it ends).
    private func ends(of transition: Navigation.PortCoordinator, in navigation: Navigation)
        -> (origin: [RouteID], destination: [RouteID])?
    {
        let entries = navigation.viewControllers
        let present = presentIDs(in: navigation)
        guard let departure = transition.viewController(forKey: .from) else { return nil }
        if entries.count > 1, departure as AnyObject === entries[entries.count - 2] as AnyObject {
            return (Array(present.dropLast()), present)
        }
        guard let poppedFrom, poppedFrom.departure.object === departure as AnyObject,
            !entries.contains(where: { $0 as AnyObject === departure as AnyObject })
        else { return nil }
        return (poppedFrom.origin, present)
    }

    /// Pushes back the route this coordinator's running pop takes away, and turns the pop around,
    /// when `value` is its path value; `nil` otherwise (the value is then pushed after the pop).
    private func restoreLeavingRoute(for value: AnyHashable) -> RouteChange<Screen, TransitionStyle>? {
        guard let reverse = reverseRunningTransition, let navigation,
            let transition = navigation.activeTransitionCoordinator, Self.isOwn(transition, of: navigation),
            let arrival = transition.viewController(forKey: .to),
            let ends = ends(of: transition, in: navigation), let screen = poppedFrom?.screen.object,
            let id = screen.routeState.id,
            screen.routeState.pathValue == value, ends.origin == stack.ids + [id]
        else { return nil }
        let before = stack
        let route = RouteEntry(id: id, tag: nil, payload: screen, transitions: screen.routeState.transitions)
        guard let change = stack.restore(route).change else { return nil }
        guard reverse() else {
            stack = before
            return nil
        }
        sync.forget(id)
        turnedBack = (arrival as AnyObject, true)
        return change
    }

    /// Runs ``reconcile()`` once the running transition has ended (finished or cancelled).
    private func waitForEnd(of transition: Navigation.PortCoordinator) {
        let arrival = transition.viewController(forKey: .to)
        guard arrival !== awaitedArrival else { return }
        let queued = transition.animate(alongsideTransition: nil) { [weak self] _ in
            self?.transitionDidEnd()
        }
        awaitedArrival = queued ? arrival : nil
    }

    private func transitionDidEnd() {
        awaitedArrival = nil
        turnedBack = (nil, false)
        poppedFrom = nil
        reconcile()
    }

    /// Drops the routes UIKit has shown and no longer holds (the user popped them).
    private func syncUserRemovals(in navigation: Navigation) {
        let removed = sync.didShow(screens: presentIDs(in: navigation), routes: stack.ids)
        guard let change = stack.userRemoved(Set(removed)).change else { return }
        publish()
        routesDidLeave(change.popped)
    }

    /// Whether the transition UIKit will ask for resolves to a style (``transition(between:and:operation:)``).
    private func animates(_ edit: RouteStackEdit, present: [RouteID], in navigation: Navigation) -> Bool {
        let leaving = navigation.viewControllers.last.flatMap(resolver.screen(shownBy:))
        let choice = RouteTransitions<TransitionStyle>.choice(
            for: edit.operation(from: present), leaving: leaving?.routeState.transitions ?? .default,
            arriving: stack.top.payload.routeState.transitions)
        return choice.resolved(default: defaultTransition) != nil
    }

    /// Publishes the depth and the path when they change; the path only when it differs from the one
    /// set or published, so a binding hears only what it does not hold.
    private func publish() {
        let depth = stack.depth
        if depth != publishedDepth {
            publishedDepth = depth
            observer?.routerDepthDidChange(depth)
        }
        let path = self.path
        if path != publishedPath {
            publishedPath = path
            observer?.routerPathDidChange(path)
            if pathBinding != nil { writeBinding { [weak self] in self?.writePath() } }
        }
    }

    /// Writes a binding at once, or on the next turn while SwiftUI updates the stack (SwiftUI forbids
    /// state changes during a view update).
    func writeBinding(_ write: @escaping @MainActor @Sendable () -> Void) {
        guard isUpdatingStack else { return write() }
        nextTurn.scheduleOnNextTurn(write)
    }

    /// Writes the path the stack shows at the time of the write into the stack's binding.
    private func writePath() {
        pathBinding?.write(path)
    }

    /// Changes a screen's record and shows its content (or nothing) when the change asks to.
    private func update(
        _ screen: Screen, _ change: (inout RouteScreenState<Screen.Content, Screen.ZoomLink>) -> Bool
    ) {
        guard change(&screen.routeState) else { return }
        show(screen)
    }

    /// Sets a screen's root view: its content (or nothing, while suspended) under the captured
    /// environment.
    private func show(_ screen: Screen) {
        screen.setRootView(screen.routeState.shownContent, environment: environment)
    }

    /// The routes whose screens UIKit holds, root first (entries that are not route screens left
    /// out; screens of routes the router has dropped included).
    private func presentIDs(in navigation: Navigation) -> [RouteID] {
        navigation.viewControllers.compactMap { resolver.screen(shownBy: $0)?.routeState.id }
    }

    private func screen(for id: RouteID) -> Screen? {
        stack.routes.first { $0.id == id }?.payload
    }

    private func entry(showing id: RouteID, in navigation: Navigation) -> Navigation.PortViewController? {
        navigation.viewControllers.first { resolver.screen(shownBy: $0)?.routeState.id == id }
    }
}

/// Which routes the user removed from UIKit's stack (a swipe-back, a long press on Back): those
/// UIKit has shown and no longer holds.
package struct RouteSync: Sendable, Hashable {
    /// The routes UIKit has shown and the router still holds.
    package private(set) var shown: Set<RouteID>

    /// Creates a coordinator whose stack holds `root`; `nextTurn` runs a binding's write later.
    package init() {
        shown = []
    }

    /// Records what UIKit shows after a transition; returns the routes the user removed.
    package mutating func didShow(screens: [RouteID], routes: [RouteID]) -> [RouteID] {
        let present = Set(screens)
        let removed = routes.dropFirst().reversed().filter { shown.contains($0) && !present.contains($0) }
        let kept = Set(routes).subtracting(removed)
        shown = shown.union(present).intersection(kept)
        return removed
    }

    /// Forgets that UIKit showed a route pushed again (`RouteStack.restore(_:)`): it may wait, like a
    /// new route.
    mutating func forget(_ id: RouteID) {
        shown.remove(id)
    }
}

/// What plays between two route screens, whoever started the transition (the router, or the
/// user's swipe-back): the style, and the zoom's source when the style is a zoom.
@MainActor
package struct RouteTransitionChoice<ZoomSource: AnyObject> {
    /// The style to play.
    package var style: TransitionStyle
    /// The view a zoom grows from and shrinks back to, looked up when UIKit asked; `nil` for every
    /// other style and for a link whose anchor is gone, moved or detached.
    package weak var zoomSource: ZoomSource?

    /// Creates a coordinator whose stack holds `root`; `nextTurn` runs a binding's write later.
    package init(style: TransitionStyle, zoomSource: ZoomSource?) {
        self.style = style
        self.zoomSource = zoomSource
    }
}

/// What tapping a `RouteLink` does: push a destination, or append a path value.
package enum RouteLinkTap<Destination> {
    /// Pushes the destination, built at tap time, with its transitions.
    case push(transitions: RouteTransitions<TransitionStyle>, destination: () -> Destination)
    /// Appends a path value (a value link): its own style for both directions, or `nil` for the
    /// stack's per-route choice.
    case value(AnyHashable, transition: TransitionStyle?)
}

extension Bool {
    /// The item a Boolean state-driven destination (`.transitionDestination(isPresented:)`)
    /// shows: `true` while presented, `nil` otherwise.
    package var presentedItem: Bool? { self ? true : nil }
}

/// What a screen's `transitionDismiss` did.
package enum RouteDismissal: Sendable, Hashable {
    /// The screen and the screens above it were popped (its pop transition, if on top).
    case popped
    /// The screen is the root: the front dismisses the presentation holding the stack.
    case dismissPresentation
    /// The screen is not in the stack; nothing changed.
    case ignored
}
