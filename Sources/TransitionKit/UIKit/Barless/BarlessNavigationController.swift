#if canImport(UIKit)
    import UIKit

    /// A `UINavigationController` without a navigation bar: every screen gets its own toolbar,
    /// every push and pop can be customized, and navigation requested mid-transition is queued.
    ///
    /// ```swift
    /// let nav = BarlessNavigationController(rootViewController: GridViewController())
    /// nav.transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
    /// nav.additionalDelegate = self
    /// nav.pushViewController(DetailViewController(), animated: true)
    /// ```
    ///
    /// ## The bar stays hidden
    /// `setNavigationBarHidden(false, animated:)` and `isNavigationBarHidden = false` are ignored
    /// (SwiftUI hosting and some system code try to show the bar); the bar stays hidden.
    ///
    /// ## Delegate
    /// ``transitions`` is the navigation controller's delegate and must stay so: it vends the
    /// animators and the interactive pop. Assigning `delegate` routes the object to
    /// ``additionalDelegate``, which receives every delegate call ``transitions`` does not
    /// consume (`willShow`, `didShow`, orientation, …).
    ///
    /// ## Wrapping
    /// Every screen entering the stack — at init, by push or `setViewControllers` — is wrapped
    /// exactly once by the neutral `WrapResolution`: in a container with a toolbar by default, not
    /// at all when its ``ToolbarAppearanceProviding/prefersToolbar`` is `false`. Containers are
    /// never wrapped again. So `viewControllers`, `topViewController` and the values the pop
    /// methods return are *containers*; use ``contentViewControllers`` and
    /// ``topContentViewController`` to reach the screens.
    ///
    /// ## Queueing
    /// `pushViewController`, `popViewController`, `popToViewController`,
    /// `popToRootViewController` and `setViewControllers` go through the neutral
    /// `NavigationQueue`: while a transition runs they wait and then run in order, one
    /// transition each, judged against the stack as it is when their turn comes: a double-tapped
    /// push runs once, a push of a screen deeper in the stack follows ``duplicatePushPolicy``,
    /// and popping the root, pushing the navigation controller itself and `setViewControllers([])`
    /// do nothing. A queued pop returns `nil` (what it will pop is not known yet).
    @MainActor
    open class BarlessNavigationController: UINavigationController {
        /// The transitions: register animators here. It is this controller's delegate.
        public var transitions: NavigationDelegate { parts.transitions }
        /// What to do when a screen deeper in the stack is pushed again; default `.reject`.
        /// `.allow` acts as `.reject` (a stack holds a view controller once) and is reported.
        public var duplicatePushPolicy: DuplicatePushPolicy {
            get { coordinator.queue.duplicatePushPolicy }
            set { coordinator.queue.duplicatePushPolicy = newValue }
        }

        /// Decides and orchestrates the delegate slot, the wrapping and the queue.
        var coordinator: BarlessNavigationCore<NavigationDelegate, BarlessNavigationController> {
            parts.coordinator
        }

        /// Lazy: `initWithRootViewController:` re-enters the Swift initializer through
        /// `initWithNibName:bundle:`, so values stored there would be made twice, the first set leaked.
        private lazy var parts = BarlessParts()

        /// Creates a controller whose stack holds one (wrapped) screen.
        ///
        /// - Parameter rootViewController: The root screen.
        public override init(rootViewController: UIViewController) {
            super.init(rootViewController: ScreenWrapping.wrap(rootViewController))
            finishInit()
        }

        /// Creates a controller with an empty stack; the first push or `setViewControllers`
        /// fills it.
        ///
        /// - Parameters:
        ///   - nibNameOrNil: A nib name, usually `nil`.
        ///   - nibBundleOrNil: The nib's bundle, usually `nil`.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            finishInit()
        }

        /// Creates a controller from a storyboard; the screens it holds are wrapped.
        ///
        /// - Parameter coder: The archive.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            finishInit()
            coordinator.wrapDecodedStack()
        }

        /// Runs twice for `init(rootViewController:)` (UIKit's nested `initWithNibName:bundle:` runs it
        /// first); `connect` is idempotent.
        private func finishInit() {
            coordinator.connect(to: self, host: self)
            coordinator.queue.passingThrough { super.setNavigationBarHidden(true, animated: false) }
        }

        /// Hides the bar and attaches ``transitions`` (with the system's swipe back, or the driver
        /// assigned to `transitions.interactionDriver` before the view loaded).
        open override func viewDidLoad() {
            super.viewDidLoad()
            coordinator.queue.passingThrough { super.setNavigationBarHidden(true, animated: false) }
            attachTransitions()
        }

        // MARK: Reaching the screens

        /// The screens of the stack, bottom first: each container's contained screen, unwrapped
        /// screens as they are.
        public var contentViewControllers: [UIViewController] {
            viewControllers.map(ScreenWrapping.content)
        }

        /// The top screen (unwrapped), or `nil` for an empty stack.
        public var topContentViewController: UIViewController? {
            topViewController.map(ScreenWrapping.content)
        }

        // MARK: The bar stays hidden

        /// Always hides the bar; a request to show it is ignored.
        ///
        /// - Parameters:
        ///   - hidden: Ignored; the bar stays hidden.
        ///   - animated: Passed on.
        open override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
            super.setNavigationBarHidden(true, animated: animated)
        }

        /// Always `true`; setting `false` is ignored.
        open override var isNavigationBarHidden: Bool {
            get { super.isNavigationBarHidden }
            set { super.setNavigationBarHidden(true, animated: false) }
        }
    }

    /// What a ``BarlessNavigationController`` makes once: its transitions object and the coordinator
    /// of its delegate slot, wrapping and queue.
    @MainActor
    private struct BarlessParts {
        let transitions: NavigationDelegate
        let coordinator: BarlessNavigationCore<NavigationDelegate, BarlessNavigationController>

        init() {
            transitions = BarlessNavigationController.makeTransitions()
            coordinator = BarlessNavigationCore(transitions: transitions.core)
        }
    }
#endif
