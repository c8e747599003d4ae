#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension View {
        /// Pushes a view onto the ``TransitionStack`` while a Boolean binding is `true`, as
        /// `navigationDestination(isPresented:destination:)` does.
        ///
        /// Setting the binding to `false` pops the view (and what is above it); the binding is
        /// set to `false` when the view leaves the stack by any means — swipe-back, Back, a router
        /// pop, an edit of the path below it. Set while a transition runs, the push follows when
        /// it ends. The view is not in the stack's path. Outside a ``TransitionStack`` it does
        /// nothing.
        ///
        /// ```swift
        /// .transitionDestination(isPresented: $showsFont, transition: .crossFade) { FontScreen() }
        /// ```
        ///
        /// - Parameters:
        ///   - isPresented: Whether the view is pushed.
        ///   - transition: The push's and its pop's transition, or `nil` (the default) for the
        ///     stack's default transition.
        ///   - destination: The view to push.
        /// - Returns: The view, driving the destination.
        public func transitionDestination<Destination: View>(
            isPresented: Binding<Bool>, transition: TransitionStyle? = nil,
            @ViewBuilder destination: @escaping () -> Destination
        ) -> some View {
            modifier(
                PresentedDestinationModifier(
                    item: isPresented.presentedItem, transition: transition.map { style in { _ in style } },
                    destination: { _ in destination() }))
        }

        /// Pushes a view for an optional value onto the ``TransitionStack`` while the value is not
        /// `nil`, as `navigationDestination(item:destination:)` does.
        ///
        /// Another value replaces the pushed view (one navigation call); `nil` pops it; the binding
        /// is set to `nil` when the view leaves the stack by any means. The view is not in the
        /// stack's path. Outside a ``TransitionStack`` it does nothing.
        ///
        /// ```swift
        /// .transitionDestination(item: $photo, transition: { photo in .zoom(id: photo.id) }) { photo in
        ///     PhotoScreen(photo: photo)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - item: The value to show, or `nil`.
        ///   - transition: The transition of a value's push and its pop, or `nil` (the default) for
        ///     the stack's default transition.
        ///   - destination: Builds the view of a value.
        /// - Returns: The view, driving the destination.
        public func transitionDestination<Item: Hashable, Destination: View>(
            item: Binding<Item?>, transition: ((Item) -> TransitionStyle)? = nil,
            @ViewBuilder destination: @escaping (Item) -> Destination
        ) -> some View {
            modifier(
                PresentedDestinationModifier(item: item, transition: transition, destination: destination))
        }
    }

    /// What a state-driven destination pushed (``RoutePresentation``), kept across SwiftUI updates.
    @MainActor final class PresentedDestinationBox: ObservableObject {
        var presentation = RoutePresentation<RouteHostingController>()

        /// An empty box (made by SwiftUI's `@StateObject` outside the main actor's context).
        nonisolated init() {}
    }

    /// Forwards the binding to ``RouterCore/present(_:item:makeScreen:leave:)`` when the screen
    /// appears and whenever the binding changes.
    struct PresentedDestinationModifier<Item: Hashable, Destination: View>: ViewModifier {
        @Binding var item: Item?
        let transition: ((Item) -> TransitionStyle)?
        let destination: (Item) -> Destination
        @Environment(\.routeScreen) private var screen
        @StateObject private var box = PresentedDestinationBox()

        func body(content: Content) -> some View {
            content
                .onAppear { present(item) }
                .onChange(of: item) { present($0) }
        }

        @MainActor private func present(_ item: Item?) {
            guard let router = screen?.router else { return }
            let binding = $item
            router.coordinator.present(
                &box.presentation, item: item.map(AnyHashable.init),
                makeScreen: {
                    router.makeScreen(
                        item.map(destination), transitions: .chosen(item.flatMap { transition?($0) }),
                        zoomAnchor: nil)
                },
                leave: { binding.wrappedValue = nil })
        }
    }
#endif
