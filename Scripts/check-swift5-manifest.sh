#!/usr/bin/env bash
# Checks the manifest Xcode 15 reads (Package@swift-5.9.swift) without Xcode 15:
#   1. it parses with the 5.9 PackageDescription API (SwiftPM gates the API by the tools version);
#   2. its library products and every target they need are Package.swift's, each target's whole
#      description alike (dependencies, settings, exclusions, resources, path), and so are the
#      platforms (so the two manifests cannot drift apart);
#   3. with it, the four library targets compile for arm64-apple-ios15.0 in the Swift 5 language
#      mode (../shared/ios-sdk/ios-build). Warnings are listed, not fatal: the Swift 5 mode lacks
#      Swift 6's inference (a `@MainActor` closure is not implicitly `Sendable` there), so code that
#      is clean in Swift 6 — the mode CI holds to zero warnings — can warn in it, and warnings do
#      not stop Xcode 15 from building an app;
#   4. the Catalog app's sources compile for iOS in the Swift 5 mode against them, as
#      Catalog.xcodeproj (SWIFT_VERSION 5.0) builds them in Xcode 15.
# What it cannot check: this machine has no Swift 5.9 or 5.10 compiler, so syntax or library API
# newer than Swift 5.9 would pass here and fail in Xcode 15. The sources avoid the ones known
# (no `nonisolated(unsafe)` or `(nonsending)`, typed throws, `sending`, access-level imports,
# `weak let`, isolated deinits, `@concurrent`, `@retroactive`, `@preconcurrency` conformances,
# noncopyable generics, Swift 6's `count(where:)`, `RangeSet` and 128-bit integers); step 5 fails
# when one of them appears. It is a list, not a compiler: what it does not name can still slip by.
# Usage: Scripts/check-swift5-manifest.sh   (from anywhere; expects ../shared beside the repository)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ios_build="$repo/../shared/ios-sdk/ios-build"
[[ -x "$ios_build" ]] || { echo "check-swift5-manifest: $ios_build not found (../shared must be beside the repository)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/transitionkit-swift5.XXXXXX")
trap 'rm -rf "$work"' EXIT
# A package named like the repository, holding the library sources and the 5.9 manifest as its
# Package.swift (SwiftPM 6 would otherwise read Package.swift).
pkg="$work/$(basename "$repo")"
mkdir -p "$pkg/Sources"
cp "$repo/Package@swift-5.9.swift" "$pkg/Package.swift"
for target in TransitionKitCore TransitionKitGestures TransitionKit TransitionKitGallery; do
    cp -R "$repo/Sources/$target" "$pkg/Sources/$target"
done

# 1 and 2: both manifests, reduced to what the 5.9 one must share with Package.swift.
(cd "$pkg" && swift package dump-package) >"$work/five.json"
(cd "$repo" && swift package dump-package) >"$work/six.json"
python3 - "$work/five.json" "$work/six.json" <<'PY'
import json, sys
five, six = (json.load(open(p)) for p in sys.argv[1:3])
def name(dependency):
    return (dependency.get("byName") or dependency.get("target") or dependency.get("product"))[0]
def libraries(m):
    """The library products and every target they need (transitively), each target's whole
    description (dependencies, settings, exclude, resources, path, type)."""
    products = {p["name"]: sorted(p["targets"]) for p in m["products"] if "library" in p["type"]}
    targets = {t["name"]: t for t in m["targets"]}
    keep = {t for ts in products.values() for t in ts}
    todo = list(keep)
    while todo:
        for d in targets[todo.pop()]["dependencies"]:
            if name(d) not in keep: keep.add(name(d)); todo.append(name(d))
    return products, {n: targets[n] for n in sorted(keep)}
five_products, five_targets = libraries(five)
six_products, six_targets = libraries(six)
problems = []
if five_products != six_products: problems.append(f"library products differ: {five_products} vs {six_products}")
for target in sorted(set(five_targets) | set(six_targets)):
    a, b = five_targets.get(target), six_targets.get(target)
    if a != b: problems.append(f"target {target} differs:\n  5.9: {json.dumps(a, sort_keys=True)}\n  6.0: {json.dumps(b, sort_keys=True)}")
