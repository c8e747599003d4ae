/// What a navigation delegate decides and orchestrates between UIKit's callbacks, in neutral code.
/// It owns one piece per concern, each holding its own state: the delegate slot and drivers
/// (``DelegateSlot``), the announcements (``TransitionAnnouncer``), what is vended
/// (``TransitionVendor``), the zoom dismissal's start (``ZoomDismissalGate``), the system bars
/// (``SystemBarMover``), the keyboard (``KeyboardResigner``) and the navigator's queues
/// (``NavigatorQueues``); `willShow` and `didShow` call them in UIKit's order.
///
/// `NavigationDelegate` (UIKit) owns one and forwards every `UINavigationControllerDelegate` call
/// to it; Linux tests drive the same core through the UIKit contract models.
///
/// ```swift
/// let core = NavigationDelegateCore<NavigationDelegate>(defaultTransition: .system)
/// core.host = delegate
/// core.attach(to: navigationController, interaction: PanTransitionDriver(popGesture: .edgeOnly))
/// ```
///
/// ## Lifetimes
/// Navigation controllers, screens, animators and the app's delegate are held weakly; drivers
/// strongly (nothing else owns them); the host weakly (it owns the core).
@MainActor
final class NavigationDelegateCore<Host: NavigationDelegateHost> {
    /// The navigation controller.
    typealias Stack = Host.Stack
    /// A screen.
    typealias Screen = Host.Screen
    typealias Announcement = TransitionAnnouncement<Screen>
    typealias ObservedPair = TransitionAnnouncer<Host>.ObservedPair
    typealias PendingBegin = TransitionAnnouncer<Host>.PendingBegin
    typealias NavigatorRequest = NavigatorQueues<Host>.Request

    /// The object UIKit calls (it owns this core).
    weak var host: Host? {
        didSet {
            slot.host = host
            announcer.host = host
            vendor.host = host
            systemBars.host = host
            keyboard.host = host
        }
    }
    let slot = DelegateSlot<Host>()
    let announcer = TransitionAnnouncer<Host>()
    let zoomDismissal = ZoomDismissalGate()
    let vendor: TransitionVendor<Host>
    let systemBars: SystemBarMover<Host>
    let keyboard = KeyboardResigner<Host>()
    let navigator = NavigatorQueues<Host>()
    /// Told of every `didShow` of their controller, before the app's delegate.
    private var didShowListeners = ControllerTable<Stack, @MainActor (Screen) -> Void>()

    /// Whether a request that undoes the running transition turns it around in place
    /// (``reverseRunningTransition(of:)``) instead of waiting for it to end
    /// (`NavigationDelegate.reversesInterruptedTransitions`); on by default.
    var reversesInterruptedTransitions = true
    /// Hears each call the transitions this core vends, presents or drives make to their
    /// contexts and animators (the device trace's, ``trace(into:)``): handed to each library
    /// animator it vends and each driver it installs (drivers installed already get it now).
    var callObserver: TransitionCallObserver? {
        get { vendor.callObserver }
        set {
            vendor.callObserver = newValue
            for stack in slot.attachments.controllers { slot.driver(for: stack)?.callObserver = newValue }
        }
    }

    /// Creates a core with no registrations.
    ///
    /// - Parameter defaultTransition: Played when no override or registration applies.
    init(defaultTransition: Host.Transition?) {
        vendor = TransitionVendor(
            defaultTransition: defaultTransition, slot: slot, announcer: announcer,
            zoomDismissal: zoomDismissal)
        systemBars = SystemBarMover(vendor: vendor)
        navigator.navigation = self
    }

    /// The app's delegate: receives every call the core does not answer itself.
    var additionalDelegate: Stack.PortDelegate? {
        get { slot.additionalDelegate }
        set { slot.additionalDelegate = newValue }
    }

    // MARK: Attachments

    /// The driver of the most recently attached navigation controller (or the pending one); see
    /// ``AttachmentTable``. Setting it uninstalls the replaced driver and installs the new one.
    var interactionDriver: Host.Driver? {
        get { slot.currentDriver }
        set {
            guard let change = slot.setCurrentDriver(newValue) else { return }
            change.replaced.map(uninstall)
            if let newValue { install(newValue, on: change.controller) }
        }
    }

