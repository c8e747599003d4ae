#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    /// A live, scrubbable transition: the app's own push or pop in a real navigation controller,
    /// a slider bound to the progress, Play and Reverse with the transition's real timing, and a
    /// pan on the stage that drives it like the interactive gesture.
    ///
    /// ```swift
    /// import PlaygroundSupport
    /// import TransitionKit
    ///
    /// PlaygroundPage.current.liveView = TransitionScrubberViewController(
    ///     push: DetailViewController(), onto: GridViewController(), transitions: transitions)
    /// ```
    ///
    /// To scrub a plan or a built-in transition on sample screens, `import TransitionKitGallery`:
    /// it adds `init(plan:geometry:title:)`, `init(style:geometry:)` and
    /// `init(_:operation:layoutDirection:reduceMotion:)`, which play the plan with the same
    /// ``PlanAnimator`` the navigation animators use.
    ///
    /// - The slider sets the paused animator's `fractionComplete` (linear progress, as a finger
    ///   scrubs on device).
    /// - Play runs forward and Reverse backward from where the slider is, with the plan's spring
    ///   or curve; from the end they start over.
    /// - Dragging the stage catches a running transition where it is and scrubs like the
    ///   navigation gesture (on a push, toward the leading edge; on a pop, toward the trailing
    ///   edge; mirrored right-to-left). On release the pan driver's rule (``ReleasePolicy``'s
    ///   defaults) decides finish or cancel from where the finger is, and the animator continues
    ///   with ``SpringTiming/handOff`` and the finger's velocity.
    ///
    /// Decisions live in the scrubber's neutral policy and the order of the animator's calls in
    /// its neutral session (both tested on Linux); this class only wires UIKit.
    ///
    /// ## The app's own screens
    /// `init(push:onto:transitions:)` and `init(pop:to:transitions:)` scrub a real push or pop: a
    /// `UINavigationController` holding the app's view controllers, attached to the app's
    /// `NavigationDelegate`, starts the transition interactively through its pan driver and the
    /// slider drives it — exactly what the app would play (registry match, per-push override,
    /// Reduce Motion, `.custom` animators, observers, `animateAlongside`). Play and Reverse finish
    /// and cancel it with its own timing; Done finishes it (from half way) or cancels it, and the
    /// next control starts it again. Input it cannot scrub (the same controller twice, a
    /// controller in another hierarchy, a pair the delegate plays no interactive transition for)
    /// is named on the stage instead.
    ///
    /// ## Lifetime
    /// The stage and its animator are built when the view is first laid out in a window and torn
    /// down when it disappears (the animator is stopped and finished, never released paused);
    /// they are built again when it reappears.
    ///
    /// ## Isolation
    /// The class is `@MainActor`, marked `@preconcurrency` so that code in the Swift 5 language
    /// mode without concurrency checking — an Xcode playground page's top-level code — can create
    /// and configure it directly; in Swift 6 mode the isolation is checked in full.
    @preconcurrency @MainActor
    public final class TransitionScrubberViewController: UIViewController {
        /// The plan being scrubbed on a stage; `nil` for the app's own push or pop (the delegate
        /// decides).
        let plan: TransitionPlan?
        /// Builds the views the plan plays on; `nil` for the app's own push or pop.
        let makeStage: (@MainActor () -> any ScrubberStaging)?
        /// The decisions for the pan, the buttons and the release.
        package var policy: ScrubPolicy {
            didSet { session.policy = policy }
        }
        /// Decides finish or cancel when a pan on the stage is released, as the pan driver's
        /// `releasePolicy` does; its defaults by default.
        public var releasePolicy: ReleasePolicy {
            get { policy.releasePolicy }
            set { policy.releasePolicy = newValue }
        }
        /// The spring a released pan continues with, as the pan driver's `releaseSpring`;
        /// ``SpringTiming/handOff`` by default.
        public var releaseSpring: SpringTiming {
            get { policy.releaseSpring }
            set { policy.releaseSpring = newValue }
        }

        let heading: String
        let stageHost = UIView()
        lazy var controls = ScrubControlsView(heading: heading, showsDone: session.showsDone)

        var stage: (any ScrubberStaging)?
        var planAnimator: PlanAnimator?
        /// The app's navigation, for a push or pop scrubber.
        private(set) var navigationScrubber: NavigationScrubber?
        /// What the slider, the buttons, the pan and the frames do to the transition.
        lazy var session: any ScrubberSessionForwarding =
            navigationScrubber?.session
            ?? ScrubSession(
                timing: plan?.timing ?? .curve(.linear), policy: policy, host: self,
                frames: DisplayLinkTicker())

        /// `operation` and `layoutDirection` set the pan's direction; `stage` builds the views the plan plays
        /// on, once the scrubber is in a window.
        package init(
            plan: TransitionPlan, operation: NavigationOperation, layoutDirection: TransitionLayoutDirection,
            title: String, stage: @escaping @MainActor () -> any ScrubberStaging
        ) {
            self.plan = plan
            self.makeStage = stage
            self.heading = title
            self.policy = ScrubPolicy(operation: operation, layoutDirection: layoutDirection)
            super.init(nibName: nil, bundle: nil)
        }

        /// Creates a scrubber of the app's own push: `viewController` pushed onto `below` in a
        /// real navigation controller attached to `transitions`.
        ///
        /// - Parameters:
        ///   - viewController: The screen pushed.
        ///   - below: The screen it is pushed onto (the navigation controller's root).
        ///   - navigationController: The navigation controller to run it in; a new
        ///     `UINavigationController` by default. Pass a `BarlessNavigationController` (and its
        ///     own `transitions`) to scrub its per-screen toolbars too.
        ///   - transitions: The app's navigation delegate; it decides what plays.
        public convenience init(
            push viewController: UIViewController, onto below: UIViewController,
            in navigationController: UINavigationController? = nil, transitions: NavigationDelegate
        ) {
            self.init(
                .push(viewController, onto: below), in: navigationController, transitions: transitions,
                title: "Push")
        }

        /// Creates a scrubber of the app's own pop: `viewController` popped to `below` in a real
        /// navigation controller attached to `transitions`.
        ///
        /// - Parameters:
        ///   - viewController: The screen popped (the top of the stack).
        ///   - below: The screen shown after the pop (the navigation controller's root).
        ///   - navigationController: The navigation controller to run it in; a new
        ///     `UINavigationController` by default. Pass a `BarlessNavigationController` (and its
        ///     own `transitions`) to scrub its per-screen toolbars too.
        ///   - transitions: The app's navigation delegate; it decides what plays.
        public convenience init(
            pop viewController: UIViewController, to below: UIViewController,
            in navigationController: UINavigationController? = nil, transitions: NavigationDelegate
        ) {
            self.init(
                .pop(viewController, to: below), in: navigationController, transitions: transitions,
                title: "Pop")
        }

        init(
            _ scrubbed: NavigationScrubSession<UIKitPanInteractionPorts, DisplayLinkTicker>.Scrubbed,
            in navigationController: UINavigationController?, transitions: NavigationDelegate, title: String
        ) {
            plan = nil
            makeStage = nil
            heading = title
            policy = ScrubPolicy(operation: scrubbed.operation)
            super.init(nibName: nil, bundle: nil)
            navigationScrubber = NavigationScrubber(
                scrubbed, in: navigationController ?? UINavigationController(), transitions: transitions,
                host: self)
        }

        /// Not supported: the scrubber is made in code. Returns `nil`.
        public required init?(coder: NSCoder) { nil }

        /// The current progress, 0 (start) … 1 (end), as the slider shows it.
        public var progress: Double { session.progress }

        /// Builds the controls.
        public override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .secondarySystemBackground
            buildControls()
        }

        /// Builds the stage once the view is in a window, and fits it to the space.
        public override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            session.layoutDidChange(isInWindow: view.window != nil)
            fitStage()
        }

        /// Tears the stage down: stops and finishes the animator so that nothing is released paused.
        public override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            session.end()
        }

        func fitStage() {
            stage?.fit(in: stageHost.bounds)
        }
    }

    extension TransitionScrubberViewController: ScrubberHost, ScrubControlsPort {
        /// Whether the scrubber is on screen.
        package var isInWindow: Bool { view.window != nil }

        /// The stage's view, in whose coordinates the pan is read.
        package var stageView: UIView? { stage?.view }

        /// Returns the plan animator's `UIViewPropertyAnimator`, inactive.
        package func buildStage() -> UIKitPropertyAnimator {
            let plan = plan ?? .empty
            let stage = makeStage?() ?? EmptyScrubberStage()
            stageHost.addSubview(stage.view)
            stage.adopt(by: self)
            let planAnimator = PlanAnimator(plan: plan, targets: stage.targets, container: stage.view)
            self.stage = stage
            self.planAnimator = planAnimator
            return UIKitPropertyAnimator(planAnimator.animator)
        }

        /// Removes the stage and its plan animator.
        package func removeStage() {
            planAnimator = nil
            stage?.remove()
            stage = nil
        }

        package func showProgress(_ fraction: Double, readout: String) {
            controls.showProgress(fraction, readout: readout)
        }

        /// `nil` hides it.
        package func showNotice(_ text: String?) {
            controls.showNotice(text)
        }
    }
#endif
