/// Where a navigation delegate's zoom dismissal driver drags: on the zoom the delegate presented
/// while it is shown, else on every navigation controller the delegate is attached to (one per
/// tab shares the delegate's registrations, and each tab's zooms drag away), else nowhere.
///
/// ```swift
/// ZoomDismissalPlacement.place(presented: nil, attached: [feed, search])   // .navigations([feed, search])
/// ZoomDismissalPlacement.place(presented: photo, attached: [feed, search]) // .presented(photo)
/// ```
///
/// A presented zoom covers the navigation controllers below it, so the driver leaves them while
/// it is shown: one drag at a time, on the screen the person sees.
package enum ZoomDismissalPlacement<Presented, Navigation> {
    /// On the presented zoom.
    case presented(Presented)
    /// On each of these navigation controllers (none: the driver is detached).
    case navigations([Navigation])

    /// Decides where the driver drags.
    ///
    /// - Parameters:
    ///   - presented: The zoom the delegate presented and still shows, if any.
    ///   - attached: The live navigation controllers the delegate is attached to, oldest first.
    /// - Returns: The placement.
    package static func place(presented: Presented?, attached: [Navigation]) -> ZoomDismissalPlacement {
        presented.map { .presented($0) } ?? .navigations(attached)
    }
}
