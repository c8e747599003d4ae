import Foundation

extension HTMLRenderer {
    /// The page up to the embedded data, which ``BrowserPage/tail(script:)`` follows. The script
    /// mirrors ``ElementLayout``'s formulas.
    static func pageHead(title: String, timing: String, drawing: String, step: Int) -> String {
        """
        \(BrowserPage.head(title: "\(title) — TransitionKit preview"))
        #tk-stage { flex: none; }
        #tk-drawing { display: block; height: calc(100vh - 32px); max-height: 900px; min-height: 480px; width: auto; }
        #tk-panel { flex: 1; min-width: 320px; max-width: 560px; }
        h1 { font-size: 24px; margin: 8px 0 0; }
        .tk-sub { color: #6c6c70; margin: 0 0 16px; }
        #tk-slider { width: 100%; }
        .tk-row { display: flex; gap: 12px; align-items: center; margin: 8px 0; }
        button { font: inherit; padding: 6px 18px; border-radius: 8px; border: 1px solid #8e8e93;
          background: #fff; }
        #tk-position { font-variant-numeric: tabular-nums; font-weight: 600; }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin-top: 12px; }
        th, td { text-align: right; padding: 2px 8px; border-bottom: 1px solid #d1d1d6; }
        th:first-child, td:first-child { text-align: left; }
        #tk-state { display: block; margin-top: 12px; font: 11px/1.3 ui-monospace, Menlo, monospace;
          color: #6c6c70; white-space: pre-wrap; word-break: break-all; }
        </style>
        </head>
        <body data-progress="">
        <div id="tk-stage">
        \(drawing)
        </div>
        <div id="tk-panel">
        <h1>\(title)</h1>
        <p class="tk-sub">\(timing)</p>
        <input id="tk-slider" type="range" min="0" max="\(PreviewSamples.scrubSteps)" step="1" \
        value="\(step)" aria-label="Progress">
        <div class="tk-row">
        <button id="tk-play" type="button">Play</button>
        <label><input id="tk-slow" type="checkbox"> slow motion (¼ speed)</label>
        <span id="tk-position"></span>
        </div>
        <p class="tk-sub">The slider scrubs linearly, like a paused animator driven by a finger; Play runs \
        the plan with its real timing. Frames are in points, origin top-left; a toolbar's are in its screen's \
        coordinates.</p>
        <table id="tk-readout"><thead><tr><th>role</th><th>x</th><th>y</th><th>width</th><th>height</th>\
        <th>α</th><th>radius</th></tr></thead><tbody></tbody></table>
        <output id="tk-state"></output>
        </div>
        <script type="application/json" id="tk-data">

        """
    }

