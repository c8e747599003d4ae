#!/usr/bin/env bash
# Runs every benchmark of Benchmarks/ briefly (a smoke run: at most 10 iterations each, no time
# thresholds — times from it mean nothing) so that the benchmarks cannot rot, and fails unless the
# hot paths allocate nothing: each benchmark whose name matches HOT_PATHS must report a
# "Malloc (total)" of 0 at every percentile (p100 = 0), and at least MIN_HOT_PATHS of them must
# have run, so that renaming one cannot skip the check silently.
#
# Hot paths: plan evaluation ("TransitionPlan … one progress"), gesture update ("Gesture update …")
# drag update ("Drag update …", issue #20's 2-D feed) and the zoom dismissal's drag update
# ("Zoom dismissal drag update").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../Benchmarks"

HOT_PATHS='^(TransitionPlan .*one progress|Gesture update.*|Drag update.*|Zoom dismissal drag update)$'
MIN_HOT_PATHS=5

log=$(mktemp)
trap 'rm -f "$log"' EXIT
TRANSITIONKIT_BENCHMARK_SMOKE=1 swift package --disable-sandbox benchmark run --no-progress >"$log" 2>&1 \
    || { cat "$log" >&2; echo "benchmark-smoke: the benchmark run failed" >&2; exit 1; }

# The text report: a benchmark's name on a line of its own, then a table whose rows start with
# "│ Metric name"; p100 is the 8th cell.
awk -v hot="$HOT_PATHS" -v min="$MIN_HOT_PATHS" '
    /^[│╒╞╘]/ || /^=+$/ || NF == 0 { if ($0 !~ /^│ Malloc \(total\)/) next }
    /^│ Malloc \(total\)/ {
        if (name !~ hot) next
        split($0, cells, "│")
        p100 = cells[8]; gsub(/ /, "", p100)
        checked++
        if (p100 != "0") { printf "benchmark-smoke: %s allocates (Malloc (total) p100 = %s)\n", name, p100; bad++ }
        else printf "benchmark-smoke: %s allocates nothing\n", name
        next
    }
    { name = $0 }
    END {
        if (checked < min) { printf "benchmark-smoke: %d hot-path benchmarks ran, expected at least %d\n", checked, min; exit 1 }
        if (bad > 0) exit 1
    }
' "$log" || { cat "$log" >&2; exit 1; }
echo "benchmark-smoke: $(grep -c '^│ Malloc (total)' "$log" || true) allocation counts read; every benchmark ran"
