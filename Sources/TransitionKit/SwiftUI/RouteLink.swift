#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A button that pushes a screen onto the ``TransitionStack`` it is in.
    ///
    /// ```swift
    /// RouteLink(tag: "detail", transition: .zoom) { DetailView() } label: { Text("Open") }
    /// ```
    ///
    /// With a zoom, the destination grows out of the link's own on-screen frame and, on pop
    /// (the router's or the user's swipe-back), shrinks back to wherever the link is then; if the
    /// link has left the screen by then, the zoom falls back to a cross-fade.
    ///
    /// The destination is built when the link is tapped. A link outside a ``TransitionStack``
    /// has no router and must not be used (SwiftUI stops on the missing environment object).
    public struct RouteLink<Destination: View, Label: View>: View {
        @EnvironmentObject private var router: TransitionRouter
        @StateObject private var anchor = RouteZoomAnchorBox()
        private let tag: RouteTag?
        private let transitions: RouteTransitions<TransitionStyle>
        private let destination: () -> Destination
        private let label: Label

        /// Creates a link with one transition for both directions.
        ///
        /// - Parameters:
        ///   - tag: The pushed route's tag (see ``TransitionRouter/push(_:tag:transition:)``).
        ///   - transition: Used when the destination arrives and leaves; `.zoom` grows it from
        ///     the link.
        ///   - destination: Builds the destination when the link is tapped.
        ///   - label: What the link shows.
        public init(
            tag: RouteTag? = nil, transition: TransitionStyle,
            @ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label
        ) {
            self.init(tag: tag, transitions: .both(transition), destination: destination, label: label)
        }

        /// Creates a link with a choice per direction (or the router's default).
        ///
        /// - Parameters:
        ///   - tag: The pushed route's tag.
        ///   - transitions: The pushed route's transitions; a `.zoom` either way grows from, or
        ///     shrinks to, the link.
        ///   - destination: Builds the destination when the link is tapped.
        ///   - label: What the link shows.
        public init(
            tag: RouteTag? = nil, transitions: RouteTransitions<TransitionStyle> = .default,
            @ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label
        ) {
            self.tag = tag
            self.transitions = transitions
            self.destination = destination
            self.label = label()
        }

        /// The button, with the zoom anchor laid out behind its label; the label is transparent
        /// while a zoom's snapshot of it flies (see ``RouteZoomAnchorView``).
        public var body: some View {
            Button {
                router.push(destination(), tag: tag, transitions: transitions, zoomAnchor: anchor)
            } label: {
                label
                    .opacity(anchor.isSourceHidden ? 0 : 1)
                    .background(RouteZoomAnchor(box: anchor))
            }
        }
    }
#endif
