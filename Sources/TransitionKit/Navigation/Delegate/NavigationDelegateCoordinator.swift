/// What a navigation delegate decides and orchestrates between UIKit's callbacks, in neutral code:
/// the delegate slot and the app's delegate, attachments and their interaction drivers, which
/// animation and interaction controllers to vend (through ``TransitionDecision``), per-push
/// overrides and the announcements to observers.
///
/// `NavigationDelegate` (UIKit) owns one and forwards every `UINavigationControllerDelegate` call
/// to it; Linux tests drive the same coordinator through the UIKit contract models.
///
/// ```swift
/// let coordinator = NavigationDelegateCoordinator<NavigationDelegate>(defaultTransition: .system)
/// coordinator.host = delegate
/// coordinator.attach(to: navigationController, interaction: PanTransitionDriver(edges: .leading))
/// ```
///
/// ## Lifetimes
/// Navigation controllers, screens, animators and the app's delegate are held weakly; drivers
/// strongly (nothing else owns them); the host weakly (it owns the coordinator).
@MainActor
final class NavigationDelegateCoordinator<Host: NavigationDelegateHost> {
    /// The navigation controller.
    typealias Stack = Host.Stack
    /// A screen.
    typealias Screen = Host.Screen
    typealias Announcement = TransitionAnnouncement<Screen>
    typealias ObservedPair = TransitionAnnouncer<Host>.ObservedPair
    typealias PendingBegin = TransitionAnnouncer<Host>.PendingBegin

    /// The object UIKit calls (it owns this coordinator).
    weak var host: Host? {
        didSet {
            announcer.host = host
        }
    }
    let announcer = TransitionAnnouncer<Host>()
    let zoomDismissal = ZoomDismissalGate()
    /// Registrations per screen pair, and the default.
    var registry: TransitionRegistry<Screen, Host.Transition>
    /// Per-push overrides (`pushViewController(_:transition:)`).
    var overrides = ScreenOverrides<Screen, Host.Transition>()
    /// The attached navigation controllers and their drivers.
    private(set) var attachments = AttachmentTable<Stack, Host.Driver>()
    /// The app's delegate, weakly.
    private weak var additionalDelegateObject: AnyObject?
    /// The navigation controllers whose `delegate` the coordinator is assigning right now.
    private var assigning: [ObjectIdentifier] = []
    /// What the coordinator remembers per navigation controller.
    var controllers = ControllerTable<Stack, ControllerState>()

    /// What the coordinator remembers about one navigation controller between callbacks.
    struct ControllerState {
        /// Told of every `didShow` of the controller (its navigation queue's safety net).
        var didShowListener: (@MainActor (Screen) -> Void)?
        /// Whether the controller shows no system bar (a bar-less controller): UIKit's own
        /// interactive pop has nothing of its own to animate there, so the driver drives every pop.
        var isBarless = false
        /// The animation controller the coordinator vended last for the controller, if it is the
        /// library's or a registration's (not the app delegate's).
        weak var lastVendedAnimation: AnyObject?
        /// Whether the transition `willShow` opened last plays an animator UIKit runs for it (the
        /// library's, a registration's or the app delegate's), not UIKit's own slide: its system
        /// bars are then moved by ``SystemBarChoreography``.
        var customAnimatorPlays = false
        /// The foreign delegate last reported for the controller (reported once per object).
        var reportedDelegate: ReportedDelegate?
        /// Whether SwiftUI owns the controller (`transitionNavigation`): a delegate it assigns
        /// later is adopted as the app's delegate instead of reported.
        var isHosted = false
        /// Navigator requests kept until a transition the queue did not start has ended.
        var deferredRequests: [NavigatorRequest] = []
        /// The navigator's queue of a plain controller and its host (the queue holds it weakly).
        var navigatorQueue:
            (
                coordinator: NavigationQueueCoordinator<PlainStackQueueHost<Stack>>,
                host: PlainStackQueueHost<Stack>
            )?
    }

