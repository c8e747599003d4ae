#!/usr/bin/env bash
# Rewrites the golden plans in Tests/GoldenPlans from the plans the library builds now (one JSON
# file per built-in style × push/pop × direction × equal/different toolbars × Reduce Motion), then
# checks them with a normal run and lists what changed. Only files that differ, are missing or are
# not valid JSON are written; files that no case names any more are deleted. Review the diff and
# commit it with the change that moved the motion.
#
#   Scripts/update-goldens.sh
#
# It is the normal test with TK_UPDATE_GOLDENS=1; without that variable the test only reads.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT

if ! TK_UPDATE_GOLDENS=1 swift test --filter GoldenPlanTests >"$log" 2>&1; then
    grep -E "error:|✘" "$log" | head -n 40 >&2 || tail -n 40 "$log" >&2
    echo "update-goldens: the update run failed (see above); nothing was committed" >&2
    exit 1
fi
if ! swift test --filter GoldenPlanTests >"$log" 2>&1; then
    grep -E "error:|✘" "$log" | head -n 40 >&2 || tail -n 40 "$log" >&2
    echo "update-goldens: the rewritten goldens do not pass a normal run (see above)" >&2
    exit 1
fi
count=$(find Tests/GoldenPlans -name '*.json' | wc -l | tr -d ' ')
echo "update-goldens: $count golden plans up to date in Tests/GoldenPlans"
if command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1; then
    changes=$(git status --short -- Tests/GoldenPlans)
    if [[ -n "$changes" ]]; then
        echo "$changes"
    else
        echo "update-goldens: no golden changed"
    fi
fi
