import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every choice of a scrubber's sample stage (which screen is the grid, right-to-left mirroring, which
/// cell holds the picture, fallbacks without zoom frames), made here so the UIKit stage only draws it.
package struct SampleStageLayout: Sendable, Equatable {
    /// The stage when the geometry's container is empty or not finite: an iPhone's 390 × 844 pt.
    package static let fallbackBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The placeholder fill of snapshots other than the zoom's (iOS's light `systemGray3`).
    package static let placeholderFill = RGBA(red: 199 / 255, green: 199 / 255, blue: 204 / 255)

    /// The stage's bounds: the geometry's container, or ``fallbackBounds``.
    package var bounds: CGRect
    package var from: SampleScreenLayout
    package var to: SampleScreenLayout
    /// A stand-in view for each temporary role of the plan, in the plan's order.
    package var standIns: [SampleStandIn]

    /// The plan's roles decide which toolbars and temporary views exist.
    package init(plan: TransitionPlan, geometry: TransitionGeometry) {
        let container = geometry.containerBounds
        let usable =
            container.width.isFinite && container.height.isFinite && container.width > 0
            && container.height > 0
        bounds = usable ? container : Self.fallbackBounds
        let roles = plan.roles
        let pushing = geometry.operation == .push
        from = SampleScreenLayout(
            kind: pushing ? .grid : .detail, screen: geometry.from, geometry: geometry,
            showsToolbar: roles.contains(.fromToolbar))
        to = SampleScreenLayout(
            kind: pushing ? .detail : .grid, screen: geometry.to, geometry: geometry,
            showsToolbar: roles.contains(.toToolbar))
        var seen = Set<Role>()
        standIns = roles.filter { $0.isTemporary && seen.insert($0).inserted }.map(SampleStandIn.init(role:))
    }

    /// Uniform; 1 when nothing fits or a size is empty or not finite.
    package static func fitScale(stage: CGSize, room: CGSize) -> CGFloat {
        let scale = min(room.width / stage.width, room.height / stage.height)
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// In points; 1 × 1 when the size asked for is empty or not finite.
    package static func imageCanvas(_ size: CGSize) -> CGSize {
        let usable = size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1
        return usable ? size : CGSize(width: 1, height: 1)
    }
}

