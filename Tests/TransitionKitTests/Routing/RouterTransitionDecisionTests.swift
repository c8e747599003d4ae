import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The SwiftUI router's transitions are decided by ``TransitionDecision``, as every other caller's.
///
/// On device `TransitionStack` runs on a bar-less controller whose `NavigationDelegate` holds one
/// registration (`UIViewController` → `UIViewController`) whose factory asks the router's
/// coordinator for the route's choice (`TransitionStackHost`); the delegate's coordinator then
/// decides what plays from that style as from any registration. Here the same registration sits
/// on the delegate's coordinator over the navigation-controller model, with the router's
/// coordinator on the same model: what plays is the decision made from the route's choice, so
/// Reduce Motion and the decision's duration apply to routes too.
@MainActor
struct RouterTransitionDecisionTests {
    /// A router on the model, whose navigation delegate is the library's coordinator with the
    /// router's registration; the router's glue stays as the app delegate, so `didShow` still
    /// reaches the router.
    func routerOnTheNavigationDelegate(_ scene: RouterScene) -> ModeledTransitions {
        let transitions = ModeledTransitions(
            animations: AnimatorFactoryModel(ledger: scene.ledger, clock: scene.clock))
        transitions.attach(to: scene.model)
        transitions.additionalDelegate = scene.glue
        let (resolver, router) = (scene.resolver, scene.coordinator)
        transitions.core.vendor.registry.register(
            from: ViewControllerModel.self, to: ViewControllerModel.self
        ) {
            lower, upper, operation in
            router.transition(
                between: resolver.screen(shownBy: lower), and: resolver.screen(shownBy: upper),
                operation: operation
            ).map { ModeledTransition($0.style) }
        }
        return transitions
    }

    @Test func aRoutesChoicePlaysAsTheDecisionMadeFromItPushAndPop() throws {
        let scene = RouterScene()
        let transitions = routerOnTheNavigationDelegate(scene)
        transitions.motionPreferences = MotionPreferences(reduceMotion: true)
        let detail = scene.screen(
            "detail",
            transitions: .directional(
                push: .transition(.fade), pop: .transition(.slide.duration(0.5))))

        #expect(scene.push(detail) == nil)
        let push = try #require(transitions.madeAnimators.last?.decision)
        #expect(push.requested?.kind == .fade)
        #expect(push.style?.kind == .fade, "a fade does not move: Reduce Motion keeps it")
        #expect(scene.model.activeTransitionCoordinator?.transitionDuration == push.duration)
        scene.settle()

        #expect(scene.dismissTop() == .popped)
        let pop = try #require(transitions.madeAnimators.last?.decision)
        #expect(pop.operation == .pop)
        #expect(pop.requested == .slide.duration(0.5), "the route's pop choice, as matched")
        #expect(pop.style == .crossFade, "a slide under Reduce Motion: the decision plays the cross-fade")
        #expect(
            scene.model.activeTransitionCoordinator?.transitionDuration == TransitionStyle.crossFade.duration)
        scene.settle()
        #expect(scene.uikitStack == ["root"])
        #expect(scene.routerStack == ["root"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aRouteWithoutAnimationAsksNothingOfTheDecision() {
        let scene = RouterScene()
        let transitions = routerOnTheNavigationDelegate(scene)
        let detail = scene.screen("detail", transitions: .unanimated)
        #expect(scene.push(detail) == nil)
        scene.settle()
        #expect(transitions.madeAnimators.isEmpty, "an unanimated route change is not animated at all")
        #expect(scene.uikitStack == ["root", "detail"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
