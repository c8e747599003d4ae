import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Rules between a `RouteLink`'s handle and the invisible anchor behind its label, the zoom's source
/// (see RoutingInternals, "Zoom from a link").
@MainActor
package enum RouteZoomAnchor {
    /// 0 while a zoom's snapshot of the label flies (the animator cannot hide SwiftUI's drawing), else 1.
    package nonisolated static func labelOpacity(isSourceHidden: Bool) -> Double {
        isSourceHidden ? 0 : 1
    }

    /// Takes `anchor` from its previous link (SwiftUI reuses a list row's view for another row). Called
    /// in SwiftUI's update, where publishing is not allowed, so the flags are set on the next turn.
    package static func attach<Anchor: RouteZoomAnchorPort, Link: RouteZoomLinkPort>(
        _ anchor: Anchor, to link: Link, scheduler: some NextTurnPort
    ) where Anchor.Link == Link, Link.Anchor == Anchor {
        if let previous = anchor.link, previous !== link {
            if previous.anchor === anchor { previous.anchor = nil }
            if previous.isSourceHidden {
                scheduler.scheduleOnNextTurn { previous.isSourceHidden = false }
            }
        }
        anchor.link = link
        link.anchor = anchor
        guard link.isSourceHidden != anchor.isHidden else { return }
        scheduler.scheduleOnNextTurn { [weak anchor] in
            guard let anchor, anchor.link === link, link.isSourceHidden != anchor.isHidden else { return }
            link.isSourceHidden = anchor.isHidden
        }
    }

    /// The link follows at once: the animator hides the anchor outside SwiftUI's update.
    package static func anchorHiddenDidChange<Anchor: RouteZoomAnchorPort>(_ anchor: Anchor)
    where Anchor.Link: RouteZoomLinkPort {
        guard let link = anchor.link, link.isSourceHidden != anchor.isHidden else { return }
        link.isSourceHidden = anchor.isHidden
    }

    /// Asked when UIKit starts the transition: the anchor if it still stands for this link and is in a
    /// screen; `nil` plays the zoom's cross-fade. Visibility is the animator's check, when it runs.
    static func usableAnchor<Link: RouteZoomLinkPort>(of link: Link) -> Link.Anchor? {
        guard let anchor = link.anchor, anchor.link === link, screenView(of: anchor) != nil else {
            return nil
        }
        return anchor
    }

    /// The nearest ancestor that is a view controller's root view; `nil` outside a screen.
    static func screenView<Anchor: RouteZoomAnchorPort>(of anchor: Anchor) -> Anchor.AnchorView? {
        var view = anchor.anchorView.superview
        while let current = view {
            if anchor.isScreenRootView(current) { return current }
            view = current.superview
        }
        return nil
    }

    /// The anchor draws nothing, so its snapshot is of the screen region it covers; `nil` outside a
    /// screen (a plain, empty snapshot is taken then).
    package static func snapshotRegion<Anchor: RouteZoomAnchorPort>(of anchor: Anchor)
        -> (screen: Anchor.AnchorView, rect: CGRect)?
    {
        guard let screen = screenView(of: anchor) else { return nil }
        let view = anchor.anchorView
        return (screen, view.convert(view.bounds, to: screen))
    }
}
