#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The screen of one route: a hosting controller for the route's view, carrying the route's
    /// record (identity, transitions, the link it was pushed from) for the router's coordinator.
    ///
    /// The route stack holds these as payloads; UIKit holds them (or the bar-less container
    /// wrapping them) as its view controllers. What the screen shows, and when it is emptied or
    /// shown again, is decided by ``RouterCoordinator`` (see ``RouteScreenState``).
    @MainActor
    final class RouteHostingController: UIHostingController<AnyView>, RouteScreenHosting,
        ToolbarAppearanceProviding
    {
        /// The route's record, read and changed by the router's coordinator.
        var routeState: RouteScreenState<AnyView, RouteZoomAnchorBox>
        /// The reference the screen's environment carries, so modifiers reach this controller.
        let reference: RouteScreenReference

        /// Creates the screen of a route.
        ///
        /// - Parameters:
        ///   - content: The route's view, already given the router and the screen reference.
        ///   - reference: The reference `content` carries in its environment.
        ///   - transitions: The route's transitions.
        ///   - zoomAnchor: The anchor box of the link that pushed the route.
        init(
            content: AnyView, reference: RouteScreenReference,
            transitions: RouteTransitions<TransitionStyle>, zoomAnchor: RouteZoomAnchorBox?
        ) {
            self.reference = reference
            routeState = RouteScreenState(transitions: transitions, zoomLink: zoomAnchor, content: content)
            super.init(rootView: content)
            reference.controller = self
        }

        /// Shows the content under the environment captured where the stack sits, or an empty
        /// view for `nil` content.
        ///
        /// - Parameters:
        ///   - content: The content to show.
        ///   - environment: The stack's environment, re-applied at the content's root.
        func setRootView(_ content: AnyView?, environment: EnvironmentValues?) {
            guard let content else {
                rootView = AnyView(EmptyView())
                return
            }
            let sized = HostedSizeClassesApplied(sizeClasses: sizeClasses, content: content)
            rootView = environment.map { AnyView(sized.environment(\.self, $0)) } ?? content
        }

        /// The controller's own size classes, set back inside the stack's environment.
        let sizeClasses = HostedSizeClasses()

        /// Publishes the controller's size classes to its content.
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            sizeClasses.read(traitCollection)
        }

        /// The size the content is evaluated at off screen: an iPhone's 390 × 844 pt.
        static let evaluationSize = CGSize(width: 390, height: 844)

        /// Evaluates the content off screen at a phone's size, so the destinations it declares are
        /// known (``RouteScreenHosting/evaluateContent()``).
        func evaluateContent() {
            _ = sizeThatFits(in: Self.evaluationSize)
        }

        /// The screen's `transitionToolbarHidden(_:)` choice and when it reaches the bar (see
        /// ``RouteBarChoice``).
        let barChoice = RouteBarChoice()

        /// The screen's modifier asks for a hidden or shown bar (``SwiftUI/View/transitionToolbarHidden(_:)``).
        ///
        /// - Parameters:
        ///   - hidden: Whether the bar is hidden.
        ///   - writer: The modifier's identity.
        func requestToolbarHidden(_ hidden: Bool, by writer: ObjectIdentifier) {
            barChoice.request(hidden, by: writer, of: self) { [weak self] in
                self?.applyToolbarHidden($0, animated: $1)
            }
        }

        /// The screen's modifier left its view: the bar is shown again (see ``RouteBarChoice``).
        ///
        /// - Parameter writer: The modifier's identity.
        func toolbarHiddenWriterDidLeave(_ writer: ObjectIdentifier) {
            barChoice.writerDidLeave(writer, of: self) { [weak self] in
                self?.applyToolbarHidden($0, animated: $1)
            }
        }

        /// Hides or shows the bar-less toolbar, or the system bar while the screen is on top
        /// (animated as ``RouteBarChoice`` says).
        private func applyToolbarHidden(_ hidden: Bool, animated: Bool) {
            let container = parent as? ToolbarContainerViewController
            container?.toolbar.isHidden = hidden
            container?.invalidateToolbarLayout()
            showSystemBar(animated: animated)
        }

        /// No toolbar height while the toolbar is hidden (the content then reaches the top safe
        /// area), else the standard one (``ToolbarAppearanceProviding``).
        var preferredToolbarHeight: CGFloat? {
            RouteBarVisibility.preferredToolbarHeight(hidden: barChoice.applied)
        }

        /// Shows or hides the system bar as the screen asks, now that it comes on top (a
        /// bar-less container keeps its toolbar's state with the screen).
        ///
        /// - Parameter animated: Whether the appearance is animated.
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            sizeClasses.read(traitCollection)
            showSystemBar(animated: animated)
        }

        /// Hides or shows the navigation bar while the screen is on top of a stack showing the
        /// system bar (see ``RouteBarVisibility``).
        private func showSystemBar(animated: Bool) {
            RouteBarVisibility.systemBar(of: parent as? UINavigationController, for: self)?
                .setNavigationBarHidden(barChoice.applied, animated: animated)
        }

        /// Presents through the navigation controller while this screen's view is off the window
        /// (another screen is on top), and not at all while neither is in a window: UIKit refuses
        /// a presentation from a view controller whose view is not in a window, and SwiftUI
        /// presents a screen's `.sheet` and `.fullScreenCover` from the screen's hosting
        /// controller (see ``RoutePresenter``).
        ///
        /// - Parameters:
        ///   - viewController: The view controller to present.
        ///   - flag: Whether to animate.
        ///   - completion: Run when the presentation ends.
        override func present(
            _ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            let stack = navigationController
            RoutePresenter(
                screenIsInWindow: viewIfLoaded?.window != nil,
                stackIsInWindow: stack?.viewIfLoaded?.window != nil
            ).present(
                fromScreen: { super.present(viewController, animated: flag, completion: completion) },
                fromStack: { stack?.present(viewController, animated: flag, completion: completion) })
        }

        @available(*, unavailable, message: "Route screens are created by TransitionRouter")
        @MainActor required dynamic init?(coder aDecoder: NSCoder) {
            return nil
        }
    }

    /// A weak reference from a route's SwiftUI content to its hosting controller, carried in the
    /// environment so modifiers such as ``SwiftUI/View/transitionToolbar(title:leading:trailing:)``
    /// can write into the controller's `navigationItem`.
    final class RouteScreenReference {
        /// The route's hosting controller; `nil` once it is gone.
        weak var controller: UIViewController?
        /// The router whose stack the screen is in; `nil` once it is gone.
        weak var router: TransitionRouter?
    }

    /// The environment key of the current route screen.
    private struct RouteScreenKey: EnvironmentKey {
        static var defaultValue: RouteScreenReference? { nil }
    }

    extension EnvironmentValues {
        /// The route screen the view is in; `nil` outside a ``TransitionStack``.
        var routeScreen: RouteScreenReference? {
            get { self[RouteScreenKey.self] }
            set { self[RouteScreenKey.self] = newValue }
        }
    }
#endif
