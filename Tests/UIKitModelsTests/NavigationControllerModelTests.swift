import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@MainActor
@Suite struct NavigationControllerModelTests {
    let scene = Scene()
    var ledger: ContractLedger { scene.ledger }
    var navigation: NavigationControllerModel { scene.navigation }

    // MARK: The order of UIKit's calls

    @Test func anAnimatedPushCallsTheDelegateInUIKitsOrder() {
        let delegate = ScriptedDelegate()
        let controller = InterruptibleAnimationController(animations: scene.animations)
        delegate.animationController = controller
        navigation.delegate = delegate
        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"], "the stack changes at once")
        #expect(detail.parent === navigation)
        #expect(
            navigation.events == [
                .willShow("detail", animated: true), .animationController(.push, from: "root", to: "detail"),
                .interactionController, .transitionDuration, .animateTransition, .interruptibleAnimator,
            ])
        #expect(navigation.isTransitioning)
        scene.clock.advance(by: 1)
        #expect(
            navigation.events.suffix(4) == [
                .completeTransition(true), .animationEnded(true), .didShow("detail", animated: true),
                .coordinatorCompletion(cancelled: false),
            ])
        #expect(controller.endedWith == [true])
        #expect(!navigation.isTransitioning && navigation.activeTransitionCoordinator == nil)
        #expect(navigation.containerView.subviews.map(\.name) == ["detail"])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func theCoordinatorExistsAtWillShowAndIsTheControllersOwn() throws {
        let delegate = ScriptedDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(scene.screen("detail"), animated: true)
        let coordinator = try #require(delegate.coordinatorsAtWillShow.first ?? nil)
        #expect(coordinator.presentationStyle == .none)
        #expect(coordinator.viewController(forKey: .from)?.parent === navigation)
        #expect(scene.root.activeTransitionCoordinator === coordinator, "children ask their parent")
        var completions: [Bool] = []
        coordinator.animate(alongsideTransition: nil) { completions.append($0.isCancelled) }
        scene.clock.advance(by: 1)
        #expect(completions == [false])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func withoutAnAnimationControllerUIKitSlidesAndAsksForNoInteractionController() {
        let delegate = ScriptedDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(scene.screen("detail"), animated: true)
        #expect(
            navigation.events == [
                .willShow("detail", animated: true), .animationController(.push, from: "root", to: "detail"),
            ])
        scene.clock.advance(by: 0.35)
        #expect(
            navigation.events.suffix(3) == [
                .completeTransition(true), .didShow("detail", animated: true),
                .coordinatorCompletion(cancelled: false),
            ])
        #expect(ledger.work.animatorCreations == 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func anAnimatedPopRemovesTheScreenWhenItCompletes() {
        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: false)
        let delegate = ScriptedDelegate()
        delegate.animationController = InterruptibleAnimationController(animations: scene.animations)
        navigation.delegate = delegate
        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(detail.parent === navigation, "a popped screen keeps its parent until the pop completes")
        #expect(
            navigation.events.prefix(2) == [
                .willShow("root", animated: true), .animationController(.pop, from: "detail", to: "root"),
            ])
        scene.clock.advance(by: 1)
        #expect(detail.parent == nil)
        #expect(navigation.events.last == .coordinatorCompletion(cancelled: false))
        #expect(navigation.containerView.subviews.map(\.name) == ["root"])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aCancelledInteractivePopRestoresTheStackWithoutDidShow() {
        let detail = scene.screen("detail")
        navigation.pushViewController(detail, animated: false)
        let delegate = ScriptedDelegate()
        delegate.animationController = InterruptibleAnimationController(animations: scene.animations)
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        delegate.interactionController = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        #expect(
            navigation.events == [
                .willShow("root", animated: true), .animationController(.pop, from: "detail", to: "root"),
                .interactionController, .startInteractiveTransition, .transitionDuration,
                .interruptibleAnimator,
                .animateTransition,
            ])
        #expect(navigation.activeTransitionCoordinator?.initiallyInteractive == true)
        interaction.update(0.3)
        interaction.cancel()
        scene.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(detail.parent === navigation)
        #expect(
            navigation.events.suffix(3) == [
                .completeTransition(false), .animationEnded(false), .coordinatorCompletion(cancelled: true),
            ])
        #expect(!navigation.events.contains(.didShow("root", animated: true)))
        #expect(navigation.containerView.subviews.map(\.name) == ["detail"])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func aNavigationWithoutAnimationTellsTheDelegateAtOnce() {
        let delegate = ScriptedDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(scene.screen("detail"), animated: false)
        #expect(
            navigation.events == [.willShow("detail", animated: false), .didShow("detail", animated: false)])
        #expect(navigation.activeTransitionCoordinator == nil)
        #expect(navigation.containerView.subviews.map(\.name) == ["detail"])
        navigation.setViewControllers([scene.root, navigation.viewControllers[1]], animated: false)
        #expect(navigation.events.count == 2, "the same top: no delegate call")
    }

    @Test func settingTheStackAnimatedPlaysAPushOrAPop() {
        let delegate = ScriptedDelegate()
        navigation.delegate = delegate
        let a = scene.screen("a")
        let b = scene.screen("b")
        navigation.setViewControllers([scene.root, a, b], animated: true)
        #expect(navigation.events.contains(.animationController(.push, from: "root", to: "b")))
        scene.clock.advance(by: 1)
        navigation.setViewControllers([scene.root, a], animated: true)
        #expect(navigation.events.contains(.animationController(.pop, from: "b", to: "a")))
        scene.clock.advance(by: 1)
        #expect(b.parent == nil && a.parent === navigation)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    // MARK: The system's interactive pop

    @Test func theSystemPopGestureDrivesUIKitsOwnSlide() throws {
        navigation.pushViewController(scene.screen("detail"), animated: false)
        let interaction = try #require(navigation.beginInteractivePop())
        interaction.update(0.5)
        #expect(abs(scene.root.view.presentationFrame.minX - (-390.0 / 3) / 2) < 1e-9)
        interaction.finish()
        scene.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func theContentPopGestureExistsFromIOS26AndPopsLikeTheEdgeGesture() {
        navigation.pushViewController(scene.screen("detail"), animated: false)
        #expect(!navigation.isInteractiveContentPopGestureEnabled, "no such recognizer before iOS 26")
        navigation.isInteractiveContentPopGestureEnabled = true
        #expect(navigation.beginInteractiveContentPop() == nil)
        navigation.hasInteractiveContentPopGesture = true
        #expect(navigation.isInteractiveContentPopGestureEnabled, "enabled by default")
        navigation.isInteractiveContentPopGestureEnabled = false
        #expect(navigation.beginInteractiveContentPop() == nil)
        navigation.isInteractiveContentPopGestureEnabled = true
        let interaction = navigation.beginInteractiveContentPop()
        #expect(interaction != nil)
        interaction?.update(0.6)
        interaction?.finish()
        scene.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func theSystemPopGestureDoesNothingWhenDisabledOrWhenTheDelegateAnimates() {
        navigation.pushViewController(scene.screen("detail"), animated: false)
        navigation.isInteractivePopGestureEnabled = false
        #expect(navigation.beginInteractivePop() == nil)
        #expect(navigation.viewControllers.count == 2)
        navigation.isInteractivePopGestureEnabled = true
        let delegate = ScriptedDelegate()
        delegate.animationController = InterruptibleAnimationController(animations: scene.animations)
        navigation.delegate = delegate
        #expect(
            navigation.beginInteractivePop() == nil, "UIKit's gesture cannot drive the delegate's animator")
        #expect(navigation.isTransitioning, "the pop runs, not interactively")
        scene.clock.advance(by: 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    // MARK: The delegate slot

    @Test func theDelegatesMethodsAreReadWhenItIsAssigned() {
        let delegate = ScriptedDelegate([.willShow])
        navigation.delegate = delegate
        navigation.pushViewController(scene.screen("a"), animated: false)
        delegate.implementedMethods = Set(NavigationDelegateMethod.allCases)
        navigation.pushViewController(scene.screen("b"), animated: false)
        #expect(navigation.events == [.willShow("a", animated: false), .willShow("b", animated: false)])
        navigation.delegate = delegate
        navigation.pushViewController(scene.screen("c"), animated: false)
        #expect(
            navigation.events.suffix(2) == [.willShow("c", animated: false), .didShow("c", animated: false)])
        #expect(navigation.delegateAssignments == 2)
    }

    @Test func theDelegateIsWeak() {
        var delegate: ScriptedDelegate? = ScriptedDelegate()
        navigation.delegate = delegate
        delegate = nil
        #expect(navigation.delegate == nil)
        navigation.pushViewController(scene.screen("a"), animated: false)
        #expect(navigation.events.isEmpty)
    }

    @Test func assigningTheDelegateWhileItIsBeingAssignedIsRecorded() {
        final class Reassigning: ModeledNavigationControllerDelegate {
            weak var navigation: NavigationControllerModel?
            var implementedMethods: Set<NavigationDelegateMethod> {
                navigation?.delegate = nil
                return []
            }
        }
        let delegate = Reassigning()
        delegate.navigation = navigation
        ledger.expect(NavigationControllerModel.Contract.delegateReentrant) { navigation.delegate = delegate }
    }

    // MARK: A presentation around the navigation controller

    @Test func aPresentationsCoordinatorIsNotTheControllersOwnTransition() throws {
        let delegate = ScriptedDelegate()
        navigation.delegate = delegate
        let presenter = scene.screen("presenter")
        let coordinator = navigation.beginPresentation(style: .formSheet, presenting: presenter)
        #expect(navigation.events == [.willShow("root", animated: true)])
        let seen = try #require(delegate.coordinatorsAtWillShow.first ?? nil)
        #expect(seen === coordinator)
        #expect(seen.presentationStyle == .formSheet)
        #expect(seen.viewController(forKey: .from)?.parent !== navigation)
        #expect(scene.root.activeTransitionCoordinator === coordinator)
        var completions: [Bool] = []
        coordinator.animate(alongsideTransition: nil) { completions.append($0.isCancelled) }
        navigation.pushViewController(scene.screen("detail"), animated: false)
        #expect(ledger.violations.isEmpty, "a presentation is not a navigation transition")
        navigation.endPresentation()
        #expect(completions == [false])
        #expect(
            navigation.events.suffix(2) == [
                .didShow("detail", animated: true), .coordinatorCompletion(cancelled: false),
            ])
        #expect(navigation.activeTransitionCoordinator == nil)
    }

    // MARK: Documented misuse

    @Test func aNavigationWhileATransitionRunsIsRecordedAndDeferred() {
        navigation.pushViewController(scene.screen("a"), animated: true)
        let found = ledger.expect(
            NavigationControllerModel.Contract.nestedPush, NavigationControllerModel.Contract.nestedPop,
            NavigationControllerModel.Contract.nestedPop
        ) {
            navigation.pushViewController(scene.screen("b"), animated: true)
            navigation.popViewController(animated: true)
            navigation.popToRootViewController(animated: false)
        }
        #expect(found.first?.state == "transitioning (push)")
        #expect(navigation.viewControllers.map(\.name) == ["root", "a"])
        scene.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.name) == ["root"], "the last request, after the push")
    }

    @Test func pushingAScreenAlreadyInTheStackIsRecorded() {
        ledger.expect(NavigationControllerModel.Contract.pushTwice) {
            navigation.pushViewController(scene.root, animated: false)
        }
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func poppingToAMissingScreenAndDuplicateStacksAreRecorded() {
        let stranger = scene.screen("stranger")
        ledger.expect(
            NavigationControllerModel.Contract.popToMissing, NavigationControllerModel.Contract.distinctStack
        ) {
            #expect(navigation.popToViewController(stranger, animated: true) == nil)
            navigation.setViewControllers([scene.root, stranger, stranger], animated: false)
        }
        #expect(navigation.viewControllers.map(\.name) == ["root"])
    }

    @Test func finishingWithoutTheArrivingViewInTheContainerIsRecorded() {
        final class Careless: ModeledAnimatedTransitioning {
            var implementsInterruptibleAnimator: Bool { false }
            func transitionDuration(using context: TransitionContextModel?) -> TimeInterval { 0 }
            func animateTransition(using context: TransitionContextModel) { context.completeTransition(true) }
            func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimatorPort {
                fatalError("never asked: implementsInterruptibleAnimator is false")
            }
        }
        let delegate = ScriptedDelegate()
        let careless = Careless()
        delegate.animationController = careless
        navigation.delegate = delegate
        ledger.expect(TransitionContextModel.Contract.animateInContainer) {
            navigation.pushViewController(scene.screen("detail"), animated: true)
        }
        #expect(!navigation.isTransitioning)
    }

    @Test func aDifferentInterruptibleAnimatorForTheSameTransitionIsRecorded() {
        final class Fickle: ModeledAnimatedTransitioning {
            let animations: AnimatorFactoryModel
            var made: [PropertyAnimatorModel] = []
            init(animations: AnimatorFactoryModel) { self.animations = animations }
            var implementsInterruptibleAnimator: Bool { true }
            func transitionDuration(using context: TransitionContextModel?) -> TimeInterval { 0.3 }
            func animateTransition(using context: TransitionContextModel) {
                if let toView = context.view(forKey: .to) { context.containerView.addSubview(toView) }
            }
            func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimatorPort {
                let animator = animations.makePropertyAnimator(
                    duration: 0.3, timing: .linear, initialVelocity: .zero)
                made.append(animator)
                return animator
            }
        }
        let delegate = ScriptedDelegate()
        let fickle = Fickle(animations: scene.animations)
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        delegate.animationController = fickle
        delegate.interactionController = interaction
        navigation.delegate = delegate
        navigation.pushViewController(scene.screen("detail"), animated: true)
        #expect(ledger.violations.isEmpty, "\(ledger)")
        ledger.expect(
            TransitionContextModel.Contract.sameInterruptibleAnimator,
            PropertyAnimatorModel.Contract.continueOnlyWhenActive
        ) { interaction.finish() }
        for animator in fickle.made { animator.stopAnimation(true) }
    }
}
