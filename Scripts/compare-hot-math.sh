#!/usr/bin/env bash
# Times the hot math of two versions of the library side by side in one run: the working tree and
# REF (default 8dfb479, before the per-frame math grew). Each version's TransitionKitCore (if it
# has one), TransitionKitGestures and TransitionKit sources are copied into a scratch package with the same
# harness (Scripts/HotMath/main.swift), built in release mode, and the two are run alternately
# ROUNDS times (default 5); each line is one run's medians. Then, when valgrind is installed, each
# path of each version runs under callgrind and its instructions per call are printed: exact and
# unaffected by the machine's load. Nothing is written to the repository.
#   Scripts/compare-hot-math.sh [REF] [ROUNDS]
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ref=${1:-8dfb479}
rounds=${2:-5}
work=${HOT_MATH_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/hot-math.XXXXXX")}
mkdir -p "$work"

# Makes DESTINATION's files those of SOURCE, rewriting only the files that differ, so that a
# second run with the same HOT_MATH_DIR rebuilds only what changed.
sync_folder() { # SOURCE DESTINATION
    local file
    mkdir -p "$2"
    while IFS= read -r file; do
        cmp -s "$1/$file" "$2/$file" || { mkdir -p "$(dirname "$2/$file")" && cp "$1/$file" "$2/$file"; }
    done < <(cd "$1" && find . -type f)
    while IFS= read -r file; do
        [[ -e "$1/$file" ]] || rm "$2/$file"
    done < <(cd "$2" && find . -type f)
}

make_package() { # NAME SOURCE_DIR
    local pkg="$work/$1" src="$2" core='' gestures='' kit='"TransitionKitGestures"'
    mkdir -p "$pkg/Sources/HotMath"
    cmp -s "$repo/Scripts/HotMath/main.swift" "$pkg/Sources/HotMath/main.swift" \
        || cp "$repo/Scripts/HotMath/main.swift" "$pkg/Sources/HotMath/"
    sync_folder "$src/Sources/TransitionKitGestures" "$pkg/Sources/TransitionKitGestures"
    sync_folder "$src/Sources/TransitionKit" "$pkg/Sources/TransitionKit"
    if [[ -d "$src/Sources/TransitionKitCore" ]]; then
        sync_folder "$src/Sources/TransitionKitCore" "$pkg/Sources/TransitionKitCore"
        core='.target(name: "TransitionKitCore"),'
        gestures='"TransitionKitCore"'
        kit='"TransitionKitCore", "TransitionKitGestures"'
    fi
    cat >"$pkg/Package.swift.new" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "HotMath", platforms: [.macOS(.v13)],
    targets: [
        $core
        .target(name: "TransitionKitGestures", dependencies: [$gestures]),
        .target(name: "TransitionKit", dependencies: [$kit]),
        .executableTarget(name: "HotMath", dependencies: ["TransitionKit", "TransitionKitGestures"]),
    ],
    swiftLanguageModes: [.v6])
SWIFT
    cmp -s "$pkg/Package.swift.new" "$pkg/Package.swift" || mv "$pkg/Package.swift.new" "$pkg/Package.swift"
    rm -f "$pkg/Package.swift.new"
    (cd "$pkg" && swift build -c release --product HotMath >/dev/null)
}

commit=$(git -C "$repo" rev-parse --short "$ref^{commit}")
old="$work/source-$commit"
[[ -d "$old" ]] || { mkdir -p "$old" && git -C "$repo" archive "$commit" Sources | tar -x -C "$old"; }
make_package head "$repo"
make_package "ref-$commit" "$old"
for _ in $(seq "$rounds"); do
    printf '%-8s %s\n' "$ref" "$("$work/ref-$commit/.build/release/HotMath")"
    printf '%-8s %s\n' "tree" "$("$work/head/.build/release/HotMath")"
done
command -v valgrind >/dev/null || { echo "valgrind not installed: no instruction counts"; exit 0; }
instructions() { # BINARY PATH ITERATIONS: instructions per call inside countedLoop
    local out="$work/callgrind.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no \
        --toggle-collect='*countedLoop*' "$1" count "$2" "$3" >/dev/null 2>&1
    awk -v n="$3" '/^(summary|totals):/ { printf "%.0f", $2 / n; exit }' "$out"
}
for version in "ref-$commit" head; do
    binary="$work/$version/.build/release/HotMath"
    label=$([[ $version == head ]] && echo tree || echo "$ref")
    printf '%-8s instructions per call: plan100 %s  gesture20 %s  reference %s\n' "$label" \
        "$(instructions "$binary" plan100 200)" "$(instructions "$binary" gesture20 500)" \
        "$(instructions "$binary" reference 20)"
done
