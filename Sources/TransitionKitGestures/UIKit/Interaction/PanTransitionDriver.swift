#if canImport(UIKit)
    import UIKit

    /// An interactive, interruptible pop driven by a pan from the leading edge or from anywhere.
    ///
    /// A navigation delegate installs it on the navigation controllers it is attached to and vends
    /// it for their pops:
    ///
    /// ```swift
    /// let driver = PanTransitionDriver(popGesture: .edgeOnly)   // or PanTransitionDriver(region: .fullWidth)
    /// transitions.attach(to: navigationController, interaction: driver)
    /// ```
    ///
    /// When the pan begins (the stack holds more than one screen, no transition runs, the drag is
    /// horizontal toward the trailing edge) the driver calls `popViewController(animated: true)`
    /// and scrubs the transition with the finger. On release ``ReleasePolicy`` decides finish or
    /// cancel; the driver hands the finger's velocity, relative to the remaining distance, to a
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` built from
    /// ``releaseSpring`` and calls `finish()` or `cancel()`.
    ///
    /// Interruptible: while a transition settles, a touch anywhere in the navigation controller's
    /// view pauses it and hands it back to the finger; the next release decides again, unless
    /// the finger lifted without moving (`InteractionMachine.tapSlop`): a tap resumes the
    /// transition toward where it was going.
    ///
    /// While a transition settles, the catching recognizer begins the moment a finger lands, so it
    /// prevents the tap recognizers under that touch (`UITapGestureRecognizer`, SwiftUI tap
    /// gestures, long presses) on the transitioning screens; controls (`UIButton`, the back button)
    /// still get the touch, since it does not cancel touches in its view. Decided so: a tap that
    /// fired during the settle would start a second navigation while the first still runs, and a
    /// tap resumes the transition at once. Set ``allowsCatchingTransitions`` to `false` to give
    /// taps the settle too. Transitions
    /// started by a button can be caught the same way when ``allowsCatchingTransitions`` is on and
    /// the animator is interruptible (the driver is then vended with `wantsInteractiveStart ==
    /// false`). On push, dragging toward the trailing edge undoes the push.
    ///
    /// The driver never wedges the navigation controller: a cancelled or failed gesture cancels
    /// the transition it started, a release that comes before UIKit started the transition is
    /// applied when it starts, and each transition is finished or cancelled exactly once.
    ///
    /// Every decision and the order of UIKit calls belong to the neutral
    /// `PanInteractionCore` (with `InteractionMachine`, `PanBeginPolicy` and
    /// `GestureArbitration`); this class forwards UIKit's callbacks to it and is the
    /// `UIPercentDrivenInteractiveTransition` it drives.
    @MainActor
    public final class PanTransitionDriver: UIPercentDrivenInteractiveTransition {
        /// How the pan starts: from the leading edge or from a region.
        package var activation: PanActivation { coordinator.activation }
        /// Decides whether a touch may start a pop and whether the first movement is a pop.
        var beginPolicy: PanBeginPolicy {
            get { coordinator.beginPolicy }
            set { coordinator.beginPolicy = newValue }
        }
        /// Decides finish or cancel and the hand-off velocity on release.
        public var releasePolicy: ReleasePolicy {
            get { coordinator.releasePolicy }
            set { coordinator.releasePolicy = newValue }
        }
        /// The spring a released transition continues with (mass, stiffness, damping); by default
        /// critically damped with a 0.35 s response (``SpringTiming/handOff``).
        ///
        /// A spring without damping — zero, negative, NaN or infinite damping, which
        /// `SpringTiming` stores as 0 — would never settle, so the transition would never
        /// complete: it is refused, the property keeps its value and the misuse is reported
        /// through the library's diagnostics (an `os_log` fault).
        public var releaseSpring: SpringTiming {
            get { coordinator.releaseSpring }
            set { coordinator.releaseSpring = newValue }
        }
        /// Whether transitions started without the gesture (e.g. by a back button or a push) may
        /// be caught by a touch. Needs an animator that vends an `interruptibleAnimator`.
        /// Default `true`.
        public var allowsCatchingTransitions: Bool {
            get { coordinator.allowsCatchingTransitions }
            set { coordinator.allowsCatchingTransitions = newValue }
        }

        /// The navigation delegate's core, which decides per screen pair whether a custom transition plays
        /// for the pop (`false` keeps UIKit's own interactive pop); `nil` drives every pop.
        package var popDecider: (any PopDeciding)? {
            get { coordinator.popDecider }
            set { coordinator.popDecider = newValue }
        }

        /// Tells the driver the top screen changed (call from `navigationController(_:didShow:animated:)`),
        /// so UIKit's own pop gestures follow ``popDecider``'s answer for the new top screen.
        package func topScreenDidChange() {
            coordinator.topScreenDidChange()
        }

        /// The navigation controller the driver is installed on (held weakly).
        package var navigationController: UINavigationController? { coordinator.navigation }

        /// The recognizer that starts pops, a `UIPanGestureRecognizer`: for
        /// `init(popGesture: .edgeOnly)` it takes touches that land within 24 points of the
        /// navigation controller view's leading edge
        /// (that view's edge, not the screen's, so swipe-back works in a form sheet or a
        /// split-view column), for `init(region:)` touches in the region, for `init()` either,
        /// as the system and the top screen say. Touches on views marked
        /// `excludesTransitionPopGesture` never start a pop. Use it to set up failure requirements
        /// with your own recognizers; do not change its delegate.
        public let panGestureRecognizer: UIPanGestureRecognizer

        let catchRecognizer: InstantPanGestureRecognizer
        /// The recognizers' delegate (UIKit holds a delegate weakly).
        let etiquette: PanGestureEtiquette
        package let coordinator: PanInteractionCore<UIKitPanInteractionPorts>

        /// Creates a driver whose pop starts as the system's swipe back does: on iOS 26 and later
        /// with a pan anywhere in the navigation controller's view, before iOS 26 with a pan from
        /// its leading edge. What `NavigationDelegate.attach(to:)` installs.
        ///
        /// On iOS 26 the content pan keeps the system's etiquette: a scroll view that can still
        /// scroll toward the leading edge and the app's own pans win, vertical drags never pop,
        /// and controls keep their touches (UIKit gives a `UISlider` or `UISwitch` its drag over a
        /// recognizer of an ancestor view). A screen keeps only the edge swipe with
        /// `transitionPopGesture = .edgeOnly`; a view keeps its touches with
        /// `excludesTransitionPopGesture = true`.
        ///
        /// ```swift
        /// transitions.attach(to: navigationController, interaction: PanTransitionDriver())
        /// ```
        public override convenience init() {
            self.init(configuration: .system, recognizer: UIPanGestureRecognizer())
        }

        /// Creates a driver whose pop starts with the given swipe: `.edgeOnly`, a pan from the
        /// leading edge of the navigation controller's view on every system and every screen;
        /// `.automatic`, the system's swipe back, as `init()`.
        ///
        /// The edge follows the navigation controller view's
        /// `effectiveUserInterfaceLayoutDirection`: left in left-to-right layouts, right in
        /// right-to-left layouts. It is measured in that view, so it works where the navigation
        /// controller is not flush with the screen (a form sheet, a split-view column).
        ///
        /// - Parameter popGesture: Which swipe pops.
        public convenience init(popGesture: TransitionPopGesture) {
            self.init(
                configuration: PopGestureConfiguration(popGesture), recognizer: UIPanGestureRecognizer())
        }

        /// Creates a driver whose pop starts with a pan anywhere in a region of the navigation
        /// controller's view.
        ///
        /// - Parameter region: Where the pan may start: `.fullWidth` or `.leading(fraction:)`.
        public convenience init(region: PanRegion) {
            self.init(configuration: .fixed(.region(region)), recognizer: UIPanGestureRecognizer())
        }

        /// Behind the system, edge and region forms: the coordinator reads the system version, the top
        /// screen's `transitionPopGesture` and the excluded views through UIKit.
        private init(configuration: PopGestureConfiguration, recognizer: UIPanGestureRecognizer) {
            panGestureRecognizer = recognizer
            catchRecognizer = InstantPanGestureRecognizer()
            coordinator = PanInteractionCore(
                configuration: configuration, pan: recognizer, catcher: catchRecognizer)
            etiquette = PanGestureEtiquette(coordinator: coordinator)
            super.init()
            coordinator.interaction = self
            coordinator.popGestureRule = PopGestureRule(
                systemMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
            coordinator.topScreenPopGesture = { navigation in
                navigation.topViewController.map(PopGestureMarks.choice(of:)) ?? .automatic
            }
            coordinator.popGestureExclusions = { navigation in
                navigation.viewIfLoaded.map(PopGestureMarks.exclusions(in:)) ?? []
            }
            configureRecognizers()
        }

        /// Driven, settling, or running after a button and catchable. Not the signal to vend an interactive
        /// controller: see ``awaitsTransition``.
        var isDriving: Bool { coordinator.isDriving }

        /// A pop the gesture asked for that UIKit has not started: only then is the driver vended as
        /// interactive, and a `.system` registration must fall back to an animator the driver can scrub.
        package var awaitsTransition: Bool { coordinator.awaitsTransition }

        /// The driver's current phase, for diagnostics and tests.
        package var phase: InteractionPhase { coordinator.phase }

        /// UIKit's own pop gestures go off where the driver plays the pop, so they never compete for a
        /// swipe; the controller is held weakly, and installing on another uninstalls first.
        package func install(on navigationController: UINavigationController) {
            coordinator.install(on: navigationController)
        }

        /// A transition the finger drives is cancelled first, so nothing is left half done; the system pop
        /// gestures get their previous `isEnabled` back.
        package func uninstall() {
            coordinator.uninstall()
        }

        /// `navigationController(_:interactionControllerFor:)`: interactive while ``awaitsTransition``,
        /// catchable for an interruptible transition started some other way, else `nil`.
        package func interactionController(
            for animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            coordinator.interactionController(for: UIKitAnimatedTransitioning(animationController))
        }

        /// Hears the driver's calls to its transition (see `PanInteractionCore.callObserver`).
        package var callObserver: TransitionCallObserver? {
            get { coordinator.callObserver }
            set { coordinator.callObserver = newValue }
        }

        /// The app's own gesture begins (or catches) a pop; `nil` when none can be driven.
        package func beginInteractivePop() -> (any TransitionInteraction)? {
            coordinator.beginInteractivePop()
        }

        package func reverseRunningTransition() -> Bool {
            coordinator.reverseRunningTransition()
        }

        /// Starts the transition UIKit vended the driver for; overrides must not be needed.
        ///
        /// Observes completion through the transition coordinator and applies any release that
        /// came before the start. A transition still registered from before (its completion has
        /// not run yet, though UIKit is already starting this one) is forgotten first, so the
        /// new transition starts from a clean state and the old completion cannot end it.
        ///
        /// - Parameter transitionContext: The transition's context.
        public override func startInteractiveTransition(
            _ transitionContext: any UIViewControllerContextTransitioning
        ) {
            coordinator.startInteractiveTransition(UIKitTransitionContext(transitionContext)) {
                super.startInteractiveTransition(transitionContext)
            }
        }
    }

    /// UIKit's types behind the pan interaction coordinator's ports, and the two UIKit calls that
    /// take a recognizer and a view.
    @MainActor
    package enum UIKitPanInteractionPorts: PanInteractionPorts {
        package typealias Navigation = UINavigationController
        package typealias Gesture = UIPanGestureRecognizer
        package typealias Touch = UITouch
        package typealias Interaction = PanTransitionDriver
        package typealias AnimationController = UIKitAnimatedTransitioning

        package static func addGestureRecognizer(
            _ gesture: UIPanGestureRecognizer, to navigation: UINavigationController
        ) {
            navigation.view.addGestureRecognizer(gesture)
        }

        package static func removeGestureRecognizer(_ gesture: UIPanGestureRecognizer) {
            gesture.view?.removeGestureRecognizer(gesture)
        }
    }
#endif