if five["platforms"] != six["platforms"]: problems.append("platforms differ")
if five["dependencies"]: problems.append("Package@swift-5.9.swift has package dependencies (the library has none)")
if five["toolsVersion"]["_version"] != "5.9.0": problems.append("Package@swift-5.9.swift is not tools version 5.9")
for p in problems: print(f"check-swift5-manifest: {p}", file=sys.stderr)
sys.exit(1 if problems else 0)
PY

# 3: the libraries for iOS in the Swift 5 language mode.
(cd "$pkg" && "$ios_build" TransitionKitCore TransitionKitGestures TransitionKit TransitionKitGallery) >"$work/ios-build.log" 2>&1 || {
    cat "$work/ios-build.log" >&2
    echo "check-swift5-manifest: the libraries do not compile in the Swift 5 language mode (Xcode 15)" >&2
    exit 1
}
warnings=$(grep -E '^/.*: warning: ' "$work/ios-build.log" | sed "s#^$pkg/##" | sort -u || true)
[[ -z "$warnings" ]] || printf 'check-swift5-manifest: Swift 5 mode warnings (not fatal):\n%s\n' "$warnings"

# 4: the Catalog app's sources, as Catalog.xcodeproj builds them in Xcode 15 (SWIFT_VERSION 5.0),
# against the libraries above.
mkdir -p "$work/Catalog"
cp -R "$repo/Examples/Catalog/Catalog" "$work/Catalog/Catalog"
# Examples/Catalog/Package.swift, turned into the 5.9 tools and the Swift 5 language mode, its
# library reference pointing at the package above; each edit must apply.
catalog_manifest=$(sed -e 's#^// swift-tools-version: 6.0$#// swift-tools-version: 5.9#' \
    -e 's#path: "\.\./\.\."#path: "../'"$(basename "$repo")"'"#' \
    -e 's#swiftLanguageModes: \[\.v6\]#swiftLanguageVersions: [.v5]#' "$repo/Examples/Catalog/Package.swift")
for edited in 'swift-tools-version: 5.9' "path: \"../$(basename "$repo")\"" 'swiftLanguageVersions: \[\.v5\]'; do
    grep -q "$edited" <<<"$catalog_manifest" || {
        echo "check-swift5-manifest: Examples/Catalog/Package.swift changed shape (no '$edited' after editing it)" >&2
        exit 1
    }
done
printf '%s\n' "$catalog_manifest" >"$work/Catalog/Package.swift"
(cd "$work/Catalog" && "$ios_build") >"$work/catalog.log" 2>&1 || {
    cat "$work/catalog.log" >&2
    echo "check-swift5-manifest: the Catalog app does not compile in the Swift 5 language mode (Xcode 15)" >&2
    exit 1
}
warnings=$(grep -E '^/.*/Catalog/Catalog/.*: warning: ' "$work/catalog.log" | sed "s#^$work/##" | sort -u || true)
[[ -z "$warnings" ]] || printf 'check-swift5-manifest: Catalog warnings in Swift 5 mode (not fatal):\n%s\n' "$warnings"

# 5: syntax Swift 5.9 does not know, in the library sources.
newer=$(grep -rnE 'nonisolated\((unsafe|nonsending)\)|throws\([A-Za-z]|\bsending\b|isolated\(any\)|#isolation|(public|package|internal) import |\bweak let\b|isolated deinit|@concurrent\b|@retroactive|[:,] *@preconcurrency +[A-Z]|~Copyable|~Escapable|count\(where:|\bRangeSet\b|\b(Int|UInt)128\b' \
    "$repo/Sources/TransitionKitCore" "$repo/Sources/TransitionKitGestures" "$repo/Sources/TransitionKit" \
    "$repo/Sources/TransitionKitGallery" --include='*.swift') && status=0 || status=$?
# grep: 0 found, 1 none, anything else an error (which must not pass as "none").
[[ $status -le 1 ]] || { echo "check-swift5-manifest: grep failed ($status)" >&2; exit 1; }
newer=$(grep -vE '^[^:]+:[0-9]+: *//' <<<"$newer" || true)
if [[ -n "$newer" ]]; then
    echo "$newer" >&2
    echo "check-swift5-manifest: the lines above use Swift newer than 5.9 (Xcode 15 reads Package@swift-5.9.swift)" >&2
    exit 1
fi
echo "check-swift5-manifest: Package@swift-5.9.swift matches Package.swift's libraries and compiles for iOS in Swift 5 mode"