    /// Whether every transition the delegate vends (and no gesture drives) is handed to the host
    /// to be scrubbed (`NavigationDelegate.scrubsTransitions`); off by default.
    var scrubsTransitions = false
    /// Whether a request that undoes the running transition turns it around in place
    /// (``reverseRunningTransition(of:)``) instead of waiting for it to end
    /// (`NavigationDelegate.reversesInterruptedTransitions`); on by default.
    var reversesInterruptedTransitions = true
    /// Hears each call the transitions this coordinator vends, presents or drives make to their
    /// contexts and animators (the device trace's, ``trace(into:)``): handed to each library
    /// animator it vends and each driver it installs (drivers installed already get it now).
    var callObserver: TransitionCallObserver? {
        didSet {
            for stack in attachments.controllers { driver(for: stack)?.callObserver = callObserver }
        }
    }

    /// Creates a coordinator with no registrations.
    ///
    /// - Parameter defaultTransition: Played when no override or registration applies.
    init(defaultTransition: Host.Transition?) {
        registry = TransitionRegistry(defaultValue: defaultTransition)
    }

    // MARK: The app's delegate

    /// The app's delegate: receives every call the coordinator does not answer itself.
    ///
    /// Setting it makes every attached navigation controller whose delegate is the host assign it
    /// again, so that UIKit re-reads which optional methods it answers.
    var additionalDelegate: Stack.PortDelegate? {
        get { additionalDelegateObject as? Stack.PortDelegate }
        set {
            additionalDelegateObject = newValue.map { $0 as AnyObject }
            host?.additionalDelegateDidChange(to: newValue)
            for stack in attachments.controllers where isHost(stack.delegate) {
                assignDelegate(nil, to: stack)
                assignDelegate(host?.navigationDelegate, to: stack)
            }
        }
    }

    // MARK: Attachments

    /// The driver of the most recently attached navigation controller (or the pending one); see
    /// ``AttachmentTable``. Setting it uninstalls the replaced driver and installs the new one.
    var interactionDriver: Host.Driver? {
        get { attachments.currentDriver }
        set {
            guard let change = attachments.setCurrentDriver(newValue) else { return }
            change.replaced.map(uninstall)
            if let newValue { install(newValue, on: change.controller) }
        }
    }

    /// The driver installed on `stack`, if any.
    ///
    /// - Parameter stack: A navigation controller.
    /// - Returns: Its driver.
    func driver(for stack: Stack) -> Host.Driver? {
        attachments.driver(for: stack)
    }

    /// Becomes `stack`'s delegate and installs its driver; a previous delegate that is not a
    /// transitions object becomes ``additionalDelegate`` when that is `nil`.
    ///
    /// - Parameters:
    ///   - stack: The navigation controller.
    ///   - driver: Its driver, unless one was set pending through ``interactionDriver``.
    func attach(to stack: Stack, interaction driver: Host.Driver?) {
        guard let host else { return }
        if let previous = stack.delegate, additionalDelegate == nil, !host.isTransitionsObject(previous) {
            additionalDelegate = previous
        }
        assignDelegate(host.navigationDelegate, to: stack)
        let attached = attachments.attach(stack, driver: driver)
        attached.replaced.map(uninstall)
        if let driver = attached.driver { install(driver, on: stack) }
        controllers[stack, default: ControllerState()].reportedDelegate = nil
    }

    /// Stops animating `stack`: uninstalls its driver and hands its delegate back to
    /// ``additionalDelegate``. Does nothing for a controller that is not attached.
    ///
    /// - Parameters:
    ///   - stack: The navigation controller.
    ///   - holder: The object the controller keeps alive for its delegate.
    /// - Returns: The object it should keep alive from now on (`nil` once the host let go).
    func detach(from stack: Stack, holder: AnyObject?) -> AnyObject? {
        let detached = attachments.detach(stack)
        guard detached.wasAttached else { return holder }
        detached.driver.map(uninstall)
        if isHost(stack.delegate) { assignDelegate(additionalDelegate, to: stack) }
        return holder === host ? nil : holder
    }

