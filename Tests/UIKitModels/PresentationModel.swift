import Foundation
import TransitionKitCore

/// One appearance callback UIKit sends a view controller (`beginAppearanceTransition` and
/// `endAppearanceTransition`, `UIViewController.h`).
package enum AppearanceCallback: Sendable, Hashable {
    /// `viewWillAppear(_:)`.
    case willAppear
    /// `viewDidAppear(_:)`.
    case didAppear
    /// `viewWillDisappear(_:)`.
    case willDisappear
    /// `viewDidDisappear(_:)`.
    case didDisappear
}

/// One call UIKit makes during a presentation or dismissal, as ``PresentationModel/events`` logs it
/// (view controllers by name), so tests can assert UIKit's order.
package enum PresentationEvent: Sendable, Hashable {
    /// `animationController(forPresented:presenting:source:)`.
    case animationControllerForPresented(String, presenting: String, source: String)
    /// `interactionControllerForPresentation(_:)`.
    case interactionControllerForPresentation
    /// `animationController(forDismissed:)`.
    case animationControllerForDismissed(String)
    /// `interactionControllerForDismissal(_:)`.
    case interactionControllerForDismissal
    /// An appearance callback to a view controller.
    case appearance(String, AppearanceCallback)
    /// The context's `completeTransition(_:)`.
    case completeTransition(Bool)
    /// The transition coordinator's completion blocks.
    case coordinatorCompletion(cancelled: Bool)
    /// The completion handler passed to `present` or `dismiss`.
    case completion
    /// A request UIKit refuses and logs without doing anything (its runtime warning).
    case refused(String)
}

