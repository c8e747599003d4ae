#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import SwiftUI
    import UIKit

    /// An invisible view that SwiftUI lays out exactly behind a ``RouteLink``'s label: the zoom's
    /// source view, re-measured at pop time because it is a live view of the source screen.
    ///
    /// Which link it stands for, when the link's label hides, whether it can serve as a zoom's
    /// source and what its snapshot covers are decided by ``RouteZoomAnchor``; this view forwards
    /// its `isHidden` changes and snapshots the region the rules name.
    @MainActor final class RouteZoomAnchorView: UIView, RouteZoomAnchoring {
        /// The link's box this anchor currently stands for; a reused row moves the anchor to
        /// another link's box.
        weak var link: RouteZoomAnchorBox?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            backgroundColor = .clear
            isAccessibilityElement = false
        }

        @available(*, unavailable, message: "Created by RouteLink")
        required init?(coder: NSCoder) {
            return nil
        }

        /// Hiding the anchor hides the link's label too (through the box).
        override var isHidden: Bool {
            didSet { RouteZoomAnchor.anchorHiddenDidChange(self) }
        }

        /// The anchor as a view.
        var anchorView: UIView { self }

        /// Whether a view is a view controller's root view.
        ///
        /// - Parameter view: The anchor or one of its ancestors.
        /// - Returns: `view.next is UIViewController`.
        func isScreenRootView(_ view: UIView) -> Bool {
            view.next is UIViewController
        }

        /// A snapshot of the region of the anchor's screen that the anchor covers.
        ///
        /// - Parameter afterUpdates: Whether to snapshot after pending screen updates.
        /// - Returns: The snapshot, or the (empty) plain snapshot when the anchor is not in a
        ///   screen.
        override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
            guard let region = RouteZoomAnchor.snapshotRegion(of: self) else {
                return super.snapshotView(afterScreenUpdates: afterUpdates)
            }
            return region.screen.resizableSnapshotView(
                from: region.rect, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
        }
    }

    /// A ``RouteLink``'s handle on its anchor: the screen it pushed asks it for the anchor at
    /// transition time, and the link reads from it whether to hide its label.
    @MainActor final class RouteZoomAnchorBox: ObservableObject, RouteZoomLinking {
        /// The anchor; `nil` before SwiftUI made it, after it is gone, or once it was moved to
        /// another link.
        weak var anchor: RouteZoomAnchorView?
        /// Whether the anchor is hidden (a zoom's snapshot of the label is flying).
        @Published var isSourceHidden = false

        /// Creates an empty box; nonisolated so a link's `@StateObject` can make it (SwiftUI's
        /// `View` is not main-actor isolated in the iOS 16 SDK).
        nonisolated init() {}
    }

    /// Places a `RouteZoomAnchorView` behind a link's label, or behind a view marked with
    /// `.transitionID(_:)` (the anchor then carries the identifier's string as its UIKit
    /// `transitionID`, so identifier matching finds it in the screen's view tree).
    struct RouteZoomAnchorRepresentable: UIViewRepresentable {
        /// Where to leave the anchor for the link's action.
        let box: RouteZoomAnchorBox
        /// The anchor's `transitionID`; `nil` behind a link's label.
        var transitionID: String? = nil

        func makeUIView(context: Context) -> RouteZoomAnchorView {
            let view = RouteZoomAnchorView(frame: .zero)
            updateUIView(view, context: context)
            return view
        }

        func updateUIView(_ view: RouteZoomAnchorView, context: Context) {
            view.transitionID = transitionID
            RouteZoomAnchor.attach(view, to: box, scheduler: MainQueueNextTurn())
        }
    }
#endif
