/// The navigation delegate's decisions in neutral code: one piece per concern, each owning its state;
/// `NavigationDelegate` forwards UIKit's calls here (see NavigationInternals).
@MainActor
package final class NavigationDelegateCore<Host: NavigationDelegateHost> {
    package typealias Stack = Host.Stack
    package typealias Screen = Host.Screen
    typealias Announcement = TransitionAnnouncement<Screen>
    package typealias ObservedPair = TransitionAnnouncer<Host>.ObservedPair
    typealias PendingBegin = TransitionAnnouncer<Host>.PendingBegin
    package typealias NavigatorRequest = NavigatorQueues<Host>.Request

    /// The object UIKit calls (it owns this core).
    package weak var host: Host? {
        didSet {
            slot.host = host
            announcer.host = host
            vendor.host = host
            systemBars.host = host
            keyboard.host = host
        }
    }
    package let slot = DelegateSlot<Host>()
    package let announcer = TransitionAnnouncer<Host>()
    let zoomDismissal = ZoomDismissalGate()
    package let vendor: TransitionVendor<Host>
    let systemBars: SystemBarMover<Host>
    let keyboard = KeyboardResigner<Host>()
    package let navigator = NavigatorQueues<Host>()
    /// The scene of the latest zoom pop or dismissal that began (``zoomDismissalScene``), fed by
    /// an observer added once a zoom dismissal driver is attached.
    let dismissalScenes = DismissalSceneRecord()
    var dismissalScenesObserver: TransitionObserverID?
    /// Told of every `didShow` of their controller, before the app's delegate.
    private var didShowListeners = ControllerTable<Stack, @MainActor (Screen) -> Void>()

    /// Whether a request that undoes the running transition turns it around in place instead of waiting.
    package var reversesInterruptedTransitions = true
    /// The device trace's observer: handed to each animator this core vends and each driver it installs
    /// (drivers installed already get it now).
    var callObserver: TransitionCallObserver? {
        get { vendor.callObserver }
        set {
            vendor.callObserver = newValue
            for stack in slot.attachments.controllers { slot.driver(for: stack)?.callObserver = newValue }
        }
    }

    package init(defaultTransition: Host.Transition?) {
        vendor = TransitionVendor(
            defaultTransition: defaultTransition, slot: slot, announcer: announcer,
            zoomDismissal: zoomDismissal)
        systemBars = SystemBarMover(vendor: vendor)
        navigator.navigation = self
    }

    /// The app's delegate: receives every call the core does not answer itself.
    package var additionalDelegate: Stack.PortDelegate? {
        get { slot.additionalDelegate }
        set { slot.additionalDelegate = newValue }
    }

    // MARK: Attachments

    /// The driver of the most recently attached navigation controller (or the pending one); see
    /// ``AttachmentTable``. Setting it uninstalls the replaced driver and installs the new one.
    package var interactionDriver: Host.Driver? {
        get { slot.currentDriver }
        set {
            guard let change = slot.setCurrentDriver(newValue) else { return }
            change.replaced.map(uninstall)
            if let newValue { install(newValue, on: change.controller) }
        }
    }

    /// A previous delegate that is not a transitions object becomes `additionalDelegate` when that is `nil`;
    /// a pending `interactionDriver` wins over `driver`.
    package func attach(to stack: Stack, interaction driver: Host.Driver?) {
        slot.attach(stack, driver: driver, install: { install($0, on: stack) }, uninstall: uninstall)
    }

    /// Returns the object the controller should keep alive for its delegate from now on (`nil` once the host
    /// let go). Nothing for a controller that is not attached.
    package func detach(from stack: Stack, holder: AnyObject?) -> AnyObject? {
        guard slot.detach(stack, uninstall: uninstall) else { return holder }
        return holder === host ? nil : holder
    }

    /// For a `NavigationStack`'s controller: SwiftUI's delegate becomes `additionalDelegate`, the controller
    /// keeps its driver, and a delegate SwiftUI assigns later is taken back instead of reported. Idempotent.
    package func attachHosted(to stack: Stack, interaction driver: Host.Driver?) {
        slot.adoptDelegate(of: stack)
        slot.takeFromOtherTransitionsObject(stack)
        attach(to: stack, interaction: slot.driver(for: stack) ?? driver)
        slot.markHosted(stack)
    }

    /// Attaches with `driver` only when not attached with one already (a bar-less controller attaches its
    /// own when its view loads), so its own driver and gate stay.
    package func attachForScrubbing(_ stack: Stack, interaction driver: () -> Host.Driver) {
        guard slot.driver(for: stack) == nil else { return }
        attach(to: stack, interaction: driver())
    }

    /// `listener` hears every `didShow` of `stack` before the app's delegate (the bar-less queue ends its
    /// action there); it replaces an earlier one.
    func observeDidShow(of stack: Stack, _ listener: @escaping @MainActor (Screen) -> Void) {
        didShowListeners[stack, default: listener] = listener
    }

    /// Called at every navigation, so nothing of a released controller outlives its sibling's next
    /// navigation; its open transitions can still end.
    func forgetReleasedControllers() {
        slot.forgetReleasedControllers()
        announcer.forgetReleasedControllers()
        vendor.forgetReleasedControllers()
        navigator.forgetReleasedControllers()
        didShowListeners.prune()
    }
}

extension NavigationDelegateCore {
    /// Forwards to the app's delegate first, then announces an animated transition, resigns the leaving
    /// screen's keyboard and moves the system bars.
    package func willShow(
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

    /// Forgets overrides of screens that left, tells the listener (the queue) and the driver (UIKit's pop
    /// gestures follow the new top pair), then forwards to the app's delegate.
    package func didShow(
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