/// A model of UIKit's modal presentations in one window: `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)` (`UIViewController.h`), the presented controller's
/// `transitioningDelegate` (`UIViewControllerTransitioning.h`) and the presentation controller's
/// `shouldRemovePresentersView` (`UIPresentationController.h`).
///
/// It follows these lines, recording each breach in the ledger:
/// - `presentingViewController`: "The view controller that presented this view controller (or its
///   farthest ancestor.)" — the presenting controller is the farthest ancestor of the controller
///   `present` was called on (a tab bar, split or navigation controller), the `source` of
///   `animationControllerForPresentedController:presentingController:sourceController:` the
///   controller itself. Both links are set while the presentation runs, cleared when a
///   presentation is cancelled or a dismissal completes, and kept when a dismissal is cancelled.
/// - `transitioningDelegate` is weak: a delegate nobody else keeps is gone by the time UIKit asks,
///   and UIKit animates on its own.
/// - The delegate's methods are called in order: animation controller, then (only when one was
///   vended) interaction controller.
/// - `viewForKey:` "may return nil which would indicate that the animator should not manipulate
///   the associated view controller's view": the presenting controller's view is `nil` unless the
///   presentation controller's `shouldRemovePresentersView` (`UIPresentationController.h:104-107`,
///   "(Default: NO)") is `true` — UIKit's own controller for `.fullScreen`, or a `.custom`
///   presentation's controller that says so (``PresentationControllerModel``). That presenting view
///   is then removed from the window when the presentation completes and handed back as the
///   dismissal's `to` view. "The finalFrame of the fromViewController will be CGRectZero if and only
///   if the fromView will be removed from the window at the end of the transition."
/// - Appearance callbacks are paired ("the appearance callbacks are now tied to the final matching
///   invocation of endAppearanceTransition"): each `will` is followed by its `did`, and a cancelled
///   transition sends the opposite pair. The presenting controller gets callbacks only when its view
///   leaves the window (`shouldRemovePresentersView`): behavior observed on UIKit, not documented —
///   no header line says it.
/// - "The completion handler, if provided, will be invoked after the presented controllers
///   viewDidAppear: callback is invoked." and "… after the dismissed controller's viewDidDisappear:
///   callback is invoked." — a cancelled transition calls no completion handler.
/// - `presentedView` (`UIPresentationController.h:90`): "A view that's going to be animated during
///   the presentation. Must be an ancestor of a presented view controller's view" — for a `.custom`
///   presentation the transitioning delegate may vend a presentation controller
///   (`UIViewControllerTransitioning.h:190`, ``PresentationControllerModel``) whose presented view
///   wraps the controller's view; the context then hands that wrapper as the presentation's `to`
///   view and the dismissal's `from` view, and the wrapper is what leaves the container.
/// - `modalPresentationCapturesStatusBarAppearance`: "This controls whether this view controller
///   takes over control of the status bar's appearance when presented non-full screen" —
///   ``statusBarAppearanceOwner``.
/// - `isAnimated`: "For custom transitions that use the new UIModalPresentationCustom presentation
///   type we will invoke the animateTransition: even though the transition should not be
///   animated." — a `.custom` transition with `animated: false` still asks the transitioning
///   delegate and runs its animation controller, with `isAnimated == false`; other styles
///   ask nothing and complete at once.
/// - Presenting from a controller that already presents, or presenting a controller that is
///   already presented, is refused (UIKit's runtime warning "Attempt to present … which is already
///   presenting") and recorded as a violation; so is presenting from a controller whose view is not
///   in a window ("Attempt to present … whose view is not in the window hierarchy"): nothing is
///   presented and the completion is never called. A dismissal requested while a presentation or
///   dismissal runs is refused ("Attempt to dismiss from view controller … while a presentation or
///   dismiss is in progress") and logged, not recorded (an app can do it; UIKit ignores it).
/// - `definesPresentationContext` (`UIViewController.h:189-194`): "Determines which parent view
///   controller's view should be presented over for presentations of type
///   UIModalPresentationCurrentContext. If no ancestor view controller has this flag set, then the
///   presenter will be the root view controller." — for `.currentContext` and `.overCurrentContext`
///   the presenting controller is the nearest controller up the `parent` chain (the source
///   included) that defines the context, else the farthest ancestor; `.currentContext` removes the
///   presenter's view as `.fullScreen` does.
/// - `dismissViewControllerAnimated:completion:` (`UIViewController.h:227-228`) sent to a
///   controller that presents (it or an ancestor) dismisses the controller it presented and every
///   controller presented above that one; sent to a presented controller that presents nothing, its
///   presenter does it. Apple's documentation of the method: "only the top-most view is dismissed in
///   an animated fashion; any intermediate view controllers are simply removed from the stack" —
///   the top one's transitioning delegate is asked, the intermediate ones' never; they get no
///   appearance callbacks and their presentation controllers hear nothing (the model's strict
///   reading: no Apple text promises either), and they leave with the top one when its dismissal
///   completes. The completion is called after the top one's `viewDidDisappear`.
/// - The presentation controller hears `presentationTransitionWillBegin`,
///   `containerViewWillLayoutSubviews`, `presentationTransitionDidEnd:`,
///   `dismissalTransitionWillBegin` and `dismissalTransitionDidEnd:` (`UIPresentationController.h:87-112`),
///   and `containerViewWillLayoutSubviews` again at each ``resize(to:)``.
///
/// - A `.pageSheet` or `.formSheet` presentation (and `.automatic`, which UIKit resolves to
///   `.pageSheet`, `UIViewController.h:245`) gets UIKit's own sheet presentation controller
///   (``SheetPresentationControllerModel``): Apple's `UIPresentationController` page, "For the
///   built-in styles (such as the UIModalPresentationStyle.pageSheet style), UIKit defines and
///   creates the needed presentation controller object. The only time your app can provide a custom
///   presentation controller is when you set the modalPresentationStyle property of your view
///   controller UIModalPresentationStyle.custom" — the delegate's
///   `presentationControllerForPresentedViewController:` (`UIViewControllerTransitioning.h:190`) is
///   never asked for it. The delegate's animation controllers are asked as for any animated
///   presentation; the container is the presentation's `containerView`
///   (`UIPresentationController.h:72-74`) and the presented view's final frame is the sheet's
///   frame (`frameOfPresentedViewInContainerView`, lines 95-97), which "must be respected at the end
///   of the transition" (`UIViewControllerTransitioning.h:129-130`): a finished presentation whose
///   presented view is elsewhere is a violation, for every style. ``sheetPresentationController(of:)``
///   reaches the sheet before the presentation, as UIKit lets an app configure it.
/// - The user's swipe-down on a sheet (``swipeDown(_:)``): refused by `isModalInPresentation`
///   (`UIViewController.h:566`) or the adaptive delegate; otherwise a dismissal that starts
///   interactive: UIKit asks the transitioning delegate for the animation and interaction
///   controllers as for any dismissal and, when the delegate vends no interaction controller,
///   drives the dismissal with its own — the model's reading, no header says which interaction
///   controller the sheet's swipe uses (a device check). The test moves the finger through the
///   ``PercentDrivenTransitionModel`` returned.
///
/// Still simplified: every container fills the window (a context presentation's container does not
/// take the definer's frame), and `.custom`'s `shouldPresentInFullscreen` is not read.
@MainActor
package final class PresentationModel {
    /// Apple's texts, per rule.
    package enum Contract {
        /// Presenting from a controller that already presents, or a controller already presented.
        package static let presentOnce = HeaderCitation(
            "UIKit runtime warning", "Attempt to present … which is already presenting")
        /// Presenting from a controller whose view is not in a window
        /// (`presentViewController:animated:completion:`, `UIViewController.h:226`).
        package static let presentInWindow = HeaderCitation(
            "UIKit runtime warning", "Attempt to present … whose view is not in the window hierarchy")
        /// A finished transition whose presented view is not at its final frame.
        package static let finalFrameRespected = HeaderCitation(
            "UIViewControllerTransitioning.h:129-130",
            "if the finalFrame is not CGRectZero then it must be respected at the end of the transition.")
        /// A finished presentation whose presented view is not in the container.
        package static let presentedInContainer = HeaderCitation(
            "UIViewControllerTransitioning.h",
            "Furthermore the animation should take place within the containerView specified by the context.")
    }

    /// The test's ledger.
    package let ledger: ContractLedger
    /// The window the presentations happen in.
    package let window: ViewModel
    /// Makes UIKit's own animator.
    package let animations: AnimatorFactoryModel
    /// Every call UIKit made, in order.
    package private(set) var events: [PresentationEvent] = []
    /// The running presentation or dismissal, if any.
    package private(set) var running: RunningTransition?
    /// Whether a dismissal's context knows the final frame of a presenter whose view left the
    /// window (`finalFrame(for:)`): "The frame's are set to CGRectZero when they are not known or
    /// otherwise undefined" (`UIViewControllerTransitioning.h:125-126`), and no header says which
    /// UIKit reports here. `true` (the default) reports the container's bounds, `false` `.zero`;
    /// tests play both.
    package var knowsPresentersFinalFrame = true

    /// One presentation or dismissal in flight.
    package final class RunningTransition {
        /// Presenting or dismissing.
        package let isDismissal: Bool
        /// UIKit's presenting controller.
        package let presenting: ViewControllerModel
        /// The presented controller.
        package let presented: ViewControllerModel
        /// The context.
        package let context: TransitionContextModel
        /// The coordinator.
        package let coordinator: TransitionCoordinatorModel
        /// The interaction controller, if any.
        package internal(set) var interaction: (any ModeledInteractiveTransitioning)?
        /// Whether the presenting controller's view leaves the window while the presented one is
        /// shown (the presentation controller's `shouldRemovePresentersView`).
        let removesPresentersView: Bool
        var animation: (any ModeledAnimatedTransitioning)?
        var completion: (() -> Void)?
        var isSystem = false
        /// UIKit's own interaction controller of a sheet's swipe-down, when the user swiped.
        var swipe: PercentDrivenTransitionModel?
        /// The intermediate controllers a dismissal takes down with the top one (simply removed
        /// when it completes), in the order they were presented.
        var removed: [ViewControllerModel] = []

        init(
            isDismissal: Bool, presenting: ViewControllerModel, presented: ViewControllerModel,
            removesPresentersView: Bool, context: TransitionContextModel,
            coordinator: TransitionCoordinatorModel
        ) {
            self.isDismissal = isDismissal
            self.presenting = presenting
            self.presented = presented
            self.removesPresentersView = removesPresentersView
            self.context = context
            self.coordinator = coordinator
        }
    }

    /// The controllers presented now (a presentation or dismissal of them may run), in the order
    /// they were presented.
    private var shown: [ViewControllerModel] = []
    /// Where the presenter's view was before a presentation took it out of the window, per
    /// presented controller.
    private var presenterHomes: [ObjectIdentifier: ViewModel] = [:]
    /// The containers of the presentations shown, per presented controller.
    private var containers: [ObjectIdentifier: ViewModel] = [:]
    /// The presentation controllers of the presentations shown, per presented controller.
    private var presentationControllers: [ObjectIdentifier: PresentationControllerModel] = [:]
    /// The sheets made for controllers not presented yet (``sheetPresentationController(of:)``).
    private var pendingSheets: [ObjectIdentifier: SheetPresentationControllerModel] = [:]

    /// `sheetPresentationController` (`UIViewController.h:560`): the sheet of `controller`'s
    /// presentation while it is presented with a sheet style; before it is presented, the sheet its
    /// next presentation will use when its style is a sheet's (an app configures it then).
    ///
    /// - Parameter controller: A view controller.
    /// - Returns: Its sheet; `nil` for any other style.
    package func sheetPresentationController(of controller: ViewControllerModel)
        -> SheetPresentationControllerModel?
    {
        let key = ObjectIdentifier(controller)
        if let controller = presentationControllers[key] { return controller.sheet }
        guard Self.isSheet(controller.modalPresentationStyle) else { return nil }
        if let sheet = pendingSheets[key] { return sheet }
        let sheet = SheetPresentationControllerModel(ledger: ledger)
        pendingSheets[key] = sheet
        return sheet
    }

    /// Whether UIKit presents `style` in a sheet.
    private static func isSheet(_ style: PresentationStyle) -> Bool {
        style == .pageSheet || style == .formSheet
    }

    /// The presentation controller of `presented` while it is presented (`presentationController`,
    /// `UIViewController.h:559`); `nil` otherwise.
    ///
    /// - Parameter presented: A presented controller.
    /// - Returns: Its presentation controller.
    package func presentationController(of presented: ViewControllerModel) -> PresentationControllerModel? {
        presentationControllers[ObjectIdentifier(presented)]
    }

    /// The view the transition context hands for `presented`: its presentation controller's
    /// `presentedView` (`UIPresentationController.h:90`), else its own view.
    private func presentedView(of presented: ViewControllerModel) -> ViewModel? {
        presentationController(of: presented)?.presentedView ?? presented.viewIfLoaded
    }

    /// Creates the model of one window's presentations.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - animations: Makes UIKit's own animator.
    package init(window: ViewModel, animations: AnimatorFactoryModel) {
        self.window = window
        ledger = animations.ledger
        self.animations = animations
    }

    /// The view controller whose status bar appearance is used: the top presented controller that
    /// covers the screen (`.fullScreen`, `.overFullScreen`) or captures it, else its presenter.
    ///
    /// - Parameter root: The window's root view controller.
    /// - Returns: The controller.
    package func statusBarAppearanceOwner(root: ViewControllerModel) -> ViewControllerModel {
        var owner = root
        var current = root
        while let presented = current.presentedViewController {
            if presented.modalPresentationCapturesStatusBarAppearance
                || [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle)
            {
                owner = presented
            }
            current = presented
        }
        return owner
    }

    /// The window changes size (a rotation, iPad resizing, Stage Manager) while presentations are
    /// up: the views in the window (the root view controller's view, each presentation's
    /// container) take its new bounds, and — when no transition runs — UIKit's layout puts each
    /// presented view (its presentation controller's `presentedView`) at its container's bounds.
    /// A presenter's view out of the window (`shouldRemovePresentersView`) is not laid out: it
    /// keeps the frame it had. Views a running transition animates keep what its animator gives
    /// them.
    ///
    /// - Parameter size: The new size; a negative or non-finite dimension is 0.
    package func resize(to size: CGSize) {
        func sane(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let size = CGSize(width: sane(size.width), height: sane(size.height))
        animations.performWithoutAnimation {
            window.frame = CGRect(origin: window.frame.origin, size: size)
            for view in window.subviews { view.frame = window.bounds }
            for controller in presentationControllers.values { controller.containerViewWillLayoutSubviews() }
            guard running == nil else { return }
            for (key, controller) in presentationControllers {
                controller.presentedView.frame = controller.frameOfPresentedView(
                    in: containers[key]?.bounds ?? window.bounds)
            }
        }
    }

    /// `present(_:animated:completion:)` called on `source`.
    ///
    /// - Parameters:
    ///   - presented: The controller to present.
    ///   - source: The controller `present` is called on.
    ///   - animated: Whether to animate.
    ///   - interaction: UIKit's own interaction controller, when a test plays one.
    ///   - completion: Called after the presented controller's `viewDidAppear`.
    package func present(
        _ presented: ViewControllerModel, from source: ViewControllerModel, animated: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let style = presented.modalPresentationStyle
        let presenting = Self.presenting(from: source, style: style)
        guard source.viewIfLoaded?.isInWindow == true else {
            events.append(
                .refused(
                    "present \(presented.name) on \(presenting.name) (from \(source.name)) whose view is not "
                        + "in the window hierarchy"))
            violate("present(\(presented.name)) from \(source.name)", Contract.presentInWindow)
            return
        }
        guard running == nil, presenting.presentedViewController == nil,
            presented.presentingViewController == nil
        else {
            events.append(.refused("present \(presented.name) on \(presenting.name)"))
            violate("present(\(presented.name)) from \(source.name)", Contract.presentOnce)
            return
        }
        presented.presentingViewController = presenting
        presenting.presentedViewController = presented
        shown.append(presented)
        let container = ViewModel("UITransitionView", frame: window.bounds, ledger: ledger)
        window.addSubview(container)
        containers[ObjectIdentifier(presented)] = container
        let controller =
            (style == .custom
                ? presented.transitioningDelegate?.presentationController(
                    forPresented: presented, presenting: presenting, source: source) : nil)
            ?? PresentationControllerModel(
                presented: presented,
                shouldRemovePresentersView: [.fullScreen, .currentContext].contains(style),
                sheet: Self.isSheet(style)
                    ? pendingSheets[ObjectIdentifier(presented)]
                        ?? SheetPresentationControllerModel(ledger: ledger)
                    : nil)
        pendingSheets[ObjectIdentifier(presented)] = nil
        presentationControllers[ObjectIdentifier(presented)] = controller
        let removesPresentersView = controller.shouldRemovePresentersView
        // Where the presenter's view goes back to, before an animator moves it into the container.
        if removesPresentersView { presenterHomes[ObjectIdentifier(presented)] = presenting.view.superview }
        controller.presentationTransitionWillBegin(in: container)
        controller.containerViewWillLayoutSubviews()
        let bounds = container.bounds
        let context = TransitionContextModel(
            ledger: ledger, containerView: container, from: presenting, to: presented,
            fromView: removesPresentersView ? presenting.view : nil, toView: controller.presentedView,
            initialFrames: [ObjectIdentifier(presenting): bounds],
            finalFrames: [
                ObjectIdentifier(presented): controller.frameOfPresentedView(in: bounds),
                ObjectIdentifier(presenting): removesPresentersView ? .zero : bounds,
            ],
            isAnimated: animated, presentationStyle: style)
        let running = RunningTransition(
            isDismissal: false, presenting: presenting, presented: presented,
            removesPresentersView: removesPresentersView, context: context,
            coordinator: TransitionCoordinatorModel(
                from: presenting, to: presented, presentationStyle: style, isAnimated: animated))
        running.completion = completion
        // "For custom transitions that use the new UIModalPresentationCustom presentation type we
        // will invoke the animateTransition: even though the transition should not be animated."
        let delegate = animated || style == .custom ? presented.transitioningDelegate : nil
        let animation = delegate.flatMap {
            events.append(
                .animationControllerForPresented(
                    presented.name, presenting: presenting.name, source: source.name))
            return $0.animationController(forPresented: presented, presenting: presenting, source: source)
        }
        if let animation, let delegate {
            events.append(.interactionControllerForPresentation)
            running.interaction = delegate.interactionControllerForPresentation(using: animation)
        }
        appear(presented, true, animated: animated)
        if removesPresentersView { appear(presenting, false, animated: animated) }
        run(running, animation: animation, animated: animated)
    }

    /// `dismiss(animated:completion:)` called on `controller`: a controller that presents (it or an
    /// ancestor) dismisses what it presented and everything above, a presented controller that
    /// presents nothing is dismissed by its presenter.
    ///
    /// - Parameters:
    ///   - controller: The controller `dismiss` is called on.
    ///   - animated: Whether to animate.
    ///   - completion: Called after the top dismissed controller's `viewDidDisappear`.
    package func dismiss(
        _ controller: ViewControllerModel, animated: Bool = true, completion: (() -> Void)? = nil
    ) {
        beginDismissal(sentTo: controller, animated: animated, completion: completion, swipe: nil)
    }

    /// The user swipes `presented`'s sheet down: nothing when it is not shown in a sheet with no
    /// transition running, or when `isModalInPresentation` or the adaptive delegate refuses (the
    /// delegate hears `didAttemptToDismiss`); otherwise the delegate hears `willDismiss` and the
    /// dismissal starts interactive, driven by the delegate's interaction controller if it vends
    /// one, else by UIKit's own, returned for the test to move.
    ///
    /// - Parameter presented: The controller shown in the sheet.
    /// - Returns: UIKit's interaction controller of the swipe; `nil` when nothing began or the
    ///   delegate's drives it.
    @discardableResult
    package func swipeDown(_ presented: ViewControllerModel) -> PercentDrivenTransitionModel? {
        guard running == nil, presented.presentedViewController == nil,
            let sheet = presentationController(of: presented)?.sheet,
            sheet.userWantsToDismiss(isModalInPresentation: presented.isModalInPresentation)
        else { return nil }
        let swipe = PercentDrivenTransitionModel(ledger: ledger)
        beginDismissal(sentTo: presented, animated: true, completion: nil, swipe: swipe)
        return running?.swipe === swipe && running?.interaction === swipe ? swipe : nil
    }

    private func beginDismissal(
        sentTo controller: ViewControllerModel, animated: Bool, completion: (() -> Void)?,
        swipe: PercentDrivenTransitionModel?
    ) {
        guard let (presenting, first) = dismissal(sentTo: controller) else { return }
        guard running == nil else {
            events.append(
                .refused(
                    "Attempt to dismiss from view controller \(presenting.name) while a presentation or "
                        + "dismiss is in progress"))
            return
        }
        let chain = self.chain(from: first)
        let top = chain[chain.count - 1]
        guard let container = containers[ObjectIdentifier(top)] else { return }
        let style = context(of: top)
        // The presenter's view comes back when the first presentation above it removed it.
        let removesPresentersView = presentationController(of: first)?.shouldRemovePresentersView ?? false
        let bounds = container.bounds
        let context = TransitionContextModel(
            ledger: ledger, containerView: container, from: top, to: presenting,
            fromView: presentedView(of: top), toView: removesPresentersView ? presenting.view : nil,
            initialFrames: [
                ObjectIdentifier(top): presentationController(of: top)?.frameOfPresentedView(in: bounds)
                    ?? bounds,
                ObjectIdentifier(presenting): bounds,
            ],
            finalFrames: [
                ObjectIdentifier(presenting): removesPresentersView && !knowsPresentersFinalFrame
                    ? .zero : bounds
            ], isAnimated: animated,
            presentationStyle: style)
        let running = RunningTransition(
            isDismissal: true, presenting: presenting, presented: top,
            removesPresentersView: removesPresentersView, context: context,
            coordinator: TransitionCoordinatorModel(
                from: top, to: presenting, presentationStyle: style, isAnimated: animated))
        running.completion = completion
        running.removed = Array(chain.dropLast())
        running.swipe = swipe
        let delegate = animated || style == .custom ? top.transitioningDelegate : nil
        let animation = delegate.flatMap {
            events.append(.animationControllerForDismissed(top.name))
            return $0.animationController(forDismissed: top)
        }
        if let animation, let delegate {
            events.append(.interactionControllerForDismissal)
            running.interaction = delegate.interactionControllerForDismissal(using: animation)
        }
        if running.interaction == nil, let swipe { running.interaction = swipe }
        top.isBeingDismissed = true
        presentationController(of: top)?.dismissalTransitionWillBegin()
        appear(top, false, animated: animated)
        if removesPresentersView { appear(presenting, true, animated: animated) }
        run(running, animation: animation, animated: animated)
    }

    /// The controller that handles a `dismiss` sent to `controller` and the controller it
    /// presented; `nil` when neither `controller` (nor an ancestor) presents nor is presented.
    private func dismissal(sentTo controller: ViewControllerModel) -> (
        ViewControllerModel, ViewControllerModel
    )? {
        var current: ViewControllerModel? = controller
        while let candidate = current {
            if let presented = candidate.presentedViewController { return (candidate, presented) }
            current = candidate.parent
        }
        current = controller
        while let candidate = current {
            if let presenting = candidate.presentingViewController { return (presenting, candidate) }
            current = candidate.parent
        }
        return nil
    }

    /// `first` and every controller presented above it, in the order they were presented.
    private func chain(from first: ViewControllerModel) -> [ViewControllerModel] {
        var chain = [first]
        for controller in shown.drop(while: { $0 !== first }).dropFirst() {
            guard let presenting = controller.presentingViewController else { continue }
            if chain.contains(where: { Self.isInTree(presenting, of: $0) }) { chain.append(controller) }
        }
        return chain
    }

    /// Whether `controller` is `root` or a descendant of it.
    private static func isInTree(_ controller: ViewControllerModel, of root: ViewControllerModel) -> Bool {
        var current: ViewControllerModel? = controller
        while let candidate = current {
            if candidate === root { return true }
            current = candidate.parent
        }
        return false
    }

    /// The controller presenting for `source`: for a context presentation the nearest controller
    /// up the `parent` chain that defines the context (`UIViewController.h:189-194`), else the
    /// farthest ancestor.
    private static func presenting(from source: ViewControllerModel, style: PresentationStyle)
        -> ViewControllerModel
    {
        var current = source
        let usesContext = [.currentContext, .overCurrentContext].contains(style)
        while true {
            if usesContext, current.definesPresentationContext { return current }
            guard let parent = current.parent else { return current }
            current = parent
        }
    }

    private func context(of presented: ViewControllerModel) -> PresentationStyle {
        presented.modalPresentationStyle
    }

    private func run(
        _ running: RunningTransition, animation: (any ModeledAnimatedTransitioning)?, animated: Bool
    ) {
        self.running = running
        let context = running.context
        context.coordinator = running.coordinator
        context.onEvent = { [weak self] event in
            if case .completeTransition(let value) = event { self?.events.append(.completeTransition(value)) }
        }
        running.presented.presentationCoordinator = running.coordinator
        running.presenting.presentationCoordinator = running.coordinator
        context.onComplete = { [weak self, weak running] didComplete in
            guard let self, let running, self.running === running else { return }
            self.didComplete(running, didComplete)
        }
        guard animated || animation != nil else {
            // UIKit's own unanimated presentation: the presented view at its final frame.
            if let toView = context.view(forKey: .to) {
                context.containerView.addSubview(toView)
                let final = context.finalFrame(for: running.presented)
                if !running.isDismissal, final != .zero { toView.frame = final }
            }
            context.completeTransition(true)
            return
        }
        let played =
            animation ?? SystemModalAnimator(isDismissal: running.isDismissal, animations: animations)
        running.isSystem = animation == nil
        running.animation = played
        context.animationController = played
        if running.isSystem, running.interaction !== running.swipe { running.interaction = nil }
        context.setInitiallyInteractive(running.interaction?.wantsInteractiveStart ?? false)
        running.coordinator.isInterruptible = played.implementsInterruptibleAnimator
        running.coordinator.initiallyInteractive = context.isInteractive
        running.coordinator.isInteractive = context.isInteractive
        if let interaction = running.interaction {
            interaction.startInteractiveTransition(context)
        } else {
            running.coordinator.transitionDuration = played.transitionDuration(using: context)
            played.animateTransition(using: context)
        }
        if !context.isComplete, running.coordinator.awaitsStart {
            running.coordinator.startAlongside(in: context.askInterruptibleAnimator())
        }
    }

    private func didComplete(_ running: RunningTransition, _ didComplete: Bool) {
        let presented = running.presented
        let presenting = running.presenting
        let container = running.context.containerView
        let removesPresentersView = running.removesPresentersView
        let finishedPresenting = !running.isDismissal && didComplete
        let finishedDismissing = running.isDismissal && didComplete
        if finishedPresenting, presentedView(of: presented)?.superview !== container {
            violate(
                "completeTransition(true) with '\(presented.name)' not in the container",
                Contract.presentedInContainer)
        }
        let controller = presentationController(of: presented)
        if didComplete, !running.isDismissal, let view = presentedView(of: presented),
            case let final = running.context.finalFrame(for: presented), final != .zero, view.frame != final
        {
            violate(
                "completeTransition(true) with '\(presented.name)' at \(view.frame), not its final frame \(final)",
                Contract.finalFrameRespected)
        }
        let presentedShows = finishedPresenting || (running.isDismissal && !didComplete)
        // The controller presented by `presenting`: the first of a chain a dismissal takes down.
        let first = running.removed.first ?? presented
        if presentedShows {
            if removesPresentersView {
                presenting.viewIfLoaded?.removeFromSuperview()
            }
        } else {
            // The top one, then the intermediate ones from the top down; the presenter's view back
            // where it was (the window, or a container a context presentation covered).
            for gone in [presented] + running.removed.reversed() { tearDown(gone) }
            if removesPresentersView, let view = presenting.viewIfLoaded {
                let home = presenterHomes[ObjectIdentifier(first)] ?? window
                if home === window { window.insertSubview(view, at: 0) } else { home.addSubview(view) }
            }
            presenterHomes[ObjectIdentifier(first)] = nil
        }
        self.running = nil
        presented.presentationCoordinator = nil
        presenting.presentationCoordinator = nil
        running.animation?.animationEnded(didComplete)
        if running.swipe != nil { controller?.sheet?.userDismissalEnded(completed: didComplete) }
        if running.isDismissal {
            controller?.dismissalTransitionDidEnd(didComplete)
        } else {
            controller?.presentationTransitionDidEnd(didComplete)
        }
        // Appearance: the pair begun, ended — or, cancelled, the opposite pair.
        let animated = running.context.isAnimated
        if didComplete {
            endAppearance(presented, animated: animated)
            if removesPresentersView { endAppearance(presenting, animated: animated) }
        } else {
            reverseAppearance(presented, animated: animated)
            if removesPresentersView { reverseAppearance(presenting, animated: animated) }
        }
        if running.isDismissal { presented.isBeingDismissed = false }
        events.append(.coordinatorCompletion(cancelled: !didComplete))
        running.coordinator.complete(cancelled: !didComplete)
        if finishedPresenting || finishedDismissing {
            events.append(.completion)
            running.completion?()
        }
    }

    /// Takes `presented` out of the window and unlinks it from its presenter.
    private func tearDown(_ presented: ViewControllerModel) {
        let key = ObjectIdentifier(presented)
        presentedView(of: presented)?.removeFromSuperview()
        containers[key]?.removeFromSuperview()
        containers[key] = nil
        presentationControllers[key] = nil
        shown.removeAll { $0 === presented }
        presented.presentingViewController?.presentedViewController = nil
        presented.presentingViewController = nil
    }

    private func appear(_ controller: ViewControllerModel, _ appearing: Bool, animated: Bool) {
        callback(controller, appearing ? .willAppear : .willDisappear, animated: animated)
    }

    private func endAppearance(_ controller: ViewControllerModel, animated: Bool) {
        callback(
            controller, controller.appearance.last == .willAppear ? .didAppear : .didDisappear,
            animated: animated)
    }

    private func reverseAppearance(_ controller: ViewControllerModel, animated: Bool) {
        let wasAppearing = controller.appearance.last == .willAppear
        callback(controller, wasAppearing ? .willDisappear : .willAppear, animated: animated)
        callback(controller, wasAppearing ? .didDisappear : .didAppear, animated: animated)
    }

    /// Logs `callback` and calls the controller's override, as UIKit does.
    private func callback(_ controller: ViewControllerModel, _ callback: AppearanceCallback, animated: Bool) {
        controller.appearance.append(callback)
        controller.onAppearance?(callback, animated)
        events.append(.appearance(controller.name, callback))
    }

    private func violate(_ member: String, _ citation: HeaderCitation) {
        ledger.record(
            ContractViolation(
                model: "PresentationModel", member: member,
                state: running.map { $0.isDismissal ? "dismissing" : "presenting" } ?? "idle",
                citation: citation))
    }
}

/// UIKit's own modal animation, as ``PresentationModel`` plays it when the transitioning delegate
/// vends nothing: the presented screen rises from the bottom edge (falls back on dismissal) over
/// 0.35 s, ease-in-out (the model's choice; UIKit's curve is private). Interruptible.
@MainActor
final class SystemModalAnimator: ModeledAnimatedTransitioning {
    let isDismissal: Bool
    let animations: AnimatorFactoryModel
    private var animator: PropertyAnimatorModel?

    init(isDismissal: Bool, animations: AnimatorFactoryModel) {
        self.isDismissal = isDismissal
        self.animations = animations
    }

    var implementsInterruptibleAnimator: Bool { true }

    func transitionDuration(using context: TransitionContextModel?) -> TimeInterval { 0.35 }

    func animateTransition(using context: TransitionContextModel) {
        let animator = interruptibleAnimator(using: context)
        if animator.state == .inactive { animator.startAnimation() }
    }

    func interruptibleAnimator(using context: TransitionContextModel) -> any PropertyAnimatorPort {
        if let animator { return animator }
        let animator = animations.makePropertyAnimator(
            duration: 0.35, timing: .easeInOut, initialVelocity: .zero)
        self.animator = animator
        let container = context.containerView
        let bounds = container.bounds
        // The presented view's frame while shown: a sheet's, else the container's bounds.
        let isDismissal = self.isDismissal
        let shownFrame =
            context.viewController(forKey: isDismissal ? .from : .to).map {
                isDismissal ? context.initialFrame(for: $0) : context.finalFrame(for: $0)
            }.flatMap { $0 == .zero ? nil : $0 } ?? bounds
        let below = shownFrame.offsetBy(dx: 0, dy: bounds.height)
        let moving = context.view(forKey: isDismissal ? .from : .to)
        animations.performWithoutAnimation {
            if let toView = context.view(forKey: .to), toView.superview !== container {
                if isDismissal {
                    container.insertSubview(toView, at: 0)
                } else {
                    container.addSubview(toView)
                }
                toView.frame = bounds
            }
            if !isDismissal { moving?.frame = below }
        }
        animator.addAnimations { moving?.frame = isDismissal ? below : shownFrame }
        animator.addCompletion { [weak context] _ in
            guard let context else { return }
            if context.transitionWasCancelled || !isDismissal { moving?.frame = shownFrame }
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
