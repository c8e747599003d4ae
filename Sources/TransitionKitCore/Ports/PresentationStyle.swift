/// A modal presentation style: UIKit's `UIModalPresentationStyle` as iOS has it, case for case.
///
/// A transition coordinator or context reports `.none` when its transition is not a modal
/// presentation or dismissal (a push or a pop): that is how a coordinator tells a navigation
/// controller's own transition from a presentation around it.
package enum PresentationStyle: Sendable, Hashable, CaseIterable {
    /// Not a presentation (`UIModalPresentationNone`).
    case none
    /// `UIModalPresentationFullScreen`.
    case fullScreen
    /// `UIModalPresentationPageSheet`.
    case pageSheet
    /// `UIModalPresentationFormSheet`.
    case formSheet
    /// `UIModalPresentationCurrentContext`.
    case currentContext
    /// `UIModalPresentationCustom`.
    case custom
    /// `UIModalPresentationOverFullScreen`.
    case overFullScreen
    /// `UIModalPresentationOverCurrentContext`.
    case overCurrentContext
    /// `UIModalPresentationPopover`.
    case popover
    /// `UIModalPresentationAutomatic`.
    case automatic
}
