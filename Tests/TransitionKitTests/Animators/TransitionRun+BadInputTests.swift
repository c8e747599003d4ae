import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Bad input: a UIKit object that is missing or goes away mid-transition ends the
/// transition cleanly — `completeTransition` still called once, nothing left hidden — never a trap.
@MainActor
@Suite struct TransitionRunBadInputTests {
    nonisolated static let styles: [TransitionStyle] = [.zoom, .crossFade, .safeAreaMorph, .slide, .fade]

    /// A context whose screens' views UIKit does not hand out (`view(forKey:)` may be nil: "the
    /// animator should not manipulate the associated view controller's view").
    @Test(arguments: styles, [(false, true), (true, false), (false, false)])
    func aContextWithoutViewsStillCompletesOnce(style: TransitionStyle, views: (from: Bool, to: Bool)) {
        let bench = Bench()
        let context = bench.context(fromView: views.from, toView: views.to)
        let run = bench.run(style)
        run.animateTransition(using: context)
        bench.clock.runUntilIdle()
        #expect(context.completions == [true])
        #expect(bench.container.subviews.allSatisfy { !$0.name.hasPrefix("dimming") && $0.name != "shadow" })
        #expect(bench.ledger.violations.isEmpty, "\(bench.ledger)")
    }

    /// A context whose view controllers are gone (released while the transition runs).
    @Test(arguments: styles)
    func aContextWhoseViewControllersAreGoneStillCompletesOnce(style: TransitionStyle) {
        let bench = Bench()
        let context = ScreenlessContext(bench.context(fromView: true, toView: true))
        let run = TransitionRun<ScreenlessContext, StagingModel, AnimatorFactoryModel>(
            decision: TransitionDecision.decide(style: style, operation: .push), zoom: .screens,
            staging: bench.staging, animations: bench.animations)
        run.animateTransition(using: context)
        bench.clock.runUntilIdle()
        #expect(context.wrapped.completions == [true])
        #expect(bench.ledger.violations.isEmpty, "\(bench.ledger)")
    }

    /// Frames UIKit reports as unknown or garbage (`.zero`, NaN, infinite).
    @Test(arguments: styles, [CGRect.zero, CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844), .infinite])
    func unusableFramesStillCompleteOnce(style: TransitionStyle, frame: CGRect) {
        let bench = Bench()
        let context = bench.context(fromView: true, toView: true, frame: frame)
        let run = bench.run(style)  // UIKit keeps the animation controller for the transition
        run.animateTransition(using: context)
        bench.clock.runUntilIdle()
        #expect(context.completions == [true])
        #expect(bench.ledger.violations.isEmpty, "\(bench.ledger)")
    }

    /// The zoom's cell is gone from its window before the transition runs (scrolled away and
    /// reused): no zoom from it, the cross-fade plays, nothing hidden.
    @Test func aZoomViewOutOfItsWindowWhenTheTransitionRunsPlaysTheCrossFade() throws {
        let scene = AnimatorScene()
        let cell = scene.cell
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.delegate.onVend = { _ in cell.removeFromSuperview() }
        let vended = try #require(scene.push(.zoom))
        #expect(vended.run.plan?.element(for: .zoomSnapshot) == nil, "the cross-fade fallback")
        scene.clock.runUntilIdle()
        #expect(!cell.isHidden && !scene.photo.isHidden)
        #expect(scene.navigation.events.filter(\.isCompletion) == [.completeTransition(true)])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A zoom view leaves its window mid-transition (its cell reused while the zoom flies): the
    /// transition ends as usual and the view is not left hidden, finished or cancelled.
    @Test(arguments: [true, false])
    func aZoomViewRemovedMidTransitionIsNotLeftHidden(finishes: Bool) throws {
        let scene = AnimatorScene()
        let cell = scene.cell
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { scene.photo }
        scene.pushAndSettle(.slide)
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        let mark = scene.navigation.events.count
        try #require(scene.pop(.zoom, interaction: interaction) != nil)
        interaction.update(0.5)
        #expect(cell.isHidden, "hidden while its copy flies")
        cell.removeFromSuperview()
        if finishes { interaction.finish() } else { interaction.cancel() }
        scene.clock.runUntilIdle()
        #expect(!cell.isHidden && !scene.photo.isHidden)
        #expect(
            scene.navigation.events.dropFirst(mark).filter(\.isCompletion) == [.completeTransition(finishes)])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}

/// A window with a container and two screens, for driving a run with a context of the test's
/// making rather than the navigation model's.
@MainActor
struct Bench {
    let ledger = ContractLedger()
    let clock = ModelClock()
    let container: ViewModel
    let grid: ViewControllerModel
    let detail: ViewControllerModel
    let staging: StagingModel
    let animations: AnimatorFactoryModel

    init() {
        let window = ViewModel.window(ledger: ledger)
        container = ViewModel("container", frame: window.bounds, ledger: ledger)
        window.addSubview(container)
        grid = ViewControllerModel("grid", ledger: ledger)
        detail = ViewControllerModel("detail", ledger: ledger)
        container.addSubview(grid.view)
        staging = StagingModel(ledger: ledger)
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
    }

    /// A push from the grid to the detail.
    func context(fromView: Bool, toView: Bool, frame: CGRect? = nil) -> TransitionContextModel {
        let frame = frame ?? container.bounds
        return TransitionContextModel(
            ledger: ledger, containerView: container, from: grid, to: detail,
            fromView: fromView ? grid.view : nil, toView: toView ? detail.view : nil,
            initialFrames: [ObjectIdentifier(grid): frame], finalFrames: [ObjectIdentifier(detail): frame])
    }

    func run(_ style: TransitionStyle) -> ModeledTransitionAnimator.Run {
        ModeledTransitionAnimator.Run(
            decision: TransitionDecision.decide(style: style, operation: .push), zoom: .screens,
            staging: staging,
            animations: animations)
    }
}

/// A context whose view controllers are gone: `viewController(forKey:)` answers `nil`, the rest is
/// the wrapped model's.
@MainActor
final class ScreenlessContext: WeaklyHeldContext {
    let wrapped: TransitionContextModel

    init(_ wrapped: TransitionContextModel) {
        self.wrapped = wrapped
    }

    var contextIdentifier: ObjectIdentifier { wrapped.contextIdentifier }
    var containerView: ViewModel { wrapped.containerView }
    var isAnimated: Bool { wrapped.isAnimated }
    var isInteractive: Bool { wrapped.isInteractive }
    var transitionWasCancelled: Bool { wrapped.transitionWasCancelled }
    var presentationStyle: PresentationStyle { wrapped.presentationStyle }
    func completeTransition(_ didComplete: Bool) { wrapped.completeTransition(didComplete) }
    func viewController(forKey key: TransitionContextKey) -> ViewControllerModel? { nil }
    func view(forKey key: TransitionContextKey) -> ViewModel? { wrapped.view(forKey: key) }
    func initialFrame(for viewController: ViewControllerModel) -> CGRect {
        wrapped.initialFrame(for: viewController)
    }
    func finalFrame(for viewController: ViewControllerModel) -> CGRect {
        wrapped.finalFrame(for: viewController)
    }
    var referent: AnyObject { self }
    static func context(heldBy referent: AnyObject) -> ScreenlessContext? { referent as? ScreenlessContext }
}
