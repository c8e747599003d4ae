import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The rules between a `RouteLink`'s handle and the anchor view SwiftUI lays out behind its label:
/// which anchor stands for which link, when the link's label hides, whether an anchor can serve as
/// a zoom's source, and what region its snapshot covers.
///
/// A zoom snapshots its source; the anchor draws nothing, so its snapshot is a snapshot of the
/// screen region it covers: the link's label as SwiftUI drew it. While the snapshot flies the
/// animator hides the source (`isHidden = true`); the label is drawn by SwiftUI, not by a view the
/// animator can reach, so the anchor forwards `isHidden` to its link, which draws the label
/// transparent (``labelOpacity(isSourceHidden:)``).
///
/// The anchor is looked up through the link's handle when the transition starts (see
/// ``usableAnchor(of:)``), never when the link is created: the same link pushes once and is
/// shrunk back to at pop time, wherever it is then.
@MainActor
package enum RouteZoomAnchor {
    /// The label's opacity: 0 while a zoom's snapshot of it flies, else 1.
    ///
    /// - Parameter isSourceHidden: The link's ``RouteZoomLinking/isSourceHidden``.
    /// - Returns: The opacity.
    nonisolated static func labelOpacity(isSourceHidden: Bool) -> Double {
        isSourceHidden ? 0 : 1
    }

    /// Makes `anchor` the one `link` names, taking it away from the link it named before (SwiftUI
    /// reuses the view of a list row for another row: the old row's screen must not shrink back to
    /// the new row).
    ///
    /// Called from SwiftUI's update, where publishing is not allowed, so the links' flags are set
    /// on the next turn: the previous link shows its label again, and the new one follows the
    /// anchor's `isHidden` if it still differs then.
    ///
    /// - Parameters:
    ///   - anchor: The anchor view.
    ///   - link: The link's handle.
    ///   - scheduler: Where the flags are published.
    package static func attach<Anchor: RouteZoomAnchoring, Link: RouteZoomLinking>(
        _ anchor: Anchor, to link: Link, scheduler: some NextTurnScheduling
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

    /// The anchor's `isHidden` changed: its link follows at once (the animator hides it outside
    /// SwiftUI's update).
    ///
    /// - Parameter anchor: The anchor view.
    static func anchorHiddenDidChange<Anchor: RouteZoomAnchoring>(_ anchor: Anchor)
    where Anchor.Link: RouteZoomLinking {
        guard let link = anchor.link, link.isSourceHidden != anchor.isHidden else { return }
        link.isSourceHidden = anchor.isHidden
    }

    /// The link's anchor if it can serve as a zoom's source now: it still stands for this link
    /// and sits in a screen's view hierarchy (not in a reuse pool or detached).
    ///
    /// Asked when UIKit starts the transition; `nil` plays the zoom's cross-fade fallback instead
    /// of flying to a wrong place. Whether the anchor is *visible* is checked by the animator when
    /// it runs (a pop asks for its source before the screen below is back in the window).
    ///
    /// - Parameter link: The handle of the link that pushed the screen.
    /// - Returns: The anchor, or `nil`.
    static func usableAnchor<Link: RouteZoomLinking>(of link: Link) -> Link.Anchor? {
        guard let anchor = link.anchor, anchor.link === link, screenView(of: anchor) != nil else {
            return nil
        }
        return anchor
    }

    /// The nearest ancestor of the anchor that is a view controller's root view.
    ///
    /// - Parameter anchor: The anchor view.
    /// - Returns: The screen's root view, or `nil` when the anchor is not in a screen.
    /// - Complexity: O(depth) of the view hierarchy.
    static func screenView<Anchor: RouteZoomAnchoring>(of anchor: Anchor) -> Anchor.AnchorView? {
        var view = anchor.anchorView.superview
        while let current = view {
            if anchor.isScreenRootView(current) { return current }
            view = current.superview
        }
        return nil
    }

    /// The region of the anchor's screen that a snapshot of the anchor shows: the screen's root
    /// view and the anchor's bounds in it.
    ///
    /// - Parameter anchor: The anchor view.
    /// - Returns: The screen and the rectangle, or `nil` when the anchor is not in a screen (its
    ///   plain, empty snapshot is taken then).
    static func snapshotRegion<Anchor: RouteZoomAnchoring>(of anchor: Anchor)
        -> (screen: Anchor.AnchorView, rect: CGRect)?
    {
        guard let screen = screenView(of: anchor) else { return nil }
        let view = anchor.anchorView
        return (screen, view.convert(view.bounds, to: screen))
    }
}
