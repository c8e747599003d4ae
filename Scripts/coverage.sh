#!/usr/bin/env bash
# Linux line coverage of the library's neutral code: every Swift file in TransitionKitCore,
# TransitionKit and TransitionKitGestures except the platform adapters (files under a `UIKit/` or
# `SwiftUI/` folder, and files guarded entirely by `#if canImport(UIKit)` or `canImport(SwiftUI)`),
# which Linux cannot compile. The preview tool is not library code and is left out.
#
#   Scripts/coverage.sh               # run `swift test --enable-code-coverage`, then report
#   Scripts/coverage.sh --no-test     # report on the coverage data of the last such run
#
# Prints llvm-cov's per-file table (functions and lines) for those files and their total, and
# exits non-zero when the total line coverage is below the floor (MIN_COVERAGE, default 95).
# Environment: LLVM_COV (default: the llvm-cov next to `swift`, else the one on PATH).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

floor=${MIN_COVERAGE:-95}
case "${1:-}" in
    --no-test) ;;
    "") swift test --enable-code-coverage >/dev/null ;;
    *) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac

toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
llvm_cov=${LLVM_COV:-$toolchain/llvm-cov}
[[ -x "$llvm_cov" ]] || llvm_cov=$(command -v llvm-cov)
bin_dir=$(swift build --show-bin-path)
profile="$bin_dir/codecov/default.profdata"
binary="$bin_dir/TransitionKitPackageTests.xctest"
if [[ ! -f "$profile" || ! -e "$binary" ]]; then
    echo "coverage: no coverage data in $bin_dir; run without --no-test" >&2
    exit 2
fi

# The neutral files: not in a platform folder, not guarded entirely by a platform import (their
# first code line is `#if canImport(UIKit)` / `canImport(SwiftUI)` and their last is `#endif`).
neutral=()
while IFS= read -r file; do
    case "$file" in */UIKit/* | */SwiftUI/*) continue ;; esac
    code=$(grep -vE '^\s*(//.*)?$' "$file" || true)
    first=$(head -n 1 <<<"$code")
    last=$(tail -n 1 <<<"$code")
    if [[ "$first" =~ ^#if\ canImport\((UIKit|SwiftUI)\) && "$last" =~ ^#endif ]]; then continue; fi
    neutral+=("$file")
done < <(find Sources/TransitionKitCore Sources/TransitionKit Sources/TransitionKitGestures -name '*.swift' | sort)

table=$("$llvm_cov" report "$binary" -instr-profile "$profile" -show-region-summary=false \
    -show-branch-summary=false -show-instantiation-summary=false "${neutral[@]}")
echo "$table"
# The TOTAL row ends with the lines' coverage: "TOTAL  functions missed executed  lines missed cover".
total=$(awk '$1 == "TOTAL" { print $NF }' <<<"$table" | tr -d '%')
if [[ -z "$total" ]]; then
    echo "coverage: no TOTAL row in llvm-cov's report" >&2
    exit 2
fi
echo "coverage: ${#neutral[@]} neutral files, line coverage ${total}% (floor ${floor}%)"
if awk -v total="$total" -v floor="$floor" 'BEGIN { exit !(total < floor) }'; then
    echo "coverage: below the floor" >&2
    exit 1
fi
