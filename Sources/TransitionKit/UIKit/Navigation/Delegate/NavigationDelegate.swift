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
    /// ``defaultTransition`` — see `TransitionRegistry`. The result is adapted to Reduce Motion
    /// and turned into an animation controller by `TransitionDecision`: built-in styles play
    /// through one shared animator, `.custom` vends the app's animator unchanged, `.system` (or
    /// nothing matched) asks ``additionalDelegate`` and otherwise lets UIKit animate — except while
    /// the interaction driver drives a pop, when the slide plays (UIKit ignores interaction
    /// controllers without an animation controller).
    ///
    /// ## Presentations
    /// The same registrations, observers and Reduce Motion handling animate modal presentations:
    /// ``present(_:from:animated:completion:)``, or `UIViewController.present(_:transition:animated:completion:)`
    /// with ``presentations`` when no delegate is attached (see <doc:Presentations>).
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
        /// Held weakly. Set automatically by ``attach(to:interaction:)`` to the navigation
        /// controller's previous delegate, if it had one and this property was `nil`. Setting it
        /// makes UIKit re-read which optional methods the attached controllers' delegate answers.
        public var additionalDelegate: (any UINavigationControllerDelegate)? {
            get { core.additionalDelegate }
            set { core.additionalDelegate = newValue }
        }

        /// ``additionalDelegate`` as seen by the Objective-C forwarding hooks.
        nonisolated let forwarding = ForwardingTarget()

        /// Decides and orchestrates everything this object answers UIKit.
        let core = NavigationDelegateCore<NavigationDelegate>(
            defaultTransition: ScreenTransition(.system))

        /// Decides and orchestrates the presentations this object animates.
        lazy var presentation: PresentationCore<NavigationDelegate> = {
            let presentation = PresentationCore(navigation: core)
            presentation.shownDidChange = { [weak self] in self?.placeZoomDismissal() }
            return presentation
        }()

        /// The device trace: debug builds launched with `-TransitionKitTrace YES`, else `nil`.
        lazy var trace = UIKitTransitionTraceSession.launched()

        /// The zoom dismissal driver (``zoomDismissal``).
        var zoomDismissalDriver: ZoomDismissalDriver?

        /// The observers ``addObserver(_:)`` added, by the token it returned: one token type for
        /// registrations and observers, each removing only what made it.
        var observerIDs: [RegistrationToken: TransitionObserverID] = [:]

        /// Creates a delegate with no registrations and the `.system` default.
        public override init() {
            super.init()
            core.host = self
            core.announcer.intervals.signposts = OSSignpostTransitions()
            _ = trace.map { core.trace(into: $0.tap) }
        }

        /// The style played when no override or registration applies; `.system` by default
        /// (UIKit's own push and pop). The app's own animator as the default is a `.custom`
        /// registration `from: UIViewController.self, to: UIViewController.self`.
        public var defaultTransition: TransitionStyle {
            get { core.vendor.registry.defaultValue?.style ?? .system }
            set { core.vendor.registry.defaultValue = ScreenTransition(newValue) }
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
            get { core.interactionDriver }
            set { core.interactionDriver = newValue }
        }

        /// Becomes `navigationController`'s delegate, with the system's swipe back
        /// (`PanTransitionDriver()`: on iOS 26 and later a pan anywhere in the content pops the
        /// screen, before iOS 26 a pan from the leading edge); see ``attach(to:interaction:)``.
        ///
        /// A screen keeps only the edge swipe with `transitionPopGesture = .edgeOnly`; a view
        /// keeps its horizontal drags with `excludesTransitionPopGesture = true`.
        ///
        /// ```swift
        /// transitions.attach(to: navigationController)
        /// ```
        ///
        /// (One function with a default argument would create the driver in the caller's
        /// isolation, which the Swift 5 language mode Xcode 15 builds the library in rejects.)
        ///
        /// - Parameter navigationController: The controller whose pushes and pops to animate.
        public func attach(to navigationController: UINavigationController) {
            attach(to: navigationController, interaction: PanTransitionDriver())
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
        /// Assigning the controller's `delegate` afterwards (a tab bar controller in `viewDidLoad`)
        /// replaces this object: UIKit gives no notice and the library does not swizzle, so the
        /// diagnostics report it — once per assigned object, as a fault naming the object and the
        /// fix — at the next moment the library observes the controller: a touch on its driver's
        /// gesture, a ``Navigator`` request (dropped) or ``beginInteractivePop(of:)`` (`nil`).
        /// Until then UIKit animates as the new delegate says. The fix: set
        /// ``additionalDelegate`` to that object (or leave it `nil`) and call `attach(to:)` again;
        /// the object then receives every call this delegate does not answer.
        ///
        /// A driver set through ``interactionDriver`` while nothing was attached takes precedence
        /// over `interaction` (the app set it explicitly; `interaction` is often the default
        /// argument) and is used for this attachment only.
        ///
        /// - Parameters:
        ///   - navigationController: The controller whose pushes and pops to animate.
        ///   - interaction: Its pan driver, installed now; `nil` for none (``attach(to:)`` installs
        ///     the system's swipe back, `PanTransitionDriver()`). Ignored when a pending
        ///     ``interactionDriver`` was set.
        public func attach(to navigationController: UINavigationController, interaction: PanTransitionDriver?)
        {
            attach(navigationController) { core.attach(to: $0, interaction: interaction) }
        }

        /// Makes `navigationController` keep this object, lets `attaching` attach it, then places
        /// the zoom dismissal and the device trace.
        func attach(
            _ navigationController: UINavigationController,
            through attaching: (UINavigationController) -> Void
        ) {
            objc_setAssociatedObject(
                navigationController, associationKey(for: NavigationDelegate.self), self,
                .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            attaching(navigationController)
            placeZoomDismissal()
            trace?.observe(navigationController)
        }

        /// Stops animating `navigationController`: uninstalls its driver, hands its delegate back
        /// to ``additionalDelegate`` and releases the controller's hold on this object.
        ///
        /// Does nothing for a controller this delegate is not attached to.
        ///
        /// - Parameter navigationController: An attached controller.
        public func detach(from navigationController: UINavigationController) {
            let holder = core.detach(
                from: navigationController, holder: Self.attached(to: navigationController))
            objc_setAssociatedObject(
                navigationController, associationKey(for: NavigationDelegate.self), holder,
                .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            trace?.stopObserving(navigationController)
        }

        /// The delegate attached to `navigationController`, if any.
        static func attached(to navigationController: UINavigationController) -> NavigationDelegate? {
            objc_getAssociatedObject(navigationController, associationKey(for: NavigationDelegate.self))
                as? NavigationDelegate
        }
    }

    /// `.screenChanged` by its value, 1000: the 16.5 SDK declares it a mutable global
    /// (UIAccessibilityConstants.h:121), which Swift 6 code cannot read.
    private let screenChangedNotification = UIAccessibility.Notification(rawValue: 1000)

    extension NavigationDelegate: NavigationDelegateHost {
        /// The navigation controller: UIKit's.
        package typealias Stack = UINavigationController
        /// The interaction driver: the pan driver.
        package typealias Driver = PanTransitionDriver

        /// This object, as UIKit's `delegate`.
        package var navigationDelegate: any UINavigationControllerDelegate { self }

        /// Whether `delegate` is a `NavigationDelegate`.
        package func isTransitionsObject(_ delegate: any UINavigationControllerDelegate) -> Bool {
            delegate is NavigationDelegate
        }

        /// The additional delegate of a `NavigationDelegate`.
        package func forwardedDelegate(of delegate: any UINavigationControllerDelegate)
            -> (any UINavigationControllerDelegate)?
        {
            (delegate as? NavigationDelegate)?.additionalDelegate
        }

        /// Another `NavigationDelegate` lets go of `navigationController` (``detach(from:)``).
        package func detachTransitionsObject(
            _ delegate: any UINavigationControllerDelegate, from navigationController: UINavigationController
        ) {
            (delegate as? NavigationDelegate)?.detach(from: navigationController)
        }

        /// The screen a transition is about (`transitionScreen`).
        package func transitionScreen(of viewController: UIViewController) -> UIViewController {
            viewController.transitionScreen
        }

        /// A linear keyframe nested in the current animation context, over `window`.
        package func animateKeyframe(over window: TimeWindow, _ animations: @escaping @MainActor () -> Void) {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear]) {
                UIView.addKeyframe(
                    withRelativeStartTime: window.start, relativeDuration: window.duration,
                    animations: animations)
            }
        }

        /// `DispatchQueue.main.async`.
        package func scheduleOnNextTurn(_ action: @escaping @MainActor @Sendable () -> Void) {
            MainQueueNextTurn().scheduleOnNextTurn(action)
        }

        /// Catches the running transition under a ``ScrubOverlay`` (debug builds only).
        package func scrubRunningTransition(of stack: UINavigationController, operation: NavigationOperation)
        {
            #if DEBUG
                guard let driver = core.slot.driver(for: stack) else { return }
                ScrubOverlay.scrub(stack, driver: driver, operation: operation)
            #endif
        }

        /// `UIAccessibility.post(notification: .screenChanged, argument:)` with the screen's view.
        package func postScreenChanged(focusing screen: UIViewController) {
            UIAccessibility.post(notification: screenChangedNotification, argument: screen.viewIfLoaded)
            trace?.tap.screenChanged(focusing: screen)
        }

        /// Through the Objective-C runtime (the 16.5 SDK does not declare `preferredTransition`); before iOS
        /// 18 no screen responds to the getter.
        package func hasPreferredTransition(_ screen: UIViewController) -> Bool {
            let getter = NSSelectorFromString("preferredTransition")
            return screen.responds(to: getter) && screen.perform(getter)?.takeUnretainedValue() != nil
        }

        /// `endEditing(true)` on the screen's view, returning the first responder it held.
        package func resignFirstResponder(in screen: UIViewController) -> AnyObject? {
            guard let view = screen.viewIfLoaded,
                let responder = ResponderSearch.firstResponder(
                    in: view, children: \.subviews, isFirstResponder: \.isFirstResponder)
            else { return nil }
            view.endEditing(true)
            return responder
        }

        /// `UIView.performWithoutAnimation(_:)`.
        package func performWithoutAnimation(_ changes: () -> Void) {
            UIView.performWithoutAnimation(changes)
        }

        /// `becomeFirstResponder()`.
        package func restoreFirstResponder(_ responder: AnyObject) {
            (responder as? UIResponder)?.becomeFirstResponder()
        }

        /// Tells the Objective-C forwarding hooks.
        package func additionalDelegateDidChange(to delegate: (any UINavigationControllerDelegate)?) {
            forwarding.object = delegate
        }
    }

    extension NavigationDelegate {
        /// Observes transitions: `.willBegin`, then `.didEnd` or `.didCancel`, for every animated
        /// push and pop of every navigation controller this object is the delegate of.
        ///
        /// ```swift
        /// transitions.addObserver { event in
        ///     if event.phase == .willBegin { event.animateAlongside { header.alpha = 0 } }
        /// }
        /// ```
        ///
        /// Observers are called in the order they were added (see
        /// ``addObserver(from:to:_:)`` for observers added or removed while an event is delivered).
        ///
        /// The delegate keeps `handler` until ``removeObserver(_:)``, and lives as long as the
        /// navigation controllers it is attached to: a handler that captures a screen strongly
        /// keeps it alive after it is popped. Capture screens `[weak]`.
        ///
        /// - Parameter handler: Called on the main actor with each event.
        /// - Returns: A token for ``removeObserver(_:)``.
        @discardableResult
        public func addObserver(_ handler: @escaping @MainActor (TransitionEvent) -> Void)
            -> RegistrationToken
        {
            token(for: core.announcer.addObserver { handler(TransitionEvent($0)) })
        }

        /// Observes the transitions between one pair of screens: the push from `source` to
        /// `destination` and the pop back, matched as registrations match (subclasses too, the
        /// screen inside a bar-less container).
        ///
        /// ```swift
        /// let token = transitions.addObserver(from: GridViewController.self, to: ViewerViewController.self) { event in
        ///     guard event.phase == .willBegin else { return }
        ///     event.animateAlongside(from: 0.25, to: 1) { tabBar.alpha = event.operation == .push ? 0 : 1 }
        /// }
        /// transitions.removeObserver(token)
        /// ```
        ///
        /// Observers are called in the order they were added, whichever form added them. One
        /// added while an event is delivered first hears the next event; one removed while an
        /// event is delivered (by itself or another observer) is not called again, not even for
        /// the rest of that event.
        ///
        /// The handler is kept until ``removeObserver(_:)``: capture screens `[weak]` (see
        /// ``addObserver(_:)``).
        ///
        /// - Parameters:
        ///   - source: The screen class nearer the root.
        ///   - destination: The pushed screen class.
        ///   - handler: Called on the main actor with each event of that pair.
        /// - Returns: A token for ``removeObserver(_:)``.
        @discardableResult
        public func addObserver<A: UIViewController, B: UIViewController>(
            from source: A.Type, to destination: B.Type,
            _ handler: @escaping @MainActor (TransitionEvent) -> Void
        ) -> RegistrationToken {
            var pair = NavigationDelegateCore<NavigationDelegate>.ObservedPair()
            pair.register(true, from: source, to: destination)
            return token(for: core.announcer.addObserver(for: pair) { handler(TransitionEvent($0)) })
        }

        /// Removes an observer.
        ///
        /// - Parameter token: A token from ``addObserver(_:)`` on this delegate; others (a
        ///   registration's, another delegate's) are ignored.
        public func removeObserver(_ token: RegistrationToken) {
            guard let id = observerIDs.removeValue(forKey: token) else { return }
            core.announcer.removeObserver(id)
        }

        /// A new token standing for the observer `id`, remembered for ``removeObserver(_:)``.
        private func token(for id: TransitionObserverID) -> RegistrationToken {
            let token = RegistrationToken(sequence: id.sequence)
            observerIDs[token] = id
            return token
        }
    }

    /// The pan driver is the interaction driver a ``NavigationDelegate`` installs: its `install(on:)`,
    /// `uninstall()`, `awaitsTransition` and `interactionController(for:)` are the protocol's.
    extension PanTransitionDriver: InteractionDriving {
        /// The navigation controller: UIKit's.
        package typealias Stack = UINavigationController
        /// The animation controller: UIKit's protocol.
        package typealias Animation = any UIViewControllerAnimatedTransitioning
        /// The interaction controller: UIKit's protocol.
        package typealias Interaction = any UIViewControllerInteractiveTransitioning
    }

    /// The library's animator reports its finish and takes alongside animations as the protocol
    /// asks (`onFinish`, `addAlongsideAnimations(_:)`).
    extension TransitionAnimator: AnnouncingAnimator {}