/// A grid of cells (the screen nearer the root) or a detail with a large picture, a title under its
/// toolbar, and the toolbar when the plan animates it.
package struct SampleScreenLayout: Sendable, Equatable {
    package enum Kind: Sendable, Hashable {
        /// The screen nearer the root, with the zoom's source cell.
        case grid
        /// The pushed screen, with the zoom's destination picture.
        case detail
    }

    /// The size of a grid cell when the geometry names no zoom source.
    static let defaultCellSide: CGFloat = 114
    /// The gap between grid cells.
    static let cellGap: CGFloat = 8
    /// The top of the grid when the geometry names no zoom source.
    static let defaultGridTop: CGFloat = 200

    package var kind: Kind
    /// The screen's frame in the stage (its view's frame).
    package var frame: CGRect
    /// The screen's background, or `nil` for the system background.
    package var backgroundColor: RGBA?
    /// The screen's additional safe-area insets.
    package var additionalSafeAreaInsets: Insets
    /// The large title: "Grid" or "Detail".
    package var title: String
    /// The title's distance below the safe area's top: under the toolbar, plus 8 pt.
    var titleTop: CGFloat
    /// The toolbar's frame in the screen's coordinates (the geometry's), or `nil` when the plan
    /// does not animate this screen's toolbar.
    package var toolbarFrame: CGRect?
    /// The toolbar's text: "Photos" on the grid, "‹ Photos" (a back button) on the detail.
    package var toolbarTitle: String
    /// The grid's cells, in the screen's coordinates; empty on the detail.
    package var cells: [SampleCell]
    /// The detail's picture, in the screen's coordinates; `nil` on the grid.
    package var imageFrame: CGRect?
    /// The corner radius of the grid's cells (the zoom source's).
    var cellCornerRadius: CGFloat

    /// `geometry` gives the zoom frames (container coordinates) and layout direction; `showsToolbar`: the
    /// plan animates this screen's toolbar.
    package init(
        kind: Kind, screen: TransitionGeometry.Screen, geometry: TransitionGeometry, showsToolbar: Bool
    ) {
        self.kind = kind
        frame = screen.frame
        backgroundColor = screen.backgroundColor
        additionalSafeAreaInsets = screen.additionalSafeAreaInsets
        title = kind == .grid ? "Grid" : "Detail"
        titleTop = (screen.toolbarFrame?.minY ?? 0) + 8
        toolbarFrame = showsToolbar ? screen.toolbarFrame : nil
        toolbarTitle = kind == .grid ? "Photos" : "‹ Photos"
        cellCornerRadius = CGFloat(geometry.zoom.sourceCornerRadius)
        let origin = screen.frame.origin
        let zoomFrame = kind == .grid ? geometry.zoom.sourceFrame : geometry.zoom.destinationFrame
        let local = zoomFrame?.offsetBy(dx: -origin.x, dy: -origin.y)
        let width = screen.frame.width
        switch kind {
        case .grid:
            cells = Self.grid(source: local, width: width, layoutDirection: geometry.layoutDirection)
            imageFrame = nil
        case .detail:
            cells = []
            imageFrame = local ?? CGRect(x: 0, y: 91, width: width, height: width)
        }
    }

    /// Four rows of three square cells from the leading edge (mirrored right-to-left); the first
    /// cell sits on the zoom's source and holds the picture.
    private static func grid(source: CGRect?, width: CGFloat, layoutDirection: TransitionLayoutDirection)
        -> [SampleCell]
    {
        let side = source?.width ?? defaultCellSide
        let top = source?.minY ?? defaultGridTop
        return (0..<4).flatMap { row in
            (0..<3).map { column in
                let leadingX = 16 + CGFloat(column) * (side + cellGap)
                let x = layoutDirection == .leftToRight ? leadingX : width - leadingX - side
                let frame = CGRect(x: x, y: top + CGFloat(row) * (side + cellGap), width: side, height: side)
                let holdsPicture = row == 0 && column == 0
                return SampleCell(
                    frame: frame,
                    pictureFrame: holdsPicture ? CGRect(origin: .zero, size: frame.size) : nil)
            }
        }
    }
}

/// One cell of a sample grid.
package struct SampleCell: Sendable, Equatable {
    /// The cell's frame in its screen.
    package var frame: CGRect
    /// The sample picture's frame in the cell, or `nil` for a plain cell.
    package var pictureFrame: CGRect?
}

/// The sample picture (a drawn landscape) at a size.
package struct SamplePicture: Sendable, Equatable {
    /// The picture drawn for the zoom's flying snapshot: 390 × 390 pt.
    package static let snapshot = SamplePicture(size: CGSize(width: 390, height: 390))

    /// The size to draw, in points (see ``SampleStageLayout/imageCanvas(_:)``).
    package var size: CGSize
}

/// The view that stands in for a temporary role of the plan on a sample stage.
package struct SampleStandIn: Sendable, Equatable {
    package var role: Role
    /// The picture it shows (the zoom's flying snapshot), or `nil`.
    package var picture: SamplePicture?
    /// Whether it clips to its bounds (the picture does; a shadow must not).
    package var clipsToBounds: Bool
    /// Its fill: ``SampleStageLayout/placeholderFill`` for snapshots other than the zoom's, `nil`
    /// (clear) for the picture, the dimming and the shadow.
    package var fill: RGBA?

    /// `role` must be temporary (`isTemporary`).
    package init(role: Role) {
        self.role = role
        let isZoom = role == .zoomSnapshot
        picture = isZoom ? .snapshot : nil
        clipsToBounds = isZoom
        fill = Self.isSnapshot(role) && !isZoom ? SampleStageLayout.placeholderFill : nil
    }

    private static func isSnapshot(_ role: Role) -> Bool {
        if case .snapshot = role { return true }
        return false
    }
}
