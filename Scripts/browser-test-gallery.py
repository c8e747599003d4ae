#!/usr/bin/env python3
"""The gallery part of Scripts/browser-test.sh: loads the gallery page in headless Chromium with
each control set through the URL fragment (the page sets the control and fires its change event,
as a user would), and checks that the drawing changes as the control says and that the table's
numbers are the drawn elements' boxes, computed here from the SVG's own transforms.

    browser-test-gallery.py BROWSER PAGE WORKDIR TRANSITION...
    browser-test-gallery.py BROWSER PAGE WORKDIR --single zoom

With --single, PAGE is `transitionkit-preview zoom --format html` (the same page for one
transition): it must draw the sample screens from the gallery's art, and its table must list the
drawn boxes, the zoom's scale included.
"""
import html.parser
import re
import subprocess
import sys

browser, page, work, *transitions = sys.argv[1:]
checks = 0


def fail(message):
    print(f"browser-test: FAIL (gallery): {message}", file=sys.stderr)
    sys.exit(1)


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, dict(attrs), parent, [], ""


class Tree(html.parser.HTMLParser):
    """The DOM as Chromium serializes it (SVG elements closed explicitly)."""

    VOID = {"meta", "input", "br", "img", "link", "hr"}

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", [], None)
        self.current = self.root
        self.by_id = {}
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if "id" in node.attrs:
            self.by_id[node.attrs["id"]] = node
        if tag not in self.VOID:
            self.current = node

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.text += data

    def text(self, node):
        return node.text + "".join(self.text(child) for child in node.children)


def load(fragment, name):
    """The page's DOM after its script ran with `#fragment`."""
    result = subprocess.run(
        ["timeout", "60", browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         f"--user-data-dir={work}/profile", "--dump-dom", f"file://{page}#{fragment}"],
        capture_output=True, text=True)
    with open(f"{work}/gallery-{name}.html", "w") as dump:
        dump.write(result.stdout)
    tree = Tree(result.stdout)
    if "tk-state" not in tree.by_id:
        fail(f"{fragment}: no page state (chromium exit {result.returncode})")
    return tree


def multiply(m, n):
    return [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3],
            m[1] * n[2] + m[3] * n[3], m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]]


def transform(text):
    """An SVG transform list (matrix, translate, scale) as a matrix."""
    result = [1, 0, 0, 1, 0, 0]
    for name, args in re.findall(r"(\w+)\(([^)]*)\)", text or ""):
        values = [float(v) for v in re.split(r"[ ,]+", args.strip())]
        if name == "matrix":
            step = values
        elif name == "translate":
            step = [1, 0, 0, 1, values[0], values[1] if len(values) > 1 else 0]
        elif name == "scale":
            step = [values[0], 0, 0, values[1] if len(values) > 1 else values[0], 0, 0]
        else:
            fail(f"unexpected transform {name}")
        result = multiply(result, step)
    return result


