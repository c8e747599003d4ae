#if canImport(UIKit)
    import UIKit

    /// Adopted by view controllers that carry their own toolbar (the bar-less container): the
    /// animator asks both screens for it and animates the `.fromToolbar` / `.toToolbar` roles as
    /// ``ToolbarTransition/between(fromHeight:toHeight:)`` picks.
    @MainActor
    package protocol TransitionToolbarProviding: AnyObject {
        /// The toolbar: a subview of the screen's view, its frame in that view's coordinates;
        /// `nil` when the screen shows none.
        var transitionToolbar: UIView? { get }

        /// The toolbar's height when it is laid out, known before the screen's view is: read when
        /// UIKit asks for an animator, to decide between cross-fading and morphing the toolbars
        /// (`TransitionDecision`). `nil` when the screen shows no toolbar. Defaults to the
        /// toolbar's current height.
        var transitionToolbarHeight: CGFloat? { get }
    }

    extension TransitionToolbarProviding {
        /// The toolbar's current height, `nil` without a toolbar.
        package var transitionToolbarHeight: CGFloat? { transitionToolbar?.bounds.height }
    }
#endif
