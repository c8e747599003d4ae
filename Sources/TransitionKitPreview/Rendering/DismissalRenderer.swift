import Foundation
import TransitionKit
import TransitionKitGestures

/// `--dismissal` as JSON, SVG or HTML, every number the engine's. The page's `#check=[…]` fragment replays
/// drags into `<output id="tk-check">` for the browser test to compare with `json`.
struct DismissalRenderer {
    /// Rows are `[time, tx, ty, scale, radius, alpha]` (translation from rest in points), plus the shadow's
    /// opacity with `--shadow`; `release` holds the outcome, projection and springs' start velocities.
    func json(_ run: DismissalRun) -> String {
        let n = { (value: Double) in PreviewNumber.format(PreviewNumber.drawable(value), decimals: 9) }
        let d = run.decision
        let point = { (p: CGPoint) in "[" + n(Double(p.x)) + "," + n(Double(p.y)) + "]" }
        let shadow = run.mapping.shadow.shown
        let row = { (frame: DismissalRun.Frame) in Self.row(frame, n, shadow: shadow != nil) }
        let shadowField = shadow.map { [("shadow", "[" + n($0.opacity) + "," + n($0.radius) + "]")] } ?? []
        return JSONText.object(
            [
                ("dismissal", JSONText.string(run.kind.rawValue)),
                ("screen", Self.rect(run.scene.screenFrame, n)),
                ("source", run.scene.sourceFrame.map { Self.rect($0, n) } ?? "null"),
            ] + shadowField + [
                ("drag", JSONText.array(run.drag.map(row), indent: 2)),
                (
                    "release",
                    JSONText.inlineObject([
                        ("outcome", JSONText.string(run.outcome == .dismiss ? "dismiss" : "restore")),
                        ("committedWhileDragging", String(run.committedWhileDragging)),
                        ("translation", point(d.translation)), ("velocity", point(d.velocity)),
                        ("projected", point(d.projectedTranslation)),
                        (
                            "handOff",
                            "[" + n(run.handOff.position.dx) + "," + n(run.handOff.position.dy) + ","
                                + n(run.handOff.scale) + "]"
                        ),
                    ])
                ),
                ("target", row(run.target)),
                ("settle", JSONText.array(run.settle.map(row), indent: 2)),
            ], indent: 0) + "\n"
    }

