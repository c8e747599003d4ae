#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension View {
        /// Marks a destination screen with the value it shows, so that a
        /// ``NavigationTransitions`` registration for the value's type (or for this view's type)
        /// chooses its transition.
        ///
        /// ```swift
        /// .navigationDestination(for: Photo.self) { photo in
        ///     PhotoView(photo: photo).transitionValue(photo)
        /// }
        /// ```
        ///
        /// SwiftUI gives no public way to read which value a screen was pushed for, so the screen
        /// says it. Of two marks on one screen the first in the view tree's depth-first order
        /// counts. An invisible UIKit view laid out behind this view carries the mark.
        ///
        /// - Parameter value: The destination's value.
        /// - Returns: The marked view.
        public func transitionValue<Value: Hashable>(_ value: Value) -> some View {
            background(
                TransitionValueMarker(value: AnyHashable(value), viewType: ObjectIdentifier(Self.self)))
        }
    }

    /// Places a ``TransitionValueMarkerView`` behind a marked view.
    private struct TransitionValueMarker: UIViewRepresentable {
        let value: AnyHashable
        let viewType: ObjectIdentifier

        func makeUIView(context: Context) -> TransitionValueMarkerView {
            let view = TransitionValueMarkerView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.isAccessibilityElement = false
            updateUIView(view, context: context)
            return view
        }

        func updateUIView(_ view: TransitionValueMarkerView, context: Context) {
            view.mark = (value, viewType)
        }
    }

    /// An invisible view carrying a screen's value and view type in its view tree.
    final class TransitionValueMarkerView: UIView {
        /// The value and the marked view's type.
        var mark: (AnyHashable, ObjectIdentifier)?
    }
#endif
