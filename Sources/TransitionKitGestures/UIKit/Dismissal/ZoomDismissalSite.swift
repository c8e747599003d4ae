#if canImport(UIKit)
    import UIKit

    /// Where a ``ZoomDismissalDriver`` works: the view its recognizers go on, and the answers of
    /// the side that owns the zoomed screen (a navigation controller's pop, or a presentation's
    /// dismissal). The driver asks; the owner, above this module, decides.
    @MainActor
    package protocol ZoomDismissalSite: AnyObject {
        /// The view the recognizers go on; `nil` once it is gone.
        var view: UIView? { get }
        /// The zoomed screen now: the top screen, or the presented one.
        var screen: UIViewController? { get }
        /// Whether dismissing the screen now plays a zoom.
        var dismissalPlaysZoom: Bool { get }
        /// Whether the screen is presented: its leading edge is then the driver's (`.edge`), not a
        /// navigation controller's pop swipe.
        var isPresentation: Bool { get }
        /// The view the dismissal drives once it started: the one the transition context handed
        /// the library's animator as the `.from` view (for a presentation, its presentation
        /// controller's `presentedView`, which may wrap the screen's view); `nil`: nothing is driven.
        var drivenView: UIView? { get }
        /// The dismissal's scene once it started.
        var scene: DismissalScene? { get }

        /// Starts the screen's dismissal interactively (or catches it), through the interaction
        /// handle, its end held by `hold` until the screen settled.
        ///
        /// - Parameter hold: The hold on the transition's end.
        /// - Returns: The handle, or `nil` when no dismissal can start.
        func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)?
    }
#endif
