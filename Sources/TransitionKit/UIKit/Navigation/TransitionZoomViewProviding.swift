#if canImport(UIKit)
    import UIKit

    /// Adopted by screens that name their zoom view, so `.zoom` can be registered without a
    /// factory.
    ///
    /// ```swift
    /// extension GridViewController: TransitionZoomViewProviding {
    ///     var transitionZoomView: UIView? { selectedImageView }
    /// }
    /// transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
    /// ```
    ///
    /// Asked when a zoom without explicit views starts: the screen nearer the root gives the
    /// source, the pushed screen the destination. Views passed to
    /// ``ScreenTransition/zoom(from:to:)-(UIView?,_)``, or returned by the closures of
    /// its closure form (`zoom(from: { … }, to: { … })`), take precedence.
    @MainActor
    public protocol TransitionZoomViewProviding: AnyObject {
        /// The view the zoom starts from (root side) or ends at (pushed side), or `nil`.
        var transitionZoomView: UIView? { get }
    }
#endif
