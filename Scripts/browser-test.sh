#!/usr/bin/env bash
# Loads the HTML preview in a real headless browser (Debian's chromium), moves its slider and
# checks that the drawing changes; plays it to a point in time and checks again; saves a
# screenshot. Installs chromium with apt-get if it is missing.
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
if [[ -z "$browser" ]]; then
    echo "browser-test: installing chromium (apt-get)"
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
    browser=$(command -v chromium) || fail "chromium is not installed"
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
echo "browser-test: OK ($transition: slider and clock change the drawing) in $(( $(date +%s) - started )) s"
[[ -n "${KEEP_DIR:-}" ]] && echo "browser-test: page, DOM dumps and screenshot in $work"
exit 0
