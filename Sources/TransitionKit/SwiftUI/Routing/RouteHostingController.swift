#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The screen of one route, carrying its ``RouteScreenState``; what it shows and when it is emptied
    /// is ``RouterCore``'s decision.
    @MainActor
    final class RouteHostingController: UIHostingController<AnyView>, RouteScreenPort,
        ToolbarAppearanceProviding
    {
        /// The route's record, read and changed by the router's coordinator.
        var routeState: RouteScreenState<AnyView, RouteZoomAnchorBox>
        /// The reference the screen's environment carries, so modifiers reach this controller.
        let reference: RouteScreenReference

        /// `content` already carries the router and `reference`; `zoomAnchor` is the pushing link's box.
        init(
            content: AnyView, reference: RouteScreenReference,
            transitions: RouteTransitions<TransitionStyle>, zoomAnchor: RouteZoomAnchorBox?
        ) {
            self.reference = reference
            routeState = RouteScreenState(transitions: transitions, zoomLink: zoomAnchor, content: content)
            super.init(rootView: content)
            reference.controller = self
        }

        /// `environment` is the stack's, re-applied at the content's root; `nil` content shows an empty view.
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
        /// known (``RouteScreenPort/evaluateContent()``).
        func evaluateContent() {
            _ = sizeThatFits(in: Self.evaluationSize)
        }

        /// The screen's `transitionToolbarHidden(_:)` choice and when it reaches the bar (see
        /// ``RouteBarChoice``).
        let barChoice = RouteBarChoice()

        /// ``SwiftUI/View/transitionToolbarHidden(_:)``; `writer` is the modifier's identity.
        func requestToolbarHidden(_ hidden: Bool, by writer: ObjectIdentifier) {
            barChoice.request(hidden, by: writer, of: self) { [weak self] in
                self?.applyToolbarHidden($0, animated: $1)
            }
        }

        /// The bar is shown again if it was the latest writer (see ``RouteBarChoice``).
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

        /// Applies the screen's system-bar choice as it comes on top (a bar-less container keeps its
        /// toolbar's state with the screen).
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

        /// SwiftUI presents a screen's sheets from its hosting controller, and UIKit refuses a
        /// presenter whose view is in no window: then the navigation controller presents it.
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

    /// Weak, from a route's content to its hosting controller, carried in the environment so modifiers
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
