#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    /// A transition that names UIKit objects: a neutral ``TransitionStyle`` plus a zoom's views,
    /// the app's flying image or added views, or the app's own animator.
    ///
    /// Every API that takes a `ScreenTransition` also takes a ``TransitionStyle``, so the
    /// catalogue (`.zoom`, `.slide`, `.zoom(id:)` …) and its modifiers are the style's; this type
    /// adds only what needs UIKit:
    ///
    /// ```swift
    /// transitions.register(.crossFade, from: DetailViewController.self, to: SettingsViewController.self)
    /// transitions.register(from: GridViewController.self, to: DetailViewController.self) { grid, detail, _ in
    ///     .zoom(from: grid.selectedImageView, to: detail.imageView).style { $0.duration(0.5) }
    /// }
    /// transitions.register(ScreenTransition(.zoom(id: "tab")).flyingImage { browser.screenshot },
    ///                      from: BrowserViewController.self, to: TrayViewController.self)
    /// ```
    ///
    /// Views are held weakly: a transition never keeps a screen's views alive. Closures are held
    /// as given, for as long as the transition is: one transition when a registration's factory
    /// made it, until its pop for a per-push override, and for the delegate's life (as long as the
    /// navigation controllers it is attached to) when registered as a value or set as
    /// `defaultTransition`. A closure that captures a screen strongly keeps that screen and its
    /// views alive that long, after it was popped: capture screens `[weak]`.
    @MainActor
    public struct ScreenTransition {
        /// Makes the animator of a ``custom(_:)`` transition.
        typealias AnimatorFactory =
            @MainActor (
                _ operation: NavigationOperation, _ from: UIViewController, _ to: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)?

        /// The kind, duration, timing and Reduce Motion policy.
        public var style: TransitionStyle
        /// The zoom's small view in the screen nearer the root (a grid cell's image), if any.
        private(set) weak var zoomSource: UIView?
        /// The zoom's large view in the pushed screen (the detail's image), if any.
        private(set) weak var zoomDestination: UIView?
        /// The custom animator factory, for ``custom(_:)``.
        let makeAnimator: AnimatorFactory?
        /// Whether a presentation keeps the zoom's source hidden while the presented screen is up.
        private(set) var hidesSource = false

        /// Creates a transition playing a style, to add UIKit objects to it.
        ///
        /// ```swift
        /// ScreenTransition(.zoom(id: "tab").screens(.crossFade)).flyingImage { browser.screenshot }
        /// ```
        ///
        /// A `.zoom` style created this way has no views: the animator asks the screens for them
        /// (``TransitionZoomViewProviding``) and otherwise plays the zoom's cross-fade fallback.
        ///
        /// - Parameter style: The style.
        public init(_ style: TransitionStyle) {
            self.init(style: style, zoomSource: nil, zoomDestination: nil, makeAnimator: nil)
        }

        /// The zoom's views as closures asked when the transition runs, for
        /// `zoom(from:to:)` with closures; `nil` otherwise.
        private var zoomClosures: ZoomLookup<UIView>?
        /// The app's flying image (``flyingImage(_:)``), asked when the transition runs.
        private var flyingImageProvider: (@MainActor () -> UIImage?)?
        /// The app's added elements (``adding(_:)``), asked when the transition runs.
        private var addedElements: (@MainActor () -> [AddedElement])?

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
            var lookup: ZoomLookup<UIView>
            if let zoomClosures {
                lookup = zoomClosures
            } else {
                lookup = ZoomLookup(
                    source: { [weak zoomSource] in zoomSource },
                    destination: { [weak zoomDestination] in zoomDestination })
            }
            if let flyingImageProvider {
                lookup.flyingImage = { flyingImageProvider().map(UIKitTransitionStaging.imageView(showing:)) }
            }
            if let addedElements {
                lookup.additions = { addedElements().map(\.addition) }
            }
            return lookup
        }

        /// A zoom between two views, picked when the transition starts.
        ///
        /// On push the pushed screen grows out of `source`; on pop it shrinks back into it, the
        /// views being re-queried by the registration's factory at pop time (a per-push override
        /// keeps its views, held weakly, for its pop: prefer the closure form there). A `nil`
        /// view leaves that end to the screen's ``TransitionZoomViewProviding`` view; with none,
        /// a missing, hidden or off-screen source plays the cross-fade fallback (see
        /// ``fliesOffWhenSourceIsMissing()``) and a missing destination zooms into the whole pushed
        /// screen.
        ///
        /// - Parameters:
        ///   - source: The small view in the screen nearer the root.
        ///   - destination: The large view in the pushed screen.
        /// - Returns: The transition.
        public static func zoom(from source: UIView?, to destination: UIView?) -> ScreenTransition {
            ScreenTransition(
                style: .zoom, zoomSource: source, zoomDestination: destination, makeAnimator: nil)
        }

        /// The App Store card: the opaque presented (or pushed) screen itself — not a snapshot,
        /// laid out live at every size — clipped to a rounded rect that morphs from `source`'s
        /// frame to the screen's, width and height each on their own (never stretched), the
        /// corner radius going from `cornerRadius` to 0 over a dimming of the screen below. The
        /// dismissal (or pop) plays it backwards into `source`'s frame re-read then. On device
        /// the clip is the screen's own bounds and corner radius with `clipsToBounds`, restored
        /// when the transition ends. Timing as the zoom; under Reduce Motion, a cross-fade.
        ///
        /// ```swift
        /// home.present(story, transition: .card(from: card.contentView, cornerRadius: 16), animated: true)
        /// ```
        ///
        /// Bad input: a `nil` or released `source` leaves it to the presenting screen's
        /// ``TransitionZoomViewProviding`` view; without one, or with a source that is hidden,
        /// has no area (zero width or height) or is entirely off screen, the cross-fade plays
        /// (as the zoom's fallback). A `cornerRadius` that is negative, NaN or infinite is 0.
        ///
        /// - Parameters:
        ///   - source: The card the screen grows out of (held weakly).
        ///   - cornerRadius: The card's corner radius in points.
        /// - Returns: The transition.
        public static func card(from source: UIView?, cornerRadius: Double) -> ScreenTransition {
            ScreenTransition(
                style: .card(cornerRadius: cornerRadius), zoomSource: source, zoomDestination: nil,
                makeAnimator: nil)
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

        /// The primitive tier: the app's own `UIViewControllerAnimatedTransitioning`, vended
        /// unchanged.
        ///
        /// ```swift
        /// transitions.register(.custom { operation, from, to in FlipAnimator(operation) }, from: A.self, to: B.self)
        /// ```
        ///
        /// The factory runs when UIKit asks for the animation controller. Returning `nil` defers to
        /// the app's delegate. Under Reduce Motion the cross-fade plays instead unless
        /// `.style { $0.reduceMotion(playsAsDesigned: true) }` is set.
        ///
        /// - Parameter make: Makes the animator for an operation and its screens.
        /// - Returns: The transition.
        public static func custom(
            _ make:
                @escaping @MainActor (
                    _ operation: NavigationOperation, _ from: UIViewController, _ to: UIViewController
                ) -> (any UIViewControllerAnimatedTransitioning)?
        ) -> ScreenTransition {
            ScreenTransition(
                style: .custom("custom"), zoomSource: nil, zoomDestination: nil, makeAnimator: make)
        }

        /// One of a zoom's two ends.
        public struct ZoomEnd: Sendable, Hashable {
            /// Which end, as the neutral choice names it.
            let view: ZoomSnapshotChoice.View

            /// The small view in the screen nearer the root (a grid cell's image).
            public static let source = ZoomEnd(view: .source)
            /// The large view in the pushed screen (the pager's image).
            public static let destination = ZoomEnd(view: .destination)
        }

        /// A copy of a zoom whose flying copy is taken from `end`. By default it is taken from
        /// whichever zoom view shows content: an image view showing an image (the destination
        /// first), else the destination, else the source — so a destination whose image is still
        /// loading never flies blank. When `end` has no usable view the other end is taken. The
        /// copy keeps the look of the view it comes from (an image view's image, content mode,
        /// clipping, background and tint; else a snapshot).
        ///
        /// ```swift
        /// transitions.register(ScreenTransition(.zoom(id: "photo-7")).snapshot(.source), from: Grid.self, to: Pager.self)
        /// ```
        ///
        /// - Parameter end: The view to copy.
        /// - Returns: The transition.
        public func snapshot(_ end: ZoomEnd) -> ScreenTransition {
            var copy = self
            copy.style.zoomEnds.snapshot = ZoomSnapshotChoice.Preference(end.view)
            return copy
        }

        /// A copy of a zoom between the rects where its image views show their images — the
        /// letterboxed rect of an aspect-fit image, the frame of an aspect-fill one — flying an
        /// aspect-fill copy of the image between them, as photo viewers do. An end that is not
        /// an image view with an image (or whose image has a zero or non-finite size) keeps its
        /// view's frame. With ``TransitionStyle/zoom(id:)`` the named views' ends are their images' rects too.
        ///
        /// - Returns: The transition.
        public func zoomsImageContent() -> ScreenTransition {
            var copy = self
            copy.style.zoomEnds.imageContent = true
            return copy
        }

        /// A copy of a zoom that flies `image` (a video's poster frame, a full-size image while
        /// the destination's is still loading) instead of a copy of a zoom view, aspect fill.
        /// Asked when the transition runs, at the push and again at the pop; `nil` there takes
        /// the usual copy. The zoom views are hidden while it flies, as usual.
        ///
        /// - Parameter image: Returns the image to fly; capture screens `[weak]` in a per-push
        ///   override (its closures live until its pop).
        /// - Returns: The transition.
        public func flyingImage(_ image: @escaping @MainActor () -> UIImage?) -> ScreenTransition {
            var copy = self
            copy.flyingImageProvider = image
            return copy
        }

        /// A copy of a zoom whose source end is clipped to the source screen's frame minus
        /// `insets` — the part of a cell not under the navigation bar and the tab bar — so the
        /// flying view never starts over the bars. A source entirely under them counts as
        /// missing (see ``fliesOffWhenSourceIsMissing()``); insets larger than the screen clip nothing
        /// (a debug diagnostic says so).
        ///
        /// - Parameter insets: Insets from the source screen's frame (top: under a navigation
        ///   bar, bottom: above a tab bar).
        /// - Returns: The transition.
        public func clipsSource(to insets: UIEdgeInsets) -> ScreenTransition {
            var copy = self
            copy.style.zoomEnds.sourceClipInsets = Insets(insets)
            return copy
        }

        /// The shape of one end of a zoom's flying view.
        public struct Shape: Sendable, Hashable {
            /// The shape, as the plan names it.
            let neutral: TransitionStyle.Shape

            /// A circle (an avatar): the corner radius is half the end's shorter side.
            public static let circle = Shape(neutral: .circle)

            /// A rounded rectangle; a radius that is not finite or negative is 0.
            ///
            /// - Parameter cornerRadius: The corner radius in points.
            /// - Returns: The shape.
            public static func roundedRect(cornerRadius: CGFloat) -> Shape {
                Shape(neutral: .roundedRect(cornerRadius: Double(cornerRadius)))
            }

            /// A rounded rectangle with a radius per corner — a message bubble's, with a small
            /// corner by its tail. Leading and trailing follow the transition's layout direction
            /// (leading is on the right in a right-to-left layout); a radius that is not finite or
            /// negative is 0, and radii larger than the end are scaled down together to fit.
            ///
            /// ```swift
            /// ScreenTransition(.zoom(id: "message-3")).shape(
            ///     .roundedRect(topLeading: 18, topTrailing: 18, bottomLeading: 18, bottomTrailing: 4), at: .source)
            /// ```
            ///
            /// - Parameters:
            ///   - topLeading: The top corner on the leading side.
            ///   - topTrailing: The top corner on the trailing side.
            ///   - bottomLeading: The bottom corner on the leading side.
            ///   - bottomTrailing: The bottom corner on the trailing side.
            /// - Returns: The shape.
            public static func roundedRect(
                topLeading: CGFloat, topTrailing: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat
            ) -> Shape {
                Shape(
                    neutral: .corners(
                        CornerRadii(
                            topLeft: Double(topLeading), topRight: Double(topTrailing),
                            bottomLeft: Double(bottomLeading), bottomRight: Double(bottomTrailing))))
            }
        }

        /// A copy of a zoom whose flying view takes `shape` at `end` (its corner radius morphs
        /// from one end's to the other's), instead of the corner radius of the view at that end.
        ///
        /// ```swift
        /// ScreenTransition(.zoom(id: "avatar")).shape(.circle, at: .source)
        /// ```
        ///
        /// - Parameters:
        ///   - shape: The shape.
        ///   - end: The end that takes it.
        /// - Returns: The transition.
        public func shape(_ shape: Shape, at end: ZoomEnd) -> ScreenTransition {
            var copy = self
            copy.style.zoomEnds.setShape(shape.neutral, at: end.view)
            return copy
        }

        /// A copy of a zoom whose leaving screen flies off when the source view is missing, hidden
        /// or entirely off screen at the pop (the photo was deleted, the grid scrolled away),
        /// instead of the zoom's cross-fade (the default). On a pop or a dismissal the screen flies
        /// off and fades out over the screen below: downwards, or — dragged away with
        /// `ZoomDismissalDriver` — on along the finger's velocity at release, just out of the
        /// screen. A push still cross-fades.
        ///
        /// - Returns: The transition.
        public func fliesOffWhenSourceIsMissing() -> ScreenTransition {
            var copy = self
            copy.style.zoomEnds.whenSourceIsMissing = .flyOff
            return copy
        }

        /// A view of the app's and how it moves, added to a built-in transition by
        /// ``adding(_:)``.
        public struct AddedElement {
            /// The element as the run plays it.
            let addition: PlanAddition<UIView>

            /// Creates an element: `view` moves from `from` to `to` over `window` of the push —
            /// frames in its superview's coordinates; a pop plays it backwards.
            ///
            /// ```swift
            /// let bar = VisualState(frame: browser.chrome.frame)
            /// let cell = tray.cell(for: tab).convert(tray.cell(for: tab).bounds, to: browser.chrome.superview)
            /// ScreenTransition.AddedElement(
            ///     browser.chrome, from: bar, to: bar.with(\.frame, cell).with(\.alpha, 0), aboveScreens: true)
            /// ```
            ///
            /// - Parameters:
            ///   - view: The view (in either screen).
            ///   - from: Its state when the push starts.
            ///   - to: Its state when the push ends.
            ///   - window: When it moves; the whole transition by default.
            ///   - aboveScreens: Where it is drawn: `false` (the default) leaves the view where it
            ///     is in its screen, under the arriving screen when it is in the screen being left;
            ///     `true` draws a snapshot of it above both screens and the flying views (a
            ///     browser's chrome collapsing onto a tab cell; its alpha as the states say, 1
            ///     opaque), the view hidden meanwhile and shown again, as it was, when the
            ///     transition ends. A view that cannot be snapshotted (outside any window) plays in
            ///     place, reported to the diagnostics.
            public init(
                _ view: UIView, from: VisualState, to: VisualState, window: TimeWindow = .full,
                aboveScreens: Bool = false
            ) {
                addition = PlanAddition(
                    view: view, from: from, to: to, window: window,
                    placement: aboveScreens ? .aboveScreens : .inPlace)
            }
        }

        /// A copy of a built-in transition that also moves the app's own views: the built-in
        /// plan (scene, measuring, flying copy, hiding, dimming) plus one element per
        /// ``AddedElement``, played by the same animator — interruptible, scrubbable, reversed
        /// and cancelled with the rest.
        ///
        /// ```swift
        /// ScreenTransition(.zoom(id: "dish-7")).adding { [weak menu] in
        ///     guard let panel = menu?.infoPanel else { return [] }
        ///     let shown = VisualState(frame: panel.frame)
        ///     return [.init(panel, from: shown.with(\.alpha, 0), to: shown, window: TimeWindow(start: 0.5, end: 1))]
        /// }
        /// ```
        ///
        /// An element is drawn in its screen by default, so one in the screen being left plays
        /// under the arriving screen; `aboveScreens: true` draws it above both screens
        /// (see ``AddedElement/init(_:from:to:window:aboveScreens:)``), pushes and presentations
        /// alike.
        ///
        /// - `elements` is asked when the transition runs, after the arriving screen has been
        ///   laid out, at the push and again at the pop (and for a presentation and its
        ///   dismissal); write the elements as the push plays them, the pop plays them backwards.
        /// - When the transition ends, finished or cancelled, every added view gets back each
        ///   property the elements touched. Under Reduce Motion (when the transition becomes a
        ///   cross-fade) an element only fades, at its end geometry.
        /// - `.custom` and `.system` transitions play no plan of their own: their elements are asked
        ///   only when the slide plays in their place (a gesture waiting on a transition that has
        ///   no animator).
        ///
        /// - Parameter elements: Returns the elements; capture screens `[weak]` in a per-push
        ///   override (its closures live until its pop).
        /// - Returns: The transition.
        public func adding(_ elements: @escaping @MainActor () -> [AddedElement]) -> ScreenTransition {
            var copy = self
            copy.addedElements = elements
            return copy
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

        /// A copy whose style `change` edits with the style's modifiers (``TransitionStyle``'s
        /// duration, timing, Reduce Motion, backdrop, screens), keeping the UIKit objects.
        ///
        /// ```swift
        /// timeline.present(viewer, transition: .zoom(from: cell.imageView, to: nil)
        ///     .style { $0.backdrop(.dimming(0.8), staysUnderScreen: true) }, animated: true)
        /// ```
        ///
        /// - Parameter change: Returns the new style from the current one.
        /// - Returns: The transition.
        public func style(_ change: (TransitionStyle) -> TransitionStyle) -> ScreenTransition {
            var copy = self
            copy.style = change(style)
            return copy
        }
    }
#endif
