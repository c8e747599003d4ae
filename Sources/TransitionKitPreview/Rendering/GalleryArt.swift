import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The grid with its tapped cell, or the detail, and each toolbar, laid out from the scene's geometry in
/// the screen's coordinates (mirrored for right-to-left); plain SVG with finite numbers only.
struct GalleryArt: Hashable {
    /// Which screen of the sample: the push's source (a grid) or its destination (a detail).
    enum Screen: String {
        case grid
        case detail
    }

    var screen: Screen
    var rightToLeft: Bool
    var width: Double
    var height: Double
    var statusBar: Double
    var toolbarHeight: Double
    var insetTop: Double
    /// The zoom's cell (grid) or image (detail), in the screen's coordinates: x, y, width,
    /// height (stored as numbers: `CGRect` is not `Hashable` on every platform).
    private var focusValues: [Double]

    /// The zoom's cell (grid) or image (detail), in the screen's coordinates.
    var focus: CGRect {
        CGRect(x: focusValues[0], y: focusValues[1], width: focusValues[2], height: focusValues[3])
    }

    /// A push goes from the grid to the detail, a pop back; without a geometry, on the sample phone's.
    init(role: Role, scene: PreviewScene) {
        let geometry =
            scene.geometry
            ?? .samplePhone(operation: scene.operation, layoutDirection: scene.layoutDirection)
        let isFrom = role == .fromView || role == .fromToolbar
        self.init(
            isFrom: isFrom, geometry: geometry, operation: scene.operation,
            layoutDirection: scene.layoutDirection)
    }

    /// The art for the leaving (`isFrom`) or arriving screen of a transition made for `geometry`:
    /// the grid on the push's leaving side and the pop's arriving side, the detail on the others.
    init(
        isFrom: Bool, geometry: TransitionGeometry, operation: NavigationOperation,
        layoutDirection: TransitionLayoutDirection
    ) {
        screen = (isFrom == (operation == .push)) ? .grid : .detail
        let side = isFrom ? geometry.from : geometry.to
        rightToLeft = layoutDirection == .rightToLeft
        width = min(max(PreviewNumber.drawable(Double(side.frame.size.width)), 1), 4000)
        height = min(max(PreviewNumber.drawable(Double(side.frame.size.height)), 1), 4000)
        let toolbar = side.toolbarFrame ?? CGRect(x: 0, y: 47, width: width, height: 44)
        statusBar = PreviewNumber.drawable(Double(toolbar.origin.y))
        toolbarHeight = max(PreviewNumber.drawable(Double(toolbar.size.height)), 0)
        insetTop = PreviewNumber.drawable(Double(side.additionalSafeAreaInsets.top))
        let zoomFrame =
            screen == .grid
            ? geometry.zoom.sourceFrame ?? CGRect(x: 16, y: 200, width: 114, height: 114)
            : geometry.zoom.destinationFrame
                ?? CGRect(x: 0, y: statusBar + toolbarHeight, width: width, height: width)
        let d = { (value: CGFloat) in CGFloat(PreviewNumber.drawable(Double(value))) }
        let standardized = CGRect(
            x: d(zoomFrame.origin.x), y: d(zoomFrame.origin.y), width: d(zoomFrame.size.width),
            height: d(zoomFrame.size.height)
        ).standardized
        focusValues = [
            standardized.origin.x, standardized.origin.y, standardized.size.width, standardized.size.height,
        ].map { Double($0) }
    }

    /// The screens' art for a scene's elements: for each element, the art its screen shows, or
    /// `nil` for an element that is not a screen or a toolbar.
    static func arts(for scene: PreviewScene) -> [GalleryArt?] {
        scene.plan.roles.map { role in
            switch role {
            case .fromView, .toView, .fromToolbar, .toToolbar: return GalleryArt(role: role, scene: scene)
            case .dimming, .shadow, .snapshot, .custom: return nil
            }
        }
    }

    // MARK: - Definitions

    /// What every drawing of the art defines once: the photos and the photo cells' rounded clip.
    static var commonDefinitions: String {
        photos + "<clipPath id=\"tk-cell-clip\" clipPathUnits=\"objectBoundingBox\">"
            + "<rect width=\"1\" height=\"1\" rx=\"0.105\"/></clipPath>\n"
    }

