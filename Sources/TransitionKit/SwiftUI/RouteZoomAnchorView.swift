#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// An invisible view that SwiftUI lays out exactly behind a ``RouteLink``'s label: the zoom's
    /// source view, re-measured at pop time because it is a live view of the source screen.
    ///
    /// A zoom snapshots its source. The anchor itself draws nothing, so its snapshot is a
    /// snapshot of the screen region it covers, which is the link's label as drawn by SwiftUI.
    @MainActor final class RouteZoomAnchorView: UIView {
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

    /// Holds the anchor a ``RouteLink`` placed, for its button's action.
    final class RouteZoomAnchorBox {
        /// The anchor; `nil` before SwiftUI made it or after it is gone.
        weak var view: RouteZoomAnchorView?
    }

    /// Places a ``RouteZoomAnchorView`` behind a link's label.
    struct RouteZoomAnchor: UIViewRepresentable {
        /// Where to leave the anchor for the link's action.
        let box: RouteZoomAnchorBox

        func makeUIView(context: Context) -> RouteZoomAnchorView {
            let view = RouteZoomAnchorView(frame: .zero)
            box.view = view
            return view
        }

        func updateUIView(_ view: RouteZoomAnchorView, context: Context) {
            box.view = view
        }
    }
#endif
