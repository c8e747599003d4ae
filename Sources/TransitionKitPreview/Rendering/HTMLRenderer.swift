import Foundation
import TransitionKit

/// Writes a self-contained HTML page that scrubs and plays a scene in any browser.
///
/// The page holds the phone drawing (the same SVG as ``SVGRenderer``), a slider that scrubs the
/// transition linearly (as a paused `UIViewPropertyAnimator` with `scrubsLinearly` does), a Play
/// button that runs it with its real timing, a slow-motion switch and a live table of every
/// element's frame, alpha and corner radius. The plan's states are embedded as JSON
/// (``PreviewSamples``: 121 scrub samples and one running sample per 1/60 s), so the inline script
/// only looks states up and draws them; it has no motion math and loads nothing from the network.
///
/// The page reads its URL fragment: `#progress=0.7` sets the slider, `#time=0.1` shows the
/// running transition 0.1 s in. It mirrors what it shows in `<output id="tk-state">` and
/// `data-progress` on `<body>`, which headless browser tests read.
public struct HTMLRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The page, with the slider initially at `progress`.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - progress: The slider's initial progress, 0…1; outside values are clamped, NaN counts as 0.
    public func render(_ scene: PreviewScene, progress: Double) -> String {
        let clamped = SVGRenderer.clamp(progress)
        let phone = SVGRenderer.phoneSize(scene)
        let f = { (value: Double) in PreviewNumber.format(value, decimals: 2) }
        let width = phone.width + 2 * SVGRenderer.margin
        let height = phone.height + 2 * SVGRenderer.margin
        let drawing =
            "<svg id=\"tk-drawing\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(width)) \(f(height))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\">\n"
            + SVGRenderer.phone(
                scene, progress: clamped, evaluation: .scrubbing, id: "f0", x: SVGRenderer.margin,
                y: SVGRenderer.margin, caption: "")
            + "</svg>"
        let title = MarkupText.escaped(SVGRenderer.title(scene))
        let timing =
            "\(PreviewNumber.format(scene.plan.duration, decimals: 3)) s, "
            + MarkupText.escaped(SVGRenderer.timingName(scene.plan.timing))
        let step = Int((clamped * Double(PreviewSamples.scrubSteps)).rounded())
        return Self.page(
            title: title, timing: timing, drawing: drawing, data: Self.data(scene), step: step)
    }

    /// The embedded JSON: metadata, per-element palette, scrub and running samples.
    static func data(_ scene: PreviewScene) -> String {
        let samples = PreviewSamples(plan: scene.plan)
        let roles = scene.plan.roles
        let parents = SVGRenderer.parentIndices(roles)
        let elements = roles.indices.map { index -> String in
            let role = roles[index]
            let fill = PreviewPalette.fill(for: role)
            return JSONText.inlineObject([
                ("parent", parents[index].map(String.init) ?? "null"),
                ("role", JSONText.string(role.description)),
                ("kind", JSONText.string(PreviewPalette.kind(of: role).rawValue)),
                ("fill", JSONText.string(PreviewPalette.hex(fill))),
                ("fillAlpha", PreviewNumber.format(fill.alpha)),
            ])
        }
        let interval =
            samples.running.count > 1 ? scene.plan.duration / Double(samples.running.count - 1) : 0
        let members: [(String, String)] = [
            ("transition", JSONText.string(scene.transition)),
            ("operation", JSONText.string(scene.operationName)),
            ("layoutDirection", JSONText.string(scene.layoutDirectionName)),
            ("duration", PreviewNumber.format(PreviewNumber.finite(scene.plan.duration))),
            ("scrubSteps", String(PreviewSamples.scrubSteps)),
            ("runningInterval", PreviewNumber.format(PreviewNumber.finite(interval), decimals: 6)),
            ("elements", "[" + elements.joined(separator: ", ") + "]"),
            ("scrub", sampleList(samples.scrub)),
            ("running", sampleList(samples.running)),
        ]
        return JSONText.object(members, indent: 0)
    }

    /// Samples as `[[x, y, w, h, alpha, radius, scaleX, scaleY, rotation, tx, ty, colour|null,
    /// colourAlpha|null, insetTop|null], …]` per sample, one sample per line.
    ///
    /// Every number is finite: frames are standardised and every value passes through
    /// ``PreviewNumber/drawable(_:)``, as in ``ElementLayout``, so the page's script draws exactly
    /// what the SVG shows and never sees NaN or an infinity. `null` only marks a colour or an
    /// inset the plan leaves alone.
    static func sampleList(_ samples: [PreviewSamples.Sample]) -> String {
        let lines = samples.map { sample in
            "[" + sample.map(sampleValues).joined(separator: ",") + "]"
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]"
    }

    static func sampleValues(_ state: VisualState) -> String {
        let g = { (value: Double) in PreviewNumber.format(PreviewNumber.drawable(value), decimals: 2) }
        let p = { (value: Double) in PreviewNumber.format(PreviewNumber.drawable(value), decimals: 4) }
        let t = state.transform
        let frame = state.frame.standardized
        var values = [
            g(Double(frame.origin.x)), g(Double(frame.origin.y)), g(Double(frame.size.width)),
            g(Double(frame.size.height)), p(state.alpha), g(state.cornerRadius), p(t.scaleX), p(t.scaleY),
            p(t.rotation), g(t.translationX), g(t.translationY),
        ]
        if let color = state.backgroundColor {
            values += [JSONText.string(PreviewPalette.hex(color)), p(color.alpha)]
        } else {
            values += ["null", "null"]
        }
        values.append(state.additionalSafeAreaInsets.map { g($0.top) } ?? "null")
        return "[" + values.joined(separator: ",") + "]"
    }
}
