import Foundation

/// The part of `RouteZoomAnchorBox` (a `RouteLink`'s `@StateObject`) the zoom-anchor rules use: the
/// current anchor (weak) and whether the label must be drawn transparent.
@MainActor
package protocol RouteZoomLinkPort: AnyObject {
    /// The anchor view type (`RouteZoomAnchorView` on device).
    associatedtype Anchor: RouteZoomAnchorPort

    /// The link's current anchor (weak on device): `nil` before SwiftUI made it, after it is gone,
    /// or once it moved to another link.
    var anchor: Anchor? { get set }
    /// Whether the link's label is hidden (`@Published` on device: the link redraws).
    var isSourceHidden: Bool { get set }
}

/// The part of `RouteZoomAnchorView`, the invisible `UIView` behind a `RouteLink`'s label, that the
/// zoom-anchor rules use.
@MainActor
package protocol RouteZoomAnchorPort: AnyObject {
    /// The link handle type (`RouteZoomAnchorBox` on device).
    associatedtype Link: AnyObject
    /// The view type of the anchor and its ancestors (`UIView` on device).
    associatedtype AnchorView: ViewPort where AnchorView.PortView == AnchorView

    /// The link this anchor currently stands for (weak on device); a reused row moves the anchor
    /// to another link.
    var link: Link? { get set }
    /// `isHidden`: the zoom animator hides its source while the snapshot flies.
    var isHidden: Bool { get }
    /// The anchor as a view (`self` on device).
    var anchorView: AnchorView { get }

    /// `view.next is UIViewController` on device.
    func isScreenRootView(_ view: AnchorView) -> Bool
}
