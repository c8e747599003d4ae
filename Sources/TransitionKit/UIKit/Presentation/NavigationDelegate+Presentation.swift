#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    extension NavigationDelegate {
        /// The delegate that animates presentations made with
        /// `UIViewController.present(_:transition:animated:completion:)` from a screen whose
        /// navigation controller has no attached delegate (or that has none): the one shared object
        /// of the library. Configure it once — registrations, observers, the zoom dismissal — like
        /// any delegate.
        ///
        /// ```swift
        /// NavigationDelegate.presentations.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
        /// NavigationDelegate.presentations.addObserver { event in print(event.isPresentation, event.operation) }
        /// ```
        ///
        /// Main-actor isolated; it lives as long as the process.
        public private(set) static var presentations = NavigationDelegate()

        /// Replaces ``presentations`` with a new delegate (tests only).
        static func resetPresentations() { presentations = NavigationDelegate() }

        /// Presents `viewController` from `presenter` with the transition the registrations
        /// decide, as a push from the screen `presenter` shows to the presented screen; the
        /// dismissal plays it backwards as a pop. See <doc:Presentations>.
        ///
        /// ```swift
        /// transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
        /// transitions.present(detail, from: grid, animated: true, completion: nil)
        /// ```
        ///
        /// The screens registrations see are found through containers: from `presenter` through
        /// tab bar, split and navigation controllers to the screen they show, and inside a
        /// navigation controller presented, its top screen. A presentation the library plays is
        /// presented `.custom`, whatever the style (VoiceOver's escape then dismisses it): the
        /// presenter's view stays in the window under it, except when you set `.fullScreen`, where
        /// it leaves the window once presented, as with UIKit's `.fullScreen`. A `.custom`
        /// presentation captures the status bar appearance; once its dismissal completes, the
        /// controller has your style back. A transition UIKit plays (`.system`) keeps your style.
        /// Presenting a controller already presented, or from a controller already presenting,
        /// does nothing (reported to the diagnostics) and does not call `completion`.
        ///
        /// - Parameters:
        ///   - viewController: The controller to present.
        ///   - presenter: The controller presenting it.
        ///   - animated: Whether to animate.
        ///   - completion: Called once the presented controller appeared.
        public func present(
            _ viewController: UIViewController, from presenter: UIViewController, animated: Bool,
            completion: (() -> Void)? = nil
        ) {
            presentation.present(
                viewController, from: presenter, transition: nil, animated: animated,
                completion: completion)
        }

        /// Dismisses `viewController`, presented by the library — by this delegate or any other —
        /// as its dismissal plays; during its presentation, turns that presentation back in place.
        ///
        /// ```swift
        /// transitions.dismiss(detail, animated: true)   // a Close tapped while the zoom still flies
        /// ```
        ///
        /// Requested while the presentation still runs, the presentation is caught where it is on
        /// screen and continues back toward the presenter with the velocity it had — no jump, no
        /// second transition: UIKit completes the presentation once, cancelled
        /// (`completeTransition(false)`), the presenter is as if it never happened, and observers
        /// receive `.didCancel`. Presenting the controller again while its dismissal runs turns
        /// the dismissal back the same way. ``reversesInterruptedTransitions`` (the same switch as
        /// for pushes and pops) turns this off: the request then waits for the running transition
        /// and runs after it.
        ///
        /// A presentation or dismissal is turned when the library started it animated (through
        /// `present(_:transition:…)`, ``present(_:from:animated:completion:)``, this method or
        /// VoiceOver's escape) and its animator is the library's; otherwise, or while a finger
        /// drives it (the zoom dismissal's drag), the request waits. A `dismiss(animated:)` sent
        /// straight to the controller during its presentation never reaches the library: UIKit asks
        /// the transitioning delegate nothing for it and refuses it while the presentation runs
        /// ("Attempt to dismiss from view controller … while a presentation or dismiss is in
        /// progress"), so use this method there.
        ///
        /// A controller the library does not show presented: nothing happens, `completion` is not
        /// called, and the diagnostics report it. `completion` is called once the controller is
        /// dismissed; not when a later request (the same controller presented again) turned the
        /// transition back.
        ///
        /// - Parameters:
        ///   - viewController: The controller presented (as passed to `present`).
        ///   - animated: Whether to animate.
        ///   - completion: Called once dismissed.
        public func dismiss(
            _ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil
        ) {
            let presenter =
                (viewController.transitioningDelegate as? PresentationTransitioningDelegate)?.host ?? self
            presenter.presentation.dismiss(viewController, animated: animated, completion: completion)
        }

        /// As ``PresentingDelegate`` chooses for the navigation controller of the screen `presenter` shows.
        static func presenting(from presenter: UIViewController) -> NavigationDelegate {
            let screen = PresentationScreens.presenting(
                from: presenter, container: presentations.container(of:))
            return PresentingDelegate.choose(
                stack: screen.navigationController, attached: attached(to:),
                assigned: { $0.delegate as? NavigationDelegate }, shared: presentations)
        }
    }

    extension UIViewController {
        /// Presents a view controller with a transition — any built-in, `.zoom(from:to:)` or
        /// `.custom` — that beats every registration, for the presentation and for the dismissal,
        /// which plays it backwards.
        ///
        /// ```swift
        /// grid.present(detail, transition: .zoom(from: cell, to: detail.imageView), animated: true)
        /// ```
        ///
        /// The ``NavigationDelegate`` attached to this controller's navigation controller animates
        /// it (its observers hear it, with `isPresentation`); without one,
        /// ``NavigationDelegate/presentations`` does. See <doc:Presentations>.
        ///
        /// - Parameters:
        ///   - viewController: The controller to present.
        ///   - transition: The transition to play.
        ///   - animated: Whether to animate.
        ///   - completion: Called once the presented controller appeared.
        public func present(
            _ viewController: UIViewController, transition: ScreenTransition, animated: Bool,
            completion: (() -> Void)? = nil
        ) {
            NavigationDelegate.presenting(from: self).presentation.present(
                viewController, from: self, transition: transition, animated: animated,
                completion: completion)
        }

        /// Presents a view controller with a style, as a `ScreenTransition` playing it: dismissed
        /// with the style played backwards.
        ///
        /// ```swift
        /// grid.present(settings, transition: .crossFade, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - viewController: The controller to present.
        ///   - transition: The style to play.
        ///   - animated: Whether to animate.
        ///   - completion: Called once the presented controller appeared.
        public func present(
            _ viewController: UIViewController, transition: TransitionStyle, animated: Bool,
            completion: (() -> Void)? = nil
        ) {
            present(
                viewController, transition: ScreenTransition(transition), animated: animated,
                completion: completion)
        }
    }

    /// Each member reads or sets one UIKit property, or makes one object.
    extension NavigationDelegate: PresentationHost {
        package typealias PresentationView = UIView
        /// A catchable presentation's interaction controller: UIKit's percent-driven one.
        package typealias CatchableTransition = UIPercentDrivenInteractiveTransition

        package func container(of controller: UIViewController) -> ScreenContainer<UIViewController> {
            (controller as? UITabBarController).map { .tabs(selected: $0.selectedViewController) }
                ?? (controller as? UISplitViewController).map {
                    .split(children: $0.viewControllers, isCollapsed: $0.isCollapsed)
                }
                ?? (controller as? UINavigationController).map { .stack(top: $0.topViewController) }
                ?? .screen
        }

        package func modalPresentationStyle(of controller: UIViewController) -> PresentationStyle {
            PresentationStyle(controller.modalPresentationStyle)
        }
        package func layoutDirection(of controller: UIViewController) -> TransitionLayoutDirection {
            controller.viewIfLoaded?.effectiveLayoutDirection ?? .leftToRight
        }
        package func presentingViewController(of controller: UIViewController) -> UIViewController? {
            controller.presentingViewController
        }
        package func isViewInWindow(_ controller: UIViewController) -> Bool {
            controller.viewIfLoaded?.window != nil
        }
        package func isPresenting(_ controller: UIViewController) -> Bool {
            controller.presentedViewController != nil
        }
        package func setModalPresentationStyle(_ style: PresentationStyle, of presented: UIViewController) {
            presented.modalPresentationStyle = style.uiKitStyle
        }
        package func captureStatusBarAppearance(by presented: UIViewController) {
            presented.modalPresentationCapturesStatusBarAppearance = true
        }
        package func markModalToAccessibility(_ screen: UIViewController) {
            screen.view.accessibilityViewIsModal = true
        }
        package func dismissPresented(
            _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
        ) {
            presented.dismiss(animated: animated, completion: completion)
        }
        package func makeCatchableTransition() -> UIPercentDrivenInteractiveTransition {
            UIPercentDrivenInteractiveTransition()
        }
        package func interactionController(of transition: UIPercentDrivenInteractiveTransition)
            -> any UIViewControllerInteractiveTransitioning
        { transition }
        package var now: Double { CACurrentMediaTime() }
        package func transitionZoomView(
            of screen: UIViewController, operation: NavigationOperation, otherScreen: UIViewController
        ) -> UIView? {
            UIKitTransitionStaging().transitionZoomView(
                of: screen, operation: operation, otherScreen: otherScreen)
        }
        package func zoomSource(of transition: ScreenTransition) -> UIView? { transition.zoomLookup.source() }
        package func hidesSourceWhilePresented(_ transition: ScreenTransition) -> Bool {
            transition.hidesSource
        }

        package func setTransitioningDelegate(
            of presented: UIViewController,
            presentation: PresentationCore<NavigationDelegate>.Presentation
        ) {
            let delegate = PresentationTransitioningDelegate(host: self, presentation: presentation)
            objc_setAssociatedObject(
                presented, associationKey(for: PresentationTransitioningDelegate.self), delegate,
                .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            presented.transitioningDelegate = delegate
        }

        package func present(
            _ presented: UIViewController, by presenter: UIViewController, animated: Bool,
            completion: (() -> Void)?
        ) {
            presenter.present(presented, animated: animated, completion: completion)
        }

        package func makeAnimator(
            playing decision: TransitionDecision, transition: ScreenTransition?, fallback: ZoomLookup<UIView>
        ) -> TransitionAnimator {
            TransitionAnimator(
                decision: decision, zoom: (transition?.zoomLookup ?? .screens).orElse(fallback))
        }
    }
#endif
