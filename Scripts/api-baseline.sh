#!/usr/bin/env bash
# The public API of the library modules, one line per public symbol, for Linux and for the iOS
# build, compared with the reviewed baseline in API/Linux.txt and API/iOS.txt.
#
#   Scripts/api-baseline.sh --check    # CI: print a unified diff and fail if the API changed
#   Scripts/api-baseline.sh --update   # rewrite the baseline; review the diff and commit it
#
# The modules are the library products' targets and the package targets they depend on (read
# from `swift package dump-package`), so a new library or core module is picked up. Linux graphs
# come from `swift package dump-symbol-graph`; iOS graphs are emitted by an ios-build in its own
# scratch directory (.build-api/ios), started clean every time: an up-to-date build emits no
# graphs, and a kept graph directory would keep an extension graph the module no longer has.
# Scripts/api-baseline.py turns the graphs into lines; it says what is left out and why.
# Both modes also run Scripts/api-surface.sh on the Linux graphs and on the iOS graphs: more
# public types or symbols than the surface budget allows fails either way.
#
# Environment: IOS_BUILD (default ../shared/ios-sdk/ios-build) is the iOS compile script.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage() { sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in
    --check | --update) mode="$1" ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 64 ;;
esac

started=$(date +%s)
ios_build="${IOS_BUILD:-../shared/ios-sdk/ios-build}"
out=.build-api
mkdir -p "$out" API

mapfile -t modules < <(swift package dump-package | python3 Scripts/api-baseline.py modules)
if [[ ${#modules[@]} -eq 0 ]]; then
    echo "api-baseline: no library modules found (swift package dump-package)" >&2
    exit 2
fi

# 1. Linux: the same flags as CI's `swift build`, so the shared .build is reused, not rebuilt.
#    dump-symbol-graph exits non-zero when it cannot load the test-discovery modules
#    (TransitionKitPackageTests, …) that a plain build does not make; it empties its output
#    directory first and writes every other module's graph, so a missing library graph (checked
#    by api-baseline.py) or a missing "Files written to" line is what counts as a failure.
swift package -Xswiftc -warnings-as-errors dump-symbol-graph --minimum-access-level public \
    >"$out/linux.log" 2>&1 || true
linux_graphs=$(sed -n 's/^Files written to //p' "$out/linux.log" | tail -n 1)
if [[ -z "$linux_graphs" || ! -d "$linux_graphs" ]]; then
    cat "$out/linux.log" >&2
    echo "api-baseline: swift package dump-symbol-graph wrote no graphs" >&2
    exit 1
fi
python3 Scripts/api-baseline.py render --platform Linux --graphs "$linux_graphs" \
    --source '`swift package dump-symbol-graph --minimum-access-level public`' \
    --output "$out/Linux.txt" "${modules[@]}"
# The size limits of the public neutral surface, from the same graphs.
Scripts/api-surface.sh "$linux_graphs"

# 2. iOS: the graphs the compiler emits while building the modules for arm64-apple-ios15.0.
rm -rf "$out/ios" "$out/ios-graphs"
mkdir -p "$out/ios-graphs"
"$ios_build" "${modules[@]}" -- --scratch-path "$out/ios" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$out/ios-graphs" \
    >"$out/ios.log" 2>&1 || { cat "$out/ios.log" >&2; exit 1; }
python3 Scripts/api-baseline.py render --platform iOS --graphs "$out/ios-graphs" \
    --source 'the iOS build (ios-build, arm64-apple-ios15.0, iOS 16.5 SDK)' \
    --output "$out/iOS.txt" "${modules[@]}"
# The size limits of the public surface an app sees on iOS, from the same graphs.
Scripts/api-surface.sh --ios "$out/ios-graphs"

# 3. Compare or update.
status=0
for platform in Linux iOS; do
    if [[ "$mode" == --update ]]; then
        if cmp -s "$out/$platform.txt" "API/$platform.txt"; then
            echo "api-baseline: API/$platform.txt unchanged"
        else
            cp "$out/$platform.txt" "API/$platform.txt"
            echo "api-baseline: API/$platform.txt updated"
        fi
    elif ! diff -u --label "API/$platform.txt (baseline)" --label "$platform (this build)" \
        "API/$platform.txt" "$out/$platform.txt"; then
        status=1
    fi
done
if [[ $status -ne 0 ]]; then
    echo "api-baseline: the public API differs from the baseline:" \
        "run Scripts/api-baseline.sh --update and commit the reviewed diff" >&2
    exit 1
fi
echo "api-baseline: ${modules[*]} in $(( $(date +%s) - started )) s"