    /// The page's script: looks samples up and draws them; no motion math.
    static let script = """
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("tk-data").textContent);
          const slider = document.getElementById("tk-slider");
          const play = document.getElementById("tk-play");
          const slow = document.getElementById("tk-slow");
          const position = document.getElementById("tk-position");
          const state = document.getElementById("tk-state");
          const body = document.querySelector("#tk-readout tbody");
          const groups = data.elements.map(function (_, i) { return document.getElementById("f0-e" + i); });
          const rows = data.elements.map(function (meta) {
            const row = document.createElement("tr");
            row.innerHTML = "<td></td><td></td><td></td><td></td><td></td><td></td><td></td>";
            row.cells[0].textContent = meta.role;
            body.appendChild(row);
            return row;
          });
          let animation = null;

        \(BrowserPage.helpers)

          function draw(sample, label, progress) {
            const lines = [];
            sample.forEach(function (v, i) {
              const meta = data.elements[i];
              const g = groups[i];
              if (!g) { return; }
              let x = v[0], y = v[1], w = v[2], h = v[3];
              if (w < 0) { x += w; w = -w; }
              if (h < 0) { y += h; h = -h; }
              const alpha = Math.min(Math.max(v[4], 0), 1);
              const radius = Math.min(Math.max(v[5], 0), Math.min(w, h) / 2);
              const sx = v[6], sy = v[7], rot = v[8], tx = v[9], ty = v[10];
              const cx = x + w / 2, cy = y + h / 2;
              if (sx === 1 && sy === 1 && rot === 0 && tx === 0 && ty === 0) {
                g.removeAttribute("transform");
              } else {
                g.setAttribute("transform", "translate(" + fmt(cx + tx, 3) + " " + fmt(cy + ty, 3) + ") rotate(" +
                  fmt(rot * 180 / Math.PI, 3) + ") scale(" + fmt(sx, 3) + " " + fmt(sy, 3) + ") translate(" +
                  fmt(-cx, 3) + " " + fmt(-cy, 3) + ")");
              }
              g.setAttribute("opacity", fmt(alpha, 3));
              const fill = v[11] === null ? meta.fill : v[11];
              const fillAlpha = v[11] === null ? meta.fillAlpha : Math.min(Math.max(v[12], 0), 1);
              set(g.querySelector(":scope > rect"), { x: fmt(x, 2), y: fmt(y, 2), width: fmt(w, 2), height: fmt(h, 2),
                rx: fmt(radius, 2), fill: fill, "fill-opacity": fmt(fillAlpha, 3) });
              const path = g.querySelector(":scope > path");
              if (path) {
                path.setAttribute("d", "M" + fmt(x, 2) + " " + fmt(y, 2) + "L" + fmt(x + w, 2) + " " +
                  fmt(y + h, 2) + "M" + fmt(x + w, 2) + " " + fmt(y, 2) + "L" + fmt(x, 2) + " " + fmt(y + h, 2));
              }
              const size = Math.min(Math.max(Math.min(w, h) * 0.3, 13), 22);
              let labelY = cy - 0.15 * size;
              if (meta.kind === "overlay") { labelY += h * 0.3; }
              if (meta.parent !== null) {
                const parent = sample[meta.parent];
                const wrapper = document.getElementById("f0-e" + i + "-in");
                if (wrapper) {
                  wrapper.setAttribute("transform", "translate(" + fmt(Math.min(parent[0], parent[0] + parent[2]), 2) +
                    " " + fmt(Math.min(parent[1], parent[1] + parent[3]), 2) + ")");
                }
              }
              const texts = g.querySelectorAll(":scope > text");
              const visibility = Math.min(w, h) < 24 ? "hidden" : "visible";
              texts[0].setAttribute("visibility", visibility);
              texts[1].setAttribute("visibility", visibility);
              set(texts[0], { x: fmt(cx, 2), y: fmt(labelY, 2), "font-size": fmt(size, 2) });
              set(texts[1], { x: fmt(cx, 2), y: fmt(labelY + size * 0.9, 2), "font-size": fmt(size * 0.75, 2) });
              let stats = "α " + fmt(alpha, 2) + " · r " + fmt(radius, 1);
              if (sx !== 1 || sy !== 1) { stats += " · ×" + fmt(sx, 2); }
              if (v[13] !== null && v[13] !== 0) { stats += " · inset " + fmt(v[13], 1); }
              texts[1].textContent = stats;
              const cells = rows[i].cells;
              [fmt(x, 1), fmt(y, 1), fmt(w, 1), fmt(h, 1), fmt(alpha, 3), fmt(radius, 1)].forEach(function (text, c) {
                cells[c + 1].textContent = text;
              });
              lines.push(meta.role + " " + [x, y, w, h].map(function (n) { return fmt(n, 2); }).join(",") +
                " a=" + fmt(alpha, 4) + " r=" + fmt(radius, 2));
            });
            position.textContent = label;
            state.textContent = label + "\\n" + lines.join("\\n");
            document.body.setAttribute("data-progress", progress);
          }

          function scrub(step) {
            const clamped = Math.min(Math.max(Math.round(step), 0), data.scrubSteps);
            slider.value = String(clamped);
            const progress = fmt(clamped / data.scrubSteps, 4);
            draw(data.scrub[clamped], "progress " + progress, progress);
          }
          function showTime(seconds) {
            const last = data.running.length - 1;
            const index = data.runningInterval > 0 ?
              Math.min(Math.max(Math.round(seconds / data.runningInterval), 0), last) : last;
            draw(data.running[index], "t = " + fmt(index * data.runningInterval, 3) + " s", "t" +
              fmt(index * data.runningInterval, 3));
          }
          function stop() {
            if (animation !== null) { cancelAnimationFrame(animation); animation = null; }
            play.textContent = "Play";
          }
          function run() {
            if (animation !== null) { stop(); return; }
            const start = performance.now();
            const speed = slow.checked ? 0.25 : 1;
            play.textContent = "Stop";
            function frame(now) {
              const seconds = (now - start) / 1000 * speed;
              if (seconds >= data.duration) {
                animation = null;
                play.textContent = "Play";
                scrub(data.scrubSteps);
                return;
              }
              showTime(seconds);
              animation = requestAnimationFrame(frame);
            }
            animation = requestAnimationFrame(frame);
          }
          function readHash() {
            const params = new URLSearchParams(location.hash.replace(/^#/, ""));
            if (params.has("time")) { stop(); showTime(parseFloat(params.get("time")) || 0); return true; }
            if (params.has("progress")) {
              // Moves the slider as a user would: set its value, then fire its input event.
              const step = Math.round((parseFloat(params.get("progress")) || 0) * data.scrubSteps);
              slider.value = String(Math.min(Math.max(step, 0), data.scrubSteps));
              slider.dispatchEvent(new Event("input"));
              return true;
            }
            return false;
          }

          slider.addEventListener("input", function () { stop(); scrub(Number(slider.value)); });
          play.addEventListener("click", run);
          window.addEventListener("hashchange", readHash);
          if (!readHash()) { scrub(Number(slider.value)); }
        })();
        """
}
