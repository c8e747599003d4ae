#if canImport(UIKit)
    import UIKit

    /// The standard container of a bar-less screen: the screen as a child under a `NavigationToolbar`, whose
    /// height it adds to its `additionalSafeAreaInsets.top` (see Barless internals).
    @MainActor
    final class ToolbarContainerViewController: UIViewController, ToolbarContaining,
        TransitionToolbarProviding
    {
        /// The screen.
        let content: UIViewController
        let toolbar: NavigationToolbar
        /// The screen (`ToolbarContaining`).
        var containedViewController: UIViewController { content }
        /// The toolbar (`TransitionToolbarProviding`).
        var transitionToolbar: UIView? { toolbar }
        /// The height the toolbar is laid out at (`ToolbarEnvironment.height`), known before
        /// the view loads.
        var transitionToolbarHeight: CGFloat? { toolbarEnvironment.height }

        private let coordinator = ToolbarContainerCore()

        /// `content` becomes the child when the view loads.
        init(content: UIViewController) {
            self.content = content
            self.toolbar = NavigationToolbar(navigationItem: content.navigationItem)
            super.init(nibName: nil, bundle: nil)
        }

        /// Not supported: a container is made in code around a screen.
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
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            refreshBackButton()
        }

        /// Places the toolbar and sets the screen's top inset, when their inputs changed.
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            coordinator.layoutIfNeeded(self)
        }

        /// The toolbar's height depends on the size class and idiom.
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