    /// Tells `listener` of every `didShow` of `stack`, before the app's delegate (the navigation
    /// queue of a bar-less controller ends its action in flight there).
    ///
    /// - Parameters:
    ///   - stack: A navigation controller.
    ///   - listener: Receives the screen shown; replaces an earlier listener.
    func observeDidShow(of stack: Stack, _ listener: @escaping @MainActor (Screen) -> Void) {
        controllers[stack, default: ControllerState()].didShowListener = listener
    }

    /// Whether the coordinator is assigning `stack`'s `delegate` right now: a subclass that
    /// routes other objects elsewhere (the bar-less controller) passes these assignments to UIKit.
    ///
    /// - Parameter stack: A navigation controller.
    /// - Returns: `true` inside the coordinator's own assignment.
    func isAssigningDelegate(of stack: Stack) -> Bool {
        assigning.contains(ObjectIdentifier(stack))
    }

    /// Assigns `stack`'s `delegate`, marked as the coordinator's own assignment while it runs.
    func assignDelegate(_ delegate: Stack.PortDelegate?, to stack: Stack) {
        assigning.append(ObjectIdentifier(stack))
        defer { assigning.removeLast() }
        stack.delegate = delegate
    }

    /// Drops what is remembered of released navigation controllers — their drivers and their
    /// lanes of announcements (open transitions can still end) — at every navigation, so nothing of
    /// a released controller outlives its next sibling's navigation.
    func forgetReleasedControllers() {
        attachments.prune()
        controllers.prune()
        announcer.forgetReleasedControllers()
    }

    /// Whether `delegate` is the host.
    func isHost(_ delegate: Stack.PortDelegate?) -> Bool {
        host != nil && delegate.map { $0 as AnyObject } === host
    }
}

extension NavigationDelegateCoordinator {
    /// `navigationController(_:willShow:animated:)`: forwards to the app's delegate, then
    /// announces an animated transition of `stack` through its transition coordinator, resigns
    /// the leaving screen's keyboard (``resignKeyboard(during:in:)``) and moves its system bars
    /// (``moveSystemBars(during:in:)``).
    ///
    /// - Parameters:
    ///   - viewController: The screen about to be shown.
    ///   - stack: The navigation controller.
    ///   - animated: Whether the change is animated.
    ///   - forwarding: Calls the app delegate's `willShow`.
    func willShow(
        _ viewController: Screen, in stack: Stack, animated: Bool, forwarding: () -> Void
    ) {
        forgetReleasedControllers()
        forwarding()
        if controllers[stack]?.customAnimatorPlays == true {
            controllers[stack, default: ControllerState()].customAnimatorPlays = false
        }
        guard let coordinator = stack.activeTransitionCoordinator, coordinator.isAnimated else { return }
        announcer.announce(coordinator, in: stack, showing: viewController)
        resignKeyboard(during: coordinator, in: stack)
        moveSystemBars(during: coordinator, in: stack)
    }

    /// `navigationController(_:didShow:animated:)`: forgets per-push overrides whose screen left
    /// the stack, tells the controller's listener (its navigation queue) and its driver (UIKit's
    /// pop gestures follow the new top pair), then forwards to the app's delegate.
    ///
    /// - Parameters:
    ///   - viewController: The screen now shown.
    ///   - stack: The navigation controller.
    ///   - animated: Whether the change was animated.
    ///   - forwarding: Calls the app delegate's `didShow`.
    func didShow(
        _ viewController: Screen, in stack: Stack, animated: Bool, forwarding: () -> Void
    ) {
        forgetReleasedControllers()
        if let host { overrides.stackDidSettle(stack.viewControllers.map(host.transitionScreen)) }
        controllers[stack]?.didShowListener?(viewController)
        // The top pair changed: UIKit's own pop gestures follow whether a custom transition
        // plays for popping the new top screen.
        driver(for: stack)?.topScreenDidChange()
        forwarding()
    }
}
