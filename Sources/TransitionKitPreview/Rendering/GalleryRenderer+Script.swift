extension GalleryRenderer {
    /// No motion math: states, progress and velocity are the embedded Swift values; the script only composes
    /// each transform as `ElementLayout` does (about the center: scale, rotation, translation).
    static let script = """
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("tk-data").textContent);
          const NS = "http://www.w3.org/2000/svg";
          const byId = function (id) { return document.getElementById(id); };
          const controls = { transition: byId("tk-transition"), operation: byId("tk-operation"),
            direction: byId("tk-direction"), reduceMotion: byId("tk-reduce-motion"), speed: byId("tk-speed") };
          const slider = byId("tk-slider");
          const play = byId("tk-play");
          const position = byId("tk-position");
          const state = byId("tk-state");
          const sceneGroup = byId("tk-scene");
          const tbody = document.querySelector("#tk-readout tbody");
          let variant = null;
          let nodes = [];
          let animation = null;
          let shown = { kind: "progress", value: Number(slider.value) };

        \(BrowserPage.helpers)
          function make(name, attributes, parent) {
            const node = document.createElementNS(NS, name);
            set(node, attributes);
            if (parent) { parent.appendChild(node); }
            return node;
          }
          function speed() { const value = Number(controls.speed.value); return value > 0 ? value : 1; }
          function multiply(m, n) {
            return [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3],
              m[1] * n[2] + m[3] * n[3], m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]];
          }

          // The transition options are numbered in data.transitions' order.
          function transitionName() {
            const entry = data.transitions[Number(controls.transition.value)];
            return entry ? entry.name : null;
          }
          // A swipe plays the pop unless the transition has its own gesture-driven pop.
          function chosen() {
            const direction = controls.direction.value === "rtl" ? "rightToLeft" : "leftToRight";
            function find(operation) {
              return data.variants.find(function (v) {
                return v.transition === transitionName() && v.scene.operation === operation &&
                  v.scene.layoutDirection === direction && v.reduceMotion === controls.reduceMotion.checked;
              }) || null;
            }
            const operation = controls.operation.value;
            return find(operation) || (operation === "gesturePop" ? find("pop") : null);
          }

          function build() {
            stop();
            variant = chosen();
            sceneGroup.textContent = "";
            tbody.textContent = "";
            nodes = [];
            const rtl = controls.direction.value === "rtl";
            byId("tk-status-ltr").setAttribute("visibility", rtl ? "hidden" : "visible");
            byId("tk-status-rtl").setAttribute("visibility", rtl ? "visible" : "hidden");
            if (variant === null) {
              byId("tk-summary").textContent = "This transition has no neutral plan for these settings.";
              byId("tk-timing").textContent = "";
              state.textContent = "no variant";
              return;
            }
            const summary = data.transitions.find(function (t) { return t.name === variant.transition; });
            byId("tk-summary").textContent = summary ? summary.summary : "";
            variant.scene.elements.forEach(function (meta, i) {
              const art = variant.art[i];
              const g = make("g", { id: "tk-e" + i, "class": "tk-element tk-" + meta.kind, "data-role": meta.role });
              const title = make("title", {}, g);
              const clip = make("clipPath", { id: "tk-e" + i + "-clip" }, g);
              const node = { g: g, title: title, clip: make("rect", {}, clip), meta: meta, art: art };
              const body = make("g", { "clip-path": "url(#tk-e" + i + "-clip)" }, g);
              node.bg = make("rect", { "class": "tk-bg" }, body);
              if (art && art.content) { node.content = make("use", { href: "#" + art.content }, body); }
              if (art && art.bar) { node.bar = make("use", { href: "#" + art.bar }, body); }
              if (art && art.items) {
                node.hairline = make("rect", { fill: "#3c3c43", "fill-opacity": "0.3" }, body);
                node.items = make("use", { href: "#" + art.items }, body);
              }
              if (meta.role === "snapshot.zoom") { node.photo = make("use", { href: "#tk-photo-0" }, body); }
              node.inner = make("g", { id: "tk-e" + i + "-in" }, g);
              const row = document.createElement("tr");
              row.innerHTML = "<td><span class=\\"tk-swatch\\"></span><span></span></td><td></td><td></td><td></td>" +
                "<td></td><td></td><td></td><td></td>";
              row.cells[0].lastChild.textContent = meta.role;
              row.cells[0].firstChild.style.background = art && art.items ? "#f9f9fb" : meta.fill;
              row.id = "tk-row-" + i;
              tbody.appendChild(row);
              node.row = row;
              [row, g].forEach(function (target) {
                target.addEventListener("mouseenter", function () { row.classList.add("tk-hot"); g.classList.add("tk-hot"); });
                target.addEventListener("mouseleave", function () { row.classList.remove("tk-hot"); g.classList.remove("tk-hot"); });
              });
              nodes.push(node);
            });
            nodes.forEach(function (node) {
              const parent = node.meta.parent;
              (parent !== null && nodes[parent] ? nodes[parent].inner : sceneGroup).appendChild(node.g);
            });
            document.body.setAttribute("data-variant", [variant.transition, variant.scene.operation,
              controls.direction.value, variant.reduceMotion ? "reduceMotion" : "standard"].join("/"));
            updateTiming();
            redraw();
          }

          function updateTiming() {
            if (variant === null) { return; }
            const duration = variant.scene.duration;
            let text = "Plays " + variant.plays + (variant.toolbars ? ", " + variant.toolbars : "") + ": " +
              fmt(duration, 3) + " s, " + variant.timing;
            if (variant.reduceMotion && variant.plays !== variant.transition) {
              text += ". Reduce Motion plays " + variant.plays + " instead of " + variant.transition;
            }
            text += ". At " + fmt(speed(), 2) + "× it takes " + fmt(duration / speed(), 3) + " s.";
            byId("tk-timing").textContent = text;
            plot();
          }

          // The timing plot: progress and velocity against time at this speed, from the embedded samples.
          function plot() {
            const samples = variant.plot;
            const duration = variant.scene.duration;
            let low = 0, high = 1, peak = 0;
            samples.forEach(function (s) { low = Math.min(low, s[1]); high = Math.max(high, s[1]); peak = Math.max(peak, Math.abs(s[2])); });
            const x = function (t) { return 48 + (duration > 0 ? t / duration : 1) * 464; };
            const y = function (p) { return 176 - (p - low) / (high - low) * 160; };
            const vy = function (v) { return y(0) - (peak > 0 ? v / peak : 0) * (y(0) - y(1)); };
            byId("tk-plot-progress").setAttribute("points", samples.map(function (s) {
              return fmt(x(s[0]), 2) + "," + fmt(y(s[1]), 2); }).join(" "));
            byId("tk-plot-velocity").setAttribute("points", samples.map(function (s) {
              return fmt(x(s[0]), 2) + "," + fmt(vy(s[2]), 2); }).join(" "));
            set(byId("tk-plot-one"), { y1: fmt(y(1), 2), y2: fmt(y(1), 2) });
            set(byId("tk-plot-zero"), { y1: fmt(y(0), 2), y2: fmt(y(0), 2) });
            byId("tk-plot-top").textContent = fmt(high, 2);
            byId("tk-plot-bottom").textContent = fmt(low, 2);
            byId("tk-plot-end").textContent = fmt(duration / speed(), 3) + " s";
            byId("tk-plot-peak").textContent = "peak " + fmt(peak * speed(), 2) + "/s";
            plot.x = x;
            plot.y = y;
          }

          function draw(sample, label, progress, cursor) {
            const lines = [];
            const frames = [];
            const local = [];
            sample.forEach(function (v) {
              let x = v[0], y = v[1], w = v[2], h = v[3];
              if (w < 0) { x += w; w = -w; }
              if (h < 0) { y += h; h = -h; }
              const sx = v[6], sy = v[7], rot = v[8], cx = x + w / 2, cy = y + h / 2;
              const a = sx * Math.cos(rot), b = sx * Math.sin(rot), c = -sy * Math.sin(rot), d = sy * Math.cos(rot);
              frames.push([x, y, w, h]);
              local.push([a, b, c, d, cx + v[9] - (a * cx + c * cy), cy + v[10] - (b * cx + d * cy)]);
            });
            const full = [];
            function total(i) {
              if (full[i]) { return full[i]; }
              const parent = nodes[i].meta.parent;
              full[i] = parent !== null && nodes[parent] ?
                multiply(multiply(total(parent), [1, 0, 0, 1, frames[parent][0], frames[parent][1]]), local[i]) : local[i];
              return full[i];
            }
            sample.forEach(function (v, i) {
              const node = nodes[i];
              if (!node) { return; }
              const meta = node.meta;
              const x = frames[i][0], y = frames[i][1], w = frames[i][2], h = frames[i][3];
              const alpha = Math.min(Math.max(v[4], 0), 1);
              const radius = Math.min(Math.max(v[5], 0), Math.min(w, h) / 2);
              const m = local[i];
              if (v[6] === 1 && v[7] === 1 && v[8] === 0 && v[9] === 0 && v[10] === 0) {
                node.g.removeAttribute("transform");
              } else {
                node.g.setAttribute("transform", "matrix(" + m.map(function (n) { return fmt(n, 6); }).join(" ") + ")");
              }
              node.g.setAttribute("opacity", fmt(alpha, 4));
              const box = { x: fmt(x, 2), y: fmt(y, 2), width: fmt(w, 2), height: fmt(h, 2), rx: fmt(radius, 2) };
              set(node.clip, box);
              let fill = v[11] === null ? meta.fill : v[11];
              let fillAlpha = v[11] === null ? meta.fillAlpha : Math.min(Math.max(v[12], 0), 1);
              if (node.items) { fill = "#f9f9fb"; fillAlpha = 0.86; }
              if (node.photo) { fillAlpha = 0; }
              set(node.bg, Object.assign({ fill: fill, "fill-opacity": fmt(fillAlpha, 4) }, box));
              if (node.content) {
                const inset = v[13] === null ? node.art.insetTop : v[13];
                set(node.content, { x: fmt(x, 2), y: fmt(y + inset - node.art.insetTop, 2) });
              }
              if (node.bar) { set(node.bar, { x: fmt(x, 2), y: fmt(y, 2) }); }
              if (node.items) {
                set(node.items, { x: fmt(x, 2), y: fmt(y, 2) });
                set(node.hairline, { x: fmt(x, 2), y: fmt(y + h - 0.5, 2), width: fmt(w, 2), height: "0.5" });
              }
              if (node.photo) {
                node.photo.setAttribute("transform", "translate(" + fmt(x, 2) + " " + fmt(y, 2) + ") scale(" +
                  fmt(w / 100, 4) + " " + fmt(h / 100, 4) + ")");
              }
              node.inner.setAttribute("transform", "translate(" + fmt(x, 2) + " " + fmt(y, 2) + ")");
              // The drawn box: the frame's corners through every transform above it, in screen points.
              const t = total(i);
              const xs = [], ys = [];
              [[x, y], [x + w, y], [x, y + h], [x + w, y + h]].forEach(function (p) {
                xs.push(t[0] * p[0] + t[2] * p[1] + t[4]);
                ys.push(t[1] * p[0] + t[3] * p[1] + t[5]);
              });
              const left = Math.min.apply(null, xs), top = Math.min.apply(null, ys);
              const drawn = [left, top, Math.max.apply(null, xs) - left, Math.max.apply(null, ys) - top];
              const scale = v[6] === v[7] ? fmt(v[6], 3) : fmt(v[6], 3) + " × " + fmt(v[7], 3);
              const cells = node.row.cells;
              [fmt(drawn[0], 1), fmt(drawn[1], 1), fmt(drawn[2], 1), fmt(drawn[3], 1), scale, fmt(alpha, 3),
                fmt(radius, 1)].forEach(function (text, c) { cells[c + 1].textContent = text; });
              const frameText = "frame " + [x, y, w, h].map(function (n) { return fmt(n, 1); }).join(", ");
              const moved = "scale " + scale + (v[8] !== 0 ? ", rotation " + fmt(v[8], 3) : "") +
                (v[9] !== 0 || v[10] !== 0 ? ", translation " + fmt(v[9], 1) + ", " + fmt(v[10], 1) : "");
              node.title.textContent = meta.role + ": drawn at " + fmt(drawn[0], 1) + ", " + fmt(drawn[1], 1) + ", " +
                fmt(drawn[2], 1) + " × " + fmt(drawn[3], 1) + "; " + frameText + ", " + moved + "; α " + fmt(alpha, 2);
              cells[0].title = frameText + ", " + moved;
              lines.push(meta.role + " " + drawn.map(function (n) { return fmt(n, 2); }).join(",") +
                " a=" + fmt(alpha, 4) + " s=" + fmt(v[6], 4) + "," + fmt(v[7], 4) + " r=" + fmt(radius, 2));
            });
            position.textContent = label;
            const settings = [variant.transition, variant.scene.operation, controls.direction.value,
              "reduceMotion=" + (variant.reduceMotion ? "on" : "off"), "speed=" + fmt(speed(), 2),
              "plays=" + variant.plays, "duration=" + fmt(variant.scene.duration, 4),
              "wall=" + fmt(variant.scene.duration / speed(), 4)].join(" ");
            state.textContent = settings + "\\n" + label + "\\n" + lines.join("\\n");
            document.body.setAttribute("data-progress", progress);
            const cursorLine = byId("tk-plot-cursor"), scrubLine = byId("tk-plot-scrub");
            cursorLine.setAttribute("visibility", cursor.time === null ? "hidden" : "visible");
            scrubLine.setAttribute("visibility", cursor.time === null ? "visible" : "hidden");
            if (cursor.time !== null) { set(cursorLine, { x1: fmt(plot.x(cursor.time), 2), x2: fmt(plot.x(cursor.time), 2) }); }
            else { set(scrubLine, { y1: fmt(plot.y(cursor.progress), 2), y2: fmt(plot.y(cursor.progress), 2) }); }
          }

          function scrub(step) {
            if (variant === null) { return; }
            const steps = variant.scene.scrubSteps;
            const clamped = Math.min(Math.max(Math.round(step), 0), steps);
            slider.value = String(clamped);
            shown = { kind: "progress", value: clamped };
            const progress = fmt(clamped / steps, 4);
            draw(variant.scene.scrub[clamped], "progress " + progress, progress, { time: null, progress: clamped / steps });
          }
          // `seconds` of playback at the chosen speed: the plan is `seconds × speed` in.
          function showTime(seconds) {
            if (variant === null) { return; }
            const scene = variant.scene;
            const last = scene.running.length - 1;
            const planTime = Math.max(seconds, 0) * speed();
            const index = scene.runningInterval > 0 ?
              Math.min(Math.max(Math.round(planTime / scene.runningInterval), 0), last) : last;
            const sampleTime = index * scene.runningInterval;
            shown = { kind: "time", value: sampleTime / speed() };
            draw(scene.running[index], "t = " + fmt(sampleTime / speed(), 3) + " s (plan " + fmt(sampleTime, 3) + " s)",
              "t" + fmt(sampleTime / speed(), 3), { time: sampleTime, progress: 0 });
          }
          function redraw() {
            if (shown.kind === "time") { showTime(shown.value); } else { scrub(shown.value); }
          }
          function stop() {
            if (animation !== null) { cancelAnimationFrame(animation); animation = null; }
            play.textContent = "Play";
          }
          function run() {
            if (animation !== null) { stop(); return; }
            if (variant === null) { return; }
            const start = performance.now();
            play.textContent = "Stop";
            function frame(now) {
              const seconds = (now - start) / 1000;
              if (seconds * speed() >= variant.scene.duration) {
                animation = null;
                play.textContent = "Play";
                // A reversal ends where the push started (its `endStep`), every other run at its end.
                scrub(variant.scene.endStep !== undefined ? variant.scene.endStep : variant.scene.scrubSteps);
                return;
              }
              showTime(seconds);
              animation = requestAnimationFrame(frame);
            }
            animation = requestAnimationFrame(frame);
          }

          // Sets each control the fragment names and fires its change event, as a user would.
          function readHash() {
            const params = new URLSearchParams(location.hash.replace(/^#/, ""));
            ["transition", "operation", "direction", "speed"].forEach(function (key) {
              if (!params.has(key)) { return; }
              let value = params.get(key);
              if (key === "transition") {
                value = String(data.transitions.findIndex(function (t) { return t.name === value; }));
              }
              controls[key].value = value;
              controls[key].dispatchEvent(new Event("change"));
            });
            if (params.has("reduceMotion")) {
              const on = ["on", "1", "true"].indexOf(params.get("reduceMotion")) >= 0;
              if (controls.reduceMotion.checked !== on) { controls.reduceMotion.click(); }
            }
            if (params.has("time")) { stop(); showTime(parseFloat(params.get("time")) || 0); }
            else if (params.has("progress")) {
              const steps = variant ? variant.scene.scrubSteps : Number(slider.max);
              slider.value = String(Math.min(Math.max(Math.round((parseFloat(params.get("progress")) || 0) * steps), 0), steps));
              slider.dispatchEvent(new Event("input"));
            }
          }

          ["transition", "operation", "direction", "reduceMotion"].forEach(function (key) {
            controls[key].addEventListener("change", build);
          });
          controls.speed.addEventListener("change", function () { stop(); updateTiming(); redraw(); });
          slider.addEventListener("input", function () { stop(); scrub(Number(slider.value)); });
          play.addEventListener("click", run);
          window.addEventListener("hashchange", readHash);
          build();
          readHash();
        })();
        """
}
