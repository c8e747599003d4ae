import Foundation
import TransitionKit

/// Writes a self-contained HTML page that scrubs and plays a scene in any browser.
///
/// The page is the gallery's (``GalleryRenderer``) for this one scene: the phone's screens drawn
/// as a person recognizes them (the Photos grid with the tapped cell ringed, the detail image,
/// toolbars with their items, the status bar), a slider that scrubs the transition linearly (as
/// a paused `UIViewPropertyAnimator` with `scrubsLinearly` does), a Play button that runs it with
/// its real timing at a chosen speed, a plot of progress and velocity against time, and a table
/// of every element as drawn — the box its frame covers after its transform, its scale, alpha and
/// corner radius. The plan's states are embedded as JSON (``PreviewSamples``: 121 scrub samples and
/// one running sample per 1/60 s), so the inline script only looks states up and draws them; it
/// has no motion math and loads nothing from the network.
///
/// The page reads its URL fragment: `#progress=0.7` sets the slider, `#time=0.1` shows the
/// running transition 0.1 s in (`&speed=0.5` plays it at half speed). It mirrors what it shows in
/// `<output id="tk-state">` and `data-progress` on `<body>`, which headless browser tests read.
public struct HTMLRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The page, with the slider initially at `progress`.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - progress: The slider's initial progress, 0…1; outside values are clamped, NaN counts as 0.
    /// - Complexity: O(elements × samples), written into one buffer: the samples go straight from
    ///   the plan to the page (a 10,000-element plan writes about 1.4 million states, 110 MB).
    public func render(_ scene: PreviewScene, progress: Double) -> String {
        GalleryRenderer().render(scene, progress: progress)
    }

    /// Writes the embedded JSON: metadata, per-element palette, scrub and running samples.
    static func writeData(_ scene: PreviewScene, into bytes: inout [UInt8]) {
        let plan = scene.plan
        let roles = plan.roles
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
        // A reversal plays its own timeline: on-screen progress, drawn with scrubbing evaluation.
        let duration = scene.reversal?.duration ?? plan.duration
        let runningCount = PreviewSamples.runningCount(duration: duration)
        let interval = runningCount > 1 ? duration / Double(runningCount - 1) : 0
        let runningEvaluation: TransitionPlan.Evaluation = scene.reversal == nil ? .running : .scrubbing
        let runningProgress = { (index: Int) -> Double in
            let fraction = PreviewSamples.runningFraction(index, count: runningCount)
            return scene.reversal.map { $0.progress(at: fraction * duration) } ?? fraction
        }
        let text = { (value: String) in { (bytes: inout [UInt8]) in bytes += value.utf8 } }
        // A reversal's page ends back at the push's start (scrub step 0) when Play finishes.
        let endStep: [(String, (inout [UInt8]) -> Void)] =
            scene.reversal == nil ? [] : [("endStep", text("0"))]
        JSONText.writeObject(
            endStep + [
                ("transition", text(JSONText.string(scene.transition))),
                ("operation", text(JSONText.string(scene.operationName))),
                ("layoutDirection", text(JSONText.string(scene.layoutDirectionName))),
                ("duration", text(PreviewNumber.format(PreviewNumber.finite(duration)))),
                ("scrubSteps", text(String(PreviewSamples.scrubSteps))),
                ("runningInterval", text(PreviewNumber.format(PreviewNumber.finite(interval), decimals: 6))),
                ("elements", text("[" + elements.joined(separator: ", ") + "]")),
                (
                    "scrub",
                    { bytes in
                        writeSamples(
                            plan, count: PreviewSamples.scrubSteps + 1, evaluation: .scrubbing,
                            progress: PreviewSamples.scrubProgress, into: &bytes)
                    }
                ),
                (
                    "running",
                    { bytes in
                        writeSamples(
                            plan, count: runningCount, evaluation: runningEvaluation,
                            progress: runningProgress,
                            into: &bytes)
                    }
                ),
            ], into: &bytes)
    }

    /// About how many bytes the data takes, to reserve them at once.
    static func estimatedDataSize(_ scene: PreviewScene) -> Int {
        let duration = scene.reversal?.duration ?? scene.plan.duration
        let samples = PreviewSamples.scrubSteps + 1 + PreviewSamples.runningCount(duration: duration)
        return scene.plan.count * (samples * 80 + 100) + 1024
    }

    /// Rows `[x, y, w, h, alpha, radius, scaleX, scaleY, rotation, tx, ty, color, colorAlpha, insetTop]`, one
    /// per line, all finite; `null` only for a color or inset the plan leaves alone.
    static func writeSamples(
        _ plan: TransitionPlan, count: Int, evaluation: TransitionPlan.Evaluation, progress: (Int) -> Double,
        into bytes: inout [UInt8]
    ) {
        bytes += "[\n".utf8
        for index in 0..<count {
            if index > 0 { bytes += ",\n".utf8 }
            bytes.append(UInt8(ascii: "["))
            var first = true
            plan.forEachState(at: progress(index), evaluation: evaluation) { _, state in
                if !first { bytes.append(UInt8(ascii: ",")) }
                first = false
                writeSampleValues(state, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes += "\n]".utf8
    }

    private static func writeSampleValues(_ state: VisualState, into bytes: inout [UInt8]) {
        func number(_ value: Double, decimals: Int) {
            PreviewNumber.append(PreviewNumber.drawable(value), decimals: decimals, to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        let t = state.transform
        let frame = state.frame.standardized
        bytes.append(UInt8(ascii: "["))
        number(Double(frame.origin.x), decimals: 2)
        number(Double(frame.origin.y), decimals: 2)
        number(Double(frame.size.width), decimals: 2)
        number(Double(frame.size.height), decimals: 2)
        number(state.alpha, decimals: 4)
        number(state.cornerRadius, decimals: 2)
        number(t.scaleX, decimals: 4)
        number(t.scaleY, decimals: 4)
        number(t.rotation, decimals: 4)
        number(t.translationX, decimals: 2)
        number(t.translationY, decimals: 2)
        if let color = state.backgroundColor {
            bytes += JSONText.string(PreviewPalette.hex(color)).utf8
            bytes.append(UInt8(ascii: ","))
            number(color.alpha, decimals: 4)
        } else {
            bytes += "null,null,".utf8
        }
        if let insets = state.additionalSafeAreaInsets {
            PreviewNumber.append(PreviewNumber.drawable(insets.top), decimals: 2, to: &bytes)
        } else {
            bytes += "null".utf8
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
