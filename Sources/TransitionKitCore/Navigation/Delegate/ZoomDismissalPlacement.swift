/// A presented zoom covers the navigation controllers below, so the driver drags only there while it is
/// shown: one drag at a time, on the screen the person sees.
package enum ZoomDismissalPlacement<Presented, Navigation> {
    /// On the presented zoom.
    case presented(Presented)
    /// On each of these navigation controllers (none: the driver is detached).
    case navigations([Navigation])

    /// `attached` is oldest first.
    package static func place(presented: Presented?, attached: [Navigation]) -> ZoomDismissalPlacement {
        presented.map { .presented($0) } ?? .navigations(attached)
    }
}
