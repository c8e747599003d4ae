import Foundation
import TransitionKitCore

/// A model of `UINavigationController` (`UINavigationController.h`) behind the
/// ``NavigationStackPort``: the stack, the delegate calls of a push, a pop and an interactive pop
/// in UIKit's order, the transition coordinator, and a presentation around the navigation
/// controller.
///
/// It follows these lines, recording each breach at the call:
/// - `-pushViewController:animated:`: "Uses a horizontal slide transition. Has no effect if the view
///   controller is already in the stack." UIKit in fact raises "Pushing the same view controller
///   instance more than once is not supported": recorded, ignored. Pushing a navigation controller
///   raises "Pushing a navigation controller is not supported"; pushing a tab bar controller is
///   what Apple's `UITabBarController` documentation forbids ("a tab bar interface should never be
///   installed as a child of another view controller"; UIKit does not raise — stricter): both
///   recorded, ignored.
/// - Navigation while a transition of this controller runs: UIKit logs "nested push animation can
///   result in corrupted navigation bar" (or "nested pop animation…") and still performs the
///   request once the running transition ends: recorded, then deferred — the request is judged
///   (and its misuses recorded) against the stack it will change, the last request wins, and when
///   the running transition completes the deferred stack is set as one push, pop or replacement,
///   with its own delegate and appearance calls (``deferredStack``).
/// - `-setViewControllers:animated:`: "If animated is YES, then simulate a push or pop depending on
///   whether the new top view controller was previously in the stack." Duplicates raise "All view
///   controllers in a navigation controller must be distinct": recorded, ignored.
/// - `-popToViewController:animated:` with a screen not in the stack raises "Tried to pop to a view
///   controller that doesn't exist.": recorded, `nil`.
/// - `UINavigationControllerDelegate` (`UINavigationController.h:110`): "Called when the navigation
///   controller shows a new top view controller via a push, pop or setting of the view controller
///   stack." UIKit reads which optional methods the delegate implements when it is assigned
///   (``ModeledNavigationControllerDelegate/implementedMethods``);
///   an object whose answers change later is not re-read until it is assigned again.
/// - `UIViewControllerTransitioning.h`: "If there is an interaction controller its
///   startInteractiveTransition: is called first … If there is no interaction controller, then the
///   system automatically invokes the animator's animateTransition: method."
/// - A navigation while the controller's view is not in a window (``isInWindow``) is performed
///   without animation: nothing can be seen, so UIKit runs no transition and has no
///   `transitionCoordinator`; the delegate hears `willShow`/`didShow` with `animated: false`
///   (`UINavigationController.h:110`) and is asked for no animation controller, and no screen gets
///   appearance callbacks (`UIViewController.h:159-162`: "about to made visible").
///
/// ## The order of an animated push or pop
/// 1. The stack changes at once (`viewControllers` shows the new top); a pushed screen's `parent`
///    is set, a popped screen keeps its `parent` until the transition completes.
/// 2. `willShow(to, animated: true)` — the transition coordinator exists already.
/// 3. `animationControllerFor(operation, from, to)`; with an answer, `interactionControllerFor(it)`
///    (never asked without one: UIKit ignores interaction controllers then). No answer: UIKit's
///    own slide (``SystemSlideAnimator``, 0.35 s).
/// 4. The leaving screen's `viewWillDisappear`, the arriving screen's `viewWillAppear`
///    (``ViewControllerModel/appearance``, ``ViewControllerModel/onAppearance``), and the
///    bars follow the new stack at once (`NavigationControllerModel+Bars.swift`).
/// 5. `transitionDuration(using:)`, then `startInteractiveTransition(_:)` with an interaction
///    controller, else `animateTransition(using:)` followed by `interruptibleAnimator(using:)` when
///    implemented (the alongside animations go into it).
/// 6. `completeTransition(_:)` from the animation (exactly once): the stack is restored when
///    cancelled (the arriving screen gets `viewWillDisappear`, the leaving one `viewWillAppear`
///    again and the bars follow), the leaving view removed when finished; then
///    `animationEnded(_:)`; then `viewDidDisappear`/`viewDidAppear` (the leaving and the arriving
///    screen, swapped when cancelled); then `didShow(to, animated: true)` — only when finished: a
///    cancelled interactive pop gets `willShow` for the screen below but no `didShow` — then the
///    coordinator's completion blocks, then a deferred navigation (``deferredStack``).
///
/// A navigation that is not animated calls `willShow` with `animated: false`, the appearance
/// callbacks, and `didShow` at once, and asks for no animation controller. The relative order of
/// `didShow` and the coordinator's completion blocks, and of the delegate's and the screens'
/// calls, are not documented; the model picks the order observed on device: `willShow` before
/// `viewWillAppear`, `viewDidAppear` before `didShow`, `didShow` before the completion blocks.
///
/// ## A presentation around the navigation controller
/// ``beginPresentation(style:presenting:)`` models the navigation controller appearing in a sheet:
/// it calls `willShow(top, animated: true)`, and while it runs `activeTransitionCoordinator` is the
/// presentation's coordinator — not this controller's own transition: its `presentationStyle` is not
/// `.none` and its `from` is the presenting screen.
@MainActor
package final class NavigationControllerModel: ViewControllerModel, NavigationStackPort {
    /// The delegate type.
    package typealias PortDelegate = any ModeledNavigationControllerDelegate

    /// Apple's texts, per rule.
    package enum Contract {
        /// A push while a transition runs.
        package static let nestedPush = HeaderCitation(
            "UIKit runtime log", "nested push animation can result in corrupted navigation bar")
        /// A pop while a transition runs.
        package static let nestedPop = HeaderCitation(
            "UIKit runtime log", "nested pop animation can result in corrupted navigation bar")
        /// Pushing a screen already in the stack.
        package static let pushTwice = HeaderCitation(
            "UIKit runtime exception (NSInvalidArgumentException)",
            "Pushing the same view controller instance more than once is not supported")
        /// A stack naming a screen twice.
        package static let distinctStack = HeaderCitation(
            "UIKit runtime exception (NSInvalidArgumentException)",
            "All view controllers in a navigation controller must be distinct")
        /// Popping to a screen that is not in the stack.
        package static let popToMissing = HeaderCitation(
            "UIKit runtime exception (NSInternalInconsistencyException)",
            "Tried to pop to a view controller that doesn't exist.")
        /// Pushing a navigation controller onto a navigation controller.
        package static let pushNavigationController = HeaderCitation(
            "UIKit runtime exception (NSInvalidArgumentException)",
            "Pushing a navigation controller is not supported")
        /// Pushing a tab bar controller onto a navigation controller.
        package static let pushTabBarController = HeaderCitation(
            "UITabBarController documentation",
            "a tab bar interface should never be installed as a child of another view controller")
        /// Moving UIKit's own floating or minimizing tab bar.
        package static let tabBarIsUIKits = HeaderCitation(
            "UITabBarController.h:46",
            "Attempting to modify the contents of the tab bar directly will throw an exception.")
        /// Assigning the delegate while it is being assigned.
        package static let delegateReentrant = HeaderCitation(
            "UINavigationController.h",
            "@property(nullable, nonatomic, weak) id<UINavigationControllerDelegate> delegate;")
        /// A subclass's `delegate` setter that assigns `delegate` again without end.
        package static let delegateRecursion = HeaderCitation(
            "Swift runtime", "a setter that calls itself without end overflows the stack (EXC_BAD_ACCESS)")
    }

    /// The test's clock (UIKit's own slide runs on it).
    package let clock: ModelClock
    /// Makes the animator of UIKit's own slide.
    package let animations: AnimatorFactoryModel
    /// The view transitions animate in (`UIViewControllerContextTransitioning.containerView`).
    package let containerView: ViewModel
    /// `viewControllers`.
    package private(set) var viewControllers: [ViewControllerModel] = []
    /// `interactivePopGestureRecognizer?.isEnabled`.
    package var isInteractivePopGestureEnabled = true
    /// Whether the controller has iOS 26's `interactiveContentPopGestureRecognizer` (the pop
    /// gesture that starts anywhere in the content): follows ``systemVersion`` (`false` by
    /// default, as before iOS 26); a test may set it on its own.
    package var hasInteractiveContentPopGesture = false
    /// The iOS release (``SystemVersion``): iOS 26 brings the content pop gesture; iOS 18 plays a
    /// screen's own `preferredTransition` when the delegate vends nothing.
    package override var systemVersion: SystemVersion {
        didSet { hasInteractiveContentPopGesture = systemVersion.hasContentPopGesture }
    }
    /// UIKit's own animations played when the delegate vended none, in order: the slide, or a
    /// screen's own `preferredTransition` (iOS 18 and later).
    package internal(set) var systemAnimations: [SystemAnimation] = []
    /// Every call UIKit made to the delegate and the transition objects, in order.
    package private(set) var events: [NavigationEvent] = []
    /// Every animated push or pop that began, in order, by name (logged whether or not a
    /// delegate was asked about it): the k-th `completeTransition(_:)` in ``events`` ends the
    /// k-th of them.
    package private(set) var transitionsBegun: [(operation: NavigationOperation, from: String, to: String)] =
        []
    /// The optional delegate methods read at the last assignment.
    package private(set) var delegateMethods: Set<NavigationDelegateMethod> = []
    /// How many times `delegate` was assigned.
    package private(set) var delegateAssignments = 0

    /// `navigationBar` (see ``NavigationControllerModel`` bars: outside the view tree, its frame in
    /// the controller's view).
    package let navigationBarView: ViewModel
    /// `tabBarController?.tabBar`: a tab bar a test puts around the controller, `nil` by default.
    package var tabBarView: ViewModel? {
        didSet { reserveTabBar() }
    }
    /// Which tab bar ``tabBarView`` is (classic by default). A floating (iPad, iOS 18) or
    /// minimizing (iOS 26) bar is UIKit's own: it hides it for `hidesBottomBarWhenPushed` itself,
    /// and anyone else setting its `isHidden` or `transform` is a violation
    /// (`UITabBarController.h:46`).
    package var tabBarVariant = TabBarVariant.classic {
        didSet { reserveTabBar() }
    }
    /// `isNavigationBarHidden` (`UINavigationController.h:74`), set by
    /// ``setNavigationBarHidden(_:animated:)``.
    package internal(set) var isNavigationBarHidden = false
    /// `navigationBar.prefersLargeTitles` (`UINavigationBar.h:63`; default NO): the bar takes its
    /// height at its next layout pass.
    package var prefersLargeTitles = false {
        didSet { barsFollowStack() }
    }

    /// How many ``layOutBars()`` ran inside an animation block: on device each animates every
    /// pending layout change of the controller's view and its screens', not only the bars'.
    package internal(set) var animatedLayouts = 0

    /// The stack a navigation requested while a transition ran will set when it completes
    /// (UIKit defers a nested navigation), and whether that one is animated; `nil` when none waits.
    package private(set) var deferredStack: (stack: [ViewControllerModel], animated: Bool)?
    /// The running transition.
    var transition: ActiveTransition?
    /// The interaction controller of the system pop gesture, while it asks for a pop.
    var pendingSystemInteraction: PercentDrivenTransitionModel?
    private var assigningDelegate = false
    private var contentPopGestureEnabled = true
    private weak var storedDelegate: (any ModeledNavigationControllerDelegate)?
    /// How deep `delegate` assignments through the subclass are nested now.
    var delegateSetterDepth = 0

    /// Creates a navigation controller with a loaded view (and its container) of `frame`'s size.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - rootViewController: The first screen, or `nil` for an empty stack.
    ///   - frame: The view's frame.
    ///   - ledger: The test's ledger.
    ///   - clock: The test's clock.
    package init(
        _ name: String = "navigation", rootViewController: ViewControllerModel?,
        frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), ledger: ContractLedger, clock: ModelClock
    ) {
        self.clock = clock
        animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        containerView = ViewModel(
            "\(name) container", frame: CGRect(origin: .zero, size: frame.size), ledger: ledger)
        navigationBarView = ViewModel(
            "\(name) navigation bar",
            frame: CGRect(
                x: 0, y: Self.statusBarHeight, width: frame.width, height: Self.navigationBarHeight),
            ledger: ledger)
        super.init(name, ledger: ledger)
        view.frame = frame
        view.addSubview(containerView)
        if let rootViewController {
            viewControllers = [rootViewController]
            addChild(rootViewController)
            show(rootViewController)
            rootViewController.didMove(toParent: self)
        }
    }

    /// `delegate` (weak). Assigning reads ``ModeledNavigationControllerDelegate/implementedMethods``;
    /// with a ``subclass`` the assignment goes through its override.
    package var delegate: (any ModeledNavigationControllerDelegate)? {
        get { storedDelegate }
        set { overridingDelegateSetter(newValue) }
    }

    /// `interactiveContentPopGestureRecognizer?.isEnabled`: `false` without the recognizer
    /// (before iOS 26), where setting it does nothing.
    package var isInteractiveContentPopGestureEnabled: Bool {
        get { hasInteractiveContentPopGesture && contentPopGestureEnabled }
        set {
            contentPopGestureEnabled = hasInteractiveContentPopGesture ? newValue : contentPopGestureEnabled
        }
    }
    /// A subclass's overrides of `delegate` and the navigation methods (as
    /// `BarlessNavigationController` overrides them), or `nil` for `UINavigationController` itself.
    /// Held strongly, as a subclass holds its own state.
    package var subclass: (any NavigationControllerSubclassing)?

    /// `topViewController`.
    package var topViewController: ViewControllerModel? { viewControllers.last }

    /// `view.effectiveUserInterfaceLayoutDirection`.
    package var viewLayoutDirection: TransitionLayoutDirection { view.effectiveLayoutDirection }

    /// Whether the controller's view is in a window (`view.window != nil`): off-window, navigation
    /// runs without animation (see the type's discussion).
    package var isInWindow: Bool { view.isInWindow }

    /// Whether a push or pop of this controller is running.
    package var isTransitioning: Bool { transition != nil }

    /// `transitionCoordinator`: this controller's own transition's, else a presentation's around it.
    package override var activeTransitionCoordinator: TransitionCoordinatorModel? {
        transition?.coordinator ?? super.activeTransitionCoordinator
    }

    /// `UINavigationController`'s own `pushViewController(_:animated:)`.
    package func superPushViewController(_ viewController: ViewControllerModel, animated: Bool) {
        let member = "pushViewController(\(viewController.name), animated: \(animated))"
        let stack = requestedStack
        guard !stack.contains(where: { $0 === viewController }) else {
            return violate(member, Contract.pushTwice)
        }
        guard !(viewController is NavigationControllerModel) else {
            return violate(member, Contract.pushNavigationController)
        }
        guard !(viewController is TabBarControllerModel) else {
            return violate(member, Contract.pushTabBarController)
        }
        request(stack + [viewController], animated: animated, member: member, nested: Contract.nestedPush)
    }

    /// `UINavigationController`'s own `popViewController(animated:)`.
    @discardableResult
    package func superPopViewController(animated: Bool) -> ViewControllerModel? {
        let stack = requestedStack
        guard stack.count > 1 else { return nil }
        return request(
            Array(stack.dropLast()), animated: animated, member: "popViewController(animated: \(animated))",
            nested: Contract.nestedPop
        ).last
    }

    /// `UINavigationController`'s own `popToViewController(_:animated:)`.
    @discardableResult
    package func superPopToViewController(_ viewController: ViewControllerModel, animated: Bool)
        -> [ViewControllerModel]?
    {
        let member = "popToViewController(\(viewController.name), animated: \(animated))"
        let stack = requestedStack
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            violate(member, Contract.popToMissing)
            return nil
        }
        return request(Array(stack[...index]), animated: animated, member: member, nested: Contract.nestedPop)
    }

    /// `UINavigationController`'s own `popToRootViewController(animated:)`.
    @discardableResult
    package func superPopToRootViewController(animated: Bool) -> [ViewControllerModel]? {
        guard let root = requestedStack.first else { return nil }
        return request(
            [root], animated: animated, member: "popToRootViewController(animated: \(animated))",
            nested: Contract.nestedPop)
    }

    /// `UINavigationController`'s own `setViewControllers(_:animated:)`.
    package func superSetViewControllers(_ viewControllers: [ViewControllerModel], animated: Bool) {
        let member = "setViewControllers(\(viewControllers.map(\.name)), animated: \(animated))"
        guard Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count else {
            return violate(member, Contract.distinctStack)
        }
        request(viewControllers, animated: animated, member: member, nested: Contract.nestedPop)
    }

    /// The stack a request changes: the deferred one while a transition runs, else the stack.
    private var requestedStack: [ViewControllerModel] { deferredStack?.stack ?? viewControllers }

    /// Moves to `stack` now, or — while a transition runs — records the nested navigation and
    /// defers it to the transition's end; returns the screens that leave (or will leave) the stack.
    @discardableResult
    private func request(
        _ stack: [ViewControllerModel], animated: Bool, member: String, nested: HeaderCitation
    ) -> [ViewControllerModel] {
        guard transition != nil else { return change(to: stack, animated: animated) }
        let before = requestedStack
        violate(member, nested)
        deferredStack = (stack, animated)
        return before.filter { old in !stack.contains { $0 === old } }
    }

    /// Runs the navigation deferred while the last transition ran (see ``deferredStack``).
    func runDeferredNavigation() {
        guard transition == nil, let deferred = deferredStack else { return }
        deferredStack = nil
        let stack = deferred.stack.filter { $0.parent === self || $0.parent == nil }
        guard !stack.isEmpty, stack.map(ObjectIdentifier.init) != viewControllers.map(ObjectIdentifier.init)
        else { return }
        change(to: stack, animated: deferred.animated)
    }

    /// Starts the system's interactive pop (the `interactivePopGestureRecognizer` beginning), as
    /// UIKit does: a pop whose interaction is UIKit's own percent-driven controller when the
    /// delegate vends no animation controller.
    ///
    /// - Returns: The interaction to drive with `update`/`finish`/`cancel`, or `nil` when the
    ///   gesture is disabled, a transition runs, the stack holds one screen, or the delegate's
    ///   animation controller took the pop (UIKit's gesture then cannot drive it).
    package func beginInteractivePop() -> PercentDrivenTransitionModel? {
        guard isInteractivePopGestureEnabled else { return nil }
        return beginSystemPop()
    }

    /// Starts iOS 26's content pop (the `interactiveContentPopGestureRecognizer` beginning, a swipe
    /// anywhere in the content), which UIKit plays as ``beginInteractivePop()`` does.
    ///
    /// - Returns: The interaction, or `nil` when there is no such gesture or it is disabled, and
    ///   in the cases of ``beginInteractivePop()``.
    package func beginInteractiveContentPop() -> PercentDrivenTransitionModel? {
        guard isInteractiveContentPopGestureEnabled else { return nil }
        return beginSystemPop()
    }

    private func beginSystemPop() -> PercentDrivenTransitionModel? {
        guard transition == nil, viewControllers.count > 1, isInWindow else { return nil }
        let interaction = PercentDrivenTransitionModel(ledger: ledger)
        pendingSystemInteraction = interaction
        popViewController(animated: true)
        pendingSystemInteraction = nil
        return transition?.interactionController === interaction ? interaction : nil
    }

    // MARK: Internals shared with the transition and presentation files

    func log(_ event: NavigationEvent) {
        events.append(event)
    }

    func logBeginning(_ operation: NavigationOperation, from: ViewControllerModel, to: ViewControllerModel) {
        transitionsBegun.append((operation, from.name, to.name))
    }

    func violate(_ member: String, _ citation: HeaderCitation) {
        ledger.record(
            ContractViolation(
                model: "NavigationControllerModel '\(name)'", member: member,
                state: transition.map { "transitioning (\($0.operation))" } ?? "idle", citation: citation))
    }

    /// Sends an appearance callback to a screen of the stack (`viewWillAppear(_:)`, …), as UIKit
    /// does only while the controller's view is in a window.
    func appearance(_ screen: ViewControllerModel, _ callback: AppearanceCallback, animated: Bool) {
        guard isInWindow else { return }
        screen.appearance.append(callback)
        screen.onAppearance?(callback, animated)
    }

    /// Calls the delegate's `willShow` if it implemented it at assignment.
    func delegateWillShow(_ viewController: ViewControllerModel, animated: Bool) {
        guard delegateMethods.contains(.willShow), let delegate else { return }
        log(.willShow(viewController.name, animated: animated))
        delegate.navigationController(self, willShow: viewController, animated: animated)
    }

    /// Calls the delegate's `didShow` if it implemented it at assignment.
    func delegateDidShow(_ viewController: ViewControllerModel, animated: Bool) {
        guard delegateMethods.contains(.didShow), let delegate else { return }
        log(.didShow(viewController.name, animated: animated))
        delegate.navigationController(self, didShow: viewController, animated: animated)
    }

    /// The controller's view changes size (a rotation, iPad resizing, Stage Manager): the view and
    /// the transition container take the new size, and UIKit's layout puts the top screen's view at
    /// the container's bounds — at once when no transition runs, at the transition's end otherwise
    /// (``transitionDidComplete(_:didComplete:)`` shows the screen it leaves on screen). Views a
    /// running transition animates keep what its animator gives them.
    ///
    /// - Parameter size: The new size; a negative or non-finite dimension is 0.
    package func resize(to size: CGSize) {
        func sane(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let size = CGSize(width: sane(size.width), height: sane(size.height))
        animations.performWithoutAnimation {
            view.frame = CGRect(origin: view.frame.origin, size: size)
            containerView.frame = CGRect(origin: .zero, size: size)
        }
        if !isTransitioning, let top = topViewController { show(top) }
    }

    /// Puts a screen's view in the container at the container's bounds.
    func show(_ viewController: ViewControllerModel) {
        let view = viewController.view
        if view.superview !== containerView { containerView.addSubview(view) }
        animations.performWithoutAnimation { view.frame = containerView.bounds }
    }

    /// Sets the stack and the parents; returns the screens that left it.
    @discardableResult
    func setStack(_ stack: [ViewControllerModel]) -> [ViewControllerModel] {
        let removed = viewControllers.filter { old in !stack.contains { $0 === old } }
        adopt(stack)
        return removed
    }

    /// Makes `stack` the stack: each screen not yet a child is adopted (``addChild(_:)``, which
    /// takes it from another container first).
    func adopt(_ stack: [ViewControllerModel]) {
        for viewController in stack where viewController.parent !== self { addChild(viewController) }
        viewControllers = stack
    }

    /// A screen that left the stack stops being a child (`removeFromParent()` after
    /// `willMove(toParent: nil)`).
    func release(_ screens: [ViewControllerModel]) {
        for screen in screens where screen.parent === self {
            screen.willMove(toParent: nil)
            screen.removeFromParent()
        }
    }

    /// The safe area a child of the stack gets (see `NavigationControllerModel+Bars.swift`).
    ///
    /// - Parameter child: A screen of the stack.
    /// - Returns: The insets, before the child's own additional insets.
    package override func safeArea(givenTo child: ViewControllerModel) -> Insets {
        barsSafeArea(givenTo: child)
    }

    /// Another container adopted a screen of this stack (``addChild(_:)``): it leaves the stack at
    /// once, whatever shows now — on device the controller's view shows what is left (a blank
    /// screen while the leaving one was on top).
    package override func childWillLeave(_ child: ViewControllerModel) {
        viewControllers.removeAll { $0 === child }
    }

    // MARK: Private

    /// Moves to a new stack, animated or not; returns the screens popped.
    @discardableResult
    private func change(to stack: [ViewControllerModel], animated: Bool) -> [ViewControllerModel] {
        let before = viewControllers
        let oldTop = before.last
        guard let newTop = stack.last, oldTop !== newTop else {
            let removed = setStack(stack)
            release(removed)
            return removed
        }
        guard animated, let oldTop, isInWindow else {
            delegateWillShow(newTop, animated: false)
            let removed = setStack(stack)
            release(removed)
            if let oldTop { appearance(oldTop, .willDisappear, animated: false) }
            appearance(newTop, .willAppear, animated: false)
            barsFollowStack()
            oldTop?.viewIfLoaded?.removeFromSuperview()
            show(newTop)
            newTop.didMove(toParent: self)
            if let oldTop { appearance(oldTop, .didDisappear, animated: false) }
            appearance(newTop, .didAppear, animated: false)
            delegateDidShow(newTop, animated: false)
            return removed
        }
        let operation: NavigationOperation = before.contains { $0 === newTop } ? .pop : .push
        let popped = before.filter { old in !stack.contains { $0 === old } }
        adopt(stack)
        runTransition(operation, from: oldTop, to: newTop, stackBefore: before, popped: popped)
        return popped
    }

    /// `UINavigationController`'s own `delegate` setter: stores the delegate (weakly) and reads the
    /// optional methods it implements.
    ///
    /// - Parameter delegate: The new delegate.
    package func superSetDelegate(_ delegate: (any ModeledNavigationControllerDelegate)?) {
        storedDelegate = delegate
        readDelegateMethods()
    }

    private func readDelegateMethods() {
        delegateAssignments += 1
        guard !assigningDelegate else {
            return violate("delegate = … (assigned again while being assigned)", Contract.delegateReentrant)
        }
        assigningDelegate = true
        delegateMethods = delegate?.implementedMethods ?? []
        assigningDelegate = false
    }
}
