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
        /// Setting the item presents the content; `nil` dismisses it, playing the transition
        /// backwards into the view marked *then* (a grid that scrolled meanwhile included);
        /// another item (another `id`) dismisses the shown one and presents the new one; the same
        /// `id` with new values shows them. The content keeps the environment of this view, and
        /// its `@Environment(\.transitionDismiss)` dismisses it (SwiftUI's `\.dismiss` there is
        /// this view's, not the content's: use `transitionDismiss`). When the user drags it away (set
        /// `NavigationDelegate.presentations.zoomDismissal` to a `ZoomDismissalDriver`: zooms and
        /// cards are then dragged and pinched away), or it is dismissed otherwise, the binding is
        /// set to `nil`.
        ///
        /// The presentation is one of `NavigationDelegate.presentations`: its observers hear it,
        /// its `zoomDismissal` drags it away. With a transition the library plays, the sheet
        /// covers the screen over this view (`.custom`); with `.system`, UIKit's page sheet.
        /// See <doc:SwiftUIPresentations>.
        ///
        /// Bad input: the item changed while a presentation or dismissal runs waits for its end
        /// (the latest item wins); set to `nil` while the user drags the sheet, the drag decides
        /// (let go to restore, and the sheet is dismissed then); when UIKit cannot present it
        /// (this view is in no window, or its view controller already presents another screen),
        /// it is tried once more on the next turn, then the binding is reset to `nil`, with a
        /// diagnostic. A zoom's identifier marked twice,
        /// nowhere, on a view scrolled away or only inside the content: see ``TransitionStyle/zoom(id:)``.
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
                TransitionPresentationModifier(
                    item: item, style: .automatic, transition: transition, content: content))
        }

        /// Presents a sheet while a Boolean binding is `true`, with a TransitionKit transition, as
        /// `sheet(isPresented:content:)` does; see ``transitionSheet(item:transition:content:)``
        /// for what happens when.
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
                TransitionPresentationModifier(
                    isPresented: isPresented, style: .automatic, transition: transition, content: content))
        }

        /// Presents a full-screen cover for an item with a TransitionKit transition, as
        /// `fullScreenCover(item:content:)` does; see ``transitionSheet(item:transition:content:)``
        /// for what happens when. The cover asks for `.overFullScreen`: a transition the library
        /// plays presents it `.custom` over the presenting view (VoiceOver's escape dismisses it);
        /// with `.system`, UIKit's cover.
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
                TransitionPresentationModifier(
                    item: item, style: .overFullScreen, transition: transition, content: content))
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
                TransitionPresentationModifier(
                    isPresented: isPresented, style: .overFullScreen, transition: transition, content: content
                ))
        }
    }

#endif