#endif

#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Debug: every transition this delegate vends (and no gesture drives) starts paused under
        /// a small overlay on the app's real screens — a slider, Play, Reverse and Done — instead
        /// of playing. Off by default.
        ///
        /// ```swift
        /// #if DEBUG
        ///     transitions.scrubsTransitions = true
        /// #endif
        /// ```
        ///
        /// Debug-only: the overlay is compiled only into debug builds of TransitionKit (`DEBUG`);
        /// in a release build the property exists, but setting it changes nothing and is reported
        /// to the diagnostics. It needs the controller's pan driver (attached by default) and an
        /// interruptible animator (every built-in transition; a `.custom` animator without
        /// `interruptibleAnimator(using:)` plays on, with a notice). Done finishes the transition
        /// from half way on and cancels it below, and the overlay goes once it completed.
        public var scrubsTransitions: Bool {
            get { core.vendor.scrubsTransitions }
            set {
                #if DEBUG
                    core.vendor.scrubsTransitions = newValue
                #else
                    Diagnostics.report(
                        "scrubber", "scrubsTransitions is debug-only; ignored in a release build",
                        level: .debug)
                #endif
            }
        }

        /// Lets the app's own gesture start a pop of `navigationController` and drive it.
        ///
        /// ```swift
        /// @objc func pullDown(_ pan: UIPanGestureRecognizer) {
        ///     switch pan.state {
        ///     case .began: interaction = transitions.beginInteractivePop(of: navigationController)
        ///     case .changed: interaction?.update(progress: pan.translation(in: view).y / view.bounds.height)
        ///     case .ended: interaction?.end(velocity: pan.velocity(in: view).y / view.bounds.height)
        ///     default: interaction?.cancel()   // .cancelled, .failed
        ///     }
        /// }
        /// ```
        ///
        /// The pop is the one the attached driver's own pan would start: it plays the registered
        /// transition (the cross-fade under Reduce Motion), the driver's
        /// release policy turns ``TransitionInteraction/end(velocity:)`` into finish or cancel, the
        /// hand-off spring (`releaseSpring`) continues at the gesture's speed, and while it settles
        /// it can be caught — by a touch, or by calling this method again, which returns a new
        /// handle driving it from where it is on screen. Observers see `isInteractive == true`.
        ///
        /// ## Outcomes
        /// - A second call while a gesture drives a transition returns `nil`; the first handle keeps
        ///   driving.
        /// - A handle drives one stretch: after its `end(velocity:)` or `cancel()`, after a catch
        ///   gave a new handle, after the transition completed, or after the navigation controller
        ///   was released, its calls are ignored and `isActive` is `false`. Keeping it is harmless.
        /// - A gesture the system cancels (`.cancelled`): call `cancel()`; the pop springs back.
        /// - `nil` (reported to the diagnostics) when the controller is not attached or has no
        ///   driver, has nothing to pop, another transition runs, or UIKit does not start the pop
        ///   interactively.
        ///
        /// - Parameter navigationController: An attached navigation controller with a driver.
        /// - Returns: The handle, or `nil`.
        public func beginInteractivePop(of navigationController: UINavigationController)
            -> (any TransitionInteraction)?
        {
            core.beginInteractivePop(of: navigationController)
        }
    }
#endif
