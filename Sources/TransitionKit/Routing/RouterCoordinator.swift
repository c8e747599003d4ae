/// The SwiftUI router's coordinator: the route stack, and everything the router does to a
/// navigation controller between UIKit's callbacks.
///
/// `TransitionRouter` (SwiftUI) forwards every operation and callback here; this class decides,
/// and talks to UIKit only through ports: the navigation controller (``NavigationStackPort``), the
/// route screens (``RouteScreenHosting``, found among the navigation controller's entries by a
/// ``RouteScreenResolving``) and the router's published values (``RouterObserving``).
///
/// ```swift
/// let coordinator = RouterCoordinator(
///     root: home, defaultTransition: .slide, resolver: resolver, nextTurn: mainQueue)
/// coordinator.attach(to: navigationController)
/// coordinator.follow(.push(transitions: .default, destination: { detail })) { screen, _ in screen }
/// coordinator.dismiss(detail)               // popToViewController(home, animated: true)
/// ```
///
/// ## Applying the route stack
/// The route stack changes first; UIKit follows with one targeted call (``RouteStackEdit``):
/// push, pop to a named screen, pop to the root, or set the whole stack. The call is made only
/// while no transition of this navigation controller runs; otherwise the coordinator waits for
/// the transition's end (its transition coordinator's completion) and then makes the one call that
/// turns what UIKit shows *then* into the route stack. So changes made during a transition are
/// applied together, never as a nested push or pop, and a dismissal made while the user's swipe-back
/// of the same screen settles pops once: if the swipe finishes there is nothing left to do, if it
/// is cancelled the screen is popped.
///
/// The call is animated when the transition UIKit will ask for resolves to a style (see
/// ``transition(between:and:operation:)``): the arriving route's push choice on a push, the
/// leaving (top) route's pop choice on a pop.
///
/// ## Pops the router did not start
/// UIKit reports finished transitions (`didShow`) and the ends of transitions; the routes UIKit has
/// shown and no longer holds were removed by the user (``RouteSync``) and leave the route stack too.
///
/// ## The stack's environment
/// Every route screen is its own hosting controller, so none inherits the SwiftUI environment where
/// the stack sits. The stack's view hands that environment over on every update
/// (``stackDidUpdate(rootContent:environment:path:makeScreen:)``) and the coordinator re-applies it at the root of
/// every route screen in the stack — at once, before UIKit is handed a new screen, and when a
/// suspended screen is shown again.
///
/// ## Lifetimes
/// The coordinator holds the route screens (the stack's payloads), the navigation controller and
/// the observer weakly; each screen holds its own record (``RouteScreenState``), so UIKit can ask
/// for a pop's transition after the route has left the stack.
@MainActor
package final class RouterCoordinator<
    Navigation: NavigationStackPort, Resolver: RouteScreenResolving
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
    package weak var observer: (any RouterObserving)?
    /// The navigation controller showing the screens, while attached (weak: UIKit owns it).
    package private(set) weak var navigation: Navigation?
    /// A navigation controller waiting to show the screens until ``navigation``, on screen, is let
    /// go (weak: UIKit owns it).
    private weak var waitingNavigation: Navigation?
    /// Finds route screens among the navigation controller's entries.
    package let resolver: Resolver

    /// The environment in effect where the stack sits, re-applied at the root of every route
    /// screen (see ``stackDidUpdate(rootContent:environment:path:makeScreen:)``); `nil` before the first update
    /// and after ``detach(from:)``.
    package private(set) var environment: Screen.Environment?
    /// Whether SwiftUI is updating the stack's view (set by the stack around each update): the
    /// stack's bindings are then written on the next turn (see ``writeBinding(_:)``).
    var isUpdatingStack = false
    /// Runs a binding's write on the main queue's next turn.
    private let nextTurn: any NextTurnScheduling
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
    /// Turns the navigation controller's running transition around in place (its navigation
    /// delegate's, `NavigationDelegateCore.reverseRunningTransition(of:)`); returns whether
    /// it did. `nil` never does: route changes made during a transition wait for its end.
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

    /// Creates a coordinator whose stack holds a root screen.
    ///
    /// - Parameters:
    ///   - root: The root screen; its transitions are used only if it is ever replaced.
    ///   - defaultTransition: The transition of routes that do not choose one.
    ///   - resolver: Finds route screens among the navigation controller's entries.
    ///   - nextTurn: Runs a binding's write on the main queue's next turn.
    package init(
        root: Screen, defaultTransition: TransitionStyle, resolver: Resolver, nextTurn: any NextTurnScheduling
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
    ///
    /// - Parameter screen: The new route's screen.
    /// - Returns: `nil` when pushed, else why not.
    private func push(_ screen: Screen) -> RouteRefusal? {
        apply(stack.push(screen, transitions: screen.routeState.transitions))
    }

    /// Does what a tapped link asks: pushes its destination (made into a screen now), appends a
    /// path value above the top (see ``pushValue(_:transition:makeScreen:)``).
    ///
    /// - Parameters:
    ///   - tap: What the link does.
    ///   - makeScreen: Makes the screen of a pushed destination with its transitions.
    ///   - makeValueScreen: Makes the screen of a path value with its transitions, or `nil` when
    ///     no destination handles it.
    /// - Returns: `nil` when the stack changed, else why not (``RouteRefusal/nothingToPop`` for a
    ///   value no destination handles).
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

    /// Dismisses the screen a dismiss action was read in (see ``RouteDismissal``): pops it and the
    /// screens above it, like a pop the router starts (the path shortens), or dismisses the
    /// presentation around the stack when it is the root.
    ///
    /// - Parameters:
    ///   - screen: The screen whose dismiss action was called.
    ///   - dismissPresentation: Dismisses the presentation around the stack (the stack's
    ///     environment's `dismiss` on device); called for the root only.
    /// - Returns: What happened.
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

    /// Brings a state-driven destination (`.transitionDestination(isPresented:)` / `(item:)`) to
    /// its binding: pushes a screen when it should be shown and is not in the stack, pops the
    /// shown one (and what is above it) when it should not be shown. A shown screen that should
    /// show another item is popped and the new one pushed, in one navigation call. The new
    /// screen's ``RouteScreenState/onLeave`` is set to `leave`, which resets the binding when the
    /// screen leaves the stack by any means (swipe-back, Back, a router pop, a path edit below it).
    /// The screen is not in the path.
    ///
    /// - Parameters:
    ///   - shown: The screen the destination pushed before, if any.
    ///   - item: What should be shown (`nil`: nothing); compared with `shownItem`.
    ///   - shownItem: What `shown` shows.
    ///   - makeScreen: Makes the screen of the item.
    ///   - leave: Resets the binding.
    /// - Returns: The screen the destination shows now, or `nil`.
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

    /// Appends a path value above the top, as a value link does; the binding hears the longer
    /// path. A value no destination handles is reported (debug) and ignored.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - transition: The link's style for this push and its pop, or `nil` for the stack's choice.
    ///   - makeScreen: Makes the value's screen with its transitions, or `nil`.
    /// - Returns: `nil` when pushed; ``RouteRefusal/nothingToPop`` when no destination handles it.
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

    /// Follows a new path (the stack's `path` binding was set): the routes that still match stay,
    /// the others are popped and the rest of the path is pushed, in one navigation call made when
    /// no transition runs (see ``RoutePathEdit``). Each new route's screen is made by
    /// `makeScreen` with the transitions ``pathTransition`` chooses for its value, once the screen
    /// below it is in the route stack and evaluated, so the destinations declared by the screens
    /// the same edit pushes are known (a restored deep link is built whole).
    ///
    /// A value `makeScreen` has no screen for (no destination handles it) is reported (a debug
    /// diagnostic) and left out with every value after it; the observer then hears the shorter
    /// path, so the binding and the stack agree. A path equal to the stack's changes nothing.
    ///
    /// - Parameters:
    ///   - path: The new path, bottom first.
    ///   - animated: Whether the navigation call animates (`false`: a SwiftUI transaction that
    ///     disables animations); an edit waiting for a running transition keeps it.
    ///   - makeScreen: Makes the screen of a path value with its transitions, or `nil` when no
    ///     destination handles it.
    /// - Returns: `nil` when the stack changed, else why not (``RouteRefusal/nothingToPop`` when
    ///   the routes already show the path).
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

    /// Shows and evaluates the screen of a value pushed by a path edit before the values above it
    /// are made, so the destinations it declares can make them (SwiftUI declares a destination
    /// only when it evaluates the screen).
    private func declareDestinations(of route: RouteEntry<Screen, TransitionStyle>) {
        if environment != nil { show(route.payload) }
        route.payload.evaluateContent()
    }

    // MARK: The stack's environment

    /// The stack's view was made or updated (SwiftUI's `makeUIViewController` /
    /// `updateUIViewController`): keeps the root content and the environment in effect where the
    /// stack sits, and shows both at once in every route screen that is not suspended, each
    /// screen with one root view.
    ///
    /// The environment is re-applied at the root of every route screen, not only the root's, so
    /// pushed screens see the same environment objects and values as the root, and every later
    /// change of them. A screen pushed afterwards gets the environment before UIKit is handed it;
    /// a suspended screen gets it when it is shown again (``attach(to:)``). Screens UIKit still
    /// holds after the router dropped them (a pop animating) keep what they had.
    ///
    /// A stack bound to a path hands its binding over on every update too: the coordinator keeps
    /// it (to write the user's pops back, see ``pathBinding``) and follows its values
    /// (``setPath(_:makeScreen:)``, each value's content made by the nearest declared destination,
    /// ``destinationContent(for:)``). Before the navigation controller exists (the stack's view is
    /// being made) and when the path is not empty, the root's content is evaluated first
    /// (``RouteScreenHosting/evaluateContent()``), so the destinations it declares are known and a
    /// path restored at launch is built, without animation, as the stack appears. Bindings written
    /// during the update wait for the next turn (``isUpdatingStack``).
    ///
    /// - Parameters:
    ///   - rootContent: The root screen's content.
    ///   - environment: The environment in effect where the stack sits.
    ///   - path: The stack's `path` binding, or `nil` for a stack without one.
    ///   - animated: Whether a path edit animates (`false` in a transaction that disables
    ///     animations).
    ///   - makeScreen: Makes the screen of a path value's content with its transitions.
    func stackDidUpdate(
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

    /// Shows the route stack in a navigation controller: every screen shows its content again,
    /// and the stack is set without animation.
    ///
    /// A router shows in one navigation controller at a time; attaching again moves it. While the
    /// one attached is on screen (its view in a window: a stack re-made for the same router while
    /// the old one animates out), the new one waits, empty, until the old one is let go
    /// (``detach(from:)``): UIKit's `addChild` would take every screen out of the old one at once
    /// (`UIViewController.h`: a child "will first be removed from its current parent"), leaving
    /// it blank on screen.
    ///
    /// - Parameter navigation: The navigation controller, empty or holding the root screen.
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

    /// Lets go of a navigation controller SwiftUI dismantles: every screen's root view is emptied
    /// (``RouteScreenState/suspend()``), because SwiftUI's graph of a shown screen holds its
    /// environment — the router — strongly while the router holds the screen; and the captured
    /// ``environment`` is forgotten, since its objects may hold the router too. A navigation
    /// controller the coordinator is not attached to (already replaced) is ignored. A navigation
    /// controller waiting to show the stack (``attach(to:)``) gets it now, screens and environment
    /// as they are; a waiting one let go first is forgotten.
    ///
    /// - Parameter navigation: The navigation controller being dismantled.
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

    /// UIKit finished showing a screen (`navigationController(_:didShow:animated:)`): routes the
    /// user removed leave the stack, and changes waiting for UIKit are applied.
    ///
    /// - Parameter navigation: The navigation controller that showed it.
    func navigationDidShow(_ navigation: Navigation) {
        guard navigation === self.navigation else { return }
        poppedFrom = nil
        syncUserRemovals(in: navigation)
        reconcile()
    }

    /// The style and zoom source for a transition between two screens, whoever started it (the
    /// router, or the user's swipe-back), in either order: the arriving route's push choice on
    /// a push, the leaving route's pop choice on a pop. The upper (later-pushed) screen is
    /// the arriving one on a push and the leaving one on a pop, and its link's anchor — looked up
    /// now — is the zoom's source.
    ///
    /// - Parameters:
    ///   - first: One screen of the transition, or `nil` when it is not a route screen.
    ///   - second: The other screen, or `nil`.
    ///   - operation: Push or pop.
    /// - Returns: `nil` when either screen is not a route of this router, or the choice is not to
    ///   animate.
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

    /// Whether a style zooms from its link's frame: a zoom without an identifier. A zoom by
    /// identifier (`TransitionStyle.zoom(id:)`) finds its views by identifier, so a missing
    /// one plays the zoom's cross-fade fallback as in UIKit, never the whole link.
    ///
    /// - Parameter style: The route's style.
    /// - Returns: Whether the link's anchor is the zoom's source.
    static func zoomsFromLink(_ style: TransitionStyle) -> Bool {
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

    /// Whether a transition coordinator belongs to this navigation controller's own push or pop:
    /// not a presentation around it (its style is not `.none` then), and its arriving view
    /// controller is in this stack (a parent navigation controller's transition is not).
    private static func isOwn(_ transition: Navigation.PortCoordinator, of navigation: Navigation) -> Bool {
        guard transition.presentationStyle == .none, let arriving = transition.viewController(forKey: .to)
        else {
            return false
        }
        return navigation.viewControllers.contains { $0 === arriving }
    }

    /// Turns the running push, or the pop this coordinator started, around when the route stack
    /// now is where it started from (a path shortened back while the push runs; the route being
    /// popped pushed back, see ``restoreLeavingRoute(for:)``), or turns it forward again once the
    /// route stack is back where it was heading: UIKit then ends it where the route stack is, and
    /// the reconcile after its end has nothing to do.
    private func turnAroundIfUndone(_ transition: Navigation.PortCoordinator, in navigation: Navigation) {
        guard let reverse = reverseRunningTransition, let arrival = transition.viewController(forKey: .to),
            arrival as AnyObject === navigation.viewControllers.last as AnyObject,
            let ends = ends(of: transition, in: navigation)
        else { return }
        let isTurned = turnedBack.arrival === arrival as AnyObject && turnedBack.isTurned
        guard stack.ids == (isTurned ? ends.destination : ends.origin), reverse() else { return }
        turnedBack = (arrival as AnyObject, !isTurned)
    }

    /// The routes the running transition started from and leads to, for a push of the top entry
    /// or the pop this coordinator started; `nil` for any other transition (a user's swipe-back
    /// leaves the route stack only once it ends).
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

    /// Pushes back the route the running pop this coordinator started takes away, with its screen
    /// and identity, and turns the pop around: when `value` is that route's path value and the
    /// route stack with it is where the pop started. `nil`, the stack unchanged, otherwise or when
    /// the pop cannot turn; the value is then a new route, pushed after the pop ends.
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

    /// Whether the transition UIKit will ask for resolves to a style: the one
    /// ``transition(between:and:operation:)`` gives for the screen UIKit shows on top and the
    /// route stack's top.
    private func animates(_ edit: RouteStackEdit, present: [RouteID], in navigation: Navigation) -> Bool {
        let leaving = navigation.viewControllers.last.flatMap(resolver.screen(shownBy:))
        let choice = RouteTransitions<TransitionStyle>.choice(
            for: edit.operation(from: present), leaving: leaving?.routeState.transitions ?? .default,
            arriving: stack.top.payload.routeState.transitions)
        return choice.resolved(default: defaultTransition) != nil
    }

    /// Publishes the depth and the path, each only when it changed (the path: when it
    /// differs from the last one set or published, so a binding hears only what it does not hold).
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

    /// Writes one of the stack's bindings (the path, a state-driven destination's): at once, or
    /// on the main queue's next turn while SwiftUI updates the stack (SwiftUI forbids state
    /// changes during a view update).
    ///
    /// - Parameter write: The write.
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

/// Works out which routes the user removed from UIKit's stack (a swipe-back, a long press on a
/// back button), so the router can drop them.
///
/// UIKit reports only the screens it now shows. A route missing from them was removed by the
/// user only if UIKit had shown it before: a route the router has just pushed may still wait in
/// the navigation queue. So the sync remembers which routes UIKit has shown, and after every
/// "did show" reports those that disappeared:
///
/// ```swift
/// var sync = RouteSync()
/// sync.didShow(screens: [r0, r1, r2], routes: [r0, r1, r2])   // []
/// sync.didShow(screens: [r0, r1], routes: [r0, r1, r2])       // [r2]: swiped back
/// ```
///
/// The root route is never reported (UIKit cannot pop its root screen; a root missing from the
/// screens means someone replaced UIKit's stack, which the router repairs instead). Screens that
/// are not routes are left out of `screens` by the caller and so ignored.
package struct RouteSync: Sendable, Hashable {
    /// The routes UIKit has shown and the router still holds.
    package private(set) var shown: Set<RouteID>

    /// Creates a sync that has seen nothing.
    package init() {
        shown = []
    }

    /// Records what UIKit shows after a transition and reports the routes the user removed.
    ///
    /// - Parameters:
    ///   - screens: The routes whose screens UIKit holds, root first.
    ///   - routes: The router's routes, root first.
    /// - Returns: The routes to drop, top first: shown before, absent now, never the root.
    /// - Complexity: O(n) in the number of routes.
    package mutating func didShow(screens: [RouteID], routes: [RouteID]) -> [RouteID] {
        let present = Set(screens)
        let removed = routes.dropFirst().reversed().filter { shown.contains($0) && !present.contains($0) }
        let kept = Set(routes).subtracting(removed)
        shown = shown.union(present).intersection(kept)
        return removed
    }

    /// Forgets that UIKit has shown a route the router pushes again (see
    /// `RouteStack.restore(_:)`): until UIKit shows it again it may wait, like a new route.
    ///
    /// - Parameter id: The route pushed again.
    mutating func forget(_ id: RouteID) {
        shown.remove(id)
    }
}

/// What plays between two route screens, whoever started the transition (the router, or the
/// user's swipe-back): the style, and the zoom's source when the style is a zoom.
///
/// ```swift
/// let choice = coordinator.transition(between: grid, and: detail, operation: .pop)
/// choice?.style        // detail's pop choice, resolved against the default
/// choice?.zoomSource   // detail's link anchor, looked up now (nil: the cross-fade fallback)
/// ```
@MainActor
package struct RouteTransitionChoice<ZoomSource: AnyObject> {
    /// The style to play.
    package var style: TransitionStyle
    /// The view a zoom grows from and shrinks back to, looked up when UIKit asked; `nil` for every
    /// other style and for a link whose anchor is gone, moved or detached.
    package weak var zoomSource: ZoomSource?

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - style: The style to play.
    ///   - zoomSource: The zoom's source, if any.
    package init(style: TransitionStyle, zoomSource: ZoomSource?) {
        self.style = style
        self.zoomSource = zoomSource
    }
}

/// What tapping a `RouteLink` does: push a destination with its transitions, or append a path
/// value.
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
    var presentedItem: Bool? { self ? true : nil }
}

/// What a screen's dismiss action (`@Environment(\.transitionDismiss)`) did.
///
/// | the screen reading it | outcome |
/// | --- | --- |
/// | above the root, in the stack | ``popped``: it and every screen above it leave |
/// | the root | ``dismissPresentation``: the presentation around the stack is dismissed |
/// | no longer in the stack (dismissed twice, already popped) | ``ignored`` |
package enum RouteDismissal: Sendable, Hashable {
    /// The screen and the screens above it were popped (its pop transition, if on top).
    case popped
    /// The screen is the root: the front dismisses the presentation holding the stack.
    case dismissPresentation
    /// The screen is not in the stack; nothing changed.
    case ignored
}
