import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CornerRadii {
    /// What a view's mask does when its shape is set (the port's `cornerRadii`), decided here so
    /// the device adapter only carries it out. The library's mask draws a ``Drawing/path``; it
    /// takes the place of the view's own mask, which it remembers and gives back.
    ///
    /// | the drawing | no mask of the library's installed | the library's mask installed |
    /// | --- | --- | --- |
    /// | a path | ``install(_:)`` | ``redraw(_:)`` (the view's own mask stays remembered) |
    /// | no path | ``leave`` (the view's own mask untouched) | ``restore`` |
    ///
    /// Once installed, the mask is drawn again whenever the view's bounds change (layout, a
    /// rotation), so its outline always fits the view (``MaskFit``).
    ///
    /// ```swift
    /// CornerRadii.MaskChange(CornerRadii.Drawing(bubble, animating: false), installed: false)
    /// // .install(bubble)
    /// ```
    package enum MaskChange: Sendable, Hashable {
        /// Nothing to do: no path to draw and no mask of the library's on the view.
        case leave
        /// The library's mask goes in place of the view's own (remembered), drawing these radii
        /// fitted to the view's bounds.
        case install(CornerRadii)
        /// The library's mask, installed already, draws these radii fitted to the view's bounds.
        case redraw(CornerRadii)
        /// The library's mask goes, and the view's own mask (or none) comes back.
        case restore

        /// The change for a drawing.
        ///
        /// - Parameters:
        ///   - drawing: How the new shape is drawn.
        ///   - installed: Whether the library's mask is the view's mask now.
        package init(_ drawing: Drawing, installed: Bool) {
            switch (drawing.path, installed) {
            case (nil, false): self = .leave
            case (nil, true): self = .restore
            case (let radii?, false): self = .install(radii)
            case (let radii?, true): self = .redraw(radii)
            }
        }

        /// Carries the change out through the adapter's actions: exactly one of them is called,
        /// none for ``leave``.
        ///
        /// - Parameters:
        ///   - install: Installs the library's mask drawing the radii.
        ///   - redraw: Makes the installed mask draw the radii.
        ///   - restore: Takes the mask away, giving back the view's own.
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

    /// What the library's mask does to fit its view's bounds, decided here so the device adapter
    /// only carries it out. The mask is a layer in the view's layer: its frame is the bounds
    /// (their origin included — a scrolled view's bounds start at its content offset), and its
    /// path, in its own space, outlines the bounds' size from its own origin.
    ///
    /// | the mask | the view's bounds | the fit |
    /// | --- | --- | --- |
    /// | being drawn (new radii) | any | ``redraw(frame:outline:)`` |
    /// | placed over the bounds | the same | ``keep`` |
    /// | placed over a rect of the same size | moved (a scroll) | ``move(frame:)``: the outline stays |
    /// | placed over a rect of another size | laid out anew (rotation) | ``redraw(frame:outline:)`` |
    ///
    /// ```swift
    /// CornerRadii.MaskFit(placedOver: nil, bounds: CGRect(x: 0, y: 500, width: 80, height: 40))
    /// // .redraw(frame: (0, 500, 80, 40), outline: (0, 0, 80, 40))
    /// ```
    ///
    /// The fit is applied at once (a layer of its own would otherwise animate implicitly behind
    /// the view); during an animated change of the bounds (a rotation) the mask takes the new size
    /// when the change begins.
    package enum MaskFit: Equatable, Sendable {
        /// It fits already.
        case keep
        /// The bounds moved without changing size: the mask moves with them.
        case move(frame: CGRect)
        /// The mask is placed over `frame` and its outline drawn in `outline`.
        case redraw(frame: CGRect, outline: CGRect)

        /// The fit of a mask placed over `placed` (`nil` while it is being drawn) to `bounds`.
        ///
        /// - Parameters:
        ///   - placed: The rect the mask is placed over (its frame), or `nil` when its radii change.
        ///   - bounds: The view's bounds now.
        package init(placedOver placed: CGRect?, bounds: CGRect) {
            switch placed {
            case bounds?: self = .keep
            case let placed? where placed.size == bounds.size: self = .move(frame: bounds)
            default: self = .redraw(frame: bounds, outline: CGRect(origin: .zero, size: bounds.size))
            }
        }

        /// Carries the fit out through the adapter's two actions (``keep`` calls neither).
        ///
        /// - Parameters:
        ///   - move: Places the mask over a rect.
        ///   - redraw: Places the mask over a rect and draws its outline in another.
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

    /// The rounded outline of `rect` with these radii fitted to it (``fitted(to:)``): where it
    /// starts — on the top side, past the top-left arc — and its four arcs clockwise from the
    /// top right.
    ///
    /// ```swift
    /// CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4)
    ///     .outline(in: CGRect(x: 0, y: 0, width: 100, height: 40))
    /// // start (18, 0); arcs at (100, 0) r 18, (100, 40) r 4, (0, 40) r 18, (0, 0) r 18
    /// ```
    ///
    /// - Parameter rect: The rect to outline.
    /// - Returns: The start and the arcs.
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
