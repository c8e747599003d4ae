#if canImport(UIKit)
    import UIKit

    /// Adopted by screens that name their zoom view, so `.zoom` can be registered without a
    /// factory.
    ///
    /// ```swift
    /// extension GridViewController: TransitionZoomViewProviding {
    ///     var transitionZoomView: UIView? { selectedImageView }
    /// }
    /// extension PagerViewController: TransitionZoomViewProviding {
    ///     // Told which transition asks: scroll the grid's cell into view before a pop, say.
    ///     func transitionZoomView(for operation: NavigationOperation, otherScreen: UIViewController) -> UIView? {
    ///         currentImageView
    ///     }
    /// }
    /// transitions.register(.zoom, from: GridViewController.self, to: PagerViewController.self)
    /// ```
    ///
    /// Asked when the transition runs, after the arriving screen has been laid out, at every push
    /// and again at every pop (interactive ones too): the screen nearer the root gives the
    /// source, the pushed screen the destination. Views found by a zoom's identifier
    /// (``TransitionStyle/zoom(id:)``), views passed to
    /// ``ScreenTransition/zoom(from:to:)-(UIView?,_)``, or returned by the closures of its closure
    /// form (`zoom(from: { … }, to: { … })`), take precedence; a `nil` there asks the screen.
    @MainActor
    public protocol TransitionZoomViewProviding: AnyObject {
        /// The view the zoom starts from (root side) or ends at (pushed side), or `nil`; asked by
        /// the default ``transitionZoomView(for:otherScreen:)``. `nil` unless implemented.
        var transitionZoomView: UIView? { get }

        /// The zoom view for one transition, told which: the operation and the other screen of
        /// the transition (its content, for a bar-less container). Asked after the arriving
        /// screen has been laid out, so side effects such as `scrollToItem` belong here, not in a
        /// property getter. By default, ``transitionZoomView``.
        ///
        /// - Parameters:
        ///   - operation: Push or pop.
        ///   - otherScreen: The transition's other screen.
        /// - Returns: The zoom view, or `nil` to offer none.
        func transitionZoomView(for operation: NavigationOperation, otherScreen: UIViewController) -> UIView?
    }

    extension TransitionZoomViewProviding {
        /// No zoom view unless the screen implements one.
        public var transitionZoomView: UIView? { nil }

        /// The screen's ``transitionZoomView``, whatever the transition.
        ///
        /// - Parameters:
        ///   - operation: Push or pop.
        ///   - otherScreen: The transition's other screen.
        /// - Returns: ``transitionZoomView``.
        public func transitionZoomView(for operation: NavigationOperation, otherScreen: UIViewController)
            -> UIView?
        {
            transitionZoomView
        }
    }
#endif
