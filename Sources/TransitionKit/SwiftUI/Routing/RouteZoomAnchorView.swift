#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import SwiftUI
    import UIKit

    /// The invisible zoom source behind a ``RouteLink``'s label, re-measured at pop time because it is a
    /// live view; the rules are ``RouteZoomAnchor``'s.
    @MainActor final class RouteZoomAnchorView: UIView, RouteZoomAnchorPort {
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

        var anchorView: UIView { self }

        /// `view.next is UIViewController`.
        func isScreenRootView(_ view: UIView) -> Bool {
            view.next is UIViewController
        }

        /// The anchor draws nothing: snapshots the screen region it covers, or the plain (empty) snapshot
        /// outside a screen.
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
    @MainActor final class RouteZoomAnchorBox: ObservableObject, RouteZoomLinkPort {
        /// The anchor; `nil` before SwiftUI made it, after it is gone, or once it was moved to
        /// another link.
        weak var anchor: RouteZoomAnchorView?
        /// Whether the anchor is hidden (a zoom's snapshot of the label is flying).
        @Published var isSourceHidden = false

        /// Creates an empty box; nonisolated so a link's `@StateObject` can make it (SwiftUI's
        /// `View` is not main-actor isolated in the iOS 16 SDK).
        nonisolated init() {}
    }

    /// Behind a link's label, or behind a `.transitionID(_:)` view, whose string it carries as its UIKit
    /// `transitionID` so identifier matching finds it in the screen's view tree.
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
