#if canImport(UIKit)
    import UIKit

    /// The standard container of a bar-less screen: the screen as a child, a `NavigationToolbar`
    /// mirroring its `navigationItem` at the top of the safe area.
    ///
    /// The toolbar is `ToolbarEnvironment.height` tall (44 pt iPhone, 50 pt iPad, 56 pt in an
    /// iPhone sheet, 32 pt in compact height, or the screen's ``ToolbarAppearanceProviding``
    /// height). The container sets its own `additionalSafeAreaInsets.top` to that height, which
    /// the screen inherits: scroll views and safe-area-pinned layouts clear the toolbar. Frames
    /// and insets come from the neutral `ToolbarLayout`, placed by the neutral
    /// `ToolbarContainerCoordinator`.
    ///
    /// During a transition the animator animates the toolbar (role `.fromToolbar` /
    /// `.toToolbar`, found through `TransitionToolbarProviding`) and, for a safe-area morph,
    /// the container's insets; layout re-applies its resting values only when its inputs
    /// (bounds size, the safe area without the toolbar, the height) change, so it does not fight
    /// the animation, and a cancelled transition's restore leaves the resting values in place.
    ///
    /// Forwards to the screen: status bar, home indicator and deferred edges, `hidesBottomBarWhenPushed`.
    @MainActor
    final class ToolbarContainerViewController: UIViewController, ToolbarContaining,
        TransitionToolbarProviding
    {
        /// The screen.
        let content: UIViewController
        /// The toolbar.
        let toolbar: NavigationToolbar
        /// The screen (`ToolbarContaining`).
        var containedViewController: UIViewController { content }
        /// The toolbar (`TransitionToolbarProviding`).
        var transitionToolbar: UIView? { toolbar }
        /// The height the toolbar is laid out at (`ToolbarEnvironment.height`), known before
        /// the view loads.
        var transitionToolbarHeight: CGFloat? { toolbarEnvironment.height }

        private let coordinator = ToolbarContainerCoordinator()

        /// Wraps a screen.
        ///
        /// - Parameter content: The screen; it becomes this container's child when the view loads.
        init(content: UIViewController) {
            self.content = content
            self.toolbar = NavigationToolbar(navigationItem: content.navigationItem)
            super.init(nibName: nil, bundle: nil)
        }

        /// Not supported: a container is made in code around a screen. Returns `nil`.
        ///
        /// - Parameter coder: Ignored.
        required init?(coder: NSCoder) {
            return nil
        }

        /// The environment the toolbar height is read from.
        package var toolbarEnvironment: ToolbarEnvironment {
            ToolbarEnvironment(
                viewController: self,
                customHeight: (content as? any ToolbarAppearanceProviding)?.preferredToolbarHeight)
        }

        /// Adds the screen as a child and the toolbar above it.
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = content.viewIfLoaded?.backgroundColor ?? .systemBackground
            addChild(content)
            content.view.frame = view.bounds
            content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(content.view)
            content.didMove(toParent: self)
            view.addSubview(toolbar)
            toolbar.backAction = { [weak self] in self?.goBack() }
            applyAppearance()
        }

        /// Refreshes the back button from the stack.
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            refreshBackButton()
            applyAppearance()
        }

        /// Refreshes the back button when the container enters or leaves a stack.
        ///
        /// - Parameter parent: The new parent.
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            refreshBackButton()
        }

        /// Places the toolbar and sets the screen's top inset, when their inputs changed.
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            coordinator.layoutIfNeeded(self)
        }

        /// Re-lays out after a size class or idiom change.
        ///
        /// - Parameter previousTraitCollection: The former traits.
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            view.setNeedsLayout()
        }

        /// Forces the resting layout now, after ``ToolbarAppearanceProviding`` changed
        /// (``ToolbarAppearanceProviding/setNeedsToolbarAppearanceUpdate()``).
        func invalidateToolbarLayout() {
            coordinator.invalidateLayout()
            applyAppearance()
            view.setNeedsLayout()
        }

        /// The Back button's action: a pop to the entry below this container, resolved now (see
        /// ``NavigationRequest/back(from:in:animated:)``), so a double tap pops once.
        private func goBack() {
            coordinator.goBack(from: self, in: navigationController)
        }

        private func applyAppearance() {
            if let color = (content as? any ToolbarAppearanceProviding)?.preferredToolbarBackgroundColor {
                toolbar.barBackgroundColor = color
            }
        }

        private func refreshBackButton() {
            let state = BackButtonState(of: self, in: navigationController)
            toolbar.isRoot = state.isRoot
            toolbar.backButtonAccessibilityLabel = state.accessibilityLabel
        }

        /// The screen decides the status bar style.
        override var childForStatusBarStyle: UIViewController? { content }
        /// The screen decides whether the status bar hides.
        override var childForStatusBarHidden: UIViewController? { content }
        /// The screen decides whether the home indicator hides.
        override var childForHomeIndicatorAutoHidden: UIViewController? { content }
        /// The screen decides which edges defer system gestures.
        override var childForScreenEdgesDeferringSystemGestures: UIViewController? { content }
        /// The screen's `hidesBottomBarWhenPushed` (read by a tab bar controller).
        override var hidesBottomBarWhenPushed: Bool {
            get { content.hidesBottomBarWhenPushed }
            set { content.hidesBottomBarWhenPushed = newValue }
        }
    }

    extension ToolbarContainerViewController: ToolbarContainerPort {
        /// `view.bounds`.
        package var viewBounds: CGRect { view.bounds }
        /// `view.safeAreaInsets`.
        package var viewSafeAreaInsets: Insets { Insets(view.safeAreaInsets) }
        /// `additionalSafeAreaInsets.top`.
        package var additionalSafeAreaTop: CGFloat {
            get { additionalSafeAreaInsets.top }
            set { additionalSafeAreaInsets.top = newValue }
        }
        /// ``toolbarEnvironment``'s height.
        package var toolbarHeight: CGFloat { toolbarEnvironment.height }

        /// Sets the toolbar's frame and background extension and brings it to the front.
        package func placeToolbar(frame: CGRect, backgroundExtensionAbove: CGFloat) {
            toolbar.frame = frame
            toolbar.backgroundExtensionAbove = backgroundExtensionAbove
            view.bringSubviewToFront(toolbar)
        }
    }
#endif
