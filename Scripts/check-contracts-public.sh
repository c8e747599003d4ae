#!/usr/bin/env bash
# Compiles every Contract (Contracts/<Feature>) the way an app compiles it: as a package of its own
# (Contracts/Package.swift) that depends on TransitionKit by path, so a Contract that names a
# `package` declaration fails here although it compiles as a target of TransitionKit's manifest.
# Built for arm64-apple-ios15.0 against the iOS 16.5 SDK with warnings as errors.
# Usage: Scripts/check-contracts-public.sh   (expects ../shared beside the repository)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ios_build="$repo/../shared/ios-sdk/ios-build"
[[ -x "$ios_build" ]] || { echo "check-contracts-public: $ios_build not found (../shared must be beside the repository)" >&2; exit 2; }

# Every Contract folder is a target of both manifests.
missing=$(comm -3 \
    <(find "$repo/Contracts" -mindepth 1 -maxdepth 1 -type d -not -name '.*' -printf '%f\n' | sort) \
    <(grep -o 'contract("[A-Za-z]*"' "$repo/Contracts/Package.swift" | sed 's/contract("\(.*\)"/\1/' | sort))
if [[ -n "$missing" ]]; then
    echo "check-contracts-public: Contracts/Package.swift and the Contract folders differ: $missing" >&2
    exit 1
fi

cd "$repo/Contracts"
# Only the Contracts (naming them keeps the dependency's tools, such as the preview, out).
mapfile -t targets < <(grep -o 'contract("[A-Za-z]*"' Package.swift | sed 's/contract("\(.*\)"/\1Contract/')
"$ios_build" "${targets[@]}" -- -Xswiftc -warnings-as-errors
