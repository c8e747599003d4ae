#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension View {
        /// Presents a sheet for an item with a TransitionKit transition — a zoom from the view
        /// marked with `.transitionID(_:)`, a cross-fade, a card — as `sheet(item:content:)` does,
        /// on iOS 15 and later.
        ///
        /// ```swift
        /// Image(photo.name).resizable().transitionID(photo.id)
        ///     .onTapGesture { shown = photo }
        /// // …
        /// .transitionSheet(item: $shown, transition: { photo in .zoom(id: photo.id) }) { photo in
        ///     PhotoViewer(photo: photo)
        /// }
        /// ```
        ///
        /// This is SwiftUI's own `sheet(item:content:)`, presented with the transition: SwiftUI
        /// presents and dismisses it and resets the binding; the content's
        /// `@Environment(\.dismiss)`, `isPresented` and `presentationMode` act on the sheet, and its
        /// `presentationDetents`, `presentationDragIndicator`, `presentationCornerRadius`,
        /// `presentationBackground` and `interactiveDismissDisabled` are the sheet's, as with
        /// `.sheet` (iOS 16.4 and later for some of them). The transition plays into the sheet's
        /// frame, and the sheet's swipe-down, `dismiss()` or `nil` play it backwards into the view
        /// marked *then* (a grid that scrolled meanwhile included); another item (another `id`)
        /// replaces the shown one, as SwiftUI does. The content keeps this view's environment, and
        /// its `@Environment(\.transitionDismiss)` sets the binding to `nil`.
        ///
        /// The presentation is one of `NavigationDelegate.presentations`: its observers hear it.
        /// A sheet keeps UIKit's swipe-down, so the delegate's `zoomDismissal` drags covers, not
        /// sheets. See <doc:SwiftUIPresentations>.
        ///
        /// Bad input: as `.sheet`. A zoom's identifier marked twice, nowhere, on a view scrolled
        /// away or only inside the content: see ``TransitionStyle/zoom(id:)``.
        ///
        /// - Parameters:
        ///   - item: The item to show, or `nil`.
        ///   - transition: The transition for an item, played both ways.
        ///   - content: The view of an item.
        /// - Returns: The view, presenting the sheet.
        public func transitionSheet<Item: Identifiable, Content: View>(
            item: Binding<Item?>, transition: @escaping (Item) -> TransitionStyle,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            modifier(
                TransitionModalModifier(item: item, kind: .sheet, transition: transition, content: content))
        }

        /// Presents a sheet while a Boolean binding is `true`, with a TransitionKit transition, as
        /// `sheet(isPresented:content:)` does — SwiftUI's own sheet; see
        /// ``transitionSheet(item:transition:content:)``.
        ///
        /// ```swift
        /// .transitionSheet(isPresented: $showsAccount, transition: .zoom(id: "account")) {
        ///     AccountSwitcher()
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - isPresented: Whether the sheet is presented; set to `false` when it is dismissed.
        ///   - transition: The transition, played both ways.
        ///   - content: The sheet's view.
        /// - Returns: The view, presenting the sheet.
        public func transitionSheet<Content: View>(
            isPresented: Binding<Bool>, transition: TransitionStyle,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            modifier(
                TransitionModalModifier(
                    item: isPresented.presentedFlag, kind: .sheet, transition: { _ in transition },
                    content: { _ in content() }))
        }

        /// Presents a full-screen cover for an item with a TransitionKit transition, as
        /// `fullScreenCover(item:content:)` does; see ``transitionSheet(item:transition:content:)``
        /// for what happens when.
        ///
        /// This is SwiftUI's own `fullScreenCover(item:content:)`, presented with the transition:
        /// SwiftUI presents and dismisses it and resets the binding, and the content's
        /// `@Environment(\.dismiss)`, `isPresented` and `presentationMode` act on the cover (its
        /// `@Environment(\.transitionDismiss)` sets the binding to `nil`). A transition the
        /// library plays presents SwiftUI's cover `.custom` for the time of the presentation —
        /// removing the presenting view at its end when SwiftUI asked for `.fullScreen`, as UIKit's
        /// cover does — so that VoiceOver's escape dismisses it; with `.system`, SwiftUI's cover
        /// as it is.
        ///
        /// ```swift
        /// .transitionFullScreenCover(item: $playing, transition: { poster in .zoom(id: poster.id) }) { poster in
        ///     PlayerScreen(poster: poster)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - item: The item to show, or `nil`.
        ///   - transition: The transition for an item, played both ways.
        ///   - content: The view of an item.
        /// - Returns: The view, presenting the cover.
        public func transitionFullScreenCover<Item: Identifiable, Content: View>(
            item: Binding<Item?>, transition: @escaping (Item) -> TransitionStyle,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            modifier(
                TransitionModalModifier(
                    item: item, kind: .fullScreenCover, transition: transition, content: content))
        }

        /// Presents a full-screen cover while a Boolean binding is `true`, with a TransitionKit
        /// transition, as `fullScreenCover(isPresented:content:)` does; see
        /// ``transitionFullScreenCover(item:transition:content:)``.
        ///
        /// ```swift
        /// .transitionFullScreenCover(isPresented: $plays, transition: .crossFade) { Player() }
        /// ```
        ///
        /// - Parameters:
        ///   - isPresented: Whether the cover is presented; set to `false` when it is dismissed.
        ///   - transition: The transition, played both ways.
        ///   - content: The cover's view.
        /// - Returns: The view, presenting the cover.
        public func transitionFullScreenCover<Content: View>(
            isPresented: Binding<Bool>, transition: TransitionStyle,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            modifier(
                TransitionModalModifier(
                    item: isPresented.presentedFlag, kind: .fullScreenCover, transition: { _ in transition },
                    content: { _ in content() }))
        }
    }

#endif
