#!/usr/bin/env python3
"""The interactive dismissal part of Scripts/browser-test.sh: for a recorded set of drags, the
preview tool's JSON (`--dismissal PATH --velocity V --format json`, the Swift engine's numbers) is
compared with what the HTML page computes for the same drags in headless Chromium (its `#check=`
fragment replays them through the page's own evaluation of the engine's coefficients, the code
the mouse drives): the release decision, the springs' start velocities, the screen's states
while dragging and the settling curves, frame by frame. Also checks that `#frame=N` shows the
engine's recorded frame N, drawn on the sample screens (the grid under the dragged detail, dashed
where the screen returns) with the screen where the engine puts it, and that a drag by pointer
events is released as the engine releases it.

    browser-test-dismissal.py BROWSER PREVIEW_BINARY WORKDIR
"""
import html
import json
import re
import subprocess
import sys
import urllib.parse

browser, binary, work = sys.argv[1:]

# (kind, path, release velocity): restores and dismissals by position, by flick, by a flick back,
# past the mapping's distance (rubber band), sideways, where only the projection decides (60 pt
# projected to 89.9: restore; 70 to 104.9: dismiss), and the card scaling in place.
DRAGS = [
    ("zoom", [(0, 0), (0, 10), (2, 25), (3, 40)], (0, 50)),
    ("zoom", [(0, 0), (0, 30), (0, 80), (0, 140), (0, 220)], (120, 900)),
    ("zoom", [(0, 0), (0, 60), (0, 140), (0, 230), (0, 300)], (0, -1200)),
    ("zoom", [(0, 0), (30, 40), (60, 80), (90, 120)], (0, 0)),
    ("zoom", [(0, 0), (40, 5), (90, 10)], (950, 40)),
    ("zoom", [(0, 0), (0, 200), (0, 400), (0, 520), (0, 617.5)], (0, 30)),
    ("zoom", [(0, 0)], (0, 0)),
    ("zoom", [(0, 0), (0, 30), (0, 60)], (0, 60)),
    ("zoom", [(0, 0), (0, 40), (0, 70)], (0, 70)),
    ("card", [(0, 0), (0, 25), (0, 60), (0, 100)], (0, 200)),
    ("card", [(0, 0), (10, 20), (15, 40)], (0, -100)),
    ("card", [(0, 0), (0, 80), (0, 180), (0, 330)], (0, 1500)),
]
# How far the page may be from the engine: positions and radii in points; scales, alphas and the
# relative velocities as numbers (the page interpolates the written tables between their rows).
TOLERANCE = {"time": 1e-6, "point": 2e-3, "fraction": 2e-5, "velocity": 1e-6}
ROW = ["time", "point", "point", "fraction", "point", "fraction"]
checks = 0


def fail(message):
    print(f"browser-test: FAIL (dismissal): {message}", file=sys.stderr)
    sys.exit(1)


def arg(points):
    return " ".join(f"{x},{y}" for x, y in points)


def engine(kind, path, velocity, fmt="json", output=None):
    command = [binary, kind, "--dismissal", arg(path), "--velocity", f"{velocity[0]},{velocity[1]}",
               "--format", fmt]
    if output:
        command += ["--output", output]
    result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        fail(f"{' '.join(command)} exited {result.returncode}: {result.stderr}")
    return json.loads(result.stdout) if fmt == "json" else None


def dom(page, fragment, virtual_time=False):
    budget = ["--virtual-time-budget=2000"] if virtual_time else []
    result = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", *budget,
         f"--user-data-dir={work}/profile-dismissal", "--dump-dom", f"file://{page}#{fragment}"],
        capture_output=True, text=True, timeout=60)
    return result.stdout


def output(text, name):
    match = re.search(f'<output id="{name}">(.*?)</output>', text, re.S)
    if not match:
        fail(f"no <output id=\"{name}\"> in the page")
    return html.unescape(match.group(1))


def same_rows(label, engine_rows, page_rows):
    global checks
    if len(page_rows) < len(engine_rows):
        fail(f"{label}: the page has {len(page_rows)} rows, the engine {len(engine_rows)}")
    for index, (a, b) in enumerate(zip(engine_rows, page_rows)):
        for column, (x, y) in enumerate(zip(a, b)):
            if abs(x - y) > TOLERANCE[ROW[column]]:
                fail(f"{label} row {index} column {column}: engine {x}, page {y}")
            checks += 1


