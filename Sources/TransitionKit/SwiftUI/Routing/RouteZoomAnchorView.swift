#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import SwiftUI
    import UIKit

    /// An invisible view that SwiftUI lays out exactly behind a ``RouteLink``'s label: the zoom's
    /// source view, re-measured at pop time because it is a live view of the source screen.
    ///
    /// A zoom snapshots its source. The anchor itself draws nothing, so its snapshot is a
    /// snapshot of the screen region it covers, which is the link's label as drawn by SwiftUI.
    ///
    /// While the zoom's snapshot flies, the animator hides the source view (`isHidden = true`,
    /// restored at the end). Hiding this clear view alone would leave the label visible next to
    /// its flying copy, and the label is drawn by SwiftUI, not by a `UIView` the animator could
    /// reach. So the anchor forwards its `isHidden` to its ``RouteZoomAnchorBox``, and the link
    /// draws its label transparent while the box says hidden. (The change reaches the label at
    /// SwiftUI's next update, after the animator has taken its snapshot.)
    @MainActor final class RouteZoomAnchorView: UIView {
        /// The link's box this anchor currently stands for; a reused row moves the anchor to
        /// another link's box.
        weak var box: RouteZoomAnchorBox?

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
            didSet {
                if let box, box.isSourceHidden != isHidden { box.isSourceHidden = isHidden }
            }
        }

        /// Makes this anchor the one `box` names, taking it away from the box it named before
        /// (SwiftUI reuses the view of a list row for another row: the old row's screen must not
        /// shrink back to the new row).
        ///
        /// - Parameter box: The link's box.
        /// Called from SwiftUI's update, so the boxes' published flags are set on the next turn
        /// (publishing during a view update is not allowed).
        func attach(to box: RouteZoomAnchorBox) {
            if let previous = self.box, previous !== box {
                if previous.view === self { previous.view = nil }
                if previous.isSourceHidden {
                    DispatchQueue.main.async { previous.isSourceHidden = false }
                }
            }
            self.box = box
            box.view = self
            if box.isSourceHidden != isHidden {
                DispatchQueue.main.async { [weak self] in
                    guard let self, self.box === box, box.isSourceHidden != self.isHidden else { return }
                    box.isSourceHidden = self.isHidden
                }
            }
        }

        /// Whether the anchor still stands for `box` and sits in a screen's view hierarchy (not
        /// in a reuse pool or detached). Whether it is *visible* is checked by the animator when
        /// the transition starts (a pop asks for its source before the screen below is back in
        /// the window; an anchor not in a window then plays the zoom's cross-fade fallback).
        ///
        /// - Parameter box: The box of the link that pushed the screen.
        /// - Returns: `true` when the anchor can serve as that link's zoom source.
        func isUsable(for box: RouteZoomAnchorBox) -> Bool {
            self.box === box && screenView != nil
        }

        /// A snapshot of the region of the anchor's screen that the anchor covers.
        ///
        /// - Parameter afterUpdates: Whether to snapshot after pending screen updates.
        /// - Returns: The snapshot, or the (empty) plain snapshot when the anchor is not in a
        ///   screen.
        override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
            guard let screen = screenView else { return super.snapshotView(afterScreenUpdates: afterUpdates) }
            return screen.resizableSnapshotView(
                from: convert(bounds, to: screen), afterScreenUpdates: afterUpdates, withCapInsets: .zero)
        }

        /// The nearest ancestor that is a view controller's root view.
        private var screenView: UIView? {
            var view = superview
            while let current = view {
                if current.next is UIViewController { return current }
                view = current.superview
            }
            return nil
        }
    }

    /// A ``RouteLink``'s handle on its anchor: the screen it pushed asks it for the anchor at
    /// transition time, and the link reads from it whether to hide its label.
    @MainActor final class RouteZoomAnchorBox: ObservableObject {
        /// The anchor; `nil` before SwiftUI made it, after it is gone, or once it was moved to
        /// another link.
        weak var view: RouteZoomAnchorView?
        /// Whether the anchor is hidden (a zoom's snapshot of the label is flying).
        @Published var isSourceHidden = false

        /// Creates an empty box; nonisolated so a link's `@StateObject` can make it (SwiftUI's
        /// `View` is not main-actor isolated in the iOS 16 SDK).
        nonisolated init() {}
    }

    /// Places a `RouteZoomAnchorView` behind a link's label.
    struct RouteZoomAnchor: UIViewRepresentable {
        /// Where to leave the anchor for the link's action.
        let box: RouteZoomAnchorBox

        func makeUIView(context: Context) -> RouteZoomAnchorView {
            let view = RouteZoomAnchorView(frame: .zero)
            view.attach(to: box)
            return view
        }

        func updateUIView(_ view: RouteZoomAnchorView, context: Context) {
            view.attach(to: box)
        }
    }
#endif