    /// `frames` (1 or more) evenly spaced over the drag and the settling, captioned with time and phase.
    func filmstrip(_ run: DismissalRun, frames: Int) -> String {
        let timeline = Self.timeline(run)
        let count = max(1, min(frames, timeline.count))
        let picked = (0..<count).map { index in
            count == 1 ? timeline.count - 1 : index * (timeline.count - 1) / (count - 1)
        }
        let phone = run.scene.bounds
        let margin = SVGRenderer.margin
        let cell = Double(phone.width) + margin
        let f = { (value: Double) in PreviewNumber.format(value, decimals: 2) }
        var text =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(Double(count) * cell + margin)) "
            + "\(f(Double(phone.height) + 2 * margin + 24))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
            + Self.definitions(run)
        for (slot, index) in picked.enumerated() {
            let entry = timeline[index]
            let x = margin + Double(slot) * cell
            text += "<g transform=\"translate(\(f(x)) \(f(margin)))\">\n"
            text += Self.drawing(run, frame: entry.frame, id: "f\(slot)", bezel: margin / 3)
            let caption = "\(entry.phase) \(PreviewNumber.format(entry.frame.time, decimals: 3)) s"
            text +=
                "<text x=\"0\" y=\"\(f(Double(phone.height) + 18))\" font-size=\"14\">"
                + MarkupText.escaped(caption) + "</text>\n</g>\n"
        }
        return text + "</svg>\n"
    }

    /// The drag then the settling, each frame with its phase: `drag`, or the outcome.
    static func timeline(_ run: DismissalRun) -> [(phase: String, frame: DismissalRun.Frame)] {
        let outcome = run.outcome == .dismiss ? "dismiss" : "restore"
        return run.drag.map { ("drag", $0) } + run.settle.map { (outcome, $0) }
    }

    /// `tk-under` (the grid the zoom returns into, or the screen under the card) and `tk-dragged`, drawn as
    /// the gallery draws them.
    static func definitions(_ run: DismissalRun) -> String {
        let art = { (isFrom: Bool) in
            GalleryArt(isFrom: isFrom, geometry: run.geometry, operation: .pop, layoutDirection: .leftToRight)
        }
        return "<defs>\n" + GalleryArt.commonDefinitions + art(false).definitions(id: "tk-under")
            + art(true).definitions(id: "tk-dragged") + "</defs>\n"
    }

    /// Transformed about its center as UIKit does (`center`, then `transform`), with the shadow's
    /// `stdDeviation` half its radius. `bezel` is in points; `id` prefixes element ids (`d0-screen`).
    static func drawing(
        _ run: DismissalRun, frame: DismissalRun.Frame, id: String, bezel: Double = SVGRenderer.bezel
    ) -> String {
        let f = { (value: Double) -> String in
            PreviewNumber.format(PreviewNumber.drawable(value), decimals: 3)
        }
        let box = { (rect: CGRect) -> String in
            let x = f(Double(rect.minX))
            let y = f(Double(rect.minY))
            return
                "x=\"\(x)\" y=\"\(y)\" width=\"\(f(Double(rect.width)))\" height=\"\(f(Double(rect.height)))\""
        }
        let whole = CGRect(origin: .zero, size: run.scene.bounds)
        let screen = run.scene.screenFrame
        let t = frame.screen.transform
        let cx = Double(screen.midX)
        let cy = Double(screen.midY)
        let corner = SVGRenderer.screenCorner
        let phone = "<rect \(box(whole)) rx=\"\(f(corner))\""
        let rest = run.mapping.screenState(
            frame: screen, translation: .zero, pinchScale: 1, source: run.scene.sourceFrame)
        let origin = "x=\"\(f(Double(screen.minX)))\" y=\"\(f(Double(screen.minY)))\""
        let dash = "stroke-dasharray=\"8 6\""
        let frameBox = box(whole.insetBy(dx: -bezel, dy: -bezel))
        var text = "<rect \(frameBox) rx=\"\(f(corner + bezel))\" fill=\"#1c1c1e\"/>\n"
        text += "<clipPath id=\"\(id)-clip\">\(phone)/></clipPath>\n\(phone) fill=\"#ffffff\"/>\n"
        text += "<g clip-path=\"url(#\(id)-clip)\">\n"
        text += "<use href=\"#tk-under-content\"/>\n<use href=\"#tk-under-bar\"/>\n"
        text +=
            "<rect id=\"\(id)-backdrop\" \(box(whole)) fill=\"#000\" opacity=\"\(f(frame.backdropAlpha))\"/>\n"
        if let source = run.scene.sourceFrame {
            text += "<rect id=\"\(id)-source\" \(box(source)) rx=\"8\" fill=\"none\" stroke=\"#0a84ff\" "
            text += "stroke-width=\"3\" \(dash)/>\n"
        }
        text += "<rect id=\"\(id)-rest\" \(box(screen)) rx=\"\(f(rest.cornerRadius))\" fill=\"none\" "
        text += "stroke=\"#8e8e93\" stroke-width=\"2\" \(dash)/>\n"
        var filter = ""
        if let shadow = run.mapping.shadow.shown {
            text += "<filter id=\"\(id)-shadow\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
            text += "<feDropShadow id=\"\(id)-shadow-drop\" dx=\"0\" dy=\"0\" "
            text += "stdDeviation=\"\(f(shadow.radius / 2))\" flood-color=\"#000\" "
            text += "flood-opacity=\"\(f(frame.shadowAlpha))\"/></filter>\n"
            filter = " filter=\"url(#\(id)-shadow)\""
        }
        let moved = "translate(\(f(cx + t.translationX)) \(f(cy + t.translationY)))"
        text += "<g id=\"\(id)-screen\" transform=\"\(moved) scale(\(f(t.scaleX)) \(f(t.scaleY))) "
        text += "translate(\(f(-cx)) \(f(-cy)))\"\(filter)>\n"
        text += "<clipPath id=\"\(id)-screen-clip\"><rect id=\"\(id)-card\" \(box(screen)) "
        text += "rx=\"\(f(frame.screen.cornerRadius))\"/></clipPath>\n"
        text += "<g clip-path=\"url(#\(id)-screen-clip)\">\n<rect \(box(screen)) fill=\"#ffffff\"/>\n"
        text += "<use href=\"#tk-dragged-content\" \(origin)/>\n<use href=\"#tk-dragged-bar\" \(origin)/>\n"
        text += "</g>\n</g>\n"
        text += GalleryArt.statusBar(width: Double(whole.width), rightToLeft: false)
        text += "</g>\n"
        return text
    }

    private static func rect(_ rect: CGRect, _ n: (Double) -> String) -> String {
        "[" + [rect.minX, rect.minY, rect.width, rect.height].map { n(Double($0)) }.joined(separator: ",")
            + "]"
    }

    /// `[time, tx, ty, scale, radius, alpha]`, and the shadow's opacity as drawn when `shadow`.
    static func row(_ frame: DismissalRun.Frame, _ n: (Double) -> String, shadow: Bool = false) -> String {
        let t = frame.screen.transform
        let values = [
            frame.time, t.translationX, t.translationY, t.scaleX, frame.screen.cornerRadius,
            frame.backdropAlpha,
        ]
        return "[" + (shadow ? values + [frame.shadowAlpha] : values).map(n).joined(separator: ",") + "]"
    }
}
