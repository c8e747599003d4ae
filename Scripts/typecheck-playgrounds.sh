#!/usr/bin/env bash
# Type-checks every page of Playgrounds/TransitionKit.playground against the iOS build of the
# library, as Xcode would compile it for an iOS simulator — on Linux, without Xcode.
#
#   1. builds TransitionKitGestures, TransitionKit and TransitionKitGallery for arm64-apple-ios15.0 with
#      ../shared/ios-sdk/ios-build (warnings as errors);
#   2. compiles a stand-in PlaygroundSupport module (Scripts/PlaygroundSupportStandIn);
#   3. runs `swiftc -typecheck` on each page's Contents.swift in Swift 6 and Swift 5 language
#      modes, warnings as errors, against the built .swiftmodules.
#
# Usage (from anywhere): Scripts/typecheck-playgrounds.sh
# Environment: IOS_BUILD (path to ios-build; default <repo>/../shared/ios-sdk/ios-build),
#              IOS_SDK_CACHE (as ios-build; default ~/.cache/ios-sdk-16.5).
# Exit status: non-zero if the build fails or any page does not type-check.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ios_build="${IOS_BUILD:-$repo/../shared/ios-sdk/ios-build}"
if [ ! -x "$ios_build" ]; then
  # A git worktree may sit one level deeper than the main checkout (e.g. /work/wt/NAME).
  ios_build="$(cd "$repo" && git rev-parse --path-format=absolute --git-common-dir 2>/dev/null)/../../shared/ios-sdk/ios-build"
fi
[ -x "$ios_build" ] || { echo "typecheck-playgrounds: ios-build not found (set IOS_BUILD)" >&2; exit 2; }
cache="${IOS_SDK_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/ios-sdk-16.5}"
target=arm64-apple-ios15.0

cd "$repo"
"$ios_build" TransitionKitGestures TransitionKit TransitionKitGallery -- -Xswiftc -warnings-as-errors

modules="$repo/.build-ios/arm64-apple-ios/debug/Modules"
for m in TransitionKit TransitionKitGestures TransitionKitGallery; do
  [ -e "$modules/$m.swiftmodule" ] || { echo "typecheck-playgrounds: missing $modules/$m.swiftmodule" >&2; exit 2; }
done

common=(-target "$target" -sdk "$cache/iPhoneOS16.5.sdk" -resource-dir "$cache/resource"
        -module-cache-path "$cache/module-cache" -warnings-as-errors)

stand_in=$(mktemp -d)
trap 'rm -rf "$stand_in"' EXIT
swiftc "${common[@]}" -swift-version 6 -parse-as-library -emit-module -module-name PlaygroundSupport \
  -emit-module-path "$stand_in/PlaygroundSupport.swiftmodule" \
  "$repo/Scripts/PlaygroundSupportStandIn/PlaygroundSupport.swift"

failed=0
count=0
for page in "$repo"/Playgrounds/TransitionKit.playground/Pages/*.xcplaygroundpage; do
  name=$(basename "$page" .xcplaygroundpage)
  for mode in 6 5; do
    # Each page is its own main file (top-level code), as in Xcode.
    if swiftc "${common[@]}" -swift-version "$mode" -typecheck -I "$modules" -I "$stand_in" \
      "$page/Contents.swift"; then
      echo "typecheck-playgrounds: $name (Swift $mode) ok"
    else
      echo "typecheck-playgrounds: $name (Swift $mode) FAILED" >&2
      failed=1
    fi
  done
  count=$((count + 1))
done
[ "$count" -gt 0 ] || { echo "typecheck-playgrounds: no pages found" >&2; exit 2; }
# Every page must be listed in contents.xcplayground, and every listed page must exist.
listed=$(grep -o "<page name='[^']*'" Playgrounds/TransitionKit.playground/contents.xcplayground \
  | sed "s/<page name='//; s/'$//" | sort)
present=$(cd Playgrounds/TransitionKit.playground/Pages && ls -d *.xcplaygroundpage | sed 's/\.xcplaygroundpage$//' | sort)
if [ "$listed" != "$present" ]; then
  echo "typecheck-playgrounds: contents.xcplayground pages differ from Pages/:" >&2
  diff <(echo "$listed") <(echo "$present") >&2 || true
  failed=1
fi
[ "$failed" -eq 0 ] || exit 1
echo "typecheck-playgrounds: $count page(s) type-check against the iOS build"
