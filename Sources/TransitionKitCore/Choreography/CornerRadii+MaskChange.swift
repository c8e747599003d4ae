import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CornerRadii {
    /// What a view's mask does when its shape is set, decided here so the adapter only carries it out; the
    /// library's mask replaces the view's own and gives it back. The table: `ChoreographyInternals`.
    enum MaskChange: Sendable, Hashable {
        /// Nothing to do: no path to draw and no mask of the library's on the view.
        case leave
        /// The library's mask goes in place of the view's own (remembered), drawing these radii
        /// fitted to the view's bounds.
        case install(CornerRadii)
        /// The library's mask, installed already, draws these radii fitted to the view's bounds.
        case redraw(CornerRadii)
        /// The library's mask goes, and the view's own mask (or none) comes back.
        case restore

        /// `installed`: whether the library's mask is the view's mask now.
        package init(_ drawing: Drawing, installed: Bool) {
            switch (drawing.path, installed) {
            case (nil, false): self = .leave
            case (nil, true): self = .restore
            case (let radii?, false): self = .install(radii)
            case (let radii?, true): self = .redraw(radii)
            }
        }

        /// Calls exactly one of the adapter's actions, none for ``leave``.
        package func perform(
            install: (CornerRadii) -> Void, redraw: (CornerRadii) -> Void, restore: () -> Void
        ) {
            switch self {
            case .leave: break
            case .install(let radii): install(radii)
            case .redraw(let radii): redraw(radii)
            case .restore: restore()
            }
        }
    }

    /// How the library's mask fits its view's bounds (origin included: a scrolled view's bounds start at its
    /// content offset), applied at once so the layer does not animate implicitly. `ChoreographyInternals`.
    enum MaskFit: Equatable, Sendable {
        /// It fits already.
        case keep
        /// The bounds moved without changing size: the mask moves with them.
        case move(frame: CGRect)
        /// The mask is placed over `frame` and its outline drawn in `outline`.
        case redraw(frame: CGRect, outline: CGRect)

        /// `placed`: the mask's frame now, `nil` while its radii change.
        package init(placedOver placed: CGRect?, bounds: CGRect) {
            switch placed {
            case bounds?: self = .keep
            case let placed? where placed.size == bounds.size: self = .move(frame: bounds)
            default: self = .redraw(frame: bounds, outline: CGRect(origin: .zero, size: bounds.size))
            }
        }

        /// Calls `move` (a frame) or `redraw` (a frame and an outline in the mask's space); ``keep`` calls
        /// neither.
        package func perform(move: (CGRect) -> Void, redraw: (CGRect, CGRect) -> Void) {
            switch self {
            case .keep: break
            case .move(let frame): move(frame)
            case .redraw(let frame, let outline): redraw(frame, outline)
            }
        }
    }

    /// One rounded corner of an ``outline(in:)``: the arc that turns at `corner` towards `towards`
    /// (`CGPath.addArc(tangent1End:tangent2End:radius:)`).
    package struct OutlineArc: Equatable, Sendable {
        /// The rect's corner the arc rounds.
        package var corner: CGPoint
        /// The next corner, which the side after the arc heads for.
        var towards: CGPoint
        /// The arc's radius, fitted to the rect.
        package var radius: Double
    }

    /// The outline of `rect` with the radii ``fitted(to:)`` it: it starts on the top side past the top-left
    /// arc, then four arcs clockwise from the top right.
    package func outline(in rect: CGRect) -> (start: CGPoint, arcs: [OutlineArc]) {
        let fitted = fitted(to: rect.size)
        let topLeft = CGPoint(x: rect.minX, y: rect.minY)
        let topRight = CGPoint(x: rect.maxX, y: rect.minY)
        let bottomRight = CGPoint(x: rect.maxX, y: rect.maxY)
        let bottomLeft = CGPoint(x: rect.minX, y: rect.maxY)
        return (
            CGPoint(x: rect.minX + fitted.topLeft, y: rect.minY),
            [
                OutlineArc(corner: topRight, towards: bottomRight, radius: fitted.topRight),
                OutlineArc(corner: bottomRight, towards: bottomLeft, radius: fitted.bottomRight),
                OutlineArc(corner: bottomLeft, towards: topLeft, radius: fitted.bottomLeft),
                OutlineArc(corner: topLeft, towards: topRight, radius: fitted.topLeft),
            ]
        )
    }
}
