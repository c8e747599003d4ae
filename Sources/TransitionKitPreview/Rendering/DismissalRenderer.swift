import Foundation
import TransitionKit
import TransitionKitGestures

/// Draws an interactive dismissal (`--dismissal`): the screen's states while the finger drags, the
/// release decision and the settling springs, as JSON, an SVG filmstrip or an HTML page.
///
/// Every number is the engine's (``DismissalRun``). The HTML page replays the recorded drag on
/// a slider and lets a person drag the screen with the mouse: it evaluates the policy, the
/// mapping and the springs from ``DismissalCoefficients`` that the engine writes into it, with no
/// motion constant of its own. Its URL fragment `#check=[{"path": [[x, y], …], "velocity": [vx,
/// vy]}, …]` replays drags through the same evaluation and writes the results as JSON into
/// `<output id="tk-check">`, which the browser test compares with this renderer's JSON.
struct DismissalRenderer {
    /// The drag, the release and the settling as JSON: `drag` and `settle` rows are `[time, tx, ty,
    /// scale, radius, alpha]` (the screen's translation from rest in points, its scale, corner
    /// radius and the backdrop's alpha); `release` holds the policy's outcome (or the commit while
    /// dragging), the translation and velocity it decided on, the projected translation and the
    /// springs' relative start velocities.
    ///
    /// With a shadow (`--shadow`) every row ends with the shadow's opacity as drawn, and
    /// `shadow` holds its `[opacity, radius]`.
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

    /// A filmstrip of `frames` states evenly spaced over the drag and the settling, each captioned
    /// with its time and phase (the release's outcome on the settling frames).
    ///
    /// - Parameters:
    ///   - run: The run.
    ///   - frames: How many frames, 1 or more.
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

    /// What the drawings of a run define once: the photos, the screen under the drag
    /// (`tk-under`: the grid the zoom returns into, or the screen under the card) and the dragged
    /// screen (`tk-dragged`: the detail), drawn as the gallery draws them (``GalleryArt``).
    static func definitions(_ run: DismissalRun) -> String {
        let art = { (isFrom: Bool) in
            GalleryArt(isFrom: isFrom, geometry: run.geometry, operation: .pop, layoutDirection: .leftToRight)
        }
        return "<defs>\n" + GalleryArt.commonDefinitions + art(false).definitions(id: "tk-under")
            + art(true).definitions(id: "tk-dragged") + "</defs>\n"
    }

    /// The scene drawn at one state, on ``definitions(_:)``: the screen below with the status
    /// bar, the backdrop, where the screen returns (dashed: the source cell a dismissal lays it
    /// onto, its resting frame a restore brings it back to) and the dragged screen, transformed
    /// about its center as UIKit does (`center`, then `transform`) and clipped to its corners,
    /// with the mapping's shadow (a drop shadow of its radius, `stdDeviation` half of it, at the
    /// frame's shadow opacity) when it has one.
    ///
    /// - Parameters:
    ///   - run: The run.
    ///   - frame: The state to draw.
    ///   - id: The prefix of the drawing's element ids (`d0`: `d0-screen`, `d0-card`, …).
    ///   - bezel: The width of the phone's dark frame around the screen, in points.
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
