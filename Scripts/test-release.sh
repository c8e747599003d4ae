#!/usr/bin/env bash
# Runs the suites whose outcome an optimizer can change — the registry, plans and golden plans,
# the seeded random and end-to-end runs, the bad-input and hostile sweeps and path decoding — in
# the release configuration (-O, whole-module), as an app ships, so that a difference between
# debug and release fails like any other test. (A registry over the existential AnyObject once
# matched in debug and never under -O: its inlinable match, specialised in the optimized client,
# read the static type.) A CI step; prints how long the build and the run took.
#
#   Scripts/test-release.sh [--scratch-path DIR] [swift test arguments…]
#
# --scratch-path builds somewhere other than .build, so that the step can run while another
# SwiftPM command holds .build (CI runs it beside the iOS steps). -enable-testing keeps the
# tests' @testable imports building; it does not stop the client-side specialisation above.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scratch=()
if [[ "${1:-}" == "--scratch-path" ]]; then
    scratch=(--scratch-path "${2:?test-release: --scratch-path needs a directory}")
    shift 2
fi

SUITES='Registry|RuleIndex|RuleRank|Lineage|ScreenPattern|TransitionMatch|RegistrationToken'
SUITES+='|Plan|Golden|Random|EndToEnd|Seeded|BadInput|Hostile|Normalization|DurationBounds|Totality'
SUITES+='|TransitionPath|PublicValueSweep'

started=$(date +%s)
swift build -c release --build-tests -Xswiftc -enable-testing -Xswiftc -warnings-as-errors "${scratch[@]}"
built=$(date +%s)
log=$(swift build -c release "${scratch[@]}" --show-bin-path)/test-release.log
if ! swift test -c release --skip-build "${scratch[@]}" --filter "$SUITES" "$@" >"$log" 2>&1; then
    grep -E "✘|error:|recorded an issue|signal|Fatal" "$log" | head -n 60 >&2
    echo "test-release: the release-configuration tests failed (whole log: $log)" >&2
    exit 1
fi
summary=$(grep -E "Test run with [0-9]+ tests? .*passed" "$log" | tail -n 1)
[[ -n "$summary" ]] || { tail -n 20 "$log" >&2; echo "test-release: no test ran" >&2; exit 1; }
echo "test-release: $summary"
echo "test-release: release build $((built - started)) s, tests $(($(date +%s) - built)) s"
