#!/usr/bin/env bash
# Runs the suites whose outcome an optimizer can change — the registry, plans and golden plans,
# the seeded random and end-to-end runs, the bad-input and hostile sweeps, path decoding and the
# value sweep — in the release configuration (-O, whole-module), as an app ships, so that a
# difference between debug and release fails like any other test. (A registry over the existential
# AnyObject once matched in debug and never under -O: its inlinable match, specialised in the
# optimized client, read the static type.) A CI step; prints how long the build and the run took.
#
#   Scripts/test-release.sh [--scratch-path DIR] [swift test arguments…]
#
# The build is small: TRANSITIONKIT_RELEASE_TESTS=1 makes Package.swift declare the libraries, the
# test-support targets and test targets holding only these suites' files and their fixtures
# (listed there, from the usual folders), in a scratch directory of their own (.build-release by
# default), so .build keeps the whole package. When .build holds a debug test build, the tests
# selected here must be exactly the ones the same filter selects there: a suite missing from the
# manifest's lists fails the step instead of going untested. -enable-testing keeps the tests'
# @testable imports building; it does not stop the client-side specialisation above.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scratch=(--scratch-path .build-release)
if [[ "${1:-}" == "--scratch-path" ]]; then
    scratch=(--scratch-path "${2:?test-release: --scratch-path needs a directory}")
    shift 2
fi

SUITES='Registry|RuleIndex|RuleRank|Lineage|ScreenPattern|TransitionMatch|RegistrationToken'
SUITES+='|Plan|Golden|Random|EndToEnd|Seeded|BadInput|Hostile|Normalization|DurationBounds|Totality'
SUITES+='|TransitionPath|PublicValueSweep'

release() { TRANSITIONKIT_RELEASE_TESTS=1 swift "$@"; }
# SwiftPM lists every file the release targets leave out as "unhandled": leaving them out is the
# point, so the list is dropped from the build's output.
quiet() { awk '/which are unhandled; explicitly declare them/ { skip = 1; next } skip && /^ +\// { next } { skip = 0; print }'; }

started=$(date +%s)
release build -c release --build-tests -Xswiftc -enable-testing -Xswiftc -gnone -Xswiftc -warnings-as-errors \
    "${scratch[@]}" 2>&1 | quiet
built=$(date +%s)
bin=$(release build -c release "${scratch[@]}" --show-bin-path 2>/dev/null)
log=$bin/test-release.log

# The same selection as a debug build of the whole package would run, when there is one.
if [[ -e "$(swift build --show-bin-path)/TransitionKitPackageTests.xctest" ]]; then
    swift test list --skip-build 2>/dev/null | grep -E "$SUITES" | sort >"$bin/selected-debug.txt"
    release test list -c release --skip-build "${scratch[@]}" 2>/dev/null | grep -E "$SUITES" | sort \
        >"$bin/selected-release.txt"
    if ! missing=$(comm -23 "$bin/selected-debug.txt" "$bin/selected-release.txt") || [[ -n "$missing" ]]; then
        sed 's/^/  /' <<<"$missing" >&2
        echo "test-release: the tests above match the filter but are not in the release test targets;" \
            "add their files to releaseSuites in Package.swift" >&2
        exit 1
    fi
    echo "test-release: the release targets hold all $(wc -l <"$bin/selected-debug.txt") tests the filter selects in the debug build"
else
    echo "test-release: no debug test build in .build; the selection is not compared with it"
fi

if ! release test -c release --skip-build "${scratch[@]}" --filter "$SUITES" "$@" >"$log" 2>&1; then
    grep -E "✘|error:|recorded an issue|signal|Fatal" "$log" | head -n 60 >&2
    echo "test-release: the release-configuration tests failed (whole log: $log)" >&2
    exit 1
fi
summary=$(grep -E "Test run with [0-9]+ tests? .*passed" "$log" | tail -n 1)
[[ -n "$summary" ]] || { tail -n 20 "$log" >&2; echo "test-release: no test ran" >&2; exit 1; }
echo "test-release: $summary"
echo "test-release: release build $((built - started)) s, tests $(($(date +%s) - built)) s"