class Shown:
    """What one load of the page shows: its state, the drawn boxes and the table."""

    def __init__(self, fragment, name):
        global checks
        self.fragment = fragment
        tree = load(fragment, name)
        lines = tree.text(tree.by_id["tk-state"]).strip().split("\n")
        self.settings, self.label, self.lines = lines[0], lines[1], lines[2:]
        self.timing = tree.text(tree.by_id["tk-timing"])
        self.plot_end = tree.text(tree.by_id["tk-plot-end"])
        self.plot = tree.by_id["tk-plot-progress"].attrs.get("points", "")
        scene = tree.by_id["tk-scene"]
        self.boxes, self.table, self.scales = {}, {}, {}
        index = 0
        while f"tk-e{index}" in tree.by_id:
            group = tree.by_id[f"tk-e{index}"]
            role = group.attrs["data-role"]
            # Every transform from the scene group down to the element, then its frame's corners.
            matrix, node = [1, 0, 0, 1, 0, 0], group
            chain = []
            while node is not scene:
                if node is None:
                    fail(f"{fragment}: {role} is not inside the scene")
                chain.append(node.attrs.get("transform"))
                node = node.parent
            for text in reversed(chain):
                matrix = multiply(matrix, transform(text))
            body = next(c for c in group.children if c.tag == "g" and "clip-path" in c.attrs)
            rect = next(c for c in body.children if c.attrs.get("class") == "tk-bg")
            x, y, w, h = (float(rect.attrs[k]) for k in ("x", "y", "width", "height"))
            xs, ys = [], []
            for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
                xs.append(matrix[0] * px + matrix[2] * py + matrix[4])
                ys.append(matrix[1] * px + matrix[3] * py + matrix[5])
            self.boxes[role] = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            row = tree.by_id[f"tk-row-{index}"]
            cells = [tree.text(c) for c in row.children if c.tag == "td"]
            if cells[0] != role:
                fail(f"{fragment}: table row {index} is {cells[0]!r}, drawing has {role!r}")
            self.table[role] = tuple(float(c) for c in cells[1:5])
            self.scales[role] = cells[5]
            index += 1
        if index == 0:
            fail(f"{fragment}: nothing drawn")
        # The table's numbers are the drawn boxes (the table rounds to 0.1 pt).
        for role, box in self.boxes.items():
            if any(abs(a - b) > 0.06 for a, b in zip(box, self.table[role])):
                fail(f"{fragment}: table says {role} is at {self.table[role]}, the drawing puts it at "
                     + ", ".join(f"{v:.2f}" for v in box))
            checks += 1

    def line(self, role):
        return next((l.split(" ", 1)[1] for l in self.lines if l.split(" ", 1)[0] == role), None)

    def expect(self, condition, message):
        global checks
        if not condition:
            fail(f"{self.fragment}: {message}")
        checks += 1


# One transition's page: the gallery's drawing of its screens, its table the drawn boxes.
if transitions[:1] == ["--single"]:
    name = transitions[1]
    shown = Shown("progress=0.5", f"single-{name}")
    shown.expect(shown.settings.startswith(f"{name} push ltr reduceMotion=off"), f"settings: {shown.settings}")
    shown.expect(shown.label == "progress 0.5", f"label: {shown.label}")
    with open(f"{work}/gallery-single-{name}.html") as dump:
        dom_text = dump.read()
    for text in ('<use href="#tk-art-0-content"', '<g id="tk-photo-0">', ">Photos</text>", ">9:41</text>"):
        shown.expect(text in dom_text, f"the page draws no {text}")
    if name == "zoom":
        shown.expect("snapshot.zoom" in shown.boxes, "the zoom has no snapshot")
        shown.expect(shown.scales["toView"] != "1", f"the table shows the new screen unscaled: {shown.scales}")
        shown.expect(shown.boxes["toView"][2] < 389, f"the new screen is drawn full size: {shown.boxes['toView']}")
    early = Shown("progress=0.2", f"single-early-{name}")
    shown.expect(early.boxes != shown.boxes, "the slider did not change the drawing")
    print(f"browser-test: {name} page OK ({checks} checks: the gallery's screens, table = drawn transform)")
    sys.exit(0)

# Every transition draws, its state names it, and its table matches its drawing.
for name in transitions:
    shown = Shown(f"transition={name}&progress=0.5", f"all-{name}")
    shown.expect(shown.settings.startswith(f"{name} push ltr reduceMotion=off"), f"settings: {shown.settings}")
    shown.expect(shown.label == "progress 0.5", f"label: {shown.label}")
    early = Shown(f"transition={name}&progress=0.2", f"early-{name}")
    shown.expect(early.boxes != shown.boxes or early.lines != shown.lines, "the slider did not change the drawing")

