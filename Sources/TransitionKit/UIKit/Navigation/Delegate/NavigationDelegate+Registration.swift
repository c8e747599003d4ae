#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Registers a transition for a pair of screen classes.
        ///
        /// ```swift
        /// transitions.register(.crossFade, from: DetailViewController.self, to: SettingsViewController.self)
        /// transitions.register(.safeAreaMorph, for: .push, from: GridViewController.self, to: SettingsViewController.self)
        /// ```
        ///
        /// With `.all` (the default) it covers the push A → B and the pop B → A, played as the
        /// push reversed; `.push` covers only the push, `.pop` only the pop from `A` to `B`.
        /// Subclasses match; registering the same pair again makes the new registration win.
        ///
        /// The delegate keeps `transition`, and every closure it carries (`zoom(from:to:)`'s
        /// closures, `flyingImage`, `adding`, a `.custom` factory), until ``unregister(_:)``, and
        /// the delegate lives as long as the navigation controllers it is attached to. A closure
        /// that captures a screen strongly keeps that screen alive after it is popped: capture it
        /// `[weak]`, or register a factory (below), which receives the screens instead.
        ///
        /// - Parameters:
        ///   - transition: The transition to play.
        ///   - operations: The operations covered; `.all` by default.
        ///   - source: The registered `from` class.
        ///   - destination: The registered `to` class.
        /// - Returns: A token for ``unregister(_:)``.
        @discardableResult
        public func register<A: UIViewController, B: UIViewController>(
            _ transition: ScreenTransition, for operations: NavigationOperations = .all, from source: A.Type,
            to destination: B.Type
        ) -> RegistrationToken {
            core.vendor.registry.register(transition, for: operations, from: source, to: destination)
        }

        /// Registers a style for a pair of screen classes, as a `ScreenTransition` playing it (the
        /// same rules, the same lifetime).
        ///
        /// ```swift
        /// transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
        /// transitions.register(.slide, for: .interactivePop, from: GridViewController.self, to: PhotoViewController.self)
        /// ```
        ///
        /// - Parameters:
        ///   - style: The style to play.
        ///   - operations: The operations covered; `.all` by default.
        ///   - source: The registered `from` class.
        ///   - destination: The registered `to` class.
        /// - Returns: A token for ``unregister(_:)``.
        @discardableResult
        public func register<A: UIViewController, B: UIViewController>(
            _ style: TransitionStyle, for operations: NavigationOperations = .all, from source: A.Type,
            to destination: B.Type
        ) -> RegistrationToken {
            register(ScreenTransition(style), for: operations, from: source, to: destination)
        }

        /// Registers a factory for a pair of screen classes, called when the transition starts with
        /// the concrete screens — so it can pick views at transition time, also at pop time.
        ///
        /// ```swift
        /// transitions.register(from: GridViewController.self, to: DetailViewController.self) { grid, detail, operation in
        ///     .zoom(from: grid.selectedImageView, to: detail.imageView)
        /// }
        /// ```
        ///
        /// The factory receives the `A` screen first and the `B` screen second, whichever the
        /// direction. Returning `nil` skips the registration (the next candidate, then the
        /// default, applies).
        ///
        /// The delegate keeps the factory until ``unregister(_:)`` (and lives as long as the
        /// navigation controllers it is attached to); the screens it receives are not kept. A
        /// factory that captures a screen — `register` called in a screen's `viewDidLoad` with
        /// `self` inside — keeps it alive after it is popped: use the screens it is given, or
        /// capture `[weak self]` and unregister when the screen goes.
        ///
        /// - Parameters:
        ///   - source: The registered `from` class.
        ///   - destination: The registered `to` class.
        ///   - operations: The operations covered; `.all` by default.
        ///   - factory: Builds the transition, or returns `nil`.
        /// - Returns: A token for ``unregister(_:)``.
        @discardableResult
        public func register<A: UIViewController, B: UIViewController>(
            from source: A.Type, to destination: B.Type, for operations: NavigationOperations = .all,
            factory: @escaping (A, B, NavigationOperation) -> ScreenTransition?
        ) -> RegistrationToken {
            core.vendor.registry.register(from: source, to: destination, for: operations, factory: factory)
        }

        /// Registers a factory of styles for a pair of screen classes, as a factory of
        /// `ScreenTransition`s playing them (the same rules, the same lifetime).
        ///
        /// ```swift
        /// transitions.register(from: GridViewController.self, to: PagerViewController.self) { _, pager, _ in
        ///     .zoom(id: "photo-\(pager.currentPhoto)")
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - source: The registered `from` class.
        ///   - destination: The registered `to` class.
        ///   - operations: The operations covered; `.all` by default.
        ///   - factory: Builds the style, or returns `nil`.
        /// - Returns: A token for ``unregister(_:)``.
        @discardableResult
        public func register<A: UIViewController, B: UIViewController>(
            from source: A.Type, to destination: B.Type, for operations: NavigationOperations = .all,
            factory: @escaping (A, B, NavigationOperation) -> TransitionStyle?
        ) -> RegistrationToken {
            register(from: source, to: destination, for: operations) { a, b, operation in
                factory(a, b, operation).map(ScreenTransition.init)
            }
        }

        /// Removes a registration.
        ///
        /// - Parameter token: A token returned by `register` on this delegate; others are ignored.
        public func unregister(_ token: RegistrationToken) {
            core.vendor.registry.unregister(token)
        }

        /// Records the transition for the next push of `viewController` and the pop that undoes
        /// it (resolution step 1).
        func setOverride(_ transition: ScreenTransition, for viewController: UIViewController) {
            core.vendor.overrides.set(transition, for: viewController)
        }
    }

    extension UINavigationController {
        /// Pushes a view controller, animated, with a specific transition that beats every
        /// registration — for this push and for the pop that later undoes it.
        ///
        /// ```swift
        /// navigationController.pushViewController(detail, transition: .zoom(from: cell.imageView, to: detail.imageView))
        /// ```
        ///
        /// Uses the ``NavigationDelegate`` this controller is attached to (or that is its
        /// delegate). Without one, it is a plain animated push.
        ///
        /// - Parameters:
        ///   - viewController: The screen to push.
        ///   - transition: The transition to play.
        public func pushViewController(_ viewController: UIViewController, transition: ScreenTransition) {
            let transitions = (delegate as? NavigationDelegate) ?? NavigationDelegate.attached(to: self)
            transitions?.setOverride(transition, for: viewController)
            pushViewController(viewController, animated: true)
        }

        /// Pushes a view controller, animated, with a specific style that beats every
        /// registration — for this push and for the pop that later undoes it.
        ///
        /// ```swift
        /// navigationController.pushViewController(settings, transition: .crossFade)
        /// ```
        ///
        /// - Parameters:
        ///   - viewController: The screen to push.
        ///   - transition: The style to play.
        public func pushViewController(_ viewController: UIViewController, transition: TransitionStyle) {
            pushViewController(viewController, transition: ScreenTransition(transition))
        }
    }
#endif
