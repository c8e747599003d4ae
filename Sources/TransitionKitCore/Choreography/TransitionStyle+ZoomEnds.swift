import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionStyle {
    /// How a zoom treats its two ends, as media viewers need; every zoom defaults to `ZoomEnds()`. Apps set
    /// it through `ScreenTransition`'s modifiers.
    package struct ZoomEnds: Sendable, Hashable {
        /// Which of the zoom's views the flying copy is taken from (see ``ZoomSnapshotChoice``).
        package var snapshot: ZoomSnapshotChoice.Preference = .automatic
        /// Each end is where its image view shows its image (``DisplayedImage``); the copy flies aspect-fill.
        package var imageContent = false
        /// Insets from the source side's screen frame: the flying view's source end is clipped to
        /// that rect (under a navigation bar and a tab bar); `nil` clips nothing.
        package var sourceClipInsets: Insets?
        /// What a pop does when the source is missing or off screen.
        package var whenSourceIsMissing: MissingSource = .crossFade
        /// The shape the flying view takes at the source end; `nil` keeps the view's own corner
        /// radius.
        package var sourceShape: Shape?
        /// The shape the flying view takes at the destination end; `nil` keeps the view's own.
        package var destinationShape: Shape?

        /// The plain zoom's ends.
        package init() {}

        package mutating func setShape(_ shape: Shape, at end: ZoomSnapshotChoice.View) {
            switch end {
            case .source: sourceShape = shape
            case .destination: destinationShape = shape
            }
        }
    }

    /// The shape of one end of a zoom's flying view.
    package enum Shape: Sendable, Hashable {
        /// A circle (an avatar): the corner radius is half the end's shorter side.
        case circle
        /// A rounded rectangle of this corner radius (not finite or negative: 0).
        case roundedRect(cornerRadius: Double)
        /// A radius per corner (a message bubble), given for a left-to-right layout: `topLeft` is
        /// the top leading corner, mirrored in a right-to-left one (see ``cornerRadii(in:)``).
        case corners(CornerRadii)

        /// Whether two shapes draw the same: rounded rects compare their radii as
        /// ``cornerRadius(for:)`` reads them (NaN, ±∞ and negative all as 0).
        package static func == (lhs: Shape, rhs: Shape) -> Bool {
            switch (lhs, rhs) {
            case (.circle, .circle): return true
            case (.roundedRect(let a), .roundedRect(let b)):
                return TransitionGeometry.storedRadius(a) == TransitionGeometry.storedRadius(b)
            case (.corners(let a), .corners(let b)): return a == b
            default: return false
            }
        }

        /// Hashes what ``==`` compares.
        package func hash(into hasher: inout Hasher) {
            switch self {
            case .circle: hasher.combine(0)
            case .roundedRect(let radius):
                hasher.combine(1)
                hasher.combine(TransitionGeometry.storedRadius(radius))
            case .corners(let radii):
                hasher.combine(2)
                hasher.combine(radii)
            }
        }

        /// Finite, at least 0.
        package func cornerRadius(for frame: CGRect) -> Double {
            switch self {
            case .circle: return Double(min(frame.width, frame.height)) / 2
            case .roundedRect(let radius): return TransitionGeometry.storedRadius(radius)
            case .corners(let radii):
                return max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight)
            }
        }

        /// On physical corners for `layoutDirection`; `nil` for a shape with one radius.
        package func cornerRadii(in layoutDirection: TransitionLayoutDirection) -> CornerRadii? {
            guard case .corners(let radii) = self else { return nil }
            return CornerRadii(
                topLeading: radii.topLeft, topTrailing: radii.topRight, bottomLeading: radii.bottomLeft,
                bottomTrailing: radii.bottomRight, layoutDirection: layoutDirection)
        }
    }

    /// What a zoom plays when its source view is missing, hidden or entirely off screen.
    package enum MissingSource: Sendable, Hashable {
        /// The cross-fade (the zoom's fallback), push and pop alike.
        case crossFade
        /// A pop flies the popped screen off along the release velocity and fades it; a push still
        /// cross-fades. A released dismissal drag flies off the same way (`ZoomFlyOff`).
        case flyOff
    }
}
