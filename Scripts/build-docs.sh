#!/usr/bin/env bash
# Builds the DocC archive from Docs.docc and the symbol graphs of the iOS build (which include the
# UIKit API as well as the neutral core), with warnings as errors.
#
#   Scripts/build-docs.sh   # → .build-docs/TransitionKit.doccarchive, .build-docs/TransitionKitGestures.doccarchive
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
rm -rf "$graphs" "$out"/*.doccarchive
mkdir -p "$raw"

# 1. Symbol graphs from the iOS build, in its own scratch directory so the CI's iOS gate
#    (.build-ios) keeps its build. Building TransitionKit builds the core and the gestures
#    module too, so one build emits every module's graph.
"$ios_build" TransitionKit -- --scratch-path "$out/ios" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$raw" >/dev/null

# 2. One archive per library module, each from its own catalog and only its own graphs (a
#    dependency's graph beside them would count as a second module). Both re-export
#    TransitionKitCore, whose symbols appear in each module's graph.
#    module|catalog
catalogs=(
    "TransitionKit|Docs.docc"
    "TransitionKitGestures|Sources/TransitionKitGestures/TransitionKitGestures.docc"
)
for entry in "${catalogs[@]}"; do
    module="${entry%%|*}"
    catalog="${entry#*|}"
    mkdir -p "$graphs/$module"
    cp "$raw/$module.symbols.json" "$graphs/$module/"
    cp "$raw/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.transitionkit.$module" \
        --warnings-as-errors \
        --output-path "$out/$module.doccarchive"
done
echo "build-docs: ${#catalogs[@]} archives in $out in $(( $(date +%s) - started )) s"
