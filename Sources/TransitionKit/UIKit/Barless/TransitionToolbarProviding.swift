#if canImport(UIKit)
    import UIKit

    /// A view controller with its own toolbar (the bar-less container), animated as the `.fromToolbar` /
    /// `.toToolbar` roles.
    @MainActor
    package protocol TransitionToolbarProviding: AnyObject {
        /// The toolbar: a subview of the screen's view, its frame in that view's coordinates;
        /// `nil` when the screen shows none.
        var transitionToolbar: UIView? { get }

        /// Points, known before the view is laid out: read when UIKit asks for an animator, to cross-fade or
        /// morph the toolbars. `nil` when the screen shows no toolbar.
        var transitionToolbarHeight: CGFloat? { get }
    }

    extension TransitionToolbarProviding {
        /// The toolbar's current height, `nil` without a toolbar.
        package var transitionToolbarHeight: CGFloat? { transitionToolbar?.bounds.height }
    }
#endif
