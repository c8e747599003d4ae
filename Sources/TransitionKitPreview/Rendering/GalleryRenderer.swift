import Foundation
import TransitionKit

/// Writes the gallery: one self-contained HTML page showing every transition of a
/// ``PreviewGallery``, with controls for the transition, push or pop, the reading direction,
/// Reduce Motion and the playback speed. The page for one transition (``HTMLRenderer``) is the
/// same page with one scene and no choice but the speed.
///
/// The page holds:
///
/// - the phone, its screens drawn so a person recognizes them (``GalleryArt``: the grid with the
///   tapped cell ringed, the detail image, toolbars with their items, content under the safe
///   area); roles and numbers show on hover and in the table, not on the drawing;
/// - a slider that scrubs (linearly, as a finger does) and a Play button that runs the plan with
///   its real timing at the chosen speed;
/// - a plot of progress and velocity against time, from ``TimingSamples`` (the Swift engine's
///   values, embedded; the page has no motion math);
/// - a table of every element as drawn: the bounding box of its frame after its transform (and
///   its screen's, for a toolbar), in the phone screen's points, with its scale, alpha and corner
///   radius — the numbers the drawing shows.
///
/// Every variant's states are embedded as ``HTMLRenderer`` embeds one scene's
/// (``HTMLRenderer/writeData(_:into:)``: scrub and running samples); the script looks them up and
/// loads nothing from the network. The page reads its URL fragment — `#transition=zoom&operation=pop
/// &direction=rtl&reduceMotion=on&speed=0.5&progress=0.3` (or `&time=0.1`, seconds of playback at
/// that speed) — by setting each control and firing its `change` event as a user would, and
/// mirrors what it shows in `<output id="tk-state">` for headless browser tests.
public struct GalleryRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The playback speeds offered, slowest first; 1 is selected.
    public static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2]

    /// The page.
    ///
    /// - Parameter gallery: The transitions to show; the first variant is shown first at
    ///   progress 0.5. An empty gallery gives a page that says so.
    /// - Returns: The HTML text.
    public func render(_ gallery: PreviewGallery) -> String {
        render(gallery) { drawing in Self.pageHead(gallery: gallery, drawing: drawing) }
    }

    /// What `--format html` writes: one scene, no choices (the title names them). `progress` is clamped to
    /// 0…1, NaN as 0.
    func render(_ scene: PreviewScene, progress: Double) -> String {
        let gallery = PreviewGallery(transitions: [
            .init(
                name: scene.transition, summary: "",
                variants: [.init(scene: scene, reduceMotion: false)])
        ])
        let step = Int((SVGRenderer.clamp(progress) * Double(PreviewSamples.scrubSteps)).rounded())
        return render(gallery) { drawing in Self.pageHead(scene: scene, step: step, drawing: drawing) }
    }

    private func render(_ gallery: PreviewGallery, makeHead: (String) -> String) -> String {
        let variants = gallery.variants
        var arts: [GalleryArt: Int] = [:]
        var artOrder: [GalleryArt] = []
        let elementArts = variants.map { variant in
            GalleryArt.arts(for: variant.scene).map { art -> Int? in
                guard let art else { return nil }
                if let index = arts[art] { return index }
                arts[art] = artOrder.count
                artOrder.append(art)
                return artOrder.count - 1
            }
        }
        let canvas = variants.first?.scene.canvas ?? PreviewScene.phoneCanvas
        let head = makeHead(Self.drawing(canvas: canvas, arts: artOrder))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(
            head.utf8.count + variants.reduce(0) { $0 + HTMLRenderer.estimatedDataSize($1.scene) + 8192 }
        )
        bytes += head.utf8
        Self.writeData(gallery, elementArts: elementArts, arts: artOrder, into: &bytes)
        bytes += BrowserPage.tail(script: Self.script).utf8
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The phone with the art's definitions, an empty scene the script fills, and the status bar.
    static func drawing(canvas: CGRect, arts: [GalleryArt]) -> String {
        let f = { (value: Double) in PreviewNumber.format(PreviewNumber.drawable(value), decimals: 2) }
        let margin = SVGRenderer.margin
        let bezel = SVGRenderer.bezel
        let width = Double(canvas.size.width)
        let height = Double(canvas.size.height)
        let phoneWidth = width + 2 * bezel
        let phoneHeight = height + 2 * bezel
        var svg =
            "<svg id=\"tk-drawing\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "
            + "\(f(phoneWidth + 2 * margin)) \(f(phoneHeight + 2 * margin))\" "
            + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n<defs>\n"
        svg += GalleryArt.commonDefinitions
        for (index, art) in arts.enumerated() {
            svg += art.definitions(id: "tk-art-\(index)")
        }
        svg += "<clipPath id=\"tk-screen-clip\"><rect x=\"\(f(margin + bezel))\" y=\"\(f(margin + bezel))\" "
        svg +=
            "width=\"\(f(width))\" height=\"\(f(height))\" rx=\"\(f(SVGRenderer.screenCorner))\"/></clipPath>\n"
        svg += "</defs>\n"
        svg +=
            "<rect x=\"\(f(margin))\" y=\"\(f(margin))\" width=\"\(f(phoneWidth))\" height=\"\(f(phoneHeight))\" "
        svg += "rx=\"\(f(SVGRenderer.screenCorner + bezel))\" fill=\"#1c1c1e\"/>\n"
        svg += "<g clip-path=\"url(#tk-screen-clip)\">\n"
        svg += "<rect x=\"\(f(margin + bezel))\" y=\"\(f(margin + bezel))\" width=\"\(f(width))\" "
        svg += "height=\"\(f(height))\" fill=\"#ffffff\"/>\n"
        let offsetX = margin + bezel - Double(canvas.origin.x)
        let offsetY = margin + bezel - Double(canvas.origin.y)
        svg += "<g id=\"tk-scene\" transform=\"translate(\(f(offsetX)) \(f(offsetY)))\"></g>\n"
        svg += "<g transform=\"translate(\(f(margin + bezel)) \(f(margin + bezel)))\">\n"
        svg += "<g id=\"tk-status-ltr\">\n\(GalleryArt.statusBar(width: width, rightToLeft: false))</g>\n"
        svg += "<g id=\"tk-status-rtl\" visibility=\"hidden\">\n"
        svg += "\(GalleryArt.statusBar(width: width, rightToLeft: true))</g>\n</g>\n"
        svg += "</g>\n</svg>"
        return svg
    }

    /// The embedded JSON: the transitions (name, summary) and, per variant, its settings, what
    /// plays, each element's art, the timing plot and the scene's samples.
    static func writeData(
        _ gallery: PreviewGallery, elementArts: [[Int?]], arts: [GalleryArt], into bytes: inout [UInt8]
    ) {
        let transitions = gallery.transitions.map { transition in
            JSONText.inlineObject([
                ("name", JSONText.string(transition.name)),
                ("summary", JSONText.string(transition.summary)),
            ])
        }
        bytes += "{\n\"transitions\": [\n".utf8
        bytes += transitions.joined(separator: ",\n").utf8
        bytes += "\n],\n\"variants\": [\n".utf8
        var index = 0
        for transition in gallery.transitions {
            for variant in transition.variants {
                if index > 0 { bytes += ",\n".utf8 }
                writeVariant(
                    variant, transition: transition.name, elementArts: elementArts[index], arts: arts,
                    into: &bytes)
                index += 1
            }
        }
        bytes += "\n]\n}".utf8
    }

    private static func writeVariant(
        _ variant: PreviewGallery.Variant, transition: String, elementArts: [Int?], arts: [GalleryArt],
        into bytes: inout [UInt8]
    ) {
        let scene = variant.scene
        let roles = scene.plan.roles
        let artJSON = zip(roles, elementArts).map { role, index -> String in
            guard let index else { return "null" }
            let art = arts[index]
            let id = "tk-art-\(index)"
            switch role {
            case .fromToolbar, .toToolbar:
                return JSONText.inlineObject([("items", JSONText.string(id + "-items"))])
            default:
                let toolbar: Role = role == .fromView ? .fromToolbar : .toToolbar
                let drawsBar = !roles.contains(toolbar) && art.toolbarHeight > 0
                return JSONText.inlineObject([
                    ("screen", JSONText.string(art.screen.rawValue)),
                    ("content", JSONText.string(id + "-content")),
                    ("bar", drawsBar ? JSONText.string(id + "-bar") : "null"),
                    ("insetTop", PreviewNumber.format(art.insetTop, decimals: 2)),
                ])
            }
        }
        let members: [(String, String)] = [
            ("transition", JSONText.string(transition)),
            ("reduceMotion", variant.reduceMotion ? "true" : "false"),
            ("plays", JSONText.string(playedName(scene))),
            ("toolbars", JSONText.string(toolbarsName(scene.decision?.toolbars))),
            ("timing", JSONText.string(timingText(scene))),
            ("art", "[" + artJSON.joined(separator: ", ") + "]"),
            (
                "plot",
                (scene.reversal.map(TimingSamples.init(reversal:)) ?? TimingSamples(plan: scene.plan)).json
            ),
        ]
        bytes += "{".utf8
        for (name, value) in members {
            bytes += JSONText.string(name).utf8
            bytes += ": ".utf8
            bytes += value.utf8
            bytes += ",\n".utf8
        }
        bytes += "\"scene\": ".utf8
        HTMLRenderer.writeData(scene, into: &bytes)
        bytes += "}".utf8
    }

    /// The timing's name; for a reversal, also where the Back tap turns the push and the velocity
    /// it carries.
    private static func timingText(_ scene: PreviewScene) -> String {
        let name = SVGRenderer.timingName(scene.plan.timing)
        guard let reversal = scene.reversal else { return name }
        return name + ", Back tapped at " + PreviewNumber.format(reversal.tapProgress, decimals: 3) + " ("
            + PreviewNumber.format(reversal.tapTime, decimals: 3) + " s): turns back at "
            + PreviewNumber.format(reversal.handOffVelocity, decimals: 3) + "/s on the hand-off spring"
    }

    /// The style that plays: the decision's (after Reduce Motion and the toolbar rule), else the
    /// scene's own name.
    static func playedName(_ scene: PreviewScene) -> String {
        guard let decision = scene.decision else { return scene.transition }
        switch decision.style?.kind {
        case .zoom: return "zoom"
        case .card: return "card"
        case .crossFade: return "crossFade"
        case .safeAreaMorph: return "safeAreaMorph"
        case .slide: return "slide"
        case .fade: return "fade"
        case .system, nil: return "system"
        case .custom: return "custom"
        }
    }

    static func toolbarsName(_ toolbars: ToolbarTransition?) -> String {
        switch toolbars {
        case .crossFade: return "toolbars cross-fade"
        case .heightMorph: return "toolbars morph"
        case .noToolbars, nil: return ""
        }
    }
}
