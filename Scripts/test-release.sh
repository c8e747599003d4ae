#!/usr/bin/env bash
# Runs the suites whose outcome an optimiser can change — the registry, plans and golden plans,
# the seeded random and end-to-end runs, the bad-input sweeps and path decoding — in the release
# configuration (-O), so that a difference between debug and release fails like any other test.
# (A registry over the existential AnyObject once matched in debug and never under -O.)
# Not a .ci/run step yet: its release build of every test target takes about 5 minutes on the
# 2-core CI machine, which would take CI past its time budget; run it before tagging a release.
#
# -enable-testing keeps the tests' @testable imports building. Swift Testing runs the selected
# tests in parallel, one per core. Extra arguments are passed to `swift test`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

SUITES='Registry|RuleIndex|RuleRank|Lineage|ScreenPattern|TransitionMatch|RegistrationToken'
SUITES+='|Plan|Golden|Random|EndToEnd|BadInput|Normalization|DurationBounds|Totality|TransitionPath'

swift build -c release --build-tests -Xswiftc -enable-testing -Xswiftc -warnings-as-errors
log=.build/test-release.log
if ! swift test -c release --skip-build --filter "$SUITES" "$@" >"$log" 2>&1; then
    grep -E "✘|error:|recorded an issue|signal" "$log" | head -n 60 >&2
    echo "test-release: the release-configuration tests failed (whole log: $log)" >&2
    exit 1
fi
grep -E "Test run with [0-9]+ tests? .*passed|Executed [0-9]+ tests" "$log" | tail -n 2