# Direction: right-to-left mirrors the moving screen's x about the screen's center.
ltr = Shown("transition=slide&operation=push&direction=ltr&progress=0.3", "slide-ltr")
rtl = Shown("transition=slide&operation=push&direction=rtl&progress=0.3", "slide-rtl")
for role in ("toView", "fromView"):
    x, y, w, h = ltr.boxes[role]
    mirrored = rtl.boxes[role]
    rtl.expect(abs(mirrored[0] - (390 - x - w)) < 0.05 and abs(mirrored[2] - w) < 0.05,
               f"{role} at x {mirrored[0]:.2f} in RTL, {x:.2f} in LTR: not mirrored")
rtl.expect(ltr.boxes["toView"][0] > 0 and rtl.boxes["toView"][0] < 0, "the new screen does not come from the trailing edge")

# Reduce Motion: the zoom becomes a cross-fade (no snapshot, no scale: the new screen fades in place).
zoom = Shown("transition=zoom&direction=ltr&reduceMotion=off&progress=0.5", "zoom")
calm = Shown("transition=zoom&reduceMotion=on&progress=0.5", "zoom-reduce-motion")
zoom.expect("plays=zoom" in zoom.settings and "snapshot.zoom" in zoom.boxes, "the zoom has no snapshot")
zoom.expect(zoom.scales["toView"] != "1", "the zoom's new screen is not scaled half-way")
calm.expect("reduceMotion=on" in calm.settings and "plays=crossFade" in calm.settings, f"settings: {calm.settings}")
calm.expect("snapshot.zoom" not in calm.boxes, "Reduce Motion still draws the zoom's snapshot")
calm.expect(calm.boxes["toView"] == (0, 0, 390, 844) and calm.scales["toView"] == "1",
            f"the cross-fade moves the new screen: {calm.boxes['toView']}")
calm.expect(" a=0.5 " in calm.line("toView"), f"the new screen is not half faded in: {calm.line('toView')}")
calm.expect("Reduce Motion plays crossFade instead of zoom" in calm.timing, f"timing text: {calm.timing}")

# Speed: half speed doubles the duration; 0.2 s at half speed shows what 0.1 s at full speed shows.
full = Shown("transition=slide&direction=ltr&reduceMotion=off&speed=1&time=0.1", "slide-speed-1")
half = Shown("transition=slide&speed=0.5&time=0.2", "slide-speed-half")
duration = float(re.search(r"duration=([0-9.]+)", full.settings).group(1))
full.expect(float(re.search(r"wall=([0-9.]+)", full.settings).group(1)) == duration, full.settings)
half.expect(abs(float(re.search(r"wall=([0-9.]+)", half.settings).group(1)) - 2 * duration) < 0.0002,
            f"half speed does not double the duration: {half.settings}")
half.expect(abs(float(half.plot_end.split()[0]) - 2 * duration) < 0.002, f"plot ends at {half.plot_end}")
half.expect(half.lines == full.lines, "0.2 s at half speed differs from 0.1 s at full speed")
# The clock shows the nearest 60 fps sample: the same plan time, twice the wall time at half speed.
wall_half, plan_half = (float(v) for v in re.findall(r"[0-9.]+", half.label)[:2])
wall_full, plan_full = (float(v) for v in re.findall(r"[0-9.]+", full.label)[:2])
half.expect(plan_half == plan_full and abs(wall_half - 2 * plan_half) < 0.0015 and wall_full == plan_full,
            f"labels: {half.label} / {full.label}")
start = Shown("transition=slide&speed=1&time=0", "slide-time-0")
start.expect(start.lines != full.lines, "playing did not move the drawing")

# Push/pop: the pop plays the push backwards, the sides swapped.
push = Shown("transition=slide&operation=push&speed=1&progress=0.25", "slide-push")
pop = Shown("transition=slide&operation=pop&progress=0.75", "slide-pop")
pop.expect(pop.line("fromView") == push.line("toView") and pop.line("toView") == push.line("fromView"),
           f"pop at 0.75 is not push at 0.25 reversed:\n  {push.lines}\n  {pop.lines}")

print(f"browser-test: gallery OK ({len(transitions)} transitions; {checks} checks: table = drawn transform, "
      "direction, Reduce Motion, speed, push/pop, slider, clock)")
