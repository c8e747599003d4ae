import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionGeometry {
    /// One screen of a transition: where it rests and what it looks like at rest.
    public struct Screen: Sendable, Hashable {
        /// The screen's final frame in container coordinates (`finalFrame(for:)` on device).
        public var frame: CGRect
        /// The screen's own additional safe-area insets at rest (for a bar-less screen, its
        /// toolbar height on top).
        public var additionalSafeAreaInsets: Insets
        /// The bar-less toolbar's frame in its superview's coordinates (the toolbar stays in its
        /// screen, so it moves with it), or `nil` for a screen without one. For a screen resting
        /// at the container's origin these equal container coordinates.
        public var toolbarFrame: CGRect?
        /// The screen's background colour, carried into the plan for previews; `nil` leaves it alone.
        public var backgroundColor: RGBA?

        /// Creates a screen.
        ///
        /// - Parameters:
        ///   - frame: Final frame in container coordinates.
        ///   - additionalSafeAreaInsets: Its own additional safe-area insets; defaults to zero.
        ///   - toolbarFrame: Its bar-less toolbar's frame, if any.
        ///   - backgroundColor: Its background colour, if known.
        public init(
            frame: CGRect, additionalSafeAreaInsets: Insets = .zero, toolbarFrame: CGRect? = nil,
            backgroundColor: RGBA? = nil
        ) {
            self.frame = frame
            self.additionalSafeAreaInsets = additionalSafeAreaInsets
            self.toolbarFrame = toolbarFrame
            self.backgroundColor = backgroundColor
        }

        /// The toolbar's height, or `nil` without a toolbar. Always finite: a NaN or infinite
        /// height reads as 0 (as ``ToolbarTransition/between(fromHeight:toHeight:)`` treats it).
        public var toolbarHeight: Double? {
            toolbarFrame.map { Double($0.height).isFinite ? Double($0.height) : 0 }
        }

        /// Hashes every property (rects component by component).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rect: frame)
            hasher.combine(additionalSafeAreaInsets)
            hasher.combine(rect: toolbarFrame)
            hasher.combine(backgroundColor)
        }

        /// The screen at rest: its frame, fully opaque, untransformed, with its own colour.
        var restingState: VisualState {
            VisualState(frame: frame, backgroundColor: backgroundColor)
        }
    }
}
