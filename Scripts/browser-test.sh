#!/usr/bin/env bash
# Loads the HTML preview in a real headless browser (Debian's chromium), moves its slider and
# checks that the drawing changes; plays it to a point in time and checks again; saves a
# screenshot. The zoom's page draws the gallery's sample screens and its table lists the drawn
# boxes (Scripts/browser-test-gallery.py --single). Then the gallery (`--gallery`): every
# transition, and each control — direction, Reduce Motion, speed, push/pop, slider, clock —
# changes the drawing as it says, and the table's numbers are the drawn elements' boxes
# (Scripts/browser-test-gallery.py). Then the interactive dismissal page: its release decisions
# and settling curves equal the Swift engine's on a recorded set of drags, and it draws the
# sample screens with the screen where the engine puts it (Scripts/browser-test-dismissal.py).
# A push turned around by a Back tap (--back-at) plays and returns to where it started.
# Installs chromium (and python3) with apt-get if they are missing.
#
#   Scripts/browser-test.sh [transition]      # default: slide
#
# Environment: KEEP_DIR=path keeps the rendered page, DOM dumps and screenshot there.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
started=$(date +%s)
transition="${1:-slide}"

fail() { printf 'browser-test: FAIL: %s\n' "$*" >&2; exit 1; }

browser=$(command -v chromium || command -v chromium-browser || true)
missing=()
[[ -z "$browser" ]] && missing+=(chromium)
command -v python3 >/dev/null || missing+=(python3)
if [[ ${#missing[@]} -gt 0 ]]; then
    echo "browser-test: installing ${missing[*]} (apt-get)"
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
    browser=$(command -v chromium) || fail "chromium is not installed"
    command -v python3 >/dev/null || fail "python3 is not installed"
fi

work="${KEEP_DIR:-$(mktemp -d)}"
mkdir -p "$work"
[[ -z "${KEEP_DIR:-}" ]] && trap 'rm -rf "$work"' EXIT

swift build --product transitionkit-preview >/dev/null
bin="$(swift build --show-bin-path)/transitionkit-preview"
page="$work/$transition.html"
"$bin" "$transition" --format html --progress 0 --output "$page"

# Headless chromium; as root it needs --no-sandbox. A throwaway profile keeps runs independent.
chrome() {
    timeout 60 "$browser" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
        --user-data-dir="$work/profile" "$@" 2>/dev/null
}
# The state the page shows after the fragment moved the slider or the clock.
state_at() {
    chrome --dump-dom "file://$page#$1" > "$work/dom-$1.html"
    sed -n '/<output id="tk-state">/,/<\/output>/p' "$work/dom-$1.html"
}

early=$(state_at "progress=0.2")
late=$(state_at "progress=0.8")
grep -q "progress 0.2" <<<"$early" || fail "slider at 0.2 not shown: $early"
grep -q "progress 0.8" <<<"$late" || fail "slider at 0.8 not shown: $late"
[[ "$(tail -n +2 <<<"$early")" != "$(tail -n +2 <<<"$late")" ]] || fail "drawing did not change"
# The drawing itself (the SVG), not only the readout, must differ.
svg() { sed -n '/<svg id="tk-drawing"/,/<\/svg>/p' "$work/dom-$1.html"; }
[[ "$(svg progress=0.2)" != "$(svg progress=0.8)" ]] || fail "SVG drawing did not change with the slider"
grep -q 'data-progress="0.2"' "$work/dom-progress=0.2.html" || fail "body data-progress not updated"

start=$(state_at "time=0")
mid=$(state_at "time=0.1")
grep -Eq "t = 0\.(09[0-9]*|1[0-9]*) s" <<<"$mid" || fail "running state at 0.1 s not shown: $mid"
[[ "$(tail -n +2 <<<"$start")" != "$(tail -n +2 <<<"$mid")" ]] || fail "running drawing did not change"

chrome --window-size=1100,900 --screenshot="$work/$transition.png" "file://$page#progress=0.5" >/dev/null
[[ -s "$work/$transition.png" ]] || fail "no screenshot"

printf '%s\n' "$early" "$late" | sed 's/^/  /'
echo "browser-test: OK ($transition: slider and clock change the drawing)"

# A Back tap at half the push (--back-at): the clock plays the push, the turn and the return,
# which ends where the push started (the last running sample is within 0.001 of progress 0).
page="$work/slide-back.html"
"$bin" slide --back-at 0.5 --format html --output "$page"
grep -q "slide · push · Back at 0.5" "$page" || fail "reversal page has no Back tap in its title"
going=$(state_at "time=0.03")
coming=$(state_at "time=0.3")
back=$(state_at "time=5")
grep -Eq "t = 0\.(2[89]|3[01])[0-9]* s" <<<"$coming" || fail "reversal state at 0.3 s not shown: $coming"
[[ "$(tail -n +2 <<<"$going")" != "$(tail -n +2 <<<"$coming")" ]] || fail "reversal drawing did not change"
start=$(state_at "progress=0")
# Every drawn number within 1 of the push's start (points; alpha and scale move far less).
python3 - "$back" "$start" <<'CHECK' || fail "reversal did not return to the push's start: $back"
import re, sys
numbers = lambda text: [float(n) for line in text.splitlines()[2:] for n in re.findall(r"-?\d+(?:\.\d+)?", line)]
back, start = numbers(sys.argv[1]), numbers(sys.argv[2])
sys.exit(0 if back and len(back) == len(start) and all(abs(a - b) <= 1 for a, b in zip(back, start)) else 1)
CHECK
echo "browser-test: OK (slide --back-at 0.5: the push turns around and returns)"

# The zoom's page (the README's first page): the gallery's sample screens, and a table whose
# boxes and scales are what is drawn.
"$bin" zoom --format html --output "$work/zoom.html"
python3 Scripts/browser-test-gallery.py "$browser" "$work/zoom.html" "$work" --single zoom
chrome --window-size=1100,900 --screenshot="$work/zoom.png" "file://$work/zoom.html#progress=0.5" >/dev/null
[[ -s "$work/zoom.png" ]] || fail "no zoom screenshot"

# The gallery: every built-in transition, each control, the table against the drawing.
"$bin" --gallery --output "$work/gallery" 2>/dev/null || fail "--gallery failed"
mapfile -t names < <("$bin" --list | awk '{ print $1 }')
python3 Scripts/browser-test-gallery.py "$browser" "$work/gallery/index.html" "$work" "${names[@]}"
chrome --window-size=1300,950 --screenshot="$work/gallery.png" \
    "file://$work/gallery/index.html#transition=zoom&progress=0.5" >/dev/null
[[ -s "$work/gallery.png" ]] || fail "no gallery screenshot"

# The interactive dismissal (--dismissal): the page's decisions and settling curves against the
# engine's on a recorded set of drags.
python3 Scripts/browser-test-dismissal.py "$browser" "$bin" "$work"

echo "browser-test: OK in $(( $(date +%s) - started )) s"
[[ -n "${KEEP_DIR:-}" ]] && echo "browser-test: pages, DOM dumps and screenshots in $work"
exit 0
