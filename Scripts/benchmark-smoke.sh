#!/usr/bin/env bash
# Runs every benchmark of Benchmarks/ briefly (a smoke run: at most 10 iterations each) so that the
# benchmarks cannot rot, fails when a hot path got slower (see Time below), and fails unless the
# hot paths allocate nothing: each benchmark whose name matches HOT_PATHS must report a
# "Malloc (total)" of 0 at every percentile (p100 = 0), and at least MIN_HOT_PATHS of them must
# have run, so that renaming one cannot skip the check silently.
#
# Hot paths: plan evaluation ("TransitionPlan … one progress"), gesture update ("Gesture update …")
# drag update ("Drag update …", the 2-D feed), the zoom dismissal's drag update
# ("Zoom dismissal drag update") and an interactive update to the animator ("Interactive update …").
#
# Time: absolute times from a smoke run on a shared machine mean nothing, but a ratio does. Each
# benchmark listed in Scripts/benchmark-time-ratios.txt has its fastest sample (p0, the one least
# disturbed by other work) divided by the fastest sample of "Reference computation" (a fixed loop
# of multiply-adds and square roots that uses no library code, FrameBenchmarks) from the same run;
# the run fails when a ratio is more than twice the value checked in there. The ratios measured
# are printed; after a deliberate change, copy them into the file.
set -euo pipefail
scripts="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$scripts/../Benchmarks"

HOT_PATHS='^(TransitionPlan .*one progress|Gesture update.*|Drag update.*|Zoom dismissal drag update|Interactive update.*)$'
MIN_HOT_PATHS=6

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
# Time ratios: a row "│ Time (wall clock) (UNIT) … │ p0 │ …" under the benchmark's name; p0 is the
# first number after the metric's cell, in the metric's unit.
ratios="$scripts/benchmark-time-ratios.txt"
awk -v tolerance=2 '
    FNR == NR {
        if ($0 ~ /^#/ || NF < 2) next
        ratio = $1; $1 = ""; sub(/^ +/, ""); expected[$0] = ratio; next
    }
    /^│ Time \(wall clock\)/ {
        n = split($0, cells, "│"); p0 = ""
        for (i = 3; i <= n; i++) { cell = cells[i]; gsub(/ /, "", cell); if (cell ~ /^[0-9.e+]+$/) { p0 = cell; break } }
        unit = cells[2]; scale = 1
        if (unit ~ /\(μs\)|\(us\)/) scale = 1e3; else if (unit ~ /\(ms\)/) scale = 1e6; else if (unit ~ /\(s\)/) scale = 1e9
        if (p0 != "") time[name] = p0 * scale
        next
    }
    /^[│╒╞╘]/ || /^=+$/ || NF == 0 { next }
    { name = $0 }
    END {
        reference = time["Reference computation"]
        if (reference <= 0) { print "benchmark-smoke: no time for the reference computation"; exit 1 }
        for (path in expected) {
            if (!(path in time)) { printf "benchmark-smoke: %s did not run\n", path; bad++; continue }
            ratio = time[path] / reference
            verdict = ratio > expected[path] * tolerance ? "SLOWER" : "ok"
            printf "benchmark-smoke: time %.3f × reference (checked in %.3f) %s  %s\n", ratio, expected[path], verdict, path
            if (verdict != "ok") bad++
        }
        if (bad > 0) exit 1
    }
' "$ratios" "$log" || { echo "benchmark-smoke: a hot path is slower than checked in ($ratios)" >&2; exit 1; }
echo "benchmark-smoke: $(grep -c '^│ Malloc (total)' "$log" || true) allocation counts read; every benchmark ran"
