#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKitGestures
    import UIKit

    extension View {
        /// Sets which swipe pops the screen this view is on, when the library plays its pop
        /// (`UIViewController.transitionPopGesture`).
        ///
        /// ```swift
        /// ChatView().transitionPopGesture(.edgeOnly)   // only the leading-edge swipe pops
        /// ```
        ///
        /// The setting goes to the view controller hosting this view (a ``TransitionStack``
        /// route's screen, a `UIHostingController`) once the view is in a window; the pushed
        /// screen's choice is looked up in the controllers it contains, so a hosting controller
        /// that is a child of the pushed screen counts too. Device assumption, not verified on a
        /// device here: SwiftUI lays a `UIViewRepresentable` background out inside the hosting
        /// controller's view, so the responder chain from it reaches that controller.
        ///
        /// - Parameter gesture: The screen's swipe back.
        /// - Returns: The view, setting its screen's swipe back.
        public func transitionPopGesture(_ gesture: TransitionPopGesture) -> some View {
            background(PopGestureScreenMark(gesture: gesture))
        }

        /// Keeps a pan that starts on this view from popping the screen
        /// (`UIView.excludesTransitionPopGesture`): a swipe-to-reply row, a carousel, a slider.
        ///
        /// ```swift
        /// MessageRow(message).excludesTransitionPopGesture()
        /// ```
        ///
        /// An invisible UIKit view laid out behind this view carries the mark, so the region is
        /// this view's frame (the touch may hit any SwiftUI view inside it).
        ///
        /// - Parameter excludes: Whether to exclude; `true` by default.
        /// - Returns: The view, excluded from the pop gesture.
        public func excludesTransitionPopGesture(_ excludes: Bool = true) -> some View {
            background(PopGestureExclusionMark(excludes: excludes))
        }
    }

    /// Lays the screen-setting marker behind the view.
    private struct PopGestureScreenMark: UIViewRepresentable {
        let gesture: TransitionPopGesture

        func makeUIView(context: Context) -> PopGestureScreenMarkView {
            PopGestureScreenMarkView()
        }

        func updateUIView(_ view: PopGestureScreenMarkView, context: Context) {
            view.gesture = gesture
        }
    }

    /// An invisible view that hands its gesture to the nearest view controller in the responder
    /// chain whenever it enters a window or the gesture changes.
    private final class PopGestureScreenMarkView: UIView {
        var gesture = TransitionPopGesture.automatic {
            didSet { applyToHost() }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        @available(*, unavailable, message: "Made by transitionPopGesture(_:)")
        required init?(coder: NSCoder) {
            return nil
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            applyToHost()
        }

        /// The nearest view controller up the responder chain takes the gesture (none off-window
        /// before the view is in a controller's view).
        private func applyToHost() {
            let chain = sequence(first: self as UIResponder, next: \.next)
            let host = chain.lazy.compactMap { $0 as? UIViewController }.first
            host?.transitionPopGesture = gesture
        }
    }

    /// Lays the exclusion marker behind the view.
    private struct PopGestureExclusionMark: UIViewRepresentable {
        let excludes: Bool

        func makeUIView(context: Context) -> UIView {
            let view = UIView()
            view.isUserInteractionEnabled = false
            view.isAccessibilityElement = false
            return view
        }

        func updateUIView(_ view: UIView, context: Context) {
            view.excludesTransitionPopGesture = excludes
        }
    }
#endif
