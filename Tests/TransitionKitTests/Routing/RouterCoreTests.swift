import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The router's coordinator against the UINavigationController model: each route change becomes
/// exactly one targeted UIKit call, user pops reach the route stack, and no call UIKit documents as
/// an error is ever made.
@MainActor
struct RouterCoreTests {
    // MARK: One change, one targeted call

    @Test func pushIsOnePushCall() {
        let scene = RouterScene()
        let detail = scene.screen("detail")
        #expect(scene.push(detail) == nil)
        #expect(scene.navigation.calls == [.push("detail", animated: true)])
        scene.settle()
        #expect(scene.uikitStack == ["root", "detail"])
        #expect(scene.routerStack == scene.uikitStack)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func backIsAPopToTheNewTop() {
        let scene = RouterScene()
        pushSettled(scene, "a", "b", "c")
        #expect(scene.dismissTop() == .popped)
        #expect(scene.navigation.calls.last == .popTo("b", animated: true))
        scene.settle()
        #expect(scene.uikitStack == ["root", "a", "b"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func dismissingTheScreenAboveTheRootIsPopToRoot() {
        let scene = RouterScene()
        pushSettled(scene, "a", "b", "c")
        #expect(scene.dismiss("a") == .popped)
        #expect(scene.navigation.calls.last == .popToRoot(animated: true))
        scene.settle()
        #expect(scene.uikitStack == ["root"])
        #expect(scene.routerStack == ["root"])
    }

