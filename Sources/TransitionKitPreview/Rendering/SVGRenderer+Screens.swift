import Foundation
import TransitionKit

extension SVGRenderer {
    /// The photos, the cell clip and each screen's `GalleryArt` once; `arts` has an entry per element, `nil`
    /// for one that is neither a screen nor a toolbar.
    static func screenDefinitions(_ scene: PreviewScene) -> (defs: String, arts: [ScreenArt?]) {
        var defs = "<defs>\n" + GalleryArt.photos
        defs += "<clipPath id=\"tk-cell-clip\" clipPathUnits=\"objectBoundingBox\">"
        defs += "<rect width=\"1\" height=\"1\" rx=\"0.105\"/></clipPath>\n"
        var known: [GalleryArt: String] = [:]
        let arts = GalleryArt.arts(for: scene).map { art -> ScreenArt? in
            guard let art else { return nil }
            if let id = known[art] { return ScreenArt(id: id, art: art) }
            let id = "tk-art-\(known.count)"
            known[art] = id
            defs += art.definitions(id: id)
            return ScreenArt(id: id, art: art)
        }
        return (defs + "</defs>\n", arts)
    }

    /// One element's art and the id its definitions have in the document.
    struct ScreenArt {
        var id: String
        var art: GalleryArt
    }

    /// Each element clipped to its frame and corner radius, moved by its transform and faded by its alpha,
    /// as on a device; top-left at (x, y), caption below.
    static func screensPhone(
        _ scene: PreviewScene, arts: [ScreenArt?], progress: Double, evaluation: TransitionPlan.Evaluation,
        id: String, x: Double, y: Double, caption: String
    ) -> String {
        let size = phoneSize(scene)
        let screenX = x + bezel
        let screenY = y + bezel
        let width = Double(scene.canvas.size.width)
        var svg = phoneOpening(scene, id: id, x: x, y: y, sceneID: nil)
        let states = scene.plan.states(at: clamp(progress), evaluation: evaluation)
        let roles = states.map(\.role)
        var children = [[Int]](repeating: [], count: states.count)
        var roots: [Int] = []
        for (index, parent) in parentIndices(roles).enumerated() {
            if let parent { children[parent].append(index) } else { roots.append(index) }
        }
        let art = { (index: Int) in index < arts.count ? arts[index] : nil }
        func draw(_ index: Int, into svg: inout String) {
            let state = states[index].state
            let layout = ElementLayout(state: state)
            let elementID = "\(id)-e\(index)"
            svg += "<g id=\"\(elementID)\" data-role=\"\(MarkupText.escaped(roles[index].description))\""
            if let transform = layout.transform { svg += " transform=\"\(transform)\"" }
            svg += " opacity=\"\(PreviewNumber.format(layout.opacity, decimals: 3))\">\n"
            svg += "<clipPath id=\"\(elementID)-clip\">\(outline(layout))</clipPath>\n"
            svg += "<g clip-path=\"url(#\(elementID)-clip)\">\n"
            svg += body(role: roles[index], state: state, layout: layout, art: art(index), roles: roles)
            svg += "</g>\n"
            if !children[index].isEmpty {
                svg += "<g transform=\"translate(\(f(layout.x)) \(f(layout.y)))\">\n"
                for child in children[index] { draw(child, into: &svg) }
                svg += "</g>\n"
            }
            svg += "</g>\n"
        }
        for index in roots { draw(index, into: &svg) }
        svg += "</g>\n"
        svg += "<g transform=\"translate(\(f(screenX)) \(f(screenY)))\">\n"
        svg += GalleryArt.statusBar(width: width, rightToLeft: scene.layoutDirection == .rightToLeft)
        svg += "</g>\n</g>\n"
        guard !caption.isEmpty else { return svg + "</g>\n" }
        svg += text(
            caption, x: x + size.width / 2, y: y + size.height + captionHeight * 0.7, size: 20, weight: "600",
            anchor: "middle")
        return svg + "</g>\n"
    }

    /// The element's frame with its corner radius (or per-corner radii), for its clip.
    private static func outline(_ layout: ElementLayout) -> String {
        if let radii = layout.radii { return "<path d=\"\(layout.outline(radii))\"/>" }
        return "<rect x=\"\(f(layout.x))\" y=\"\(f(layout.y))\" width=\"\(f(layout.width))\" "
            + "height=\"\(f(layout.height))\" rx=\"\(f(layout.radius))\"/>"
    }

    /// What fills an element's frame: its background, then a screen's content (shifted by a safe-
    /// area inset the plan animates) and toolbar, a toolbar's items, or the zoom's photo.
    private static func body(
        role: Role, state: VisualState, layout: ElementLayout, art: ScreenArt?, roles: [Role]
    ) -> String {
        let fill = state.backgroundColor ?? PreviewPalette.fill(for: role)
        var fillHex = PreviewPalette.hex(fill)
        var fillAlpha = min(max(PreviewNumber.finite(fill.alpha), 0), 1)
        let isToolbar = role == .fromToolbar || role == .toToolbar
        let isZoomSnapshot = role.description == "snapshot.zoom"
        if art != nil && isToolbar {
            fillHex = "#f9f9fb"
            fillAlpha = 0.86
        }
        if isZoomSnapshot { fillAlpha = 0 }
        var svg = "<rect x=\"\(f(layout.x))\" y=\"\(f(layout.y))\" width=\"\(f(layout.width))\" "
        svg += "height=\"\(f(layout.height))\" fill=\"\(fillHex)\" "
        svg += "fill-opacity=\"\(PreviewNumber.format(fillAlpha, decimals: 3))\"/>\n"
        if isZoomSnapshot {
            svg += "<use href=\"#tk-photo-0\" transform=\"translate(\(f(layout.x)) \(f(layout.y))) "
            svg += "scale(\(PreviewNumber.format(layout.width / 100, decimals: 4)) "
            svg += "\(PreviewNumber.format(layout.height / 100, decimals: 4)))\"/>\n"
        }
        guard let art else { return svg }
        if isToolbar {
            svg += "<rect x=\"\(f(layout.x))\" y=\"\(f(layout.y + layout.height - 0.5))\" "
            svg += "width=\"\(f(layout.width))\" height=\"0.5\" fill=\"#3c3c43\" fill-opacity=\"0.3\"/>\n"
            return svg + "<use href=\"#\(art.id)-items\" x=\"\(f(layout.x))\" y=\"\(f(layout.y))\"/>\n"
        }
        // A screen draws its own toolbar only when the plan does not move that toolbar itself.
        let toolbar: Role = role == .fromView ? .fromToolbar : .toToolbar
        let drawsBar = !roles.contains(toolbar) && art.art.toolbarHeight > 0
        let inset = state.additionalSafeAreaInsets.map { PreviewNumber.drawable(Double($0.top)) }
        let shift = inset.map { $0 - art.art.insetTop } ?? 0
        svg += "<use href=\"#\(art.id)-content\" x=\"\(f(layout.x))\" y=\"\(f(layout.y + shift))\"/>\n"
        if drawsBar {
            svg += "<use href=\"#\(art.id)-bar\" x=\"\(f(layout.x))\" y=\"\(f(layout.y))\"/>\n"
        }
        return svg
    }

    private static func f(_ value: Double) -> String { PreviewNumber.format(value, decimals: 2) }
}