for kind in ("zoom", "card"):
    drags = [(path, velocity) for k, path, velocity in DRAGS if k == kind]
    page = f"{work}/dismissal-{kind}.html"
    engine(kind, drags[0][0], drags[0][1], fmt="html", output=page)
    first = engine(kind, drags[0][0], drags[0][1])
    index = len(first["drag"]) + 3
    fragment = f"frame={index}&check=" + urllib.parse.quote(
        json.dumps([{"path": path, "velocity": velocity} for path, velocity in drags]))
    shown_page = dom(page, fragment)
    replayed = json.loads(output(shown_page, "tk-check"))
    if len(replayed) != len(drags):
        fail(f"{kind}: the page replayed {len(replayed)} drags of {len(drags)}")
    for number, ((path, velocity), page_run) in enumerate(zip(drags, replayed)):
        label = f"{kind} drag {number} ({arg(path)} at {velocity})"
        swift = engine(kind, path, velocity)
        release = swift["release"]
        if page_run["outcome"] != release["outcome"]:
            fail(f"{label}: the page decides {page_run['outcome']}, the engine {release['outcome']}")
        if page_run["committedWhileDragging"] != release["committedWhileDragging"]:
            fail(f"{label}: commit while dragging differs")
        for axis, (x, y) in enumerate(zip(release["handOff"], page_run["handOff"])):
            if abs(x - y) > TOLERANCE["velocity"] * max(1, abs(x)):
                fail(f"{label}: hand-off velocity {axis}: engine {x}, page {y}")
        same_rows(f"{label} drag", swift["drag"], page_run["drag"])
        same_rows(f"{label} settle", swift["settle"], page_run["settle"])
        checks += 2
    # The slider shows the engine's recorded frames.
    frames = first["drag"] + first["settle"]
    shown = output(shown_page, "tk-state")
    row = frames[index]
    expected = f"translation {row[1]:.2f}, {row[2]:.2f} pt".replace(".00,", ",").replace(".00 pt", " pt")
    numbers = re.findall(r"-?\d+(?:\.\d+)?", shown.split("translation", 1)[-1])
    if not numbers or abs(float(numbers[0]) - row[1]) > 0.006 or abs(float(numbers[1]) - row[2]) > 0.006:
        fail(f"{kind}: #frame={index} shows {shown!r}, the engine's frame is {row} ({expected})")
    checks += 1
    # What is drawn: the sample screens (the grid under the dragged detail, as the gallery draws
    # them), dashed where the screen returns, and the screen placed as the engine's frame says.
    drawing = re.search(r'<svg id="tk-drawing".*?</svg>', shown_page, re.S)
    if not drawing:
        fail(f"{kind}: no drawing in the page")
    drawing = drawing.group(0)
    wanted = ['<use href="#tk-under-content"', '<use href="#tk-dragged-content"', 'id="d0-rest"', ">Photos</text>"]
    if kind == "zoom":
        wanted.append('id="d0-source"')
    for text in wanted:
        if text not in drawing:
            fail(f"{kind}: the drawing has no {text}")
        checks += 1
    placed = re.search(r'<g id="d0-screen" transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)'
                       r'(?: [-\d.]+)?\) translate\(([-\d.]+) ([-\d.]+)\)"', drawing)
    if not placed:
        fail(f"{kind}: the dragged screen has no transform")
    a, b, scale, minus_cx, minus_cy = (float(v) for v in placed.groups())
    if abs(a + minus_cx - row[1]) > 0.006 or abs(b + minus_cy - row[2]) > 0.006 or abs(scale - row[3]) > 1e-4:
        fail(f"{kind}: #frame={index} draws the screen at {a + minus_cx}, {b + minus_cy} ×{scale}; the engine: {row}")
    checks += 1

# A person's drag: pointer events on the page one frame apart (Chromium's virtual time runs the
# page's timers), whose release decision must be the engine's for the same path and the velocity
# of its last frame (the pointer's estimate): a fast drag down, a short slow one that stops, and the
# card held past the threshold.
for kind, path in [("zoom", [(0, 40), (0, 120), (10, 160)]), ("zoom", [(0, 20), (5, 30), (5, 30)]),
                   ("card", [(0, 50), (0, 120), (0, 120)])]:
    page = f"{work}/dismissal-{kind}.html"
    shown = dom(page, "pointer=" + urllib.parse.quote(arg(path)), virtual_time=True)
    decided = re.search(r'<p id="tk-decision">Released: (\w+)', shown)
    last = [(b - a) * 60 for a, b in zip(path[-2], path[-1])]
    expected = engine(kind, [(0, 0)] + path, last)["release"]["outcome"]
    if not decided or decided.group(1) != expected:
        fail(f"{kind}: the mouse drag {arg(path)} shows {decided and decided.group(1)}, the engine {expected}")
    checks += 1

print(f"browser-test: OK (dismissal: {len(DRAGS)} recorded drags and 3 pointer drags, {checks} checks match the engine)")