    /// The photos every page defines once: the tapped one (also the detail image and the zoom's
    /// snapshot) is `tk-photo-0`. Each is 100 × 100 units: sky, sun, two ridges.
    static let photos: String = {
        let palettes: [(sky: String, horizon: String, sun: String, far: String, near: String)] = [
            ("#ff9a5a", "#ffd29a", "#fff4d6", "#b0587a", "#5b2a57"),
            ("#6fb6ff", "#d2ecff", "#ffffff", "#6fa7c8", "#2f6b4f"),
            ("#2f7fa8", "#9fe0e6", "#fff9c4", "#3b6e8f", "#1d4a5e"),
            ("#8a6fd6", "#f0b6d2", "#ffe7f0", "#6a4a9a", "#3a2a5e"),
            ("#57b36f", "#d8f0b0", "#fffbe0", "#4c8c5a", "#2a5a36"),
        ]
        var svg = ""
        for (index, palette) in palettes.enumerated() {
            svg += "<linearGradient id=\"tk-sky-\(index)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
            svg += "<stop offset=\"0\" stop-color=\"\(palette.sky)\"/>"
            svg += "<stop offset=\"1\" stop-color=\"\(palette.horizon)\"/></linearGradient>\n"
            svg += "<g id=\"tk-photo-\(index)\">"
            svg += "<rect width=\"100\" height=\"100\" fill=\"url(#tk-sky-\(index))\"/>"
            svg +=
                "<circle cx=\"\(62 - index * 6)\" cy=\"\(34 + index * 3)\" r=\"11\" fill=\"\(palette.sun)\"/>"
            svg +=
                "<polygon points=\"0,70 22,48 40,62 58,40 80,58 100,46 100,100 0,100\" fill=\"\(palette.far)\"/>"
            svg +=
                "<polygon points=\"0,84 30,66 52,80 74,64 100,78 100,100 0,100\" fill=\"\(palette.near)\"/>"
            svg += "</g>\n"
        }
        return svg
    }()

    /// `id-content` (what scrolls under the safe area), `id-items` (for a toolbar the plan moves) and
    /// `id-bar` (the toolbar with its background, for one the plan leaves alone).
    func definitions(id: String) -> String {
        "<g id=\"\(id)-content\">\n\(screen == .grid ? grid() : detail())</g>\n"
            + "<g id=\"\(id)-items\">\n\(items())</g>\n"
            + "<g id=\"\(id)-bar\" transform=\"translate(0 \(f(statusBar)))\">\n"
            + "<rect width=\"\(f(width))\" height=\"\(f(toolbarHeight))\" fill=\"#f9f9fb\" fill-opacity=\"0.86\"/>\n"
            + "<rect y=\"\(f(toolbarHeight - 0.5))\" width=\"\(f(width))\" height=\"0.5\" fill=\"#3c3c43\" "
            + "fill-opacity=\"0.3\"/>\n<use href=\"#\(id)-items\"/>\n</g>\n"
    }

    /// The status bar over every screen: the time and a battery, mirrored in right-to-left.
    static func statusBar(width: Double, rightToLeft: Bool) -> String {
        let f = { (value: Double) in PreviewNumber.format(value, decimals: 2) }
        let timeX = rightToLeft ? width - 52 : 52
        let batteryX = rightToLeft ? 30 : width - 30 - 26
        return "<text x=\"\(f(timeX))\" y=\"32\" font-size=\"16\" font-weight=\"600\" text-anchor=\"middle\" "
            + "fill=\"#1c1c1e\">9:41</text>\n"
            + "<rect x=\"\(f(batteryX))\" y=\"21\" width=\"26\" height=\"13\" rx=\"4\" fill=\"none\" "
            + "stroke=\"#1c1c1e\" stroke-opacity=\"0.5\"/>\n"
            + "<rect x=\"\(f(batteryX + 2))\" y=\"23\" width=\"18\" height=\"9\" rx=\"2\" fill=\"#1c1c1e\"/>\n"
    }

    // MARK: - Screens

    /// Rows of photo cells from under the status bar to the bottom, the tapped one ringed.
    private func grid() -> String {
        let size = min(max(Double(focus.size.width), 20), width)
        let margin = min(max(Double(focus.minX), 0), max(width - Double(focus.minX) - size, 0))
        let columns = max(Int(((width - 2 * margin + 8) / (size + 8)).rounded(.down)), 1)
        let gap =
            columns > 1 ? max((width - 2 * margin - Double(columns) * size) / Double(columns - 1), 0) : 0
        let pitch = size + gap
        // The row through the tapped cell, and as many above it as reach under the status bar.
        let focusY = min(max(Double(focus.minY), -size), height)
        let rowsAbove = ((focusY + size) / pitch).rounded(.down)
        var svg = ""
        var y = focusY - rowsAbove * pitch
        var photo = 1
        while y < height {
            for column in 0..<columns {
                let x = margin + Double(column) * pitch
                let tapped = abs(x - Double(focus.minX)) < 0.5 && abs(y - focusY) < 0.5
                svg += "<use href=\"#tk-photo-\(tapped ? 0 : photo)\" clip-path=\"url(#tk-cell-clip)\" "
                svg += "transform=\"translate(\(f(x)) \(f(y))) scale(\(f(size / 100)))\"/>\n"
                if !tapped { photo = photo % 4 + 1 }
            }
            y += pitch
        }
        let x = Double(focus.minX)
        svg += "<rect x=\"\(f(x - 3))\" y=\"\(f(Double(focus.minY) - 3))\" width=\"\(f(size + 6))\" "
        svg += "height=\"\(f(size + 6))\" rx=\"14\" fill=\"none\" stroke=\"#0a84ff\" stroke-width=\"4\"/>\n"
        svg += "<circle cx=\"\(f(x + size / 2))\" cy=\"\(f(Double(focus.midY)))\" r=\"18\" fill=\"#ffffff\" "
        svg += "fill-opacity=\"0.55\" stroke=\"#ffffff\" stroke-width=\"2\"/>\n"
        return svg
    }

