import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionGeometry {
    /// One screen of a transition: where it rests and what it looks like at rest.
    public struct Screen: Sendable, Hashable {
        /// The screen's final frame in container coordinates (`finalFrame(for:)` on device).
        /// Normalized when set: a rect with a NaN or infinite component is stored
        /// as `.zero` (no area: a choreography treats it as not laid out), finite components are
        /// clamped to ±10⁹.
        public var frame: CGRect {
            didSet { frame = TransitionGeometry.stored(frame) }
        }
        /// The screen's own additional safe-area insets at rest (for a bar-less screen, its
        /// toolbar height on top).
        public var additionalSafeAreaInsets: Insets
        /// The bar-less toolbar's frame in its superview's coordinates (the toolbar stays in its
        /// screen, so it moves with it), or `nil` for a screen without one. For a screen resting
        /// at the container's origin these equal container coordinates. Normalized when set, as
        /// ``frame``.
        public var toolbarFrame: CGRect? {
            didSet { toolbarFrame = toolbarFrame.map(TransitionGeometry.stored) }
        }
        /// The screen's background color, carried into the plan for previews; `nil` leaves it alone.
        public var backgroundColor: RGBA?

        /// Creates a screen.
        ///
        /// - Parameters:
        ///   - frame: Final frame in container coordinates; normalized (see ``frame``).
        ///   - additionalSafeAreaInsets: Its own additional safe-area insets; defaults to zero.
        ///   - toolbarFrame: Its bar-less toolbar's frame, if any; normalized as `frame`.
        ///   - backgroundColor: Its background color, if known.
        public init(
            frame: CGRect, additionalSafeAreaInsets: Insets = .zero, toolbarFrame: CGRect? = nil,
            backgroundColor: RGBA? = nil
        ) {
            self.frame = TransitionGeometry.stored(frame)
            self.additionalSafeAreaInsets = additionalSafeAreaInsets
            self.toolbarFrame = toolbarFrame.map(TransitionGeometry.stored)
            self.backgroundColor = backgroundColor
        }

        /// The toolbar's height, or `nil` without a toolbar. Always finite: a NaN or infinite
        /// height reads as 0 (as `ToolbarTransition.between(fromHeight:toHeight:)` treats it).
        package var toolbarHeight: Double? {
            toolbarFrame.map { Double($0.height).isFinite ? Double($0.height) : 0 }
        }

        /// Hashes every property (rects component by component).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rect: frame)
            hasher.combine(additionalSafeAreaInsets)
            hasher.combine(rect: toolbarFrame)
            hasher.combine(backgroundColor)
        }

        /// The screen at rest: its frame, fully opaque, untransformed, with its own color.
        var restingState: VisualState {
            VisualState(frame: frame, backgroundColor: backgroundColor)
        }
    }
}
