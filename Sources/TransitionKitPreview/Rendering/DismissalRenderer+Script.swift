extension DismissalRenderer {
    /// The page's script: generic evaluation of the coefficients the engine wrote
    /// (``DismissalCoefficients``); it holds no constant of the motion.
    static let script = """
        "use strict";
        // The interactive dismissal. This script holds no constant of the motion: everything it
        // computes is a generic evaluation of the numbers the Swift engine wrote into tk-data
        // ("coefficients", see DismissalCoefficients.swift):
        //  - the mapping: a table by distance from rest, interpolated linearly ([scale, k, alpha,
        //    shadow]); the shadow (when the mapping has one) settles to nothing on the scale's spring;
        //  - the release policy: the written thresholds, flick speed, flick headings and projection,
        //    applied in the rule's documented order (DismissalPolicy);
        //  - the hand-off: v / (target - current) with the written tolerances, limit and targets;
        //  - the springs: progress(t, v) = base(t) + v * perVelocity(t), tables interpolated linearly,
        //    at rest past their end.
        // The slider shows the engine's own recorded states ("recorded"). The pointer's velocity is
        // the tracker's estimate: the last two moves' distance over their time (0 when the pointer
        // rested more than two frames before it lifted).
        (function () {
          const data = JSON.parse(document.getElementById("tk-data").textContent);
          const C = data.coefficients;
          const R = data.recorded;
          const svg = document.getElementById("tk-drawing");
          const screenGroup = document.getElementById("d0-screen");
          const card = document.getElementById("d0-card");
          const backdrop = document.getElementById("d0-backdrop");
          const shadowDrop = document.getElementById("d0-shadow-drop");
          const slider = document.getElementById("tk-slider");
          const play = document.getElementById("tk-play");
          const position = document.getElementById("tk-position");
          const decisionText = document.getElementById("tk-decision");
          const stateText = document.getElementById("tk-state");
          const checkText = document.getElementById("tk-check");
          const cx = C.screen[0] + C.screen[2] / 2, cy = C.screen[1] + C.screen[3] / 2;
          const timeline = R.drag.map(function (row) { return ["drag", row]; })
            .concat(R.settle.map(function (row) { return [R.release.outcome, row]; }));
          let animation = null;

        \(BrowserPage.helpers)

          // rows[i] is the value at i * step; linear in between; the end rows held beyond.
          function lookup(rows, step, x) {
            const f = x > 0 ? x / step : 0;
            const i = Math.floor(f);
            if (i >= rows.length - 1) { return rows[rows.length - 1]; }
            const a = rows[i], b = rows[i + 1], u = f - i;
            if (Array.isArray(a)) { return a.map(function (v, k) { return v + (b[k] - v) * u; }); }
            return a + (b - a) * u;
          }

          // The screen's state for a translation: the mapping's table at the distance.
          function dragState(tx, ty) {
            const m = C.mapping;
            const row = lookup(m.rows, m.step, Math.hypot(tx, ty));
            const k = row[1];
            return { tx: (m.followsX ? tx : 0) + m.towardSource[0] * k,
              ty: (m.followsY ? ty : 0) + m.towardSource[1] * k,
              scale: row[0], radius: m.cornerRadius * k, alpha: row[2], shadow: row[3] };
          }

          // A movement's heading: its dominant axis (ties vertical), then its sign.
          function heading(vx, vy) {
            if (vx === 0 && vy === 0) { return null; }
            if (Math.abs(vy) >= Math.abs(vx)) { return vy > 0 ? "down" : "up"; }
            return vx > 0 ? "right" : "left";
          }

          // The policy's rule, in its order: pinch (none here: scale 1), a finger moving back
          // toward the start, a decisive flick, the (projected) position against the threshold —
          // measured along the drag while the finger comes back slower than the still speed.
          function decide(tx, ty, vx, vy) {
            const p = C.policy;
            if (1 < p.pinchScale) { return { outcome: "dismiss", why: "pinch" }; }
            const length = Math.hypot(tx, ty);
            const returning = p.readsVelocity && vx * tx + vy * ty < 0;
            const back = length > 0 ? -(vx * tx + vy * ty) / length : 0;
            if (returning && back >= p.stillSpeed) {
              return { outcome: "restore", why: "moving back at " + fmt(back, 1) + " pt/s" };
            }
            if (p.flickSpeed !== null && Math.hypot(vx, vy) >= p.flickSpeed) {
              if (returning) { return { outcome: "restore", why: "flick back" }; }
              const h = heading(vx, vy);
              if (h !== null && p.flickDismisses[h]) { return { outcome: "dismiss", why: "flick " + h }; }
            }
            const px = tx + vx * p.projection, py = ty + vy * p.projection;
            const reach = returning ? (px * tx + py * ty) / length : Math.hypot(px, py);
            return { outcome: reach >= p.threshold ? "dismiss" : "restore",
              why: "projected " + fmt(reach, 1) + " pt against " + fmt(p.threshold, 1) + " pt" };
          }

          // v / (target - current), 0 within the tolerance, clamped to the limit.
          function relative(v, current, target, tolerance) {
            const remaining = target - current;
            if (!(Math.abs(remaining) >= tolerance)) { return 0; }
            return Math.min(Math.max(v / remaining, -C.handOff.limit), C.handOff.limit);
          }

          // forced: "dismiss" for a commit while dragging, "restore" for a cancelled gesture, else null.
          function release(tx, ty, vx, vy, forced) {
            const decided = forced === "dismiss" ? { outcome: "dismiss", why: "committed while dragging" }
              : forced === "restore" ? { outcome: "restore", why: "gesture cancelled" } : decide(tx, ty, vx, vy);
            const target = C.handOff[decided.outcome];
            const h = C.handOff;
            // The position spring from where the screen is, at its own velocity (0 scaling in place).
            const start = dragState(tx, ty), m = C.mapping;
            return { outcome: decided.outcome, why: decided.why, target: target, start: start,
              handOff: [relative(m.followsX ? vx : 0, start.tx, target[0], h.positionTolerance),
                relative(m.followsY ? vy : 0, start.ty, target[1], h.positionTolerance),
                relative(0, 1, target[2], h.scaleTolerance)] };
          }

          function progress(t, v) {
            const s = C.spring;
            if (t >= (s.base.length - 1) * s.step) { return 1; }
            return lookup(s.base, s.step, t) + v * lookup(s.perVelocity, s.step, t);
          }

          // The settling state t seconds after the release: position per axis on its spring,
          // scale, corner radius and backdrop on the scale's.
          function settleState(r, t) {
            const a = r.start, b = r.target;
            const px = progress(t, r.handOff[0]), py = progress(t, r.handOff[1]), ps = progress(t, r.handOff[2]);
            return { tx: a.tx + (b[0] - a.tx) * px, ty: a.ty + (b[1] - a.ty) * py, scale: a.scale + (b[2] - a.scale) * ps,
              radius: a.radius + (b[3] - a.radius) * ps, alpha: a.alpha + (b[4] - a.alpha) * ps,
              shadow: a.shadow - a.shadow * ps };
          }

          // Whether every spring stays within epsilon of its target from t on.
          function settled(r, t) {
            const s = C.spring;
            for (let i = Math.max(0, Math.floor(t / s.step)); i < s.base.length; i += 1) {
              for (let k = 0; k < 3; k += 1) {
                if (Math.abs(1 - (s.base[i] + r.handOff[k] * s.perVelocity[i])) > s.epsilon) { return false; }
              }
            }
            return true;
          }

          function row(time, s) {
            const values = [time, s.tx, s.ty, s.scale, s.radius, s.alpha];
            return C.mapping.shadow !== null ? values.concat([s.shadow]) : values;
          }

          // A recorded drag replayed: one point every frame, the earlier points' velocity the
          // tracker's estimate, the last point's the release velocity; a commit ends it early.
          function replay(path, velocity) {
            const points = path.length > 0 ? path : [[0, 0]];
            const fps = C.framesPerSecond;
            const drag = [];
            let committed = false, x = 0, y = 0, vx = 0, vy = 0;
            for (let i = 0; i < points.length; i += 1) {
              const last = i === points.length - 1;
              const px = x, py = y;
              x = points[i][0]; y = points[i][1];
              if (last) { vx = velocity[0]; vy = velocity[1]; } else if (i > 0) { vx = (x - px) * fps; vy = (y - py) * fps; }
              drag.push(row(i / fps, dragState(x, y)));
              if (C.policy.commitThreshold !== null && Math.hypot(x, y) >= C.policy.commitThreshold) {
                committed = true;
                break;
              }
            }
            const r = release(x, y, vx, vy, committed ? "dismiss" : null);
            const settle = [];
            const count = Math.round((C.spring.base.length - 1) * C.spring.step * fps) + 1;
            for (let i = 0; i < count; i += 1) { settle.push(row(i / fps, settleState(r, i / fps))); }
            return { drag: drag, outcome: r.outcome, committedWhileDragging: committed, handOff: r.handOff, settle: settle };
          }

          function draw(s, label) {
            screenGroup.setAttribute("transform", "translate(" + fmt(cx + s.tx, 3) + " " + fmt(cy + s.ty, 3) + ") scale(" +
              fmt(s.scale, 4) + ") translate(" + fmt(-cx, 3) + " " + fmt(-cy, 3) + ")");
            card.setAttribute("rx", fmt(s.radius, 3));
            backdrop.setAttribute("opacity", fmt(s.alpha, 4));
            if (shadowDrop !== null) { shadowDrop.setAttribute("flood-opacity", fmt(s.shadow, 4)); }
            stateText.textContent = label + "\\ntranslation " + fmt(s.tx, 2) + ", " + fmt(s.ty, 2) + " pt, scale " +
              fmt(s.scale, 4) + ", corner radius " + fmt(s.radius, 2) + " pt, backdrop alpha " + fmt(s.alpha, 4);
          }

          function showRecorded(index) {
            const entry = timeline[index];
            const r = entry[1];
            slider.value = String(index);
            position.textContent = entry[0] + " " + fmt(r[0], 3) + " s";
            draw({ tx: r[1], ty: r[2], scale: r[3], radius: r[4], alpha: r[5], shadow: C.mapping.shadow !== null ? r[r.length - 1] : 0 }, "recorded " + entry[0] + " t = " + fmt(r[0], 3) + " s");
            decisionText.textContent = "Recorded release: " + R.release.outcome +
              (R.release.committedWhileDragging ? " (committed while dragging)" : "");
          }

          function stop() { if (animation !== null) { cancelAnimationFrame(animation); animation = null; } }

          slider.addEventListener("input", function () { stop(); showRecorded(Number(slider.value)); });
          play.addEventListener("click", function () {
            stop();
            const started = performance.now();
            function step(now) {
              const index = Math.min(Math.floor((now - started) / 1000 * C.framesPerSecond), timeline.length - 1);
              showRecorded(index);
              animation = index < timeline.length - 1 ? requestAnimationFrame(step) : null;
            }
            animation = requestAnimationFrame(step);
          });

          // The mouse: translation from where the pointer went down, in the drawing's points.
          let pointer = null;
          function local(event) {
            const p = svg.createSVGPoint();
            p.x = event.clientX; p.y = event.clientY;
            return p.matrixTransform(svg.getScreenCTM().inverse());
          }
          function letGo(forced) {
            const r = release(pointer.x, pointer.y, pointer.vx, pointer.vy, forced);
            pointer = null;
            decisionText.textContent = "Released: " + r.outcome + " (" + r.why + "); relative start velocities " +
              fmt(r.handOff[0], 3) + ", " + fmt(r.handOff[1], 3) + ", scale " + fmt(r.handOff[2], 3);
            const started = performance.now();
            function step(now) {
              const t = (now - started) / 1000;
              draw(settleState(r, t), "settling (" + r.outcome + ") t = " + fmt(t, 3) + " s");
              animation = settled(r, t) ? null : requestAnimationFrame(step);
            }
            animation = requestAnimationFrame(step);
          }
          svg.addEventListener("pointerdown", function (event) {
            stop();
            const p = local(event);
            pointer = { ox: p.x, oy: p.y, x: 0, y: 0, vx: 0, vy: 0, time: event.timeStamp };
            try { svg.setPointerCapture(event.pointerId); } catch (error) { /* a synthetic pointer */ }
            draw(dragState(0, 0), "dragging");
          });
          svg.addEventListener("pointermove", function (event) {
            if (pointer === null) { return; }
            const p = local(event);
            const x = p.x - pointer.ox, y = p.y - pointer.oy, dt = (event.timeStamp - pointer.time) / 1000;
            if (dt > 0) { pointer.vx = (x - pointer.x) / dt; pointer.vy = (y - pointer.y) / dt; }
            pointer.x = x; pointer.y = y; pointer.time = event.timeStamp;
            draw(dragState(x, y), "dragging");
            decisionText.textContent = "Let go now: " + decide(x, y, pointer.vx, pointer.vy).outcome;
            if (C.policy.commitThreshold !== null && Math.hypot(x, y) >= C.policy.commitThreshold) { letGo("dismiss"); }
          });
          svg.addEventListener("pointerup", function (event) {
            if (pointer === null) { return; }
            // More than two frames without a move: the pointer stopped before it lifted.
            if ((event.timeStamp - pointer.time) / 1000 > 2 / C.framesPerSecond) { pointer.vx = 0; pointer.vy = 0; }
            letGo(null);
          });
          svg.addEventListener("pointercancel", function () { if (pointer !== null) { letGo("restore"); } });

          // #pointer=x,y x,y …: the mouse's path from the screen's center, sent as pointer events
          // one frame apart (the browser test's stand-in for a person's drag).
          function simulate(text) {
            const matrix = svg.getScreenCTM();
            const points = text.trim().split(/[ ;]+/).map(function (p) { return p.split(",").map(Number); });
            function send(type, p) {
              const at = svg.createSVGPoint();
              at.x = cx + p[0]; at.y = cy + p[1];
              const client = at.matrixTransform(matrix);
              svg.dispatchEvent(new PointerEvent(type, { clientX: client.x, clientY: client.y, pointerId: 1,
                bubbles: true }));
            }
            // One move a frame, as a finger's readings come.
            send("pointerdown", [0, 0]);
            points.forEach(function (p, i) {
              setTimeout(function () { send("pointermove", p); }, (i + 1) * 1000 / C.framesPerSecond);
            });
            setTimeout(function () { send("pointerup", points[points.length - 1]); },
              (points.length + 1) * 1000 / C.framesPerSecond);
          }

          // #frame=N shows recorded frame N; #check=[{"path": …, "velocity": …}, …] replays drags
          // into tk-check (the browser test compares them with the engine's JSON).
          const fragment = new URLSearchParams(location.hash.slice(1));
          showRecorded(Math.min(Math.max(Number(fragment.get("frame")) || 0, 0), timeline.length - 1));
          if (fragment.has("check")) {
            const drags = JSON.parse(fragment.get("check"));
            checkText.textContent = JSON.stringify(drags.map(function (d) { return replay(d.path, d.velocity); }));
          }
          if (fragment.has("pointer")) { simulate(fragment.get("pointer")); }
        })();
        """
}