    @Test func dismissingAScreenBelowTheTopIsOnePopToTheScreenUnderIt() {
        let scene = RouterScene()
        pushSettled(scene, "a", "b", "c")
        let before = scene.navigation.calls.count
        #expect(scene.dismiss("b") == .popped)
        #expect(Array(scene.navigation.calls.dropFirst(before)) == [.popTo("a", animated: true)])
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.model.events.filter(isTransitionStart).count == 4, "three pushes and one pop")
    }

    @Test func replacingTheTopIsOneSetStack() {
        let scene = RouterScene()
        scene.setPath(["a"])
        scene.settle()
        #expect(scene.setPath(["b"]) == nil)
        #expect(scene.navigation.calls.last == .setStack(["root", "b"], animated: true))
        scene.settle()
        #expect(scene.uikitStack == ["root", "b"])
        #expect(scene.routerStack == ["root", "b"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aDestinationMakesItsScreenOnlyWhenItPushes() {
        let scene = RouterScene()
        var made = 0
        let make = {
            made += 1
            return scene.screen("item \(made)")
        }
        let shown = scene.coordinator.present(
            shown: nil, item: 1, shownItem: nil, makeScreen: make, leave: {})
        #expect(made == 1)
        #expect(scene.navigation.calls.last == .push("item 1", animated: true))
        scene.settle()
        #expect(
            scene.coordinator.present(shown: shown, item: 1, shownItem: 1, makeScreen: make, leave: {})
                === shown)
        #expect(made == 1)
        #expect(scene.navigation.calls.count == 1)
    }

    @Test func unanimatedChoicesAreNotAnimated() {
        let scene = RouterScene()
        scene.push(scene.screen("a", transitions: .unanimated))
        #expect(scene.navigation.calls == [.push("a", animated: false)])
        scene.dismissTop()
        #expect(scene.navigation.calls.last == .popToRoot(animated: false))
        #expect(scene.uikitStack == ["root"])
    }

    @Test func aRefusalMakesNoCall() {
        let scene = RouterScene()
        #expect(scene.dismissTop() == .dismissPresentation, "the root: the presentation around the stack")
        #expect(scene.navigation.calls.isEmpty)
        pushSettled(scene, "a")
        let a = scene.coordinator.stack.top.payload
        scene.dismissTop()
        scene.settle()
        let before = scene.navigation.calls
        #expect(scene.coordinator.dismiss(a) == .ignored, "dismissed twice")
        let reports = Diagnostics.record {
            #expect(scene.coordinator.pushValue("x", transition: nil) { _, _ in nil } == .nothingToPop)
        }
        #expect(reports.map(\.category) == ["routing"], "a value without a destination is reported")
        #expect(scene.navigation.calls == before)
    }

    @Test func followingALinkPushesItsDestinationOrItsValue() {
        let scene = RouterScene()
        let tap = RouteLinkTap<String>.push(transitions: .both(.fade), destination: { "d" })
        #expect(
            scene.coordinator.follow(tap) { name, transitions in scene.screen(name, transitions: transitions)
            } == nil)
        #expect(scene.coordinator.stack.top.transitions == .both(.fade))
        scene.settle()
        let value = RouteLinkTap<String>.value("v", transition: .crossFade)
        #expect(
            scene.coordinator.follow(
                value, makeScreen: { _, _ in scene.screen("never") },
                makeValueScreen: { value, transitions in
                    scene.screen("\(value.base)", transitions: transitions)
                }
            ) == nil)
        scene.settle()
        #expect(scene.uikitStack == ["root", "d", "v"])
        #expect(scene.coordinator.path == ["v"])
        #expect(scene.glue.asked.last?.style == .crossFade)
    }

    // MARK: Changes while a transition runs

    /// `router.back()` while the user's swipe-back of the same screen is in flight: UIKit already
    /// shows one screen less. Finished, the swipe did the pop: nothing is left to do.
    @Test func backWhileTheUsersSwipeFinishesPopsOnce() throws {
        let scene = RouterScene()
        pushSettled(scene, "a", "b")
        let swipe = try #require(scene.model.beginInteractivePop())
        swipe.update(0.3)
        #expect(scene.dismissTop() == .popped)
        swipe.finish()
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.routerStack == ["root", "a"])
        #expect(scene.model.events.filter(isTransitionStart).count == 3, "two pushes and the swipe's pop")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The same, but the user lets the swipe spring back: the screen stays in UIKit, and the
    /// router's back() pops it once the swipe has settled.
    @Test func backWhileTheUsersSwipeIsCancelledPopsTheScreen() throws {
        let scene = RouterScene()
        pushSettled(scene, "a", "b")
        let swipe = try #require(scene.model.beginInteractivePop())
        swipe.update(0.2)
        #expect(scene.dismissTop() == .popped)
        swipe.cancel()
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.routerStack == ["root", "a"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Two pushes in one turn (a deep link): the second waits for the first transition to end.
    @Test func aPushDuringAPushWaitsForItsEnd() {
        let scene = RouterScene()
        scene.push(scene.screen("a"))
        scene.push(scene.screen("b"))
        scene.settle()
        #expect(scene.uikitStack == ["root", "a", "b"])
        #expect(scene.navigation.calls == [.push("a", animated: true), .push("b", animated: true)])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A push then a back in one turn: once the push ends, the pop follows; UIKit and the router
    /// agree.
    @Test func aBackDuringAPushPopsAfterIt() {
        let scene = RouterScene()
        pushSettled(scene, "a")
        scene.push(scene.screen("b"))
        scene.dismissTop()
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
        #expect(scene.routerStack == ["root", "a"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A presentation around the navigation controller (it appears in a sheet) is not its own
    /// transition: a push is made at once.
    @Test func aPresentationAroundTheNavigationControllerDoesNotDelayAPush() {
        let scene = RouterScene()
        let presenter = ViewControllerModel("presenter", ledger: scene.ledger)
        _ = scene.model.beginPresentation(style: .pageSheet, presenting: presenter)
        scene.push(scene.screen("a"))
        #expect(scene.navigation.calls == [.push("a", animated: true)])
        scene.settle()
        #expect(scene.uikitStack == ["root", "a"])
    }

    // MARK: Pops the router did not start

    @Test func aFinishedSwipeBackLeavesTheRouteStack() throws {
        let scene = RouterScene()
        pushSettled(scene, "a", "b")
        let swipe = try #require(scene.model.beginInteractivePop())
        swipe.update(0.6)
        swipe.finish()
        scene.settle()
        #expect(scene.routerStack == ["root", "a"])
        #expect(scene.observer.depths == [2, 3, 2])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCancelledSwipeBackKeepsTheRoute() throws {
        let scene = RouterScene()
        pushSettled(scene, "a", "b")
        let swipe = try #require(scene.model.beginInteractivePop())
        swipe.update(0.4)
        swipe.cancel()
        scene.settle()
        #expect(scene.routerStack == ["root", "a", "b"])
        #expect(scene.uikitStack == ["root", "a", "b"])
        #expect(scene.observer.depths == [2, 3])
    }

    // MARK: Which transition plays

    @Test func aPushPlaysTheArrivingRoutesForwardChoiceAndAPopTheLeavingRoutesBackward() {
        let scene = RouterScene(defaultTransition: .crossFade)
        scene.push(scene.screen("a", transitions: .directional(push: .transition(.fade), pop: .inherited)))
        scene.settle()
        scene.dismissTop()
        scene.settle()
        #expect(scene.glue.asked.map(\.operation) == [.push, .pop])
        #expect(scene.glue.asked.map(\.style) == [.fade, .crossFade])
    }

    @Test func theUsersSwipeBackPlaysTheLeavingRoutesBackwardChoice() throws {
        let scene = RouterScene()
        scene.push(scene.screen("a", transitions: .both(.safeAreaMorph)))
        scene.settle()
        let swipe = try #require(scene.model.beginInteractivePop())
        swipe.finish()
        scene.settle()
        #expect(scene.glue.asked.last?.style == .safeAreaMorph)
        #expect(scene.glue.asked.last?.operation == .pop)
    }

    @Test(arguments: [NavigationOperation.push, .pop])
    func theChoiceDoesNotDependOnTheOrderOfTheScreens(_ operation: NavigationOperation) {
        let scene = RouterScene()
        let a = scene.screen(
            "a", transitions: .directional(push: .transition(.fade), pop: .transition(.slide)))
        scene.push(a)
        let forward = scene.coordinator.transition(between: scene.root, and: a, operation: operation)
        let reversed = scene.coordinator.transition(between: a, and: scene.root, operation: operation)
        #expect(forward?.style == reversed?.style)
        #expect(forward?.style == (operation == .push ? .fade : .slide))
    }

    @Test func noChoiceForScreensThatAreNotRoutesOrNotAnimated() {
        let scene = RouterScene()
        let stranger = RouteScreenModel("stranger", ledger: scene.ledger)
        #expect(scene.coordinator.transition(between: scene.root, and: stranger, operation: .push) == nil)
        #expect(scene.coordinator.transition(between: scene.root, and: nil, operation: .push) == nil)
        #expect(scene.coordinator.transition(between: scene.root, and: scene.root, operation: .push) == nil)
        let still = scene.screen("still", transitions: .unanimated)
        scene.push(still)
        #expect(scene.coordinator.transition(between: scene.root, and: still, operation: .pop) == nil)
    }

    @Test func defaultTransitionChangesApplyToLaterTransitions() {
        let scene = RouterScene(defaultTransition: .slide)
        let a = scene.screen("a")
        scene.push(a)
        scene.coordinator.defaultTransition = .fade
        #expect(scene.coordinator.transition(between: scene.root, and: a, operation: .pop)?.style == .fade)
    }

    // MARK: The zoom's source

    /// The link's anchor is looked up when UIKit asks for the transition, at the push and again at
    /// the pop, wherever it is then, and not when the link was made.
    @Test func theZoomAnchorIsLookedUpWhenTheTransitionStarts() {
        let scene = RouterScene()
        let link = LinkModel()
        let detail = scene.screen("detail", transitions: .both(.zoom), zoomLink: link)
        let first = anchor(in: scene, frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        RouteZoomAnchor.attach(first, to: link, scheduler: NextTurnModel(clock: scene.clock))
        scene.push(detail)
        scene.settle()
        first.view.frame = CGRect(x: 20, y: 500, width: 100, height: 100)
        scene.dismissTop()
        scene.settle()
        #expect(scene.glue.asked.map(\.style) == [.zoom, .zoom])
        #expect(scene.glue.asked.map { $0.zoomSource === first } == [true, true])
        #expect(
            scene.glue.asked.map(\.zoomSourceFrame) == [
                CGRect(x: 20, y: 200, width: 100, height: 100),
                CGRect(x: 20, y: 500, width: 100, height: 100),
            ])
    }

    /// A link pushing with `.zoom(id:)`: the zoom is the identifier's, at the push and at
    /// the pop; the link's own frame is no source (a missing identifier plays the cross-fade
    /// fallback, as `ScreenTransition.zoom(id:)` does, rather than zooming from the whole link).
    @Test func aZoomByIdentifierOnALinkIgnoresTheLinksFrame() {
        let scene = RouterScene()
        let link = LinkModel()
        let byID = TransitionStyle.zoom(id: 7)
        let detail = scene.screen("detail", transitions: .both(byID), zoomLink: link)
        let first = anchor(in: scene, frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        RouteZoomAnchor.attach(first, to: link, scheduler: NextTurnModel(clock: scene.clock))
        scene.push(detail)
        scene.settle()
        scene.dismissTop()
        scene.settle()
        #expect(scene.glue.asked.map(\.style) == [byID, byID])
        #expect(scene.glue.asked.map(\.style?.matching) == [.zoom("Swift.Int(7)"), .zoom("Swift.Int(7)")])
        #expect(scene.glue.asked.map { $0.zoomSource == nil } == [true, true])
    }

    /// SwiftUI remade the link's anchor view while the detail was shown: the pop shrinks into the
    /// new one.
    @Test func aRemadeAnchorIsTheOneThePopShrinksInto() {
        let scene = RouterScene()
        let link = LinkModel()
        let first = anchor(in: scene, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        RouteZoomAnchor.attach(first, to: link, scheduler: NextTurnModel(clock: scene.clock))
        scene.push(scene.screen("detail", transitions: .both(.zoom), zoomLink: link))
        scene.settle()
        let remade = anchor(in: scene, frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        RouteZoomAnchor.attach(remade, to: link, scheduler: NextTurnModel(clock: scene.clock))
        scene.dismissTop()
        scene.settle()
        #expect(scene.glue.asked.last?.zoomSource === remade)
    }

    /// A list row's anchor reused for another row, or an anchor taken out of its screen: the pop
    /// gets no source (the zoom plays its cross-fade fallback instead of flying to a wrong place).
    @Test(arguments: [false, true])
    func aMovedOrDetachedAnchorIsNoSource(detach: Bool) {
        let scene = RouterScene()
        let link = LinkModel()
        let row = anchor(in: scene, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let scheduler = NextTurnModel(clock: scene.clock)
        RouteZoomAnchor.attach(row, to: link, scheduler: scheduler)
        scene.push(scene.screen("detail", transitions: .both(.zoom), zoomLink: link))
        scene.settle()
        if detach {
            row.view.removeFromSuperview()
        } else {
            RouteZoomAnchor.attach(row, to: LinkModel(), scheduler: scheduler)
        }
        scene.dismissTop()
        scene.settle()
        #expect(scene.glue.asked.last?.style == .zoom)
        #expect(scene.glue.asked.last?.zoomSource == nil)
    }

    /// A swipe's pop plays the style's gesture-driven pop (``TransitionStyle/interactivePop(_:)``): a plain
    /// zoom there zooms from the link too, whatever the main style; a zoom by identifier finds its views.
    @Test(arguments: [
        (TransitionStyle.slide.interactivePop(.zoom), true),
        (.zoom.interactivePop(.slide), true),
        (.fade.interactivePop(.zoom(id: 7)), false),
    ])
    func aZoomTheRouteMayPlayHasTheLinksSource(style: TransitionStyle, anchors: Bool) {
        let scene = RouterScene()
        let link = LinkModel()
        let first = anchor(in: scene, frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        RouteZoomAnchor.attach(first, to: link, scheduler: NextTurnModel(clock: scene.clock))
        scene.push(scene.screen("detail", transitions: .both(style), zoomLink: link))
        scene.settle()
        scene.dismissTop()
        scene.settle()
        #expect(scene.glue.asked.map(\.style) == [style, style])
        #expect(scene.glue.asked.map { $0.zoomSource === first } == [anchors, anchors])
    }

    @Test func onlyAZoomHasASource() {
        let scene = RouterScene()
        let link = LinkModel()
        RouteZoomAnchor.attach(
            anchor(in: scene, frame: CGRect(x: 0, y: 0, width: 10, height: 10)), to: link,
            scheduler: NextTurnModel(clock: scene.clock))
        scene.push(scene.screen("detail", transitions: .both(.fade), zoomLink: link))
        #expect(scene.glue.asked.last?.style == .fade)
        #expect(scene.glue.asked.last?.zoomSource == nil)
    }

    // MARK: Attaching, detaching, content

    @Test func attachingSetsTheWholeStackWithoutAnimation() {
        let ledger = ContractLedger()
        let clock = ModelClock()
        let resolver = ScreenResolverModel()
        let root = RouteScreenModel("root", ledger: ledger)
        let a = RouteScreenModel("a", ledger: ledger)
        let b = RouteScreenModel("b", ledger: ledger)
        for screen in [root, a, b] { resolver.register(screen) }
        let coordinator = RouterCore<NavigationRecorder, ScreenResolverModel>(
            root: root, defaultTransition: .slide, resolver: resolver, nextTurn: NextTurnModel(clock: clock))
        coordinator.pushFromLink(a)
        coordinator.pushFromLink(b)
        let navigation = NavigationRecorder(
            NavigationControllerModel(rootViewController: root.controller, ledger: ledger, clock: clock))
        coordinator.attach(to: navigation)
        #expect(navigation.calls == [.setStack(["root", "a", "b"], animated: false)])
        #expect(navigation.model.viewControllers.map(\.name) == ["root", "a", "b"])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func detachingEmptiesEveryScreenAndAttachingShowsThemAgain() {
        let scene = RouterScene()
        let a = scene.screen("a")
        scene.push(a)
        scene.settle()
        scene.coordinator.detach(from: scene.navigation)
        #expect(scene.root.rootViews == [nil])
        #expect(a.rootViews == [nil])
        #expect(scene.coordinator.navigation == nil)
        let environment = StackEnvironmentModel(store: nil, customKey: "k", openURL: "system")
        scene.coordinator.stackDidUpdate(rootContent: "root v2", environment: environment)
        #expect(scene.root.rootViews == [nil], "kept, not shown while suspended")
        scene.coordinator.attach(to: scene.navigation)
        #expect(scene.root.rootViews == [nil, "root v2"])
        #expect(a.rootViews == [nil, "a"])
        scene.coordinator.stackDidUpdate(rootContent: "root v3", environment: environment)
        #expect(scene.root.rootViews.last == "root v3")
    }

    @Test func detachingFromAnotherNavigationControllerIsIgnored() {
        let scene = RouterScene()
        let other = NavigationRecorder(
            NavigationControllerModel(rootViewController: nil, ledger: scene.ledger, clock: scene.clock))
        scene.coordinator.detach(from: other)
        #expect(scene.coordinator.navigation === scene.navigation)
        #expect(scene.root.rootViews.isEmpty)
    }

    @Test func changesWhileDetachedAreAppliedWhenAttached() {
        let scene = RouterScene()
        scene.coordinator.detach(from: scene.navigation)
        scene.push(scene.screen("a"))
        #expect(scene.navigation.calls.isEmpty)
        scene.coordinator.attach(to: scene.navigation)
        #expect(scene.navigation.calls == [.setStack(["root", "a"], animated: false)])
    }

    @Test func didShowFromAnotherNavigationControllerIsIgnored() {
        let scene = RouterScene()
        pushSettled(scene, "a")
        let other = NavigationRecorder(
            NavigationControllerModel(rootViewController: nil, ledger: scene.ledger, clock: scene.clock))
        scene.coordinator.navigationDidShow(other)
        #expect(scene.routerStack == ["root", "a"])
    }

    // MARK: Publishing

    @Test func theDepthIsPublishedOnlyWhenItChanges() {
        let scene = RouterScene()
        scene.setPath(["a"])
        scene.settle()
        scene.setPath(["b"])
        scene.settle()
        #expect(scene.observer.depths == [2])
        #expect(scene.observer.paths.isEmpty, "a path that was set is not published back")
    }

    // MARK: Lifetimes

    @Test func theCoordinatorHoldsNeitherItsObserverNorItsNavigationController() {
        let ledger = ContractLedger()
        let clock = ModelClock()
        let resolver = ScreenResolverModel()
        let root = RouteScreenModel("root", ledger: ledger)
        resolver.register(root)
        let coordinator = RouterCore<NavigationRecorder, ScreenResolverModel>(
            root: root, defaultTransition: .slide, resolver: resolver, nextTurn: NextTurnModel(clock: clock))
        weak var observer: RouterObserverModel?
        weak var navigation: NavigationRecorder?
        do {
            let strongObserver = RouterObserverModel()
            let strongNavigation = NavigationRecorder(
                NavigationControllerModel(rootViewController: root.controller, ledger: ledger, clock: clock))
            coordinator.observer = strongObserver
            coordinator.attach(to: strongNavigation)
            observer = strongObserver
            navigation = strongNavigation
        }
        #expect(observer == nil)
        #expect(navigation == nil)
        #expect(coordinator.navigation == nil)
        #expect(
            coordinator.pushFromLink(RouteScreenModel("a", ledger: ledger)) == nil,
            "detached: no UIKit call")
    }

    /// Nothing is left once the stack goes away: the coordinator (the router's), its screens, their
    /// links and the navigation controller are all released; no screen or link holds the
    /// coordinator.
    @Test func nothingIsRetainedOnceTheStackGoesAway() {
        weak var coordinator: RouterNavigationGlue.Coordinator?
        weak var screen: RouteScreenModel?
        weak var link: LinkModel?
        weak var anchorView: AnchorModel?
        weak var model: NavigationControllerModel?
        do {
            let scene = RouterScene()
            let strongLink = LinkModel()
            let strongAnchor = anchor(in: scene, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            RouteZoomAnchor.attach(strongAnchor, to: strongLink, scheduler: NextTurnModel(clock: scene.clock))
            let detail = scene.screen("detail", transitions: .both(.zoom), zoomLink: strongLink)
            scene.push(detail)
            scene.settle()
            scene.coordinator.detach(from: scene.navigation)
            coordinator = scene.coordinator
            screen = detail
            link = strongLink
            anchorView = strongAnchor
            model = scene.model
            #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
        }
        #expect(coordinator == nil)
        #expect(screen == nil)
        #expect(link == nil)
        #expect(anchorView == nil)
        #expect(model == nil)
    }

    @Test func aChoiceDoesNotKeepItsZoomSourceAlive() {
        let ledger = ContractLedger()
        weak var source: AnchorModel?
        var choice: RouteTransitionChoice<AnchorModel>?
        do {
            let anchor = AnchorModel(frame: .zero, ledger: ledger)
            choice = RouteTransitionChoice(style: .zoom, zoomSource: anchor)
            source = anchor
        }
        #expect(source == nil)
        #expect(choice?.zoomSource == nil)
    }

    // MARK: Helpers

    /// Pushes screens one after the other, each settled.
    private func pushSettled(_ scene: RouterScene, _ names: String...) {
        for name in names {
            scene.push(scene.screen(name))
            scene.settle()
        }
    }

    /// An anchor laid out in the root screen's view.
    private func anchor(in scene: RouterScene, frame: CGRect) -> AnchorModel {
        let anchor = AnchorModel(frame: frame, ledger: scene.ledger)
        scene.root.controller.view.addSubview(anchor.view)
        anchor.screenRoots = [scene.root.controller.view]
        return anchor
    }

    private func isTransitionStart(_ event: NavigationEvent) -> Bool {
        if case .animationController = event { return true }
        return false
    }
}
