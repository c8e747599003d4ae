#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A button that pushes a screen onto the ``TransitionStack`` it is in, appends a value to its
    /// path, or goes back through it.
    ///
    /// ```swift
    /// RouteLink(tag: "detail", transition: .zoom) { DetailView() } label: { Text("Open") }
    /// RouteLink(value: Route.photo(1), transition: .zoom) { Text("Photo 1") }
    /// RouteLink(.back) { Text("Back") }
    /// RouteLink(.home) { Text("Home") }
    /// RouteLink(.goTo("detail")) { Text("To detail") }
    /// ```
    ///
    /// With a zoom, the destination grows out of the link's own on-screen frame and, on pop
    /// (the router's or the user's swipe-back), shrinks back to wherever the link is then; if the
    /// link has left the screen by then, the zoom falls back to a cross-fade.
    ///
    /// The destination is built when the link is tapped. A back, home or go-to link performs its
    /// ``RouteLinkAction`` through ``TransitionRouter/perform(_:)``; a refused action (back on the
    /// root, a missing tag) changes nothing. A link outside a ``TransitionStack`` (in a
    /// `transitionSheet`'s content, a hosting controller of its own, a preview) does nothing, as
    /// `NavigationLink` outside a stack, and its first tap is reported to the diagnostics.
    public struct RouteLink<Destination: View, Label: View>: View {
        /// The stack screen the link is in; its router is the one the link follows.
        @Environment(\.routeScreen) private var screen
        @StateObject private var anchor = RouteZoomAnchorBox()
        @State private var unrouted = UnroutedLinkReport()
        private let tap: RouteLinkTap<Destination>
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
            self.tap = .push(tag: tag, transitions: transitions, destination: destination)
            self.label = label()
        }

        /// The button. The link lays the zoom anchor out behind its label and makes the label
        /// transparent while a zoom's snapshot of it flies (see `RouteZoomAnchorView`); a link that
        /// goes back never zooms, so its anchor stays unused.
        public var body: some View {
            Button {
                guard let router = screen?.router else { return unrouted.linkTapped() }
                router.follow(tap, anchor: anchor)
            } label: {
                label
                    .opacity(RouteZoomAnchor.labelOpacity(isSourceHidden: anchor.isSourceHidden))
                    .background(RouteZoomAnchorRepresentable(box: anchor))
            }
        }
    }

    extension RouteLink where Destination == EmptyView {
        /// Creates a link that goes back through the stack: one screen, home, or to a tag.
        ///
        /// ```swift
        /// RouteLink(.back) { Text("Back") }
        /// RouteLink(.goTo("detail")) { Label("Detail", systemImage: "photo") }
        /// ```
        ///
        /// The pop plays the top screen's backward transition. A refused action (back or home on
        /// the root, a missing tag or the top screen's own tag) changes nothing; see
        /// ``TransitionRouter/perform(_:)``.
        ///
        /// - Parameters:
        ///   - action: Where to go back to.
        ///   - label: What the link shows.
        public init(_ action: RouteLinkAction, @ViewBuilder label: () -> Label) {
            self.tap = .action(action)
            self.label = label()
        }

        /// Creates a link that appends a value to the stack's path, as `NavigationLink(value:)`
        /// does; the screen is built by the nearest
        /// `transitionDestination(for:destination:)` declared for its type.
        ///
        /// ```swift
        /// RouteLink(value: Route.photo(1), transition: .zoom) { Text("Photo 1") }
        /// RouteLink(value: Route.settings) { Text("Settings") }   // the stack's transition
        /// ```
        ///
        /// A stack with a path binding sees the value appended to it. A value no destination
        /// handles is reported in debug builds and ignored.
        ///
        /// - Parameters:
        ///   - value: The route value to append.
        ///   - transition: This push's and its pop's style (`.zoom` grows the screen from the
        ///     link), or `nil` for the stack's `transition:` choice (or its default).
        ///   - label: What the link shows.
        public init<Value: Hashable>(
            value: Value, transition: TransitionStyle? = nil, @ViewBuilder label: () -> Label
        ) {
            self.tap = .value(AnyHashable(value), transition: transition)
            self.label = label()
        }
    }
#endif
