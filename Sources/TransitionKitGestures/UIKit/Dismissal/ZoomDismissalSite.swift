#if canImport(UIKit)
    import UIKit

    /// Where a ``ZoomDismissalDriver`` works: the view its recognizers go on, and the answers of the side
    /// that owns the screen (a pop, or a presentation's dismissal), decided by the core (`ZoomDismissalDeciding`).
    @MainActor
    protocol ZoomDismissalSite: AnyObject {
        /// The view the recognizers go on; `nil` once it is gone.
        var view: UIView? { get }
        /// The zoomed screen now: the top screen, or the presented one.
        var screen: UIViewController? { get }
        /// Whether dismissing the screen now plays a zoom.
        var dismissalPlaysZoom: Bool { get }
        /// Whether the screen is presented: its leading edge is then the driver's (`.edge`), not a
        /// navigation controller's pop swipe.
        var isPresentation: Bool { get }
        /// The context's `.from` view as the library's animator got it (for a presentation the presented
        /// view, which may wrap the screen's view); `nil`: nothing is driven.
        var drivenView: UIView? { get }
        /// The dismissal's scene once it started.
        var scene: DismissalScene? { get }

        /// Starts (or catches) the dismissal through the interaction handle, its end held by `hold` until the
        /// screen settled; `nil` when no dismissal can start.
        func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)?
    }
#endif
