import Foundation

/// What the zoom-anchor rules read and set on a link's handle: the part of `RouteZoomAnchorBox`
/// (the `@StateObject` of a `RouteLink`) that ``RouteZoomAnchor`` uses.
///
/// The box names the link's current anchor view (weakly) and publishes whether the link's label
/// must be drawn transparent because a zoom's snapshot of it is flying.
@MainActor
package protocol RouteZoomLinking: AnyObject {
    /// The anchor view type (`RouteZoomAnchorView` on device).
    associatedtype Anchor: RouteZoomAnchoring

    /// The link's current anchor (weak on device): `nil` before SwiftUI made it, after it is gone,
    /// or once it moved to another link.
    var anchor: Anchor? { get set }
    /// Whether the link's label is hidden (`@Published` on device: the link redraws).
    var isSourceHidden: Bool { get set }
}

/// What the zoom-anchor rules read and set on the invisible view SwiftUI lays out behind a
/// `RouteLink`'s label: the part of `RouteZoomAnchorView` (a `UIView`) that ``RouteZoomAnchor``
/// uses.
///
/// ```swift
/// RouteZoomAnchor.attach(anchor, to: box, scheduler: scheduler)   // from the representable's update
/// RouteZoomAnchor.anchorHiddenDidChange(anchor)                   // from `isHidden.didSet`
/// ```
@MainActor
package protocol RouteZoomAnchoring: AnyObject {
    /// The link handle type (`RouteZoomAnchorBox` on device).
    associatedtype Link: AnyObject
    /// The view type of the anchor and its ancestors (`UIView` on device).
    associatedtype AnchorView: ViewProperties where AnchorView.PortView == AnchorView

    /// The link this anchor currently stands for (weak on device); a reused row moves the anchor
    /// to another link.
    var link: Link? { get set }
    /// `isHidden`: the zoom animator hides its source while the snapshot flies.
    var isHidden: Bool { get }
    /// The anchor as a view (`self` on device).
    var anchorView: AnchorView { get }

    /// Whether a view is a view controller's root view (`view.next is UIViewController`).
    ///
    /// - Parameter view: The anchor or one of its ancestors.
    /// - Returns: `true` for a screen's root view.
    func isScreenRootView(_ view: AnchorView) -> Bool
}