    /// The image under the toolbar, a title, a caption and paragraphs of text.
    private func detail() -> String {
        let image = focus
        var svg =
            "<use href=\"#tk-photo-0\" transform=\"translate(\(f(Double(image.minX))) \(f(Double(image.minY)))) "
        svg += "scale(\(f(Double(image.size.width) / 100)) \(f(Double(image.size.height) / 100)))\"/>\n"
        let top = Double(image.maxY)
        svg += text("Sunset over the ridge", x: 20, y: top + 40, size: 24, weight: "700")
        svg += text("12 May · 24 mm · ƒ/2.8", x: 20, y: top + 66, size: 15, weight: "400", color: "#6c6c70")
        let lines = [0.92, 0.86, 0.9, 0.62, 0.88, 0.8, 0.7]
        for (index, fraction) in lines.enumerated() {
            let lineWidth = (width - 40) * fraction
            let x = rightToLeft ? width - 20 - lineWidth : 20
            svg += "<rect x=\"\(f(x))\" y=\"\(f(top + 90 + Double(index) * 22))\" width=\"\(f(lineWidth))\" "
            svg += "height=\"10\" rx=\"5\" fill=\"#3c3c43\" fill-opacity=\"0.18\"/>\n"
        }
        return svg
    }

    // MARK: - Toolbars

    /// The toolbar's items in its first 44 pt: the grid's title and Select, or the detail's back
    /// button and actions; a toolbar taller than 80 pt adds a search field below.
    private func items() -> String {
        var svg = ""
        switch screen {
        case .grid:
            svg += "<text x=\"\(f(width / 2))\" y=\"28\" font-size=\"17\" font-weight=\"600\" "
            svg += "text-anchor=\"middle\" fill=\"#1c1c1e\">Photos</text>\n"
            svg += text("Select", x: 16, y: 28, size: 17, weight: "400", color: "#0a84ff", trailing: true)
        case .detail:
            let chevronX = rightToLeft ? width - 14 : 14
            let tip = rightToLeft ? chevronX + 8 : chevronX - 8
            svg += "<path d=\"M\(f(chevronX)) 12L\(f(tip)) 22L\(f(chevronX)) 32\" fill=\"none\" "
            svg +=
                "stroke=\"#0a84ff\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
            svg += text("Photos", x: 30, y: 28, size: 17, weight: "400", color: "#0a84ff")
            svg += text("Edit", x: 16, y: 28, size: 17, weight: "400", color: "#0a84ff", trailing: true)
            let heartX = rightToLeft ? 74 : width - 74
            svg +=
                "<circle cx=\"\(f(heartX))\" cy=\"22\" r=\"9\" fill=\"none\" stroke=\"#0a84ff\" stroke-width=\"2\"/>\n"
        }
        if toolbarHeight > 80 {
            svg +=
                "<rect x=\"16\" y=\"50\" width=\"\(f(width - 32))\" height=\"36\" rx=\"10\" fill=\"#767680\" "
            svg += "fill-opacity=\"0.12\"/>\n"
            svg += text("Search photos", x: 44, y: 73, size: 16, weight: "400", color: "#8e8e93")
            let glassX = rightToLeft ? width - 32 : 32
            svg +=
                "<circle cx=\"\(f(glassX))\" cy=\"67\" r=\"6\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"2\"/>\n"
        }
        return svg
    }

    // MARK: - Helpers

    /// Text at a leading inset `x` (from the trailing edge when `trailing`), mirrored in
    /// right-to-left.
    private func text(
        _ content: String, x: Double, y: Double, size: Double, weight: String, color: String = "#1c1c1e",
        trailing: Bool = false
    ) -> String {
        let fromRight = rightToLeft != trailing
        let position = fromRight ? width - x : x
        return SVGRenderer.text(
            content, x: position, y: y, size: size, weight: weight, anchor: fromRight ? "end" : "start",
            color: color)
    }

    private func f(_ value: Double) -> String {
        PreviewNumber.format(PreviewNumber.drawable(value), decimals: 2)
    }
}
