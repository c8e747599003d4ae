#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A button that appends a value to the path of the ``TransitionStack`` it is in, or pushes a
    /// view onto it, as `NavigationLink` does.
    ///
    /// ```swift
    /// RouteLink(value: Route.photo(1), transition: .zoom) { Text("Photo 1") }
    /// RouteLink(transition: .crossFade) { SettingsScreen() } label: { Text("Settings") }
    /// ```
    ///
    /// With a zoom, the destination grows out of the link's own on-screen frame and, on pop
    /// (the stack's or the user's swipe-back), shrinks back to wherever the link is then; if the
    /// link has left the screen by then, the zoom falls back to a cross-fade.
    ///
    /// A link outside a ``TransitionStack`` (in a `transitionSheet`'s content, a hosting controller
    /// of its own, a preview) does nothing, as `NavigationLink` outside a stack, and its first tap
    /// is reported to the diagnostics.
    public struct RouteLink<Destination: View, Label: View>: View {
        /// The stack screen the link is in; its router is the one the link follows.
        @Environment(\.routeScreen) private var screen
        @StateObject private var anchor = RouteZoomAnchorBox()
        @State private var unrouted = UnroutedLinkReport()
        private let tap: RouteLinkTap<Destination>
        private let label: Label

        /// Creates a link that pushes a view, as `NavigationLink(destination:label:)` does; the
        /// view is not in the stack's path.
        ///
        /// - Parameters:
        ///   - transition: Used when the destination arrives and leaves (`.zoom` grows it from the
        ///     link), or `nil` (the default) for the stack's default transition.
        ///   - destination: Builds the destination when the link is tapped.
        ///   - label: What the link shows.
        public init(
            transition: TransitionStyle? = nil, @ViewBuilder destination: @escaping () -> Destination,
            @ViewBuilder label: () -> Label
        ) {
            self.tap = .push(transitions: .chosen(transition), destination: destination)
            self.label = label()
        }

        /// The button. The link lays the zoom anchor out behind its label and makes the label
        /// transparent while a zoom's snapshot of it flies (see `RouteZoomAnchorView`).
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
        /// Creates a link that appends a value to the stack's path, as `NavigationLink(value:)`
        /// does; the screen is built by the `transitionDestination(for:destination:)` declared for
        /// its type closest to the root.
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
