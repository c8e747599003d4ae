#!/usr/bin/env bash
# Builds the DocC archive from Docs.docc and the symbol graphs of the iOS build (which include the
# UIKit API as well as the neutral core), with warnings as errors.
#
#   Scripts/build-docs.sh            # → .build-docs/TransitionKit.doccarchive
#
# Environment: IOS_BUILD (default ../shared/ios-sdk/ios-build) is the iOS compile script.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
started=$(date +%s)
ios_build="${IOS_BUILD:-../shared/ios-sdk/ios-build}"
out=.build-docs
raw="$PWD/$out/symbol-graphs-all"
graphs="$out/symbol-graphs"
# The raw graphs stay between runs: an up-to-date build recompiles nothing and emits nothing.
rm -rf "$graphs" "$out/TransitionKit.doccarchive"
mkdir -p "$raw" "$graphs"

# 1. Symbol graphs from the iOS build, in its own scratch directory so the CI's iOS gate
#    (.build-ios) keeps its build.
"$ios_build" TransitionKit -- --scratch-path "$out/ios" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$raw" >/dev/null
# The catalog documents the TransitionKit module (and its extensions of Swift, UIKit, …);
# dependencies' graphs emitted alongside would count as a second module.
cp "$raw"/TransitionKit.symbols.json "$raw"/TransitionKit@*.symbols.json "$graphs"/

# 2. The archive.
docc convert Docs.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name TransitionKit \
    --fallback-bundle-identifier org.transitionkit.TransitionKit \
    --warnings-as-errors \
    --output-path "$out/TransitionKit.doccarchive"
echo "build-docs: $out/TransitionKit.doccarchive in $(( $(date +%s) - started )) s"
