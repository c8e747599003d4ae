import Foundation

extension GalleryRenderer {
    /// The gallery's page up to the embedded data, which ``BrowserPage/tail(script:)`` follows.
    static func pageHead(gallery: PreviewGallery, drawing: String) -> String {
        // Options are numbered, so a name markup cannot carry exactly still selects its transition.
        let options = gallery.transitions.enumerated().map { index, transition in
            "<option value=\"\(index)\">\(MarkupText.escaped(transition.name))</option>"
        }.joined(separator: "\n")
        let controls = """
            <label>Transition <select id="tk-transition">
            \(options)
            </select></label>
            <label>Operation <select id="tk-operation"><option value="push">Push</option>\
            <option value="pop">Pop</option><option value="gesturePop">Swipe pop</option></select></label>
            <label>Direction <select id="tk-direction"><option value="ltr">Left to right</option>\
            <option value="rtl">Right to left</option></select></label>
            <label><input id="tk-reduce-motion" type="checkbox"> Reduce Motion</label>
            """
        return pageHead(
            title: "TransitionKit gallery", heading: "TransitionKit gallery",
            lead: "Every built-in transition on a sample phone, as the UIKit animators play it.",
            controls: controls, step: PreviewSamples.scrubSteps / 2, drawing: drawing)
    }

    /// The page for one scene up to the embedded data: the scene's settings fixed (the controls
    /// the script reads hold one choice each, hidden; the title names them), the speed free.
    static func pageHead(scene: PreviewScene, step: Int, drawing: String) -> String {
        let title = MarkupText.escaped(SVGRenderer.title(scene))
        let rtl = scene.layoutDirection == .rightToLeft
        let controls = """
            <span hidden><select id="tk-transition"><option value="0">\(MarkupText.escaped(scene.transition))</option>\
            </select><select id="tk-operation"><option value="\(scene.operationName)" selected>\
            \(operationLabel(scene))</option></select><select id="tk-direction">\
            <option value="\(rtl ? "rtl" : "ltr")" selected>\(rtl ? "Right to left" : "Left to right")</option>\
            </select><input id="tk-reduce-motion" type="checkbox"></span>
            """
        return pageHead(
            title: "\(title) — TransitionKit preview", heading: title, lead: lead(scene),
            controls: controls, step: step, drawing: drawing)
    }

    /// What the page for one scene shows, in a sentence or two.
    private static func lead(_ scene: PreviewScene) -> String {
        guard let reversal = scene.reversal else {
            return
                "On a sample phone, as the UIKit animators play it. The slider scrubs linearly, like a paused "
                + "animator driven by a finger; Play runs the plan with its real timing."
        }
        let percent = PreviewNumber.format(reversal.tapProgress * 100, decimals: 1)
        return
            "On a sample phone, as the library plays it: Play runs the push with its real timing; when it shows "
            + "\(percent) % Back is tapped, and the push turns around in place, carrying the velocity it had "
            + "(\(PreviewNumber.format(reversal.handOffVelocity, decimals: 3)) progress per second) on the "
            + "hand-off spring. The slider scrubs the push linearly."
    }

    /// The operation as the Operation control names it: Push, Pop or Swipe pop.
    private static func operationLabel(_ scene: PreviewScene) -> String {
        switch scene.operationName {
        case "push": return "Push"
        case "gesturePop": return "Swipe pop"
        default: return "Pop"
        }
    }

