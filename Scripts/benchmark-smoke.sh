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
# Time: absolute times on a shared machine mean nothing, but a ratio does. HotPathRatios
# (Benchmarks/HotPathRatios) runs each hot path listed in Scripts/benchmark-time-ratios.txt and a
# fixed reference computation (multiply-adds and square roots, no library code) in one process:
#  - time: many rounds, each timing every path once in turn as a ~20 µs block; per path the
#    fastest block counts (load only ever lengthens a block, and interleaving gives every path the
#    same chances), divided by the reference's. A ratio above its checked-in value × TOLERANCE is
#    measured again, up to ATTEMPTS runs in all, keeping each path's fastest: noise cannot keep a
#    path slow through every run, a slower path stays slow;
#  - instructions (when valgrind is installed): each path's instructions per iteration under
#    callgrind divided by the reference's — exact, the same on every run and every machine with
#    this compiler; above its checked-in value × TOLERANCE fails at once.
# The ratios measured are printed; after a deliberate change, copy them into the file.
# Machine: time ratios hold on the CPU they were measured on (the file's "# cpu:" line); on another
# CPU model (a CI machine never seen before) the time check allows twice the ratio instead and says
# so, while the instruction check, which does not depend on the CPU, keeps TOLERANCE.
set -euo pipefail
scripts="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$scripts/../Benchmarks"

HOT_PATHS='^(TransitionPlan .*one progress|Gesture update.*|Drag update.*|Zoom dismissal drag update|Interactive update.*)$'
MIN_HOT_PATHS=6
TOLERANCE=1.3
ATTEMPTS=3

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
# Time and instruction ratios (see Time above).
ratios="$scripts/benchmark-time-ratios.txt"
measured=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$measured"' EXIT
swift build -c release --product HotPathRatios >"$measured/build" 2>&1 || { cat "$measured/build" >&2; exit 1; }
measure=$(swift build -c release --product HotPathRatios --show-bin-path)/HotPathRatios
# Instructions per iteration: one callgrind dump per path, in HotPathRatios' order.
if command -v valgrind >/dev/null; then
    valgrind --tool=callgrind --callgrind-out-file="$measured/callgrind" --collect-atstart=no \
        --toggle-collect=hot_path_counted_loop --dump-after=hot_path_counted_loop "$measure" count 20 >/dev/null 2>&1 \
        || { echo "benchmark-smoke: HotPathRatios failed under callgrind" >&2; exit 1; }
    "$measure" names >"$measured/names"
    for part in $(seq "$(wc -l <"$measured/names")"); do
        awk '/^(summary|totals):/ { print $2 / 20; exit }' "$measured/callgrind.$part"
    done | paste -d ' ' - "$measured/names" | awk 'NR == 1 { reference = $1 } { $1 = $1 / reference; print }' \
        >"$measured/instructions"
fi
time_tolerance=$TOLERANCE
recorded_cpu=$(sed -n 's/^# cpu: //p' "$ratios")
this_cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
if [[ "$this_cpu" != "$recorded_cpu" ]]; then
    time_tolerance=2
    echo "benchmark-smoke: this CPU ($this_cpu) is not the one the time ratios were measured on" \
        "($recorded_cpu): time within ${time_tolerance}×, instructions within ${TOLERANCE}×"
fi
for attempt in $(seq "$ATTEMPTS"); do
    "$measure" >"$measured/time.$attempt"
    # Each path's fastest ratio over the attempts so far; stop once every path is within tolerance.
    verdict=$(awk -v tolerance="$TOLERANCE" -v timeTolerance="$time_tolerance" -v final=$((attempt == ATTEMPTS)) -v counted="$measured/instructions" '
        FNR == NR {
            if ($0 ~ /^#/ || NF < 3) next
            time = $1; count = $2; $1 = ""; $2 = ""; sub(/^ +/, ""); expected[$0] = time; expectedCount[$0] = count
            next
        }
        FILENAME == counted { ratio = $1; $1 = ""; sub(/^ +/, ""); instructions[$0] = ratio; next }
        {
            ratio = $1; $1 = ""; $2 = ""; sub(/^ +/, "")
            if (!($0 in fastest) || ratio < fastest[$0]) fastest[$0] = ratio
        }
        END {
            for (path in expected) {
                if (!(path in fastest)) { lines[++n] = sprintf("benchmark-smoke: %s did not run", path); bad++; continue }
                slow = fastest[path] > expected[path] * timeTolerance
                if (slow) { retry++; if (final) bad++ }
                if (path in instructions) {
                    heavy = instructions[path] > expectedCount[path] * tolerance
                    if (heavy) bad++
                    counts = sprintf("instructions %.4f × reference (checked in %s) %s", instructions[path],
                        expectedCount[path], heavy ? "MORE" : "ok")
                } else counts = "instructions not counted (no valgrind)"
                lines[++n] = sprintf("benchmark-smoke: time %.4f × reference (checked in %s) %s; %s  %s",
                    fastest[path], expected[path], slow ? "SLOWER" : "ok", counts, path)
            }
            verdict = bad > 0 ? "fail" : retry > 0 ? "retry" : "pass"
            if (verdict != "retry") for (i = 1; i <= n; i++) print lines[i]
            print verdict
        }
    ' "$ratios" $([[ -s "$measured/instructions" ]] && echo "$measured/instructions") "$measured"/time.*)
    [[ $(tail -n 1 <<<"$verdict") == retry ]] && continue
    sed '$d' <<<"$verdict"
    [[ $(tail -n 1 <<<"$verdict") == pass ]] && break
    echo "benchmark-smoke: a hot path is slower than checked in ($ratios)" >&2
    exit 1
done
echo "benchmark-smoke: $(grep -c '^│ Malloc (total)' "$log" || true) allocation counts read; every benchmark ran"
