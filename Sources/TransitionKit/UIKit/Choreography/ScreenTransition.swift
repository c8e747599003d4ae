#if canImport(UIKit)
    import UIKit

    /// What a registration vends on device: a neutral ``TransitionStyle`` plus the UIKit extras
    /// (a zoom's views, a custom animator factory).
    ///
    /// ```swift
    /// transitions.register(.crossFade, from: DetailViewController.self, to: SettingsViewController.self)
    /// transitions.register(from: GridViewController.self, to: DetailViewController.self) { grid, detail, _ in
    ///     .zoom(from: grid.selectedImageView, to: detail.imageView).duration(0.5)
    /// }
    /// ```
    ///
    /// Views are held weakly: a transition never keeps a screen's views alive. Closures are held
    /// as given, for one transition (a per-push override's until its pop): capture screens `[weak]`.
    @MainActor
    public struct ScreenTransition {
        /// Makes the animator of a ``custom(_:)`` transition.
        public typealias AnimatorFactory =
            @MainActor (
                _ operation: NavigationOperation, _ from: UIViewController, _ to: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)?

        /// The kind, duration, timing and Reduce Motion policy.
        public var style: TransitionStyle
        /// The zoom's small view in the screen nearer the root (a grid cell's image), if any.
        public private(set) weak var zoomSource: UIView?
        /// The zoom's large view in the pushed screen (the detail's image), if any.
        public private(set) weak var zoomDestination: UIView?
        /// The custom animator factory, for ``custom(_:)``.
        let makeAnimator: AnimatorFactory?
        /// Whether a presentation keeps the zoom's source hidden while the presented screen is up.
        private(set) var hidesSource = false

        /// Creates a transition playing a style.
        ///
        /// A `.zoom` style created this way has no views: the animator asks the screens for them
        /// (``TransitionZoomViewProviding``) and otherwise plays the zoom's cross-fade fallback.
        /// A `.custom` style without a factory defers to the app's delegate.
        ///
        /// - Parameter style: The style.
        public init(_ style: TransitionStyle) {
            self.init(style: style, zoomSource: nil, zoomDestination: nil, makeAnimator: nil)
        }

        /// The zoom's views as closures asked when the transition runs, for
        /// `zoom(from:to:)` with closures; `nil` otherwise.
        private var zoomClosures: ZoomLookup<UIView>?

        private init(
            style: TransitionStyle, zoomSource: UIView?, zoomDestination: UIView?,
            makeAnimator: AnimatorFactory?
        ) {
            self.style = style
            self.zoomSource = zoomSource
            self.zoomDestination = zoomDestination
            self.makeAnimator = makeAnimator
        }

        /// How the run finds the zoom's views when the transition runs: the closures, else the
        /// views given (held weakly).
        var zoomLookup: ZoomLookup<UIView> {
            if let zoomClosures { return zoomClosures }
            weak let source = zoomSource
            weak let destination = zoomDestination
            return ZoomLookup(source: { source }, destination: { destination })
        }

        /// The zoom between screens that provide their views (``TransitionZoomViewProviding``).
        public static var zoom: ScreenTransition { ScreenTransition(.zoom) }
        /// The cross-fade (``TransitionStyle/crossFade``).
        public static var crossFade: ScreenTransition { ScreenTransition(.crossFade) }
        /// The safe-area morph (``TransitionStyle/safeAreaMorph``).
        public static var safeAreaMorph: ScreenTransition { ScreenTransition(.safeAreaMorph) }
        /// The system-like slide (``TransitionStyle/slide``).
        public static var slide: ScreenTransition { ScreenTransition(.slide) }
        /// The fade (``TransitionStyle/fade``).
        public static var fade: ScreenTransition { ScreenTransition(.fade) }
        /// UIKit's own animation: the delegate vends nothing (or the app delegate's animator).
        public static var system: ScreenTransition { ScreenTransition(.system) }

        /// A zoom between two views, picked when the transition starts.
        ///
        /// On push the pushed screen grows out of `source`; on pop it shrinks back into it, the
        /// views being re-queried by the registration's factory at pop time. A `nil`, hidden or
        /// off-screen source plays the cross-fade fallback; a `nil` destination zooms into the
        /// whole pushed screen.
        ///
        /// - Parameters:
        ///   - source: The small view in the screen nearer the root.
        ///   - destination: The large view in the pushed screen.
        /// - Returns: The transition.
        public static func zoom(from source: UIView?, to destination: UIView?) -> ScreenTransition {
            ScreenTransition(
                style: .zoom, zoomSource: source, zoomDestination: destination, makeAnimator: nil)
        }

        /// A zoom whose views are found by closures when the transition runs: after the arriving
        /// screen has been laid out (a pager's page exists then, a reused cell is the one shown),
        /// at the push and again at the pop. A closure returning `nil` leaves that end to the
        /// screen's ``TransitionZoomViewProviding`` view; without a destination the zoom grows
        /// into the whole pushed screen, without a source it is the cross-fade fallback.
        ///
        /// A registration's factory is asked at every push and pop, so its closures live for one
        /// transition. A per-push override's closures live until the pop they also serve: capture
        /// screens `[weak]` there.
        ///
        /// ```swift
        /// transitions.register(from: GridViewController.self, to: PagerViewController.self) { grid, pager, _ in
        ///     .zoom(from: { [weak grid, weak pager] in grid?.cell(forPhoto: pager?.currentPhoto ?? 0)?.imageView },
        ///           to: { [weak pager] in pager?.currentImageView })
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - source: Finds the small view in the screen nearer the root.
        ///   - destination: Finds the large view in the pushed screen.
        /// - Returns: The transition.
        public static func zoom(
            from source: @escaping @MainActor () -> UIView?,
            to destination: @escaping @MainActor () -> UIView?
        ) -> ScreenTransition {
            var transition = ScreenTransition(
                style: .zoom, zoomSource: nil, zoomDestination: nil, makeAnimator: nil)
            transition.zoomClosures = ZoomLookup(source: source, destination: destination)
            return transition
        }

        /// Matched views fly while the rest cross-fades: every view whose
        /// `transitionID` a view of the other screen also carries moves from its
        /// frame, corner radius and alpha to the other's; both screens cross-fade underneath.
        /// Push and pop alike. Under Reduce Motion, a plain cross-fade.
        ///
        /// ```swift
        /// transitions.register(.matched, from: PagerViewController.self, to: GridViewController.self)
        /// ```
        public static var matched: ScreenTransition { ScreenTransition(.matched) }

        /// The zoom from the view carrying `id` in one screen to the view carrying it in the
        /// other, looked up when the transition runs (push and pop), with every other matched
        /// view (see `transitionID`) flying alongside. Without the view in the
        /// pushed screen it zooms into the whole screen; without it in the screen below, it is
        /// the zoom's cross-fade fallback. Under Reduce Motion, a plain cross-fade.
        ///
        /// ```swift
        /// transitions.register(from: GridViewController.self, to: PagerViewController.self) { _, pager, _ in
        ///     .zoom(id: "photo-\(pager.currentPhoto)")
        /// }
        /// ```
        ///
        /// - Parameter id: The `transitionID` of the zoom's views.
        public static func zoom(id: String) -> ScreenTransition { ScreenTransition(.zoom(identifier: id)) }

        /// The primitive tier: the app's own `UIViewControllerAnimatedTransitioning`, vended
        /// unchanged.
        ///
        /// ```swift
        /// transitions.register(.custom { operation, from, to in FlipAnimator(operation) }, from: A.self, to: B.self)
        /// ```
        ///
        /// The factory runs when UIKit asks for the animation controller. Returning `nil` defers to
        /// the app's delegate. Under Reduce Motion the cross-fade plays instead unless
        /// `.reduceMotion(.playAsDesigned)` is set.
        ///
        /// - Parameter make: Makes the animator for an operation and its screens.
        /// - Returns: The transition.
        public static func custom(_ make: @escaping AnimatorFactory) -> ScreenTransition {
            ScreenTransition(
                style: .custom("custom"), zoomSource: nil, zoomDestination: nil, makeAnimator: make)
        }

        /// A copy with another duration (see ``TransitionStyle/duration(_:)``).
        ///
        /// - Parameter seconds: The duration.
        public func duration(_ seconds: Double) -> ScreenTransition {
            with(style.duration(seconds))
        }

        /// A copy with another timing (see ``TransitionStyle/timing(_:)``).
        ///
        /// - Parameter timing: `.curve(...)` or `.spring(...)`.
        public func timing(_ timing: Timing) -> ScreenTransition {
            with(style.timing(timing))
        }

        /// A copy with another Reduce Motion policy (see ``TransitionStyle/reduceMotion(_:)``).
        ///
        /// - Parameter policy: `.substituteCrossFade` (default) or `.playAsDesigned`.
        public func reduceMotion(_ policy: TransitionStyle.ReduceMotionPolicy) -> ScreenTransition {
            with(style.reduceMotion(policy))
        }

        /// A copy that, when it presents, keeps the zoom's source hidden while the presented
        /// screen is up — the cell looks lifted out of the grid, as in Photos.
        ///
        /// ```swift
        /// grid.present(detail, transition: ScreenTransition.zoom(from: cell, to: detail.imageView).hidesSourceWhilePresented(),
        ///              animated: true)
        /// ```
        ///
        /// The source is hidden once the presentation completes, shown for the dismissal (so the
        /// zoom flies back into it rather than playing its fallback), hidden again when a dismissal
        /// is cancelled, and left shown once dismissed. A source the app had hidden stays hidden.
        /// Pushes ignore it.
        ///
        /// - Returns: The transition.
        public func hidesSourceWhilePresented() -> ScreenTransition {
            var copy = self
            copy.hidesSource = true
            return copy
        }

        private func with(_ style: TransitionStyle) -> ScreenTransition {
            var copy = self
            copy.style = style
            return copy
        }
    }
#endif
