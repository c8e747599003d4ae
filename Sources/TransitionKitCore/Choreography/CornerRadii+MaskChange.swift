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
    /// rotation), so its outline always fits the view (``maskRefit(drawnIn:bounds:)``).
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

    /// Where a mask drawn in `drawn` must be drawn again for a view whose bounds are now
    /// `bounds`: in `bounds` whenever they differ (the view was laid out at another size), so the
    /// rounded outline follows the view instead of keeping the size it had when the shape was set.
    ///
    /// - Parameters:
    ///   - drawn: The rect the mask was drawn in (its frame).
    ///   - bounds: The view's bounds now.
    /// - Returns: The rect to draw it in again, or `nil` when it fits already.
    package static func maskRefit(drawnIn drawn: CGRect, bounds: CGRect) -> CGRect? {
        drawn == bounds ? nil : bounds
    }

    /// Where a mask for a view with these `bounds` is placed and its outline drawn: the mask is a
    /// layer in the view's layer, so its frame is the bounds (their origin included: a scrolled
    /// view's bounds start at its content offset); its path is in its own space, so the outline is
    /// the bounds' size at the origin.
    ///
    /// ```swift
    /// CornerRadii.maskPlacement(in: CGRect(x: 0, y: 500, width: 80, height: 40))
    /// // (frame: (0, 500, 80, 40), outline: (0, 0, 80, 40))
    /// ```
    ///
    /// - Parameter bounds: The view's bounds.
    /// - Returns: The mask's frame and the rect its outline is drawn in.
    package static func maskPlacement(in bounds: CGRect) -> (frame: CGRect, outline: CGRect) {
        (bounds, CGRect(origin: .zero, size: bounds.size))
    }
}