    /// The page up to the embedded data, which ``BrowserPage/tail(script:)`` follows: `controls`
    /// (HTML holding the selects and the checkbox the script reads) then the speed.
    private static func pageHead(
        title: String, heading: String, lead: String, controls: String, step: Int, drawing: String
    ) -> String {
        let speeds = speeds.map { speed in
            let text = PreviewNumber.format(speed, decimals: 2)
            return "<option value=\"\(text)\"\(speed == 1 ? " selected" : "")>\(text)×</option>"
        }.joined()
        return """
            \(BrowserPage.head(title: title))
            #tk-stage { flex: none; }
            #tk-drawing { display: block; height: calc(100vh - 32px); max-height: 900px; min-height: 480px; width: auto; }
            #tk-panel { flex: 1; min-width: 360px; max-width: 640px; }
            h1 { font-size: 24px; margin: 8px 0 4px; }
            .tk-sub { color: #6c6c70; margin: 4px 0; }
            .tk-controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 12px 0; }
            select, button { font: inherit; padding: 4px 10px; border-radius: 8px; border: 1px solid #8e8e93;
              background: #fff; }
            #tk-slider { width: 100%; }
            .tk-row { display: flex; gap: 12px; align-items: center; margin: 8px 0; }
            #tk-position { font-variant-numeric: tabular-nums; font-weight: 600; }
            #tk-plot { width: 100%; max-width: 560px; background: #fff; border-radius: 8px; }
            .tk-legend { font-size: 13px; color: #6c6c70; }
            .tk-swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; }
            table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin-top: 12px; }
            th, td { text-align: right; padding: 2px 8px; border-bottom: 1px solid #d1d1d6; }
            th:first-child, td:first-child { text-align: left; }
            tr.tk-hot td { background: #dceaff; }
            g.tk-hot { filter: drop-shadow(0 0 8px #0a84ff); }
            #tk-state { display: block; margin-top: 12px; font: 11px/1.3 ui-monospace, Menlo, monospace;
              color: #6c6c70; white-space: pre-wrap; word-break: break-all; }
            </style>
            </head>
            <body data-variant="" data-progress="">
            <div id="tk-stage">
            \(drawing)
            </div>
            <div id="tk-panel">
            <h1>\(heading)</h1>
            <p class="tk-sub">\(lead)</p>
            <div class="tk-controls">
            \(controls)
            <label>Speed <select id="tk-speed">\(speeds)</select></label>
            </div>
            <p id="tk-summary" class="tk-sub"></p>
            <p id="tk-timing" class="tk-sub"></p>
            <input id="tk-slider" type="range" min="0" max="\(PreviewSamples.scrubSteps)" step="1" value="\
            \(step)" aria-label="Progress">
            <div class="tk-row">
            <button id="tk-play" type="button">Play</button>
            <span id="tk-position"></span>
            </div>
            <svg id="tk-plot" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 220" \
            font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="12">
            <rect x="48" y="16" width="464" height="160" fill="#f9f9fb" stroke="#d1d1d6"/>
            <line id="tk-plot-one" x1="48" x2="512" stroke="#8e8e93" stroke-dasharray="4 4"/>
            <line id="tk-plot-zero" x1="48" x2="512" stroke="#8e8e93"/>
            <polyline id="tk-plot-velocity" fill="none" stroke="#ff9f0a" stroke-width="2"/>
            <polyline id="tk-plot-progress" fill="none" stroke="#0a84ff" stroke-width="2.5"/>
            <line id="tk-plot-cursor" y1="16" y2="176" stroke="#1c1c1e" stroke-width="1.5"/>
            <line id="tk-plot-scrub" x1="48" x2="512" stroke="#1c1c1e" stroke-width="1" stroke-dasharray="2 3"/>
            <text x="44" y="24" text-anchor="end" id="tk-plot-top"></text>
            <text x="44" y="180" text-anchor="end" id="tk-plot-bottom"></text>
            <text x="48" y="194" text-anchor="middle">0 s</text>
            <text x="512" y="194" text-anchor="middle" id="tk-plot-end"></text>
            <text x="280" y="212" text-anchor="middle" fill="#6c6c70">time at this speed</text>
            <text x="508" y="30" text-anchor="end" id="tk-plot-peak" fill="#ff9f0a"></text>
            </svg>
            <p class="tk-legend"><span class="tk-swatch" style="background:#0a84ff"></span>progress \
            <span class="tk-swatch" style="background:#ff9f0a"></span>velocity (progress per second, scaled to its \
            peak) — the Swift engine's values. The dashed line marks progress 1; the slider's progress shows as a \
            dotted line, a playing transition's time as a vertical one.</p>
            <table id="tk-readout"><thead><tr><th>element</th><th>x</th><th>y</th><th>width</th><th>height</th>\
            <th>scale</th><th>α</th><th>radius</th></tr></thead><tbody></tbody></table>
            <p class="tk-legend">The table lists what is drawn: each element's frame after its transform (a \
            toolbar's after its screen's too), in the phone screen's points, origin top-left. Hover an element \
            or a row to see which is which.</p>
            <output id="tk-state"></output>
            </div>
            <script type="application/json" id="tk-data">

            """
    }
}