    /// Becomes `stack`'s delegate and installs its driver; a previous delegate that is not a
    /// transitions object becomes ``additionalDelegate`` when that is `nil`.
    ///
    /// - Parameters:
    ///   - stack: The navigation controller.
    ///   - driver: Its driver, unless one was set pending through ``interactionDriver``.
    func attach(to stack: Stack, interaction driver: Host.Driver?) {
        slot.attach(stack, driver: driver, install: { install($0, on: stack) }, uninstall: uninstall)
    }

    /// Stops animating `stack`: uninstalls its driver and hands its delegate back to
    /// ``additionalDelegate``. Does nothing for a controller that is not attached.
    ///
    /// - Parameters:
    ///   - stack: The navigation controller.
    ///   - holder: The object the controller keeps alive for its delegate.
    /// - Returns: The object it should keep alive from now on (`nil` once the host let go).
    func detach(from stack: Stack, holder: AnyObject?) -> AnyObject? {
        guard slot.detach(stack, uninstall: uninstall) else { return holder }
        return holder === host ? nil : holder
    }

    /// Attaches to a navigation controller SwiftUI owns (a `NavigationStack`'s): its current
    /// delegate — SwiftUI's, or the one SwiftUI assigned since — becomes ``additionalDelegate``
    /// so that it keeps every call, the controller keeps the driver it has, and a delegate SwiftUI
    /// assigns later is taken back at the next check instead of reported.
    ///
    /// Attaching again to the same controller attaches once: one entry, one driver.
    func attachHosted(to stack: Stack, interaction driver: Host.Driver?) {
        slot.adoptDelegate(of: stack)
        attach(to: stack, interaction: slot.driver(for: stack) ?? driver)
        slot.markHosted(stack)
    }

    /// A scrubber's navigation controller: attached with `driver` unless it is attached with a
    /// driver already (a bar-less controller attaches its own transitions when its view loads),
    /// so its own driver and gate stay.
    func attachForScrubbing(_ stack: Stack, interaction driver: () -> Host.Driver) {
        guard slot.driver(for: stack) == nil else { return }
        attach(to: stack, interaction: driver())
    }

    /// Tells `listener` of every `didShow` of `stack`, before the app's delegate (the navigation
    /// queue of a bar-less controller ends its action in flight there).
    ///
    /// - Parameters:
    ///   - stack: A navigation controller.
    ///   - listener: Receives the screen shown; replaces an earlier listener.
    func observeDidShow(of stack: Stack, _ listener: @escaping @MainActor (Screen) -> Void) {
        didShowListeners[stack, default: listener] = listener
    }

    /// Drops what is remembered of released navigation controllers — their drivers and their
    /// lanes of announcements (open transitions can still end) — at every navigation, so nothing of
    /// a released controller outlives its next sibling's navigation.
    func forgetReleasedControllers() {
        slot.forgetReleasedControllers()
        announcer.forgetReleasedControllers()
        vendor.forgetReleasedControllers()
        navigator.forgetReleasedControllers()
        didShowListeners.prune()
    }
}

extension NavigationDelegateCore {
    /// `navigationController(_:willShow:animated:)`: forwards to the app's delegate, then
    /// announces an animated transition of `stack` through its transition coordinator, resigns
    /// the leaving screen's keyboard (``KeyboardResigner/resignKeyboard(during:in:)``) and moves its system bars
    /// (``SystemBarMover/moveSystemBars(during:in:)``).
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
        vendor.forgetCustomAnimator(of: stack)
        guard let coordinator = stack.activeTransitionCoordinator, coordinator.isAnimated else { return }
        announcer.announce(coordinator, in: stack, showing: viewController)
        keyboard.resignKeyboard(during: coordinator, in: stack)
        systemBars.moveSystemBars(during: coordinator, in: stack)
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
        if let host { vendor.overrides.stackDidSettle(stack.viewControllers.map(host.transitionScreen)) }
        didShowListeners[stack]?(viewController)
        // The top pair changed: UIKit's own pop gestures follow whether a custom transition
        // plays for popping the new top screen.
        slot.driver(for: stack)?.topScreenDidChange()
        forwarding()
    }
}
