/// Decides a zoom dismissal for the UIKit driver, which asks directly before and while it drags: the
/// delegate's core for a navigation controller's top screen, its presentations for a presented screen.
/// `owner` is the controller the driver is on; an owner the side does not know gets no zoom.
@MainActor
package protocol ZoomDismissalDeciding: AnyObject {
    /// Whether dismissing `owner`'s zoomed screen now plays a zoom.
    func playsZoomDismissal(of owner: AnyObject) -> Bool

    /// The `.from` view (a `UIView`) the library's animator received for the started dismissal.
    func zoomDismissalDrivenView(of owner: AnyObject) -> AnyObject?

    /// The latest zoom dismissal's scene as its `.willBegin` measured it; `nil` before one or after its end.
    var zoomDismissalScene: DismissalScene? { get }

    /// Starts (or catches) `owner`'s dismissal, its end held by `hold` until the screen settled;
    /// `referenceDistance` is a presented screen's height in points (a pop uses its own).
    func startZoomDismissal(of owner: AnyObject, referenceDistance: Double, holding hold: SettleHold)
        -> (any TransitionInteraction)?
}
