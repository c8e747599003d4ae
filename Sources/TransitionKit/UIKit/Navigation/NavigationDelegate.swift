#if canImport(UIKit)
    import ObjectiveC
    import TransitionKitGestures
    import UIKit

    /// The `UINavigationControllerDelegate` you assign once: it vends the registered transition
    /// for every push and pop, an interaction controller while a pan drives one, lifecycle events
    /// — and forwards everything else to your own delegate.
    ///
    /// ```swift
    /// let transitions = NavigationDelegate()
    /// transitions.attach(to: navigationController)
    /// transitions.register(.crossFade, from: DetailViewController.self, to: SettingsViewController.self)
    /// transitions.register(from: GridViewController.self, to: DetailViewController.self) { grid, detail, _ in
    ///     .zoom(from: grid.selectedImageView, to: detail.imageView)
    /// }
    /// transitions.defaultTransition = .fade
    /// ```
    ///
    /// ## Which transition plays
    /// The per-push override (`UINavigationController.pushViewController(_:transition:)`),
    /// then the most specific registration (latest first among equals), then
    /// ``defaultTransition`` — see ``TransitionRegistry``. The result is adapted to Reduce Motion
    /// and turned into an animation controller by ``TransitionDecision``: built-in styles play
    /// through one shared animator, `.custom` vends the app's animator unchanged, `.system` (or
    /// nothing matched) asks ``additionalDelegate`` and otherwise lets UIKit animate — except while
    /// the interaction driver drives a pop, when the slide plays (UIKit ignores interaction
    /// controllers without an animation controller).
    ///
    /// ## A navigation while a transition runs
    /// UIKit does not overlap navigation transitions. Whenever it asks, the delegate answers with
    /// a fresh animator that owns its own state, so an extra request can never disturb the
    /// running transition; queueing navigations is the bar-less controller's job.
    @MainActor
    public final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
        /// Receives every delegate call this object does not answer itself: `willShow`/`didShow`
        /// (always), the orientation methods (forwarded unchanged), and animation and interaction
        /// controllers when no registration applies.
        ///
        /// Set automatically by ``attach(to:interaction:)`` to the navigation controller's previous
        /// delegate, if it had one and this property was `nil`.
        public weak var additionalDelegate: (any UINavigationControllerDelegate)? {
            didSet {
                forwarding.object = additionalDelegate
                // UIKit caches which optional methods a delegate answers when `delegate` is set;
                // set it again so the forwarded orientation methods are re-read.
                for controller in attachments.controllers where controller.delegate === self {
                    controller.delegate = nil
                    controller.delegate = self
                }
            }
        }

        /// ``additionalDelegate`` as seen by the Objective-C forwarding hooks.
        nonisolated let forwarding = ForwardingTarget()

        var registry = TransitionRegistry<UIViewController, ScreenTransition>(defaultValue: .system)
        var overrides = ScreenOverrides<UIViewController, ScreenTransition>()
        var attachments = AttachmentTable<UINavigationController, PanTransitionDriver>()
        var observers: [(token: TransitionObserverToken, handler: @MainActor (TransitionEvent) -> Void)] = []
        var nextObserverSequence: UInt64 = 0
        var gate = AnnouncementGate()
        weak var announcedAnimator: TransitionAnimator?
        weak var lastVendedAnimator: (any UIViewControllerAnimatedTransitioning)?

        /// Creates a delegate with no registrations and the `.system` default.
        public override init() {
            super.init()
        }

        /// The transition played when no override or registration applies; `.system` by default
        /// (UIKit's own push and pop).
        public var defaultTransition: ScreenTransition {
            get { registry.defaultValue ?? .system }
            set { registry.defaultValue = newValue }
        }

        /// The interaction driver of the most recently attached navigation controller.
        ///
        /// Setting it uninstalls that controller's previous driver and installs the new one on it;
        /// `nil` leaves the controller without a driver (UIKit's own swipe-back gesture is
        /// restored by the uninstall).
        ///
        /// With no attached controller alive (e.g. a ``BarlessNavigationController`` right after
        /// `init`: it attaches in `viewDidLoad`), the value is kept as *pending* and reads back as
        /// set; the next ``attach(to:interaction:)`` installs it instead of its `interaction`
        /// argument, then forgets it. So
        /// `nav.transitions.interactionDriver = PanTransitionDriver(region: .fullWidth)` works
        /// before the view loads, and setting `nil` then means "no driver".
        public var interactionDriver: PanTransitionDriver? {
            get { attachments.currentDriver }
            set {
                guard let change = attachments.setCurrentDriver(newValue) else { return }
                change.replaced?.uninstall()
                newValue?.install(on: change.controller)
            }
        }

        /// Becomes `navigationController`'s delegate and stays alive exactly as long as it.
        ///
        /// The navigation controller keeps this object through an associated object (UIKit holds
        /// its delegate weakly and has no property for anything else); the delegate holds the
        /// controller weakly, so there is no cycle and the app needs no reference. Attaching to
        /// several controllers works: each keeps the delegate and gets its own driver. Attaching
        /// again to the same controller replaces its driver. A previous delegate of the
        /// controller becomes ``additionalDelegate`` if that is `nil`.
        ///
        /// A driver set through ``interactionDriver`` while nothing was attached takes precedence
        /// over `interaction` (the app set it explicitly; `interaction` is often the default
        /// argument) and is used for this attachment only.
        ///
        /// - Parameters:
        ///   - navigationController: The controller whose pushes and pops to animate.
        ///   - interaction: Its pan driver, installed now; a leading-edge driver by default,
        ///     `nil` for none. Ignored when a pending ``interactionDriver`` was set.
        public func attach(
            to navigationController: UINavigationController,
            interaction: PanTransitionDriver? = PanTransitionDriver(edges: .leading)
        ) {
            if let previous = navigationController.delegate, previous !== self, additionalDelegate == nil,
                !(previous is NavigationDelegate)
            {
                additionalDelegate = previous
            }
            objc_setAssociatedObject(
                navigationController, Self.associationKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            navigationController.delegate = self
            let attached = attachments.attach(navigationController, driver: interaction)
            attached.replaced?.uninstall()
            attached.driver?.install(on: navigationController)
        }

        /// Stops animating `navigationController`: uninstalls its driver, hands its delegate back
        /// to ``additionalDelegate`` and releases the controller's hold on this object.
        ///
        /// Does nothing for a controller this delegate is not attached to.
        ///
        /// - Parameter navigationController: An attached controller.
        public func detach(from navigationController: UINavigationController) {
            let detached = attachments.detach(navigationController)
            guard detached.wasAttached else { return }
            detached.driver?.uninstall()
            if navigationController.delegate === self { navigationController.delegate = additionalDelegate }
            if Self.attached(to: navigationController) === self {
                objc_setAssociatedObject(
                    navigationController, Self.associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// The delegate attached to `navigationController`, if any.
        static func attached(to navigationController: UINavigationController) -> NavigationDelegate? {
            objc_getAssociatedObject(navigationController, associationKey) as? NavigationDelegate
        }

        /// The association key: the address of this class's metadata — unique to the class,
        /// stable for the process, and no stored global (so nothing mutable and nothing
        /// `nonisolated(unsafe)` is needed under Swift 6).
        private static var associationKey: UnsafeRawPointer {
            UnsafeRawPointer(Unmanaged<AnyObject>.passUnretained(NavigationDelegate.self).toOpaque())
        }

        /// The driver installed for `navigationController`, if any.
        func driver(for navigationController: UINavigationController) -> PanTransitionDriver? {
            attachments.driver(for: navigationController)
        }
    }
#endif
