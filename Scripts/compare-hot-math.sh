#!/usr/bin/env bash
# Times the hot math of two versions of the library side by side in one run: the working tree and
# REF (default 8dfb479, before the per-frame math grew). Each version's TransitionKitCore (if it
# has one), TransitionKitGestures and TransitionKit sources are copied into a scratch package with the same
# harness (Scripts/HotMath/main.swift), built in release mode, and the two are run alternately
# ROUNDS times (default 5); each line is one run's medians. Nothing is written to the repository.
#   Scripts/compare-hot-math.sh [REF] [ROUNDS]
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ref=${1:-8dfb479}
rounds=${2:-5}
work=${HOT_MATH_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/hot-math.XXXXXX")}
mkdir -p "$work"

make_package() { # NAME SOURCE_DIR
    local pkg="$work/$1" src="$2" core='' gestures='' kit='"TransitionKitGestures"'
    rm -rf "$pkg/Sources" && mkdir -p "$pkg/Sources/HotMath"
    cp "$repo/Scripts/HotMath/main.swift" "$pkg/Sources/HotMath/"
    cp -R "$src/Sources/TransitionKitGestures" "$src/Sources/TransitionKit" "$pkg/Sources/"
    if [[ -d "$src/Sources/TransitionKitCore" ]]; then
        cp -R "$src/Sources/TransitionKitCore" "$pkg/Sources/"
        core='.target(name: "TransitionKitCore"),'
        gestures='"TransitionKitCore"'
        kit='"TransitionKitCore", "TransitionKitGestures"'
    fi
    cat >"$pkg/Package.swift" <<SWIFT
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
    (cd "$pkg" && swift build -c release --product HotMath >/dev/null)
}

old="$work/ref-src"
rm -rf "$old" && mkdir -p "$old"
git -C "$repo" archive "$ref" Sources | tar -x -C "$old"
make_package head "$repo"
make_package ref "$old"
for _ in $(seq "$rounds"); do
    printf '%-8s %s\n' "$ref" "$("$work/ref/.build/release/HotMath")"
    printf '%-8s %s\n' "tree" "$("$work/head/.build/release/HotMath")"
done
